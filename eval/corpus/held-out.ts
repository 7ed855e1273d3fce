/**
 * Second phrasings for some of the needed memories, written after the ranker was tuned
 * on the first set and never used to tune it: `npm run eval` reports them separately as
 * an estimate of how the ranker does on prompts it was not adjusted to.
 */
import type { EvalPrompt } from './types.js';

const p = (needs: string, prompt: string): EvalPrompt => ({ needs, prompt });

export const HELD_OUT_PROMPTS: EvalPrompt[] = [
  p('docker-branch-switch-403', 'compose 켜둔 채로 git checkout 했는데 forbidden 에러가 나요'),
  p('hanbit-reports-pdf-only', '한빛상사 보고서 포맷 뭐로 보내야 하지?'),
  p('orders-migration-lock-timeout', 'ALTER TABLE 돌렸다가 결제가 멈춘 적 있다던데 주문 테이블 스키마 바꿀 때 주의할 점?'),
  p('no-friday-afternoon-deploys', 'is it ok to ship to production on a friday evening?'),
  p('toss-webhook-duplicates', '토스 webhook 같은 이벤트가 중복으로 와요'),
  p('terraform-state-lock', 'terraform says Error acquiring the state lock'),
  p('ios-push-cert-expiry', 'APNs로 보내는 알림이 갑자기 전부 실패해요'),
  p('staging-db-weekly-reset', 'staging data got wiped again this monday??'),
  p('nginx-upload-413', '파일 업로드 할 때 용량 크면 실패하는데 서버 설정 어디서 바꿔?'),
  p('cron-runs-on-every-pod', 'a scheduled job ran three times after we scaled the api deployment'),
  p('mail-spf-dkim', '새 도메인에서 보내는 메일이 스팸함으로 가요'),
  p('hotfix-from-release-tag', "where do I branch from for a hotfix on what's live?"),
  p('never-commit-env-files', 'I pushed our .env with the stripe key to github by mistake'),
  p('lambda-postgres-connections', '람다 동시 실행 많아지면 postgres 커넥션이 꽉 차요'),
  p('settlement-holiday-rule', 'payout date falls on a public holiday, do we pay early or late?'),
  p('pdf-korean-font', 'generated PDFs show empty boxes instead of hangul'),
  p('coupon-stacking-policy', 'can a customer use two cart coupons on one order?'),
  p('staging-basic-auth', 'staging asks for a username and password, where are the credentials?'),
  p('partial-refund-api', 'refund just one item from an order that used a coupon'),
  p('restore-drill-quarterly', 'how long did the last database restore rehearsal take?'),
  p('redis-evicts-sessions', '세션이 자꾸 날아가서 사용자들이 다시 로그인해야 해요'),
  p('thumbnail-lambda-oom', 'thumbnail lambda runs out of memory on large images'),
  p('sso-logout-idp', '로그아웃 눌러도 okta 때문에 바로 다시 로그인돼요'),
  p('graphql-dataloader', '주문 목록 graphql 쿼리가 너무 느려요, 쿼리가 수백 개 나가요'),
];
