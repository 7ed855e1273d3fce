/**
 * Prompts about notes that come from the templates, with the fillers fixed so the note
 * exists. These are the hard cases: the corpus also holds the same note for other
 * services or clients, and only the one the prompt names is the right answer.
 */
export interface Anchor {
  /** slug template of a line in notes.ts */
  template: string;
  fixed: Record<string, string>;
  prompt: string;
}

export const ANCHORS: Anchor[] = [
  { template: 'deploy-{svc}-order', fixed: { svc: 'billing' }, prompt: 'billing 서비스 배포할 때 뭐부터 올려야 돼? DB 먼저야?' },
  { template: 'db-{svc}-replica-lag', fixed: { svc: 'crm' }, prompt: 'crm에서 고객 정보 수정하고 바로 새로고침하면 예전 값이 보여요' },
  { template: 'client-{client:slug}-deploy-window', fixed: { client: 'donghae' }, prompt: '동해물류 쪽 시스템 오늘 오후에 배포해도 되나?' },
  { template: 'auth-{svc}-cors', fixed: { svc: 'partner' }, prompt: 'the partner frontend on a new preview domain gets blocked by CORS' },
  { template: 'cache-{svc}-ttl', fixed: { svc: 'search' }, prompt: 'search 쪽에서 관리자가 상품 정보 수정했는데 목록에 반영이 한참 늦어요' },
  { template: 'i18n-{loc:slug}-font', fixed: { loc: 'th' }, prompt: '태국어 화면에서 글자가 네모 박스로 깨져 보여요' },
  { template: 'queue-{svc}-visibility', fixed: { svc: 'media' }, prompt: 'media 작업이 가끔 두 번씩 처리되는 것 같아요. SQS 쓰고 있어요' },
  { template: 'mobile-{svc}-app-review', fixed: { svc: 'media' }, prompt: 'media 앱 다음 주 출시인데 애플 심사는 언제 넣어야 해?' },
  { template: 'ci-{svc}-coverage', fixed: { svc: 'gateway' }, prompt: 'gateway PR이 coverage 때문에 빨간불이에요, 기준이 몇 %죠?' },
  { template: 'pay-{svc}-virtual-account', fixed: { svc: 'billing' }, prompt: 'billing에서 가상계좌로 주문했는데 입금을 안 하면 주문은 어떻게 돼?' },
  { template: 'infra-{svc}-{region}', fixed: { svc: 'report', region: 'eu-west-1' }, prompt: 'report 관련 리소스가 AWS 콘솔에 하나도 안 보여요' },
  { template: 'mon-{svc}-alert-routing', fixed: { svc: 'notifier', team: 'growth' }, prompt: 'who gets paged when the notifier alerts fire?' },
];
