/**
 * Templates for the bulk of the corpus: the everyday notes a team collects about its
 * services, clients and process, one line each as `slug | title | description | tags`.
 * `{slot}` placeholders are filled from fillers.ts, so one template yields several
 * similar notes (one per service, client…) — realistic near-duplicates that a ranker
 * has to tell apart from the memory a prompt actually needs.
 */
export const NOTE_TEMPLATES: readonly string[] = [
  // docker
  'docker-{svc}-port-conflict | {svc} 로컬 포트 충돌 | 로컬에서 {svc} 컨테이너가 {port} 포트 충돌로 안 뜨면 기존 프로세스 종료 후 재시작 | docker, dev-env',
  'docker-{svc}-healthcheck | {svc} container healthcheck | The {svc} image healthcheck curls /health every 10s; the slim image has no curl, which marks it unhealthy | docker',
  'docker-{svc}-image-size | {svc} 이미지 용량 줄이기 | {svc} 이미지는 multi-stage 빌드로 {n}00MB 이하 유지, devDependencies 포함 금지 | docker, build',
  'docker-compose-{svc}-profile | compose profile로 {svc} 띄우기 | docker compose --profile {svc} up 으로 필요한 서비스만 실행 — 전부 띄우면 노트북 메모리 부족 | docker, compose',
  'docker-{svc}-network-alias | Call {svc} by its compose service name | Inside compose, reach {svc} by its service name, not localhost; localhost is the calling container itself | docker, network',
  'docker-{svc}-volume-permission | {svc} 볼륨 권한 문제 | {svc} 컨테이너는 uid 1000으로 실행 — 호스트 디렉터리 소유자가 다르면 쓰기 실패 | docker, permission',
  'docker-registry-{env}-login | {env} registry login expires | ECR login tokens for {env} last 12 hours; rerun the login script if pulls fail with no basic auth credentials | docker, aws',
  'docker-{svc}-timezone | {svc} 컨테이너 타임존 | {svc} 베이스 이미지는 UTC라 로그 시간이 9시간 차이 — TZ 환경변수로 맞춤 | docker, timezone',
  'docker-buildkit-{svc}-cache | BuildKit cache mounts for {svc} | Use --mount=type=cache for npm in the {svc} Dockerfile; cold builds take {n} minutes without it | docker, build, cache',
  'docker-{svc}-arm64 | M1 맥에서 {svc} 이미지 | Apple Silicon에서 {svc} 이미지 pull 시 platform 경고 — --platform linux/amd64 지정 | docker, macos',
  // git
  'git-{svc}-commit-convention | {svc} 커밋 메시지 규칙 | {svc} 저장소는 conventional commits 사용, 스코프에 티켓 번호 포함 | git, convention',
  'git-{svc}-codeowners | {svc} code owners | Changes under services/{svc} need approval from the {team} team through CODEOWNERS | git, review',
  'git-{svc}-squash-merge | {svc} PR은 squash merge | {svc} 저장소는 squash merge만 허용 — 커밋 정리는 PR 제목으로 | git, pr',
  'git-submodule-{svc} | {svc} uses a git submodule | The {svc} repo pulls shared protos as a submodule; run git submodule update --init after cloning | git',
  'git-{svc}-release-tags | {svc} 릴리즈 태그 규칙 | {svc} 배포 태그는 v{ver}.x 형식, 태그를 push하면 CI가 릴리즈 노트 자동 생성 | git, release',
  'git-{svc}-branch-naming | {svc} 브랜치 이름 규칙 | feature/티켓번호-설명 형식 — 규칙에 안 맞으면 {svc} PR 체크 실패 | git, branch',
  'git-{svc}-pre-commit | {svc} pre-commit hooks | husky runs lint-staged on commit in {svc}; skipping it with --no-verify breaks the format check in CI | git, lint',
  'git-{svc}-protected-main | {svc} main 직접 push 불가 | {svc} main 브랜치는 보호됨, 리뷰어 {n}명 승인 필요 | git, review',
  // CI
  'ci-{svc}-test-shards | {svc} tests run in {n} shards | The {svc} test job is split into {n} shards; a new slow spec goes into the heavy group | ci, test',
  'ci-{svc}-build-time | {svc} 파이프라인 시간 | {svc} 파이프라인 평균 {n}분 — 10분 넘으면 캐시 설정부터 확인 | ci, build',
  'ci-{svc}-secrets | {svc} CI 시크릿 위치 | {svc} 워크플로우 시크릿은 repo가 아니라 organization secret에 등록 — 이름은 {SVC}_DEPLOY_KEY | ci, secret',
  'ci-{svc}-required-checks | {svc} required checks | lint, unit and build are required for {svc}; e2e is advisory and may be retried once | ci, review',
  'ci-{svc}-prod-approval | {svc} 운영 배포 승인 단계 | {svc} 파이프라인의 prod 단계는 수동 승인 — 승인자는 {team}팀 리드 | ci, deploy',
  'ci-{tool}-runner-labels | {tool} runner labels | Jobs that need Docker must target the self-hosted docker label on {tool}; hosted runners lack privileged mode | ci',
  'ci-{svc}-coverage | {svc} 커버리지 기준 | {svc}는 라인 커버리지 {n}0% 미만이면 PR 체크 실패 | ci, test',
  'ci-{svc}-artifact-retention | {svc} build artifacts kept {n} days | Artifacts from {svc} builds expire after {n} days; download release bundles from the registry instead | ci',
  // databases and migrations
  'db-{svc}-migration-naming | {svc} migration file names | Migrations in {svc} are named YYYYMMDDHHmm_description.sql; two people picking the same timestamp breaks ordering | migration, db',
  'db-{svc}-index-concurrently | {svc} 인덱스는 CONCURRENTLY로 | {svc} 큰 테이블에 인덱스 추가할 땐 CREATE INDEX CONCURRENTLY, 트랜잭션 밖에서 실행 | db, postgres, migration',
  'db-{svc}-seed-data | {svc} seed 데이터 | 로컬 {svc} DB seed는 npm run db:seed — 고객사 실데이터 사용 금지 | db, dev-env',
  'db-{svc}-soft-delete | {svc} uses soft delete | Rows in {svc} are never deleted; set deleted_at and filter with the active() scope | db, convention',
  'db-{svc}-replica-lag | {svc} 읽기 복제본 지연 | {svc}는 조회를 replica로 보냄 — 저장 직후 조회하면 최대 {n}초 지연으로 예전 값이 보임 | db, replica',
  'db-{svc}-enum-values | Enum values in {svc} | Postgres enum values cannot be removed; {svc} uses lookup tables for statuses that may change | db, postgres',
  'db-{svc}-backfill | {svc} 대량 백필 방법 | {svc} 테이블 백필은 {n}000건씩 배치로, 업무 시간 외에 실행 | db, migration',
  'db-{db}-version-pin | {db} version pinned | Local and CI run {db} {ver} to match production; newer versions changed the default collation | db, dev-env',
  'db-{svc}-charset | {svc} DB 문자셋 | {svc} MySQL 테이블은 utf8mb4 필수 — utf8이면 이모지 저장 시 오류 | db, mysql',
  // clients
  'client-{client:slug}-weekly-report | {client:ko} 주간 보고 | {client:ko}에는 매주 {day:ko} 오전까지 진행 현황 보고서 메일 발송 | client, report',
  'client-{client:slug}-contacts | {client:ko} 담당자 | {client:ko} 실무 담당자는 기획팀, 계약·일정 문의는 영업 담당 경유 | client',
  'client-{client:slug}-browsers | {client} browser support | {client} staff still use Edge in IE mode; test the admin pages there before delivery | client, frontend',
  'client-{client:slug}-design-changes | {client:ko} 디자인 변경 요청 | {client:ko}는 시안 확정 후 변경 요청 시 추가 견적 — 변경 요청은 메일로만 받기 | client, design',
  'client-{client:slug}-retention | {client} data retention | {client} requires personal data to be deleted {n} months after the contract ends | client, privacy',
  'client-{client:slug}-deploy-window | {client:ko} 배포 가능 시간 | {client:ko} 시스템 배포는 평일 22시 이후만, 하루 전 사전 공지 필수 | client, deploy',
  'client-{client:slug}-sso | {client:ko} 로그인은 SSO | {client:ko} 사용자는 사내 SAML SSO로만 로그인 — 비밀번호 로그인 화면 숨김 | client, auth',
  'client-{client:slug}-tax-invoice | {client:ko} 세금계산서 | {client:ko}는 월말 마감 후 5일 이내 세금계산서 발행 요청 | client, billing',
  'client-{client:slug}-english-ui | {client} wants the English UI | {client} has an overseas branch on the English UI; every new label needs an English string | client, i18n',
  // deploy
  'deploy-{svc}-order | {svc} 배포 순서 | {svc} 배포는 DB 마이그레이션 → 백엔드 → 프론트 순서 | deploy',
  'deploy-{svc}-canary | {svc} canary rollout | {svc} goes to {n}% of traffic first; watch the error rate for 15 minutes before the full rollout | deploy, canary',
  'deploy-{svc}-rollback | {svc} 롤백 방법 | {svc} 롤백은 이전 이미지 태그로 재배포 — DB 변경이 포함된 배포는 DBA 확인 후 | deploy, rollback',
  'deploy-{svc}-announce | {svc} 배포 공지 | {svc} prod 배포 전 #deploy 채널에 공지하고 배포 후 smoke test 결과 공유 | deploy, slack',
  'deploy-{svc}-parameter-store | {svc} config lives in Parameter Store | New env vars for {svc} must be in Parameter Store for every environment before the deploy | deploy, config',
  'deploy-{svc}-zero-downtime | {svc} 무중단 배포 | {svc}는 rolling update로 무중단 — 단, 웹소켓 연결은 끊기니 공지 필요 | deploy',
  'deploy-{svc}-cdn-invalidation | {svc} CDN invalidation | After a {svc} frontend deploy, invalidate /index.html on the CDN or users keep the old bundle | deploy, cdn, cache',
  'deploy-{env}-lock | {env} 배포 잠금 | {env} 환경 배포 중에는 /deploy lock 으로 잠그고 끝나면 해제 | deploy',
  // auth
  'auth-{svc}-token-ttl | {svc} access tokens live {n}0 minutes | Access tokens for {svc} expire after {n}0 minutes; refresh tokens rotate on every use | auth, token',
  'auth-{svc}-roles | {svc} 권한 체계 | {svc} 관리자 권한은 owner/admin/viewer 3단계, 새 메뉴를 추가하면 권한표 갱신 | auth, permission',
  'auth-{svc}-api-keys | {svc} 외부 API key 관리 | {svc} 파트너용 API key는 해시로만 저장, 원문은 발급 시 1회만 노출 | auth, security',
  'auth-{svc}-cors | {svc} CORS allowlist | {svc} only accepts browser calls from origins in CORS_ORIGINS; add new preview domains there | auth, cors',
  'auth-{svc}-admin-otp | {svc} 관리자 2단계 인증 | {svc} 관리자 계정은 OTP 2단계 인증 필수 — 분실 시 보안팀을 통해 초기화 | auth, security',
  'auth-{svc}-cookie-samesite | {svc} session cookie settings | {svc} cookies are SameSite=Lax and Secure; embedding in an iframe on partner sites needs None | auth, cookie',
  // payments
  'pay-{svc}-test-cards | {svc} 결제 테스트 카드 | 샌드박스 결제 테스트는 PG사 테스트 카드 번호 사용, 실카드로 결제했으면 즉시 취소 | payments, test',
  'pay-{svc}-minor-units | {svc} stores money in minor units | Store amounts as integer minor units in {svc}; never floats | payments, db',
  'pay-{svc}-settlement-file | {svc} 정산 파일 수신 | PG 정산 파일은 매일 {n}시에 SFTP로 수신, 대사 작업은 batch에서 | payments, settlement',
  'pay-{svc}-subscription-retry | {svc} 정기결제 실패 재시도 | 구독 결제 실패 시 {n}일 간격 3회 재시도 후 해지 — 재시도 중에도 서비스 유지 | payments, subscription',
  'pay-{svc}-receipts | {svc} receipts come from the PG | Receipts are emailed by the payment gateway, not by us; {svc} only stores the receipt URL | payments, email',
  'pay-{svc}-virtual-account | {svc} 가상계좌 입금 기한 | 가상계좌는 발급 후 {n}일 내 미입금 시 주문 자동 취소 | payments',
  // i18n
  'i18n-{loc:slug}-dates | {loc} date format | Use Intl.DateTimeFormat with the {loc:slug} locale; hardcoded YYYY-MM-DD confused {loc} users | i18n, date',
  'i18n-{loc:slug}-font | {loc:ko} 폰트 | {loc:ko} 화면은 기본 폰트에 글리프가 없음 — 폰트 스택에 Noto 계열 추가 | i18n, font',
  'i18n-{loc:slug}-plurals | {loc:ko} 복수형 처리 | i18next plural 키는 {loc:ko}에서 규칙이 달라 _one/_other 외 키가 필요할 수 있음 | i18n',
  'i18n-{loc:slug}-text-length | Text expansion in {loc} | {loc} strings run {n}0% longer than Korean ones; buttons must not have fixed widths | i18n, frontend',
  'i18n-{svc}-money-format | {svc} 통화 표시 | {svc} 금액은 locale마다 통화 기호 위치가 다름 — formatMoney() 사용 | i18n, payments',
  // infra
  'infra-{svc}-autoscaling | {svc} autoscaling limits | {svc} scales between 2 and {n}0 tasks on CPU 60%; raise the max before marketing campaigns | infra, scaling',
  'infra-{svc}-dns | {svc} 도메인 관리 | {svc} 도메인 DNS는 Route53, TTL 300초 — 변경 후 전파 대기 | infra, dns',
  'infra-{svc}-{region} | {svc}는 {region} 리전 | {svc} 리소스는 {region}에만 있음 — 콘솔 리전을 잘못 보면 리소스가 없는 것처럼 보임 | infra, aws',
  'infra-{svc}-cost-tags | Tag {svc} resources for cost | Every {svc} resource needs team and env tags; untagged resources get deleted by the cleanup job | infra, cost',
  'infra-{svc}-vpn | {svc} 내부망 접근 | {svc} 관리 페이지는 사내 VPN 연결 시에만 접근 가능 | infra, network',
  'infra-{svc}-bastion | {svc} database through the bastion | Reach the {svc} database through the bastion with SSM port forwarding; direct public access is closed | infra, db',
  'infra-{svc}-log-retention | {svc} 로그 보관 기간 | CloudWatch {svc} 로그는 {n}0일 보관 후 S3 아카이브 | infra, logging',
  // monitoring
  'mon-{svc}-alert-routing | {svc} alerts go to #{team}-alerts | {svc} pages go to the on-call {team} engineer; warnings only post to Slack | monitoring, alert',
  'mon-{svc}-dashboard | {svc} 대시보드 | {svc} 지표는 Grafana {svc} overview 대시보드, 응답 시간 p95 기준 {n}00ms | monitoring',
  'mon-{svc}-slow-query | {svc} 슬로우 쿼리 알림 | {svc} DB에서 {n}초 넘는 slow query는 Slack 알림 — 쿼리 통계는 pg_stat_statements | monitoring, db',
  'mon-{svc}-uptime | {svc} uptime checks | External uptime checks hit /health on {svc} every minute from three regions | monitoring',
  'mon-{svc}-error-budget | {svc} 에러 예산 | {svc} 월간 가용성 목표 99.9% — 예산을 다 쓰면 기능 배포 중단하고 안정화 | monitoring, sre',
  // testing
  'test-{svc}-factories | {svc} test fixtures | Use the factory helpers in {svc}/test/factories instead of hand-written JSON fixtures | test',
  'test-{svc}-db-isolation | {svc} 테스트 DB 격리 | {svc} 통합 테스트는 테스트마다 트랜잭션 롤백 — 병렬 실행 시 스키마 분리 | test, db',
  'test-{svc}-msw | {svc} 외부 API mock | {svc} 테스트에서 외부 API는 msw로 mock, 실제로 호출하면 CI에서 차단됨 | test, api',
  'test-{svc}-snapshots | {svc} snapshot tests | Snapshot updates in {svc} need a reviewer to look at the diff; never run -u blindly | test, review',
  'test-{svc}-load-test | {svc} 부하 테스트 | {svc} 부하 테스트는 k6 스크립트로 staging에서만, 운영 대상 금지 | test, performance',
  // frontend
  'fe-{svc}-bundle-budget | {svc} bundle size budget | The {svc} main bundle must stay under {n}00 KB gzipped; CI fails above it | frontend, performance',
  'fe-{svc}-design-system | {svc} 디자인 시스템 | {svc} 화면은 사내 디자인 시스템 컴포넌트만 사용, 새 컴포넌트는 디자인팀 리뷰 | frontend, design',
  'fe-{svc}-state | {svc} 상태 관리 | {svc} 서버 상태는 react-query, 전역 UI 상태만 zustand 사용 | frontend, convention',
  'fe-{svc}-image-cdn | {svc} images go through the image CDN | Request resized images through the CDN query params instead of shipping originals | frontend, cdn',
  'fe-{svc}-browsers | {svc} 지원 브라우저 | {svc} 지원 범위는 크롬·엣지·사파리 최신 2개 버전 | frontend',
  // mobile
  'mobile-{svc}-app-review | {svc} 앱 심사 기간 | iOS 앱 심사 평균 {n}일 — 출시일에서 역산해서 제출 | mobile, release',
  'mobile-{svc}-deep-links | {svc} deep link scheme | Deep links use app://{svc}/…; universal links need the apple-app-site-association file on the web domain | mobile',
  'mobile-{svc}-force-update | {svc} 강제 업데이트 기준 | 최소 지원 버전은 remote config의 min_version — 올리면 구버전 앱에 강제 업데이트 팝업 | mobile, release',
  'mobile-{svc}-codepush | {svc} 코드푸시 배포 | JS 변경만 있으면 CodePush로 배포, 네이티브 변경은 스토어 심사 필요 | mobile, deploy',
  // security
  'sec-{svc}-image-scan | {svc} container scanning | {svc} images are scanned by Trivy; critical findings block the release | security, docker',
  'sec-{svc}-access-review | {svc} 접근 권한 점검 | {svc} 운영 권한은 분기마다 점검, 퇴사자 계정은 당일 회수 | security',
  'sec-{svc}-secret-rotation | {svc} 시크릿 교체 주기 | {svc} DB 비밀번호는 {n}개월마다 교체 — Secrets Manager rotation 사용 | security, secret',
  'sec-{svc}-upload-scan | {svc} uploads are virus scanned | Files uploaded to {svc} stay quarantined until the scanner marks them clean | security, upload',
  // cache
  'cache-{svc}-ttl | {svc} 캐시 TTL | {svc} 목록 캐시 TTL {n}분, 관리자가 수정하면 해당 키 즉시 삭제 | cache, redis',
  'cache-{svc}-key-prefix | {svc} cache key prefix | All {svc} Redis keys start with {svc}:v{n}:; bump the version to invalidate after a format change | cache, redis',
  'cache-{svc}-stampede | {svc} 캐시 만료 폭주 | 인기 키가 동시에 만료되면 DB 부하 급증 — {svc}는 TTL에 랜덤 지터 추가 | cache, performance',
  // queues and jobs
  'queue-{svc}-retries | {svc} job retries | {svc} jobs retry {n} times with exponential backoff, then go to the dead-letter queue | queue',
  'queue-{svc}-ordering | {svc} 메시지 순서 | {svc} 큐는 순서 보장 안 됨 — 순서가 필요한 이벤트는 FIFO 큐에 group id 지정 | queue, sqs',
  'queue-{svc}-visibility | {svc} visibility timeout | {svc} 작업 처리 시간이 visibility timeout보다 길면 중복 처리 — 타임아웃을 처리 시간의 2배로 | queue, sqs',
  // process
  'proc-{team}-standup | {team}팀 스탠드업 | {team}팀 데일리는 매일 10시, 블로커는 스레드로 남기기 | process',
  'proc-{team}-oncall | {team} on-call rotation | {team} on-call rotates weekly on Mondays; swaps go into the PagerDuty schedule | process, oncall',
  'proc-{svc}-adr | {svc} 설계 결정 기록 | {svc} 구조 변경은 docs/adr에 ADR 작성 후 리뷰 | process, docs',
  'proc-{svc}-ticket-links | Link tickets in {svc} PRs | {svc} PR descriptions must link the Jira ticket; release notes are built from them | process, git',
  'onboard-{svc}-setup | {svc} 로컬 세팅 | {svc} 처음 세팅할 땐 make bootstrap 실행 — 인증서·hosts 설정까지 자동 | onboarding, dev-env',
  'proc-{team}-review-sla | {team}팀 코드 리뷰 SLA | {team}팀 PR 리뷰는 요청 후 1영업일 이내 | process, review',
  // logging
  'log-{svc}-json | {svc} logs are JSON | {svc} logs structured JSON with request_id; use the logger, not console.log | logging',
  'log-{svc}-level | {svc} 운영 로그 레벨 | {svc} 운영은 info 레벨, debug는 기능 플래그로 특정 사용자만 | logging',
  'log-{svc}-trace-id | {svc} trace id 전파 | {svc}에서 외부 호출 시 x-request-id 헤더 전달 — 없으면 로그 추적이 끊김 | logging, tracing',
  // mail and notifications
  'mail-{svc}-templates | {svc} 메일 템플릿 | {svc} 메일 템플릿은 마케팅팀 승인 후 변경, 문구 수정도 포함 | email',
  'mail-{svc}-staging | {svc} mail in staging | Staging {svc} only delivers mail to team addresses; everything else is dropped | email, staging',
  'notify-{svc}-alimtalk | {svc} 알림톡 템플릿 심사 | 카카오 알림톡 템플릿 심사는 {n}영업일 — 문구를 바꾸면 재심사 | notification, kakao',
  // search and data
  'search-{svc}-reindex | {svc} reindex procedure | Reindex {svc} into a new index and switch the alias; never reindex in place | search, elasticsearch',
  'search-{svc}-synonyms | {svc} 검색 동의어 사전 | {svc} 검색 동의어 사전은 운영팀이 관리, 반영하려면 인덱스 close/open 필요 | search',
  'data-{svc}-events | {svc} analytics events | New {svc} tracking events need an entry in the event dictionary before shipping | analytics',
  'data-{svc}-warehouse | {svc} 데이터 웨어하우스 적재 | {svc} 데이터는 매일 새벽 {n}시 BigQuery 적재, 당일 데이터는 다음날 조회 가능 | data, analytics',
];

/** Team rules every list shows, whatever the prompt: pinned in their front matter. */
export const PINNED_NOTES: readonly string[] = [
  'review-two-approvals | 리뷰 2명 승인 후 머지 | 모든 저장소는 리뷰어 2명 승인 후 머지, 본인 PR 셀프 머지 금지 | process, review',
  'ask-before-prod-changes | Ask before touching production | Any manual production change is announced in #ops first and paired with a second engineer | process, production',
];
