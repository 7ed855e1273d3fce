// Realistic notes as the four tools leave them, for the import tests.
import { join } from 'node:path';
import { sanitisePath } from '../../lib/import/auto-memory-folder.js';
import type { FileTree } from '../support/temp.js';

/**
 * Claude Code 2.1.328's auto memory folder as its own instructions shape it (see
 * lib/import/auto-memory-folder.ts): MEMORY.md, one line per memory, and one file per
 * memory with `name`, `description`, `metadata.type` (and the keys the CLI adds). One file uses the older top-level
 * `type:`; one is a `user` memory; one holds a database password.
 */
export const AUTO_MEMORY: FileTree = {
  'MEMORY.md': [
    '- [Integration tests hit a real database](feedback_no_db_mocks.md) — no mocks; a mocked migration once hid a broken one',
    '- [Merge freeze for the mobile release](project_merge_freeze.md) — no merges to main from 2026-03-05',
    '- [Pipeline bugs live in Linear INGEST](reference_linear_ingest.md) — where pipeline bugs are tracked',
    '- [User is a data scientist](user_role.md) — role and focus',
    '- [Staging database access](reference_staging_db.md) — how to reach the staging database',
    '',
  ].join('\n'),
  'feedback_no_db_mocks.md': `---
name: no-db-mocks-in-integration-tests
description: Integration tests must hit a real Postgres, never mocks
metadata:
  node_type: memory
  type: feedback
  originSessionId: 3f1c2a9e-8d4b-4e71-9a60-5b2f0c7d8e14
  modified: 2026-02-11T09:14:03.512Z
---

Integration tests must hit a real Postgres database, never mocks.

**Why:** last quarter the mocked tests passed while the production migration failed.

**How to apply:** in \`test/integration/\`, use the \`db\` fixture that docker compose starts.
`,
  'project_merge_freeze.md': `---
name: merge-freeze-mobile-release
description: Non-critical merges to main are frozen from 2026-03-05 for the mobile release cut
type: project
---

Merges to main are frozen from 2026-03-05 while mobile cuts the release branch.

**Why:** the mobile team cuts its release from main that day.

**How to apply:** flag any non-critical PR scheduled after that date.
`,
  'reference_linear_ingest.md': `---
name: linear-ingest-project
metadata:
  type: reference
---

Pipeline bugs are tracked in the Linear project "INGEST"; check there for context on pipeline tickets.
`,
  'user_role.md': `---
name: user-role
description: The user is a data scientist focused on observability
metadata:
  type: user
---

The user is a data scientist, currently investigating what logging is in place.
`,
  'reference_staging_db.md': `---
name: staging-db
description: How to reach the staging database
metadata:
  type: reference
---

Connect with postgres://app:S3cretPassw0rd@staging-db.internal:5432/app from the VPN.
`,
};

/** Where Claude Code keeps the auto memory of a project root, under `home`. */
export function autoMemoryDir(home: string, projectRoot: string): string {
  return join(home, '.claude', 'projects', sanitisePath(projectRoot), 'memory');
}

export const CLAUDE_MD = `# Acme billing API

Guidance for working in this repository.

## Build

Run \`pnpm build\` before \`pnpm test\`: the tests import from \`dist/\`, not \`src/\`.

\`\`\`bash
# build first
pnpm build && pnpm test
\`\`\`

## Testing

### Backend

Integration tests run against the Postgres that \`docker compose up db\` starts on port 5433.

### Frontend

Playwright runs against \`pnpm dev\`; start it before \`pnpm e2e\`.

## Deploy

Deploys go through \`make deploy ENV=staging\`; production needs a second approver in #deploys.

## Frontend

The dashboard lives in \`web/\` and uses the design tokens in \`web/tokens.css\`.
`;

export const CURSOR_RULES: FileTree = {
  'typescript-style.mdc': `---
description: TypeScript conventions for the API and its tests
globs: src/**/*.ts, test/**/*.ts
alwaysApply: false
---
# TypeScript style

- Prefer \`unknown\` over \`any\` and narrow with type guards.
- No default exports; one exported concept per file.
`,
  'commit-messages.mdc': `---
description:
globs:
alwaysApply: true
---
Commit messages use the imperative mood and name the ticket, e.g. "Fix invoice rounding (BILL-231)".

Keep the subject under 72 characters; explain why in the body.
`,
};

/** A Cline memory bank with its six core files. */
export const MEMORY_BANK: FileTree = {
  'projectbrief.md': `# Project Brief

Acme billing API issues invoices and collects card payments for the Acme storefront.

## Goals
- Invoices within 5 minutes of an order
- PCI scope limited to the payments service
`,
  'productContext.md': `# Product Context

Shop owners need invoices their accountants accept without edits. Refunds must show on the next invoice.
`,
  'systemPatterns.md': `# System Patterns

Every write goes through a command handler in \`src/commands/\`; reads use the query services.

- Events are stored in the \`events\` table and projected by workers.
`,
  'techContext.md': `# Tech Context

Node 20, TypeScript, Postgres 16 and Redis for job queues.

Local setup: \`docker compose up\` then \`pnpm dev\`.
`,
  'activeContext.md': `# Active Context

Current focus: moving invoice PDFs from wkhtmltopdf to a headless Chromium renderer.
`,
  'progress.md': `# Progress

## Done
- Card payments through the new provider

## Left
- Partial refunds
`,
};
