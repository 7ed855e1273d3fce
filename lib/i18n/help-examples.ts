import type { Lang } from './lang.js';
import type { CommandName } from './types.js';

/**
 * Each command's --help examples. The commands are the same in every language, so most
 * live once; the ones that carry memory text (search words, a memory to save) are
 * written in each language, so English help holds no Hangul and Korean help no English
 * memory.
 */
const SHARED: Record<Exclude<CommandName, 'search' | 'save'>, string> = {
  install: `  project-memory install
  project-memory install --scope project --dir ~/workspace
  project-memory install --client codex --dir ~/workspace --trust-hooks
  project-memory install --client gemini --dir ~/workspace
  project-memory install --dry-run`,
  uninstall: `  project-memory uninstall
  project-memory uninstall --scope project --dir ~/workspace
  project-memory uninstall --client codex
  project-memory uninstall --dry-run`,
  list: `  project-memory list
  project-memory list --dir ~/workspace/patent.how --json
  project-memory list --project workspace--patent__how`,
  verify: `  project-memory verify docker-branch-switch-danger
  project-memory verify chorus-always-high --review-in 90d
  project-memory verify deploy-order --scope global --review-by 2026-12-31 --dry-run --json`,
  rename: `  project-memory rename docker-403 docker-branch-switch-danger
  project-memory rename deploy-order release-order --scope global --dry-run
  project-memory rename Deploy deploy --json`,
  forget: `  project-memory forget docker-403
  project-memory forget deploy-order --scope global --dry-run
  project-memory forget scratch-notes --force --json`,
  import: `  project-memory import auto-memory
  project-memory import auto-memory --write
  project-memory import claude-md
  project-memory import claude-md --section "Build" --section "Backend > Testing" --write
  project-memory import cursor --scope global --write --json
  project-memory import cline ../other-app/memory-bank --dir ~/workspace/patent.how`,
  key: `  project-memory key
  project-memory key pin --dir ~/workspace/patent.how
  project-memory key move 0 --dry-run
  project-memory key move workspace--patent__how-feature workspace--patent__how --json`,
  context: `  project-memory context
  project-memory context --dir ~/workspace/patent.how
  project-memory context --window 1000000
  project-memory context --json | jq '.claudeMd.files[] | select(.status == "loaded") | .path'`,
  lint: `  project-memory lint
  project-memory lint --dir ~/workspace/patent.how --project workspace--patent__how
  project-memory lint --json | jq '.findings[] | select(.severity == "error")'
  project-memory lint --staged`,
  doctor: `  project-memory doctor
  project-memory doctor --dir ~/workspace/patent.how
  project-memory doctor --client codex --dir ~/workspace/patent.how
  project-memory doctor --json | jq '.checks[] | select(.status != "ok")'`,
  stats: `  project-memory stats
  project-memory stats --unused
  project-memory stats --unused --min-shown 10 --dir ~/workspace/patent.how
  project-memory stats --json | jq '.[] | select(.reads == 0) | .path'`,
};

const BY_LANG: Record<Lang, Record<'search' | 'save', string>> = {
  ko: {
    search: `  project-memory search "docker 브랜치 전환"
  project-memory search 배포 롤백 --limit 3 --json`,
    save: `  project-memory save --scope global --title "Docker 실행 중 브랜치 전환 금지" \\
    --description "Docker 실행 중 브랜치 전환 시 403 발생" --tags docker,git \\
    --body "## 문제
브랜치를 바꾸면 마운트가 어긋나 403이 난다.
## 해결/대응
docker compose down 후 전환한다."
  project-memory save --scope project --name pdf-output --title "PDF 출력" \\
    --description "이 고객은 항상 PDF 출력을 원함" <<'MEMORY_EOF'
## 이유
모든 문서를 인쇄해서 본다.
MEMORY_EOF
  project-memory save --scope project --name pdf-output --update \\
    --title "PDF 출력" --description "PDF, A4, 흑백을 원함" --body-file note.md
  project-memory save --scope project --name pdf-a4-output --supersedes pdf-output \\
    --title "PDF, A4만" --description "2026년부터 A4 PDF만 원함" --review-in 6m --body-file note.md`,
  },
  en: {
    search: `  project-memory search "docker branch switch"
  project-memory search deploy rollback --limit 3 --json`,
    save: `  project-memory save --scope global --title "No branch switch while Docker runs" \\
    --description "Switching branches while Docker runs gives 403" --tags docker,git \\
    --body "## Problem
Switching branches moves the mounts, and requests get 403.
## Fix
Run docker compose down before switching."
  project-memory save --scope project --name pdf-output --title "PDF output" \\
    --description "this client always wants PDF output" <<'MEMORY_EOF'
## Why
They print everything.
MEMORY_EOF
  project-memory save --scope project --name pdf-output --update \\
    --title "PDF output" --description "client wants PDF, A4, no colour" --body-file note.md
  project-memory save --scope project --name pdf-a4-output --supersedes pdf-output \\
    --title "PDF, A4 only" --description "client wants A4 PDF since 2026" --review-in 6m --body-file note.md`,
  },
};

export const HELP_EXAMPLES: Record<Lang, Record<CommandName, string>> = {
  ko: { ...SHARED, ...BY_LANG.ko },
  en: { ...SHARED, ...BY_LANG.en },
};
