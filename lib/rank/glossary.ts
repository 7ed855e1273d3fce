/**
 * Developers mix Korean loanwords and English freely: a memory says "docker", the prompt
 * says "도커". This glossary of common development terms adds the English term next to the
 * Korean word (and a few English abbreviations next to their long form), on both the
 * indexed and the query side, so either spelling finds the other. Short on purpose: it
 * only covers words whose meaning does not depend on context.
 */
import { stemEnglish } from './stem.js';

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  // tools and platforms
  ['도커', 'docker'], ['컨테이너', 'container'], ['이미지', 'image'], ['컴포즈', 'compose'], ['쿠버네티스', 'kubernetes'],
  ['쿠버', 'kubernetes'], ['k8s', 'kubernetes'], ['깃', 'git'], ['깃헙', 'github'], ['깃허브', 'github'], ['깃랩', 'gitlab'],
  ['젠킨스', 'jenkins'], ['테라폼', 'terraform'], ['레디스', 'redis'], ['카프카', 'kafka'], ['엔진엑스', 'nginx'],
  ['포스트그레스', 'postgres'], ['postgresql', 'postgres'], ['pg', 'postgres'], ['마이에스큐엘', 'mysql'], ['슬랙', 'slack'],
  ['리액트', 'react'], ['웹팩', 'webpack'], ['린트', 'lint'], ['린터', 'lint'], ['eslint', 'lint'],
  // version control and CI
  ['브랜치', 'branch'], ['커밋', 'commit'], ['머지', 'merge'], ['병합', 'merge'], ['리베이스', 'rebase'], ['태그', 'tag'],
  ['충돌', 'conflict'], ['컨플릭트', 'conflict'], ['풀리퀘', 'pr'], ['풀리퀘스트', 'pr'], ['리뷰', 'review'], ['훅', 'hook'],
  ['파이프라인', 'pipeline'], ['빌드', 'build'], ['테스트', 'test'], ['캐시', 'cache'], ['워크플로', 'workflow'],
  ['워크플로우', 'workflow'], ['ci', 'pipeline'],
  // deploy and infra
  ['배포', 'deploy'], ['디플로이', 'deploy'], ['롤백', 'rollback'], ['릴리즈', 'release'], ['릴리스', 'release'],
  ['스테이징', 'staging'], ['운영', 'production'], ['프로덕션', 'production'], ['prod', 'production'], ['서버', 'server'],
  ['인프라', 'infra'], ['로드밸런서', 'loadbalancer'], ['lb', 'loadbalancer'], ['도메인', 'domain'], ['인증서', 'certificate'],
  ['cert', 'certificate'], ['ssl', 'certificate'], ['tls', 'certificate'], ['포트', 'port'], ['방화벽', 'firewall'],
  ['환경변수', 'env'], ['환경', 'env'], ['모니터링', 'monitoring'], ['알림', 'alert'], ['알람', 'alert'], ['로그', 'log'],
  ['메모리', 'memory'], ['디스크', 'disk'], ['백업', 'backup'], ['크론', 'cron'], ['스케줄러', 'cron'],
  ['타임아웃', 'timeout'], ['프록시', 'proxy'], ['시크릿', 'secret'], ['비밀번호', 'password'], ['패스워드', 'password'],
  // data
  ['데이터베이스', 'database'], ['디비', 'database'], ['db', 'database'], ['마이그레이션', 'migration'], ['스키마', 'schema'],
  ['테이블', 'table'], ['인덱스', 'index'], ['쿼리', 'query'], ['트랜잭션', 'transaction'], ['컬럼', 'column'],
  // product
  ['인증', 'auth'], ['로그인', 'login'], ['토큰', 'token'], ['세션', 'session'], ['권한', 'permission'], ['결제', 'payment'],
  ['환불', 'refund'], ['정산', 'settlement'], ['구독', 'subscription'], ['번역', 'translation'], ['다국어', 'i18n'],
  ['현지화', 'i18n'], ['localization', 'i18n'], ['internationalization', 'i18n'], ['고객사', 'client'], ['클라이언트', 'client'],
  ['요구사항', 'requirement'], ['견적', 'quote'], ['문서', 'document'], ['엑셀', 'excel'], ['웹훅', 'webhook'],
  ['푸시', 'push'], ['이메일', 'email'], ['앱', 'app'], ['모바일', 'mobile'], ['에러', 'error'],
  ['오류', 'error'], ['버그', 'bug'], ['장애', 'outage'], ['성능', 'performance'], ['속도', 'performance'],
  // commerce and business words that notes and prompts use in either language
  ['주문', 'order'], ['상품', 'product'], ['장바구니', 'cart'], ['쿠폰', 'coupon'], ['할인', 'discount'], ['배송', 'shipping'],
  ['세금', 'tax'], ['부가세', 'vat'], ['영수증', 'receipt'], ['송장', 'invoice'], ['청구서', 'invoice'], ['회원', 'user'],
  ['사용자', 'user'], ['유저', 'user'], ['가입', 'signup'], ['회원가입', 'signup'], ['로그아웃', 'logout'], ['signin', 'login'], ['signout', 'logout'], ['logoff', 'logout'], ['비번', 'password'],
  ['보고서', 'report'], ['리포트', 'report'], ['대시보드', 'dashboard'], ['검색', 'search'], ['업로드', 'upload'],
  ['다운로드', 'download'], ['첨부파일', 'attachment'], ['파일', 'file'], ['썸네일', 'thumbnail'], ['폰트', 'font'],
  ['글꼴', 'font'], ['날짜', 'date'], ['시간대', 'timezone'], ['타임존', 'timezone'], ['화면', 'screen'], ['버튼', 'button'],
  ['디자인', 'design'], ['접근성', 'accessibility'], ['아이폰', 'ios'], ['안드로이드', 'android'], ['맥', 'mac'],
  ['맥북', 'mac'], ['윈도우', 'windows'], ['리눅스', 'linux'], ['브라우저', 'browser'], ['새로고침', 'reload'],
  ['리로드', 'reload'], ['핫리로드', 'reload'], ['재시작', 'restart'], ['설정', 'config'], ['의존성', 'dependency'],
  ['패키지', 'package'], ['라이브러리', 'library'], ['버전', 'version'], ['업데이트', 'update'], ['업그레이드', 'upgrade'],
  ['스냅샷', 'snapshot'], ['복구', 'restore'], ['용량', 'size'], ['메일', 'email'], ['스팸', 'spam'], ['웹소켓', 'websocket'],
  ['파드', 'pod'], ['노드', 'node'], ['람다', 'lambda'], ['큐', 'queue'], ['워커', 'worker'], ['배치', 'batch'],
];

// built on first use: a prompt whose list fits never tokenises anything; terms are stemmed
// as they are looked up, since stemming all of them took a prompt about 0.4 ms
let glossary: ReadonlyMap<string, string> | undefined;
const glossaryMap = () => (glossary ??= new Map(PAIRS));

/** The shared English term for a word, if the glossary knows one. */
export function glossaryTerm(word: string): string | undefined {
  const term = glossaryMap().get(word);
  return term === undefined ? undefined : stemEnglish(term);
}

/** Korean compounds written without spaces ("도커컴포즈"): the longest known prefix. */
export function glossaryPrefixTerm(stem: string): string | undefined {
  for (let len = stem.length - 1; len >= 2; len--) {
    const term = glossaryTerm(stem.slice(0, len));
    if (term) return term;
  }
  return undefined;
}
