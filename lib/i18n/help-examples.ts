import type { CommandName } from './types.js';

/**
 * Each command's --help examples: the same commands in every language, so they live once.
 */
export const HELP_EXAMPLES: Record<CommandName, string> = {
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
  search: `  project-memory search "docker 브랜치 전환"
  project-memory search deploy rollback --limit 3 --json`,
  save: `  project-memory save --scope global --title "Docker 실행 중 브랜치 전환 금지" \\
    --description "Docker 실행 중 브랜치 전환 시 403 발생" --tags docker,git \\
    --body "## 문제
브랜치를 바꾸면 마운트가 어긋나 403이 난다.
## 해결/대응
docker compose down 후 전환한다."
  project-memory save --scope project --title "PDF output" \\
    --description "this client always wants PDF output" <<'EOF'
## Why
They print everything.
EOF
  project-memory save --scope project --name pdf-output --update \\
    --title "PDF output" --description "client wants PDF, A4, no colour" --body-file note.md`,
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
  project-memory lint --json | jq '.findings[] | select(.severity == "error")'`,
  doctor: `  project-memory doctor
  project-memory doctor --dir ~/workspace/patent.how
  project-memory doctor --client codex --dir ~/workspace/patent.how
  project-memory doctor --json | jq '.checks[] | select(.status != "ok")'`,
};
