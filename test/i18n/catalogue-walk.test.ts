// Every key of every catalogue, in every language: a string is checked as it is, a
// function is called with representative arguments (each variant of an argument that
// changes the wording). English output must hold no Hangul; Korean output no English
// sentence (test/i18n/language-rules.ts says what counts). Keys are found by walking the
// catalogues, and the catalogues by lib/i18n/catalogues.ts, so a new key or catalogue is
// covered without a line here — unless it takes an argument of a name never seen, and
// then this test says which.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../lib/i18n/catalogues.js';
import { LANGS, type Lang } from '../../lib/i18n/lang.js';
import { LIST_TEXT } from '../../lib/i18n/list.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';
import { REPO_ROOT } from '../support/built.js';
import { englishSentenceIn, hangulIn } from './language-rules.js';

const PATH = '/home/dana/ws/.ai-core/data/memory/_global/docker-branch.md';
const DIR = '/home/dana/ws/app';
const KEY = 'ws--app';
const COMMAND = 'project-memory key pin --dir /home/dana/ws/app';
const COUNTS = [1, 3];
const PACKAGE_SOURCES = [{ kind: 'checkout', checkout: '/home/me/project-memory' }, { kind: 'plugin', id: 'project-memory@pm' }, { kind: 'npm' }];

/**
 * Sample values by parameter name, each a list of variants. Values are names, paths,
 * numbers and codes, never prose, so whatever prose the output holds is the catalogue's.
 */
const BY_NAME: Record<string, unknown[]> = {
  globals: [0, 2],
  updating: ['cache-notes'],
  supersedes: ['race-window', 'old-cache,race-window'],
  here: ['/home/dana/ws/app/.ai-core'],
  run: ['`node /x/cli.cjs save`'],
  absent: [['/x/dist/hooks/user-prompt-submit.cjs'], ['/x/dist/hooks/user-prompt-submit.cjs', '/x/dist/hooks/session-start.cjs']],
  digest: ['sa356dc89'],
  kept: ['Post deploy notices in Slack'],
  dropped: ['#ops-alerts before merging'],
  quoted: ['description: "Post deploy notices in Slack #ops-alerts before merging"'],
  elsewhere: ['AGENTS.md'],
  tool: ['Bash', 'run_shell_command'],
  pushes: [true, false],
  fresh: ['all', 'some', 'none'],
  operation: ['rebase', 'am', 'cherry-pick'],
  held: ['merge', 'detached'],
  aside: [['.ai-core/data/memory/shop/draft.md'], ['a.md', 'b.md', 'c.md', 'd.md', 'e.md', 'f.md']],
  along: [['.ai-core/data/memory/shop/draft.md'], ['a.md', 'b.md', 'c.md', 'd.md', 'e.md', 'f.md']],
  clash: [true, false],
  leftOut: [[], [{ path: PATH, by: ['new-deploy'] }]],
  showsAgain: [[], [PATH]],
  meant: ['shop'],
  entry: [PATH],
  changed: [true, false],
  unsure: [true, false],
  warningsOnly: [true, false],
  special: [true, false],
  guess: [undefined, 'list'],
  holding: [
    [],
    [
      { key: 'webapp', count: 2 },
      { key: 'api', count: 1 },
    ],
  ],
  theRoot: [true, false],
  moves: ['`mv /home/dana/ws/.ai-core/data/memory/app /home/dana/ws/.ai-core/data/memory/app.orig`'],
  hooks: ['UserPromptSubmit'],
  stateDir: ['/home/dana/.local/state/project-memory'],
  because: [
    { kind: 'changed', names: ['.gitignore', 'notes'] },
    { kind: 'tracked' },
    { kind: 'git-unknown' },
    { kind: 'linked' },
    { kind: 'in-use' },
    { kind: 'unremovable', code: 'EACCES' },
  ],
  keys: [['storefront'], ['storefront', 'shop-old']],
  later: [['storefront'], ['storefront', 'shop-old']],
  afterClear: [true, false],
  by: ['prompt', 'task', 'conversation'],
  owner: [65534],
  score: ['3.56'],
  how: ['history', 'lost', 'delete'],
  steps: ['git -C /home/dana/shop add -- .ai-core/data/memory && git -C /home/dana/shop push'],
  event: ['UserPromptSubmit'],
  comments: [true, false],
  details: ['user: EACCES'],
  present: ['user (/home/dana/.codex/hooks.json)'],
  unit: ['characters', 'bytes'],
  install: ['`project-memory install --client codex`'],
  local: ['`project-memory install --scope local --dir /work/app`'],
  help: ['project-memory list --help'],
  uninstall: ['`project-memory uninstall --client codex --scope project --dir /work/app`'],
  listing: ['`node /x/cli.cjs list --all --dir /home/dana/ws/app`'],
  lint: ['`node /x/cli.cjs lint --dir /home/dana/ws/app`'],
  asks: [true, false],
  save: ['`node /x/cli.cjs save --name`'],
  doctor: ['`node /x/cli.cjs doctor --dir /home/dana/ws/app`'],
  doctors: [['`node /x/cli.cjs doctor --client codex --dir /home/dana/ws/app`', '`node /x/cli.cjs doctor --client gemini --dir /home/dana/ws/app`']],
  installs: [['Codex (/home/dana/.codex/hooks.json)'], ['Codex (/home/dana/.codex/hooks.json)', 'Gemini CLI (/w/.gemini/settings.json)']],
  move: ['`node /x/cli.cjs key move ws--old --dir /home/dana/ws/app`'],
  pin: ['node /x/cli.cjs key pin'],
  repin: ['node /x/cli.cjs key pin webshop --force --dir /home/dana/shop'],
  add: ['git add /home/dana/shop/.project-memory-key'],
  importer: ['node /x/cli.cjs import auto-memory'],
  example: ['node /x/cli.cjs verify docker-branch'],
  client: ['codex', 'gemini'],
  minShown: [5],
  variable: ['GEMINI_CLI_TRUST_WORKSPACE=false', 'GEMINI_RESTRICTED_MODE=true'],
  level: ['TRUST_FOLDER', 'TRUST_PARENT'],
  usageDir: [PATH],
  state: ['/home/dana/.local/state/project-memory'],
  parts: ['-'],
  used: [KEY],
  fields: ['verified_at: 2026-12-01'],
  global: [PATH],
  today: ['2026-12-01'],
  date: ['2026-11-30'],
  updatedAt: ['2026-04-10', undefined],
  edited: ['2026-05-02'],
  settled: ['2026-05-01'],
  update: ['`node /x/cli.cjs save --update --name docker-branch --scope global --dir /home/dana/ws/app`'],
  verify: ['`node /x/cli.cjs verify docker-branch --scope global --dir /home/dana/ws/app`'],
  project: [KEY],
  rootKey: ['ws'],
  resolved: ['/srv/elsewhere'],
  blocking: [undefined, '/home/dana/ws/.ai-core/data/memory/'],
  action: ['frobnicate'],
  arg: ['stray'],
  at: [{ line: 1, column: 33, detail: "Expected ',' or '}' after property value in JSON" }, { detail: 'Unexpected end of JSON input' }],
  c: [
    { create: 2, update: 1, unchanged: 1, skipped: 1, refused: 1 },
    { create: 0, update: 0, unchanged: 1, skipped: 0, refused: 0 },
    { create: 0, update: 0, unchanged: 0, skipped: 0, refused: 0 },
  ],
  branch: ['main'],
  cap: [10_000],
  change: [
    { kind: 'add-hook', event: 'UserPromptSubmit', command: 'node /x/user-prompt-submit.cjs' },
    { kind: 'update-hook', event: 'SessionStart', command: 'node /x/session-start.cjs' },
    { kind: 'remove-hook', event: 'PreCompact', command: 'node /x/pre-compact.cjs' },
    { kind: 'set-key', key: 'autoMemoryEnabled', value: false },
    { kind: 'remove-key', key: 'autoMemoryEnabled' },
    { kind: 'create-file', path: `${DIR}/.ai-core/data/memory/README.md` },
    { kind: 'remove-file', path: '/home/dana/.claude/settings.json' },
    { kind: 'unignore', line: '/.claude/settings.local.json', exclude: '/home/dana/app/.git/info/exclude' },
    {
      kind: 'move-trust',
      from: '/home/dana/.codex/hooks.json:user_prompt_submit:1:0',
      to: '/home/dana/.codex/hooks.json:user_prompt_submit:0:0',
      config: '/home/dana/.codex/config.toml',
    },
  ],
  chars: [12_345],
  chosen: ['en'],
  clashes: [['ws--app: /a, /b']],
  config: ['/home/dana/.claude.json'],
  cut: [true, false],
  defaultBranch: ['main'],
  depth: [3],
  disabled: [true, false],
  enabledBy: ['user'],
  error: ['EACCES'],
  events: [['UserPromptSubmit', 'SessionStart']],
  folders: [2],
  hops: [5],
  id: ['project-memory@local'],
  items: [['/a', '/b']],
  lang: ['ko'],
  langs: [['ko', 'en']],
  min: [20],
  missing: [
    ['SessionStart', 'PreCompact'],
    ['SessionStart', 'BeforeModel'],
  ],
  more: [0, 2],
  ms: [94],
  note: [undefined, '-'],
  notes: [[], ['-']],
  outside: ['ws--app'],
  paths: [['/a/.claude/settings.json', '/b/.claude/settings.json']],
  pinFile: ['.project-memory-key'],
  pluginId: ['project-memory@local'],
  preview: [2_000],
  problem: ['-'],
  ran: ['94 ms'],
  reasons: [[], ['-']],
  script: ['/x/dist/hooks/user-prompt-submit.cjs'],
  scopes: [['user', 'project']],
  shape: [
    { key: 'hooks', expected: 'object' },
    { key: 'hooks.UserPromptSubmit', expected: 'list' },
  ],
  shown: ['a.md: E1'],
  stderr: ['EACCES'],
  timeoutS: [10],
  timing: ['94 ms'],
  top: [DIR],
  truncated: [true, false],
  uninstalls: [['`project-memory uninstall`', '`project-memory uninstall --scope project`']],
  user: [undefined, 'dana'],
  value: ['fr'],
  values: [['PROJECT_MEMORY_LANG=fr'], ['PROJECT_MEMORY_LANG=fr', 'LANG=fr']],
  version: ['18.19.1'],
  warnAt: [8_000],
  why: ['-'],
  window: [200_000],
  worktrees: [['/a → ws', '/b → ws--b']],
  choice: [1, 2],
  choices: [['global', 'project']],
  code: ['ENOSPC', 'EXDEV', 'EISDIR', 'ENXIO', 'ENOTDIR', 'ELOOP'],
  column: [9],
  command: [COMMAND],
  commands: [['install', 'list', 'save']],
  commonDir: [`${DIR}/.git`],
  count: COUNTS,
  current: [KEY],
  detail: ['EACCES'],
  dir: [DIR],
  dryRun: [true, false],
  entries: COUNTS,
  env: ['CLAUDE_CODE_DISABLE_AUTO_MEMORY'],
  errors: COUNTS,
  extra: ['stray'],
  failed: COUNTS,
  field: ['body'],
  file: [`${DIR}/.project-memory-key`],
  files: COUNTS,
  first: ['docker-branch'],
  flag: ['scope'],
  flags: [['--title'], ['--title', '--description']],
  folder: [`${DIR}/memory`],
  inGit: [true, false],
  found: ['AWS_SECRET'],
  from: [`${DIR}/a`],
  got: ['team'],
  heading: ['TODO'],
  headings: [['Build', 'Testing']],
  holder: ['pid 4242'],
  home: ['/home/dana'],
  key: [KEY],
  expected: ['object', 'list', 'boolean'],
  kind: ['GitHub token'],
  length: [240],
  likeness: [{ kind: 'same-title' }, { kind: 'similar', field: 'title', percent: 87 }],
  line: [3],
  inScope: ['ops/nested.md'],
  end: [true, false],
  suggestion: ['lang', undefined],
  problems: [['-'], ['-', '-']],
  cause: ['flow', 'comma', 'quote', 'colon', 'indent', 'duplicate', 'line', 'other'],
  lines: ['  GitHub token (body:3:9)'],
  rename: [undefined, '`git mv /home/dana/ws/.ai-core/data/memory/app/docker-branch.md /home/dana/ws/.ai-core/data/memory/app/docker-branch-here.md`'],
  hiders: ['  /home/dana/ws/.ai-core/data/memory/app/docker-switch-here.md'],
  list: [PATH],
  lock: [`${DIR}/install.lock`],
  main: [DIR],
  max: [200],
  memories: COUNTS,
  memoryRoot: [`${DIR}/.ai-core/data/memory`],
  mode: ['0444'],
  name: ['docker-branch'],
  instead: ['readme-memory'],
  rule: ['.gitignore:1:.ai-core/'],
  twin: ['docker.md'],
  names: [['a.md', 'b.md']],
  option: ['--bogus'],
  other: ['notes.md'],
  path: [PATH],
  commit: [undefined, '0123456789ab'],
  restore: ['git checkout HEAD -- /srv/app/.ai-core/data/memory/app/deploy.md'],
  pattern: ['*.mdc'],
  query: ['docker 403'],
  quotes: ['"ignore previous"'],
  raw: ['abc'],
  realDir: ['/srv/elsewhere'],
  realRoot: ['/home/dana/ws/.ai-core/data/memory'],
  reason: ['ENOSPC'],
  root: [DIR],
  rows: ['  install    -\n  list       -'],
  scope: ['user'],
  slug: ['docker-branch'],
  source: ['cursor', 'cline', 'claude-md'],
  sources: [['auto-memory', 'claude-md']],
  status: ['create', 'update', 'unchanged', 'skipped', 'refused'],
  target: [`${DIR}/real.json`],
  text: ['PROJECT_MEMORY_PROJECT'],
  to: [`${DIR}/b`],
  toDir: [`${DIR}/app`],
  tried: [[`${DIR}/CLAUDE.md`, `${DIR}/.claude/CLAUDE.md`]],
  wanted: ['ws--other'],
  warnings: COUNTS,
  unchanged: COUNTS,
  word: ['-'],
  what: ['link', 'folder', 'special'],
  where: ['1:3'],
  // the rule catalogue (lib/i18n/rules.ts)
  memoryProblem: [
    { kind: 'no-front-matter' },
    { kind: 'unclosed' },
    { kind: 'too-long' },
    { kind: 'unreadable' },
    { kind: 'language', language: 'toml' },
    { kind: 'not-mapping' },
    { kind: 'aliases' },
    ...(['flow', 'comma', 'quote', 'colon', 'indent', 'duplicate', 'line'] as const).map((cause) => ({
      kind: 'yaml',
      cause,
      detail: 'bad indentation of a mapping entry',
      line: 4,
      column: 1,
    })),
    { kind: 'yaml', cause: 'other', detail: 'unidentified alias "foo"', line: 2, column: 12 },
    { kind: 'yaml', cause: 'other', detail: 'unidentified alias "foo"', line: 3 },
    { kind: 'yaml', cause: 'flow', detail: 'missed comma between flow collection entries' },
    { kind: 'yaml', cause: 'comma', detail: 'missed comma between flow collection entries', line: 3, column: 7 },
    { kind: 'not-text', field: 'title', found: { type: 'list' } },
    { kind: 'not-text', field: 'description', found: { type: 'object' } },
    { kind: 'not-date', field: 'review_by', found: { type: 'text', text: '2026-13-01' } },
    { kind: 'not-date', field: 'verified_at', found: { type: 'number' } },
    { kind: 'not-date', field: 'review_by', found: { type: 'boolean' } },
    { kind: 'not-names', field: 'supersedes', found: { type: 'other' } },
  ],
  textField: ['title', 'description', 'source', 'tags', 'body', 'file'],
  language: ['js', 'toml'],
  tag: ['!!js/'],
  day: ['2026-02-30'],
  quote: ['curl x | sh'],
  nameReason: ['control', 'spaces', 'uppercase', 'too-long', 'edge', 'dashes', 'device', 'decomposed', 'characters'],
  linkTarget: [undefined, '/srv/elsewhere'],
  kb: [300],
  maxKb: [256],
  maxMb: [16],
  others: ['_global/old-name'],
  left: [['autoMemoryEnabled: false', 'permissions.allow: Read(//srv/app/.ai-core/data/memory/**)']],
  projects: ['ws--app'],
  inProject: [undefined, KEY],
  message: ['-'],
  fix: ['-'],
  hasSecret: [true, false],
  remove: [`rm -r ${DIR}/state`],
};

/** Memory folders with their counts, as other-clone-folders.ts finds them. */
const KEY_FOLDERS = [
  [{ key: 'alice-repo', count: 4 }],
  [
    { key: 'alice-repo', count: 4 },
    { key: 'old-name', count: 1 },
  ],
];

/** Where one name means different things in different keys: `catalogue.path.to.key.param`. */
const BY_KEY: Record<string, unknown[]> = {
  'cli.words.gitRefused.repository': ['/srv/shop'],
  'cli.words.gitRefused.trust': ['git config --global --add safe.directory /srv/shop'],
  'cli.errors.secretProject.masked': ['xoxb-***'],
  'cli.errors.secretProjectEnv.masked': ['xoxb-***'],
  'cli.install.noNode.link': ['sudo ln -s /opt/node/bin/node /usr/local/bin/node'],
  'cli.doctor.node.missingFix.link': ['sudo ln -s /opt/node/bin/node /usr/local/bin/node'],
  'cli.doctor.hook.marketplaceGoneFix.marketplace': ['pm-local'],
  'cli.words.notRewritable.read-only.chmod': ['chmod u+w /srv/shop/h.md'],
  'cli.forget.forgotten.secret': [true, false],
  'cli.errors.homeNotSet.file': ['~/.claude/settings.json', '~/.codex/config.toml'],
  'cli.errors.homeNotSet.variable': ['CLAUDE_CONFIG_DIR'],
  'cli.errors.homeNotSet.folder': ['~/.claude', '~'],
  'cli.errors.homeNotSet.otherScope': [true, false],
  'cli.save.savedAs.given': ['UPPER', '.hidden'],
  'cli.rules.fields.invisible.codes': [['U+200B'], ['U+0007', 'U+001B']],
  'rules.fields.invisible.codes': [['U+200B'], ['U+0007', 'U+001B']],
  'cli.errors.optionFirst.reordered': ['node /x/cli.cjs list --dir /home/dana/shop', undefined],
  'cli.rename.renamedAs.given': ['Bad Name', 'Deploy Rules'],
  'cli.save.bodyNul.path': ['/home/dana/notes.bin', undefined],
  'cli.save.bodyNul.offset': [0, 3],
  'cli.toml.invalid.failure': [
    'unterminated-string',
    'bad-escape',
    'control-character',
    'unclosed-array',
    'unclosed-inline-table',
    'bad-header',
    'bad-key',
    'expected-equals',
    'bad-value',
    'text-after-value',
    'duplicate-key',
    'duplicate-table',
    'not-a-table',
  ].flatMap((problem) => [
    { line: 3, column: 5, problem },
    { line: 3, column: 5, problem, key: 'features.hooks' },
  ]),
  'cli.install.tomlInvalid.invalid': ['/home/dana/.codex/config.toml:3:5'],
  'cli.save.firstPinnedRemote.remote': ['origin', 'upstream'],
  'cli.key.shownPinOnFirstSave.remote': ['origin', 'upstream'],
  'cli.key.keyTrouble.trouble': [{ kind: 'windows' }, { kind: 'case-twin', twin: 'shop' }],
  'cli.key.leavesParent.parent': ['mono'],
  'cli.doctor.environment.ok.shown': [['PROJECT_MEMORY_BUDGET=6000', 'PROJECT_MEMORY_EVERY_TURN=1']],
  'cli.doctor.environment.ignored.shown': [['PROJECT_MEMORY_BUDGET=abc']],
  'cli.doctor.environment.fix.minBudget': [500],
  'cli.doctor.environment.fix.maxBudget': [8000],
  'cli.doctor.readAllowed.rules': ['Read(//home/me/ws/.ai-core/data/memory/**) (/home/me/.claude/settings.json)'],
  'cli.doctor.readAsksFixPlugin.rules': ['Read(//home/me/ws/.ai-core/data/memory/**)'],
  'cli.doctor.workspace.pinOnFirstSave.remote': ['origin', undefined],
  'cli.save.firstPinnedRemote.folderKey': ['api-review', 'shop-2'],
  'cli.errors.dashArgument.arg': ['-docker'],
  'cli.errors.dashArgument.example': ['node /x/cli.cjs search -- -docker'],
  'cli.errors.repeatedFlag.flag': ['--scope', '--body'],
  'cli.errors.repeatedFlag.first': ['project'],
  'cli.errors.repeatedFlag.second': ['global'],
  'cli.errors.flagForAction.flag': ['--force', '--dry-run'],
  'cli.errors.flagForAction.given': ['key show'],
  'cli.errors.flagForAction.actions': [['key pin'], ['key pin', 'key move']],
  'cli.errors.flagNeeds.flag': ['--keep-edits', '--min-shown'],
  'cli.errors.flagNeeds.needed': ['--update', '--unused'],
  'cli.doctor.memoryFolders.unreadable.folders': ['/home/dana/ws/.ai-core/data/memory/ws--app/', '/w/m/_global/, /w/m/app/'],
  'cli.doctor.memoryFolders.linked.folders': ['/home/dana/ws/.ai-core/data/memory/ws--app/', '/w/m/_global/, /w/m/app/'],
  'cli.doctor.workspace.otherClones.folders': KEY_FOLDERS,
  'cli.doctor.workspace.splitClones.folders': KEY_FOLDERS,
  'cli.doctor.workspace.splitClonesFix.into': ['api-b'],
  'cli.doctor.workspace.splitClonesFix.commands': [
    ['`node /x/cli.cjs key move api-a api-b --dir /w/api-a`'],
    ['`node /x/cli.cjs key pin api-b --dir /w/api-b`', '`node /x/cli.cjs key move api-a api-b --dir /w/api-b`'],
  ],
  'cli.list.splitClones.folders': KEY_FOLDERS,
  'cli.list.splitClones.into': ['api-b'],
  'cli.list.splitClones.commands': [['node /x/cli.cjs key move api-a api-b --dir /w/api-a']],
  'cli.key.movedAway.to': ['App'],
  'cli.key.movedAway.used': ['app'],
  'cli.key.movedAway.back': ['node /x/cli.cjs key move App app --dir /w/app'],
  'cli.key.movedAway.pin': ['node /x/cli.cjs key pin App --dir /w/app', undefined],
  'cli.install.pinOfferElsewhere.folders': KEY_FOLDERS,
  'cli.verify.noNextReview.reviewBy': ['2019-01-01'],
  'cli.verify.unchanged.reviewBy': ['2027-03-01', undefined],
  'cli.rules.supersedes.unknownNearFix.near': ['deploy-make-2024', 'docker-403'],
  'rules.supersedes.unknownNearFix.near': ['deploy-make-2024', 'docker-403'],
  'cli.rules.unmergedDeletedFix.keep': ['`git add -- /home/dana/shop/.ai-core/data/memory/shop/reset.md`'],
  'cli.rules.unmergedDeletedFix.drop': ['`git rm -- /home/dana/shop/.ai-core/data/memory/shop/reset.md`'],
  'rules.unmergedDeletedFix.keep': ['`git add -- /home/dana/shop/.ai-core/data/memory/shop/reset.md`'],
  'rules.unmergedDeletedFix.drop': ['`git rm -- /home/dana/shop/.ai-core/data/memory/shop/reset.md`'],
  'cli.rules.unmergedMissing.moved': [[], ['/home/dana/shop/.ai-core/data/memory/shop/p2.md', '/home/dana/shop/.ai-core/data/memory/shop/p-local.md']],
  'cli.rules.unmergedMissingFix.drop': ['`git rm -- /home/dana/shop/.ai-core/data/memory/a/p.md`'],
  'cli.rules.unmergedRenamedTwice.other': ['/home/dana/shop/.ai-core/data/memory/shop/p-local.md'],
  'cli.rules.unmergedRenamedTwiceFix.keep': [
    '`git add -- /home/dana/shop/.ai-core/data/memory/shop/p2.md`, `git rm -- /home/dana/shop/.ai-core/data/memory/shop/p-local.md`',
  ],
  'cli.rules.unmergedNotesFix.add': ['`git add -- /home/dana/shop/.ai-core/data/memory/README.md`'],
  'rules.unmergedMissing.moved': [[], ['/home/dana/shop/.ai-core/data/memory/shop/p2.md', '/home/dana/shop/.ai-core/data/memory/shop/p-local.md']],
  'rules.unmergedMissingFix.drop': ['`git rm -- /home/dana/shop/.ai-core/data/memory/a/p.md`'],
  'rules.unmergedRenamedTwice.other': ['/home/dana/shop/.ai-core/data/memory/shop/p-local.md'],
  'rules.unmergedRenamedTwiceFix.keep': [
    '`git add -- /home/dana/shop/.ai-core/data/memory/shop/p2.md`, `git rm -- /home/dana/shop/.ai-core/data/memory/shop/p-local.md`',
  ],
  'rules.unmergedNotesFix.add': ['`git add -- /home/dana/shop/.ai-core/data/memory/README.md`'],
  'cli.verify.noNextReview.again': ['node /x/cli.cjs verify deploy-order --scope global --review-in 90d --dir /home/dana/app'],
  'cli.verify.badReviewBy.again': ['node /x/cli.cjs verify deploy-order --review-in 90d --dir /home/dana/app'],
  'cli.doctor.workspace.noneFix.plugin': [true, false],
  'cli.doctor.clients.includeGone.everywhere': [true, false],
  'cli.doctor.clients.includeGone.resolved': ['/home/dana/old-clone/.ai-core/data/memory'],
  'cli.doctor.clients.trustFileLevel.found': ['"yes"', 'true'],
  'cli.list.projectsHere.folders': KEY_FOLDERS,
  'cli.list.otherClone.folders': KEY_FOLDERS,
  'list.otherClone.folders': KEY_FOLDERS,
  'list.pinnedAway.folders': KEY_FOLDERS,
  'cli.list.pinnedAway.folders': KEY_FOLDERS,
  'cli.doctor.workspace.pinnedAway.folders': KEY_FOLDERS,
  'cli.lint.stagedSummary.by': [
    { changed: 0, moved: 0 },
    { changed: 2, moved: 1 },
    { changed: 1, moved: 3 },
  ],
  'list.leftBehind.folder': [
    { key: 'shop', count: 1 },
    { key: 'shop', count: 3 },
  ],
  'cli.list.leftBehind.folder': [
    { key: 'shop', count: 1 },
    { key: 'shop', count: 3 },
  ],
  'list.leftBehind.move': ['node /x/cli.cjs key move shop --dir /home/dana/shop'],
  'cli.list.leftBehind.move': ['node /x/cli.cjs key move shop --dir /home/dana/shop'],
  'cli.list.projectsHere.listing': ['node /x/cli.cjs list --project workspace--patent__how --dir /home/dana/ws'],
  'cli.list.projectsHere.more': [0, 3],
  'cli.list.projectsUnnamed.count': [1, 2],
  'cli.list.supersededBy.names': ['new-deploy', '_global/new-deploy, app/deploy-v2'],
  'cli.doctor.hook.installFix.plugin': [
    { add: 'claude plugin marketplace add /home/dana/project-memory', install: 'claude plugin install project-memory@project-memory' },
    undefined,
  ],
  'list.keyChanged.before': ['shop'],
  'cli.doctor.workspace.pinChoice.moves': [[], ['`node /x/cli.cjs key move alice bob --dir /home/dana/bob`']],
  'cli.doctor.workspace.pinChoice.clashes': [[], ['alice/deploy.md']],
  'cli.import.headingsHint.line': [20],
  'list.rootChanged.before': ['/home/dana/alice-shop/.ai-core/data/memory'],
  'list.rootChanged.now': ['/home/dana/shop/.ai-core/data/memory'],
  'list.keyChanged.now': ['webshop'],
  'cli.key.pinConflictAbove.write': ["printf '%s\\n' services--payments > /home/dana/shop/services/payments/.project-memory-key"],
  'cli.key.pinned.add': ["git add '/home/dana/my work/shop/.project-memory-key'"],
  'cli.key.pinConflict.replace': [undefined, '`node /x/cli.cjs key pin api --force --dir /home/dana/shop`'],
  'cli.key.pinConflictAbove.replace': [undefined, '`node /x/cli.cjs key pin services--payments --force --dir /home/dana/shop/services/payments`'],
  'cli.list.projectsUnnamed.listing': ['node /x/cli.cjs list --json --dir /home/dana/ws'],
  'cli.save.keyShared.pinOwn': ['`node /x/cli.cjs key pin KEY --dir /home/dana/mono/a/b`'],
  'cli.save.keyShared.others': [['/home/dana/mono/a--b'], ['/w/a.b', '/w/a__b']],
  'cli.install.pullFirst.remove': ['rm /home/dana/app/.ai-core/data/memory/README.md /home/dana/app/.ai-core/data/memory/.gitignore'],
  'cli.install.noRecord.place': ['/home/dana/.local/state/project-memory', undefined],
  'cli.doctor.stateFolder.unusable.why': ['notOurs', 'unwritable', 'notFolder'],
  'cli.doctor.stateFolder.fix.how': ['chown', 'chmod', 'moveAside', 'elsewhere'],
  'cli.install.localIgnored.line': ['/.claude/settings.local.json'],
  'cli.install.localIgnored.exclude': ['/home/dana/app/.git/info/exclude'],
  'cli.install.localIgnored.done': [true, false],
  'cli.install.localTracked.uninstall': ['`node /x/cli.cjs uninstall --scope local --dir /home/dana/app`'],
  'cli.install.localTracked.install': ['`node /x/cli.cjs install --dir /home/dana/app`'],
  'cli.install.localUnwritable.exclude': ['/home/dana/app/.git/info/exclude'],
  'cli.install.localUnwritable.line': ['/.claude/settings.local.json'],
  'cli.install.localUnwritable.reason': ['permission denied'],
  'cli.install.localOverridden.exclude': ['/home/dana/app/.git/info/exclude'],
  'cli.key.pinElsewhere.folders': KEY_FOLDERS,
  'cli.install.pinElsewhere.folders': KEY_FOLDERS,
  'cli.install.pinElsewhere.installAlone': ['`node /x/cli.cjs install --dir /w/bob-work`'],
  'cli.install.pinElsewhere.pinThat': ['`node /x/cli.cjs key pin alice-repo --dir /w/bob-work`'],
  'cli.install.pinElsewhere.pinThis': ['`node /x/cli.cjs key pin bob-work --dir /w/bob-work`'],
  'cli.save.templateLeft.field': ['title', 'tags', 'body'],
  'cli.save.templateLeft.placeholder': ['<title>'],
  'cli.save.besideOtherClone.folders': KEY_FOLDERS,
  'cli.save.besideOtherClone.pinThat': ['`node /x/cli.cjs key pin alice-repo --dir /w/carol`'],
  'cli.save.besideOtherClone.moveHere': ['`node /x/cli.cjs key move carol alice-repo --dir /w/carol`'],
  'cli.key.pinElsewhere.pinThat': ['`node /x/cli.cjs key pin alice-repo --dir /w/bob-work`'],
  'cli.key.pinElsewhere.pinThis': ['`node /x/cli.cjs key pin bob-work --dir /w/bob-work`'],
  'cli.errors.settingsDuplicateKey.lines': [
    [3, 9],
    [3, 9, 14],
  ],
  'cli.save.badName.problem': ['path', 'control', 'empty'],
  'cli.install.projectPath.hooksDir': ['/usr/lib/node_modules/project-memory-hooks/plugin/dist/hooks'],
  'cli.install.didHooks.verb': ['add', 'update', 'remove'],
  'cli.uninstall.ignoreKept.line': ['/.claude/settings.local.json'],
  'cli.uninstall.ignoreKept.exclude': ['/home/dana/app/.git/info/exclude'],
  'cli.uninstall.ignoreKept.still': ['/home/dana/app-tree/.claude/settings.local.json'],
  'cli.uninstall.ignoreKept.command': ['`project-memory uninstall --scope local --dir /home/dana/app`'],
  'cli.install.didHooks.events': ['UserPromptSubmit, SessionStart, PreToolUse ×2'],
  'cli.doctor.run.buildCheckout.checkout': ['/home/me/project-memory'],
  'cli.doctor.run.packageGone.root': ['/usr/lib/node_modules/project-memory-hooks/plugin'],
  'cli.doctor.run.packageIncomplete.root': ['/usr/lib/node_modules/project-memory-hooks/plugin'],
  'cli.doctor.run.ownPackageIncomplete.root': ['/usr/lib/node_modules/project-memory-hooks/plugin'],
  'cli.install.incomplete.root': ['/usr/lib/node_modules/project-memory-hooks/plugin'],
  ...Object.fromEntries(
    ['doctor.run.ownPackageIncomplete', 'doctor.run.pluginIncomplete', 'install.incomplete'].map((key) => [`cli.${key}.source`, PACKAGE_SOURCES]),
  ),
  ...Object.fromEntries(
    ['refused', 'twice'].map((key) => [
      `cli.install.besidePlugin.${key}.f`,
      [
        {
          id: 'project-memory@pm',
          enabledBy: 'user',
          enabledIn: '/home/me/.claude/settings.json',
          dir: '/home/me/shop',
          autoMemoryKey: 'autoMemoryEnabled',
          autoMemoryFile: '/home/me/.claude/settings.json',
          uninstall: '`project-memory uninstall`',
        },
        {
          id: 'project-memory@pm',
          enabledBy: 'user',
          enabledIn: '/home/me/.claude/settings.json',
          dir: '/home/me/shop',
          autoMemoryKey: 'autoMemoryEnabled',
          uninstall: '`project-memory uninstall`',
        },
      ],
    ]),
  ),
  'rules.frontMatter.yamlFix.line': [4, undefined],
  'cli.rules.frontMatter.yamlFix.line': [4, undefined],
  'rules.fields.pastDayFix.field': ['created_at', 'updated_at', 'verified_at'],
  'cli.rules.fields.pastDayFix.field': ['created_at', 'updated_at', 'verified_at'],
  'cli.save.notReadBack.reason': [undefined, 'title'],
  'cli.save.firstPinned.by': ['save', 'import'],
  'cli.save.firstPinnedRemote.by': ['save', 'import'],
  'cli.save.updateMissing.list': ['`project-memory list --all`'],
  'cli.import.hiddenBy.paths': ['/ws/.ai-core/data/memory/app/deploy-v2.md'],
  'cli.import.sourceProblem.problem': [
    { kind: 'missing' },
    { kind: 'not-a-file', what: 'folder' },
    { kind: 'not-a-file', what: 'special' },
    { kind: 'not-a-folder' },
    { kind: 'too-large', bytes: 300_000, max: 262_144 },
    { kind: 'unreadable', code: 'EACCES' },
  ],
  'cli.import.sectionAmbiguous.choices': [
    [
      { line: 3, trail: 'Backend > Testing', command: "`project-memory import claude-md --section 'Backend > Testing'`" },
      { line: 9, trail: 'Testing', command: '`project-memory import claude-md --section 9`' },
    ],
  ],
  'cli.import.batchDuplicate.likeness': ['87%'],
  'cli.import.defaultMissing.source': ['cursor', 'cline', 'claude-md'],
  'cli.import.cursorMissing.legacy': ['/work/app/.cursorrules'],
  'cli.import.notRead.why': ['not-a-rule-file'],
  'cli.key.tooManyArguments.action': ['show', 'pin', 'move'],
  'cli.key.shownBadPin.problem': ['EMPTY'],
  'cli.stats.noStateForced.value': ['/etc/passwd'],
  'cli.stats.noStateForced.problem': ['relative', 'not-a-folder', 'not-yours', 'system'],
  'cli.save.bodyTooLarge.path': [PATH, undefined],
  'cli.save.bodyFileNotAFile.what': ['folder', 'special'],
  'cli.save.updateLacks.fields': [['title'], ['description'], ['title', 'description']],
  'cli.save.updateLacks.bare': [true, false],
  'cli.key.pinProblem.problem': [
    { kind: 'empty' },
    { kind: 'not-a-key', key: 'a/b' },
    { kind: 'link' },
    { kind: 'secret' },
    { kind: 'conflict', sides: ['shop-checkout', 'shop'] },
    { kind: 'conflict', sides: [] },
  ],
  'cli.doctor.hook.inPlugin.kind': ['folder', 'cache'],
  'cli.doctor.hook.many.where': [['/a/settings.json', '/b/hooks.json']],
  'cli.doctor.hook.ok.where': [['/a/settings.json'], ['/a/settings.json', '/b/hooks.json']],
  'cli.context.loadsLater.paths': [null, ['src/**', 'lib/**']],
  'cli.words.ioReason.code': ['ENOSPC', 'EACCES', 'EXDEV'],
  'cli.save.nameTooLong.bytes': [81, 183],
  'cli.rename.nameTooLong.bytes': [81, 183],
  'cli.forget.forgotten.staged': [true, false],
  'cli.forget.notInGit.why': ['changed', 'untracked', 'no-repo', 'no-git'],
  'cli.forget.references.name': ['docker-403'],
  'cli.forget.references.passedOn': [[[]], [['docker-401', 'old-proxy']]],
  'cli.forget.notUpdated.name': ['docker-403'],
  'cli.forget.unrewritable.name': ['docker-403'],
  'cli.forget.notUpdated.lines': [['  /w/m/proj/h.md (EACCES)']],
  'cli.forget.unrewritable.lines': [['  /w/m/proj/latin.md']],
  'cli.forget.listedAgain.paths': [['/w/m/proj/old.md'], ['/w/m/proj/old.md', '/w/m/_global/older.md']],
  'cli.rename.unrewritable.name': ['docker-403'],
  'cli.rename.unrewritable.lines': [['  /w/m/proj/latin.md']],
  'cli.rename.namedAlready.newName': ['release'],
  'cli.rename.namedAlready.lines': [['  /w/m/proj/h.md']],
  'cli.rename.shadowed.newName': ['release'],
  'cli.rename.shadowed.lines': [['  /w/m/proj/h.md → /w/m/proj/release.md']],
  'cli.rename.nameTooLong.maxChars': [80],
  'cli.rename.nameTooLong.maxBytes': [180],
  'cli.rename.references.newName': ['docker-branch-switch'],
  'cli.rename.notUpdated.oldName': ['docker-403'],
  'cli.rename.notUpdated.newName': ['docker-branch-switch'],
  'cli.rename.notUpdated.lines': [['  /w/m/proj/docker-new.md (EACCES)']],
  'cli.save.nameTooLong.maxChars': [80],
  'cli.save.nameTooLong.maxBytes': [180],
  'cli.words.writeFailed.failure': [
    { path: '/w/m/_global/a.md', reason: 'EACCES', fix: { kind: 'permissions', folder: '/w/m/_global' }, left: { kind: 'created' }, again: 'save' },
    { path: '/w/m/_global/a.md', reason: 'ENOSPC', fix: { kind: 'space', folder: '/w/m/_global' }, left: { kind: 'unchanged' }, again: 'verify' },
    { path: '/w/m/_global/a.md', reason: 'EROFS', fix: { kind: 'read-only', folder: '/w/m/_global' }, left: { kind: 'import' }, again: 'import' },
    { path: '/w/m/_global/a.md', reason: 'EROFS', fix: { kind: 'codex-sandbox', folder: '/w/m' }, left: { kind: 'created' }, again: 'save' },
    {
      path: '/w/m/_global/a.md',
      reason: 'EROFS',
      fix: { kind: 'codex-sandbox', folder: '/w/m', readOnlyExec: true },
      left: { kind: 'created' },
      again: 'save',
    },
    {
      path: '/w/m/old/a.md',
      reason: 'EXDEV',
      fix: { kind: 'other', folder: '/w/m/new' },
      left: { kind: 'move', moved: 2, total: 5, toDir: '/w/m/new' },
      again: 'move',
    },
    {
      path: '/w/m/new',
      reason: 'permission denied',
      fix: { kind: 'permissions', folder: '/w/m' },
      left: { kind: 'move', moved: 0, total: 5, toDir: '/w/m/new' },
      again: 'move',
    },
  ],
};

/** The parameter names of a catalogue function, from its source. */
function paramNames(fn: (...args: never[]) => unknown): string[] {
  const src = fn.toString();
  const list = src.match(/^(?:async\s*)?(?:function\b[^(]*)?(?:[\w$]+\s*)?\(([^)]*)\)/)?.[1] ?? src.match(/^([\w$]+)\s*=>/)?.[1];
  if (list === undefined) throw new Error(`cannot read the parameters of ${src.slice(0, 80)}`);
  return list
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => p.replace(/\s*=.*$/, ''));
}

function samplesFor(key: string, param: string): unknown[] {
  const found = BY_KEY[`${key}.${param}`] ?? BY_NAME[param];
  if (found === undefined) throw new Error(`${key}: no sample for parameter "${param}"; add one to BY_NAME (or BY_KEY) in this file`);
  return found;
}

function combinations(lists: readonly unknown[][]): unknown[][] {
  return lists.reduce<unknown[][]>((acc, list) => acc.flatMap((prefix) => list.map((value) => [...prefix, value])), [[]]);
}

interface Output {
  key: string;
  args: unknown[];
  text: string;
}

/** Every string a catalogue can produce: its strings, and its functions' results for each sample combination. */
function outputsOf(value: unknown, key: string, args: unknown[] = []): Output[] {
  if (typeof value === 'string') return [{ key, args, text: value }];
  if (typeof value === 'function') {
    const fn = value as (...a: unknown[]) => unknown;
    const lists = paramNames(fn).map((param) => samplesFor(key, param));
    return combinations(lists).flatMap((combo) => outputsOf(fn(...combo), key, combo));
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => outputsOf(item, `${key}.${i}`, args));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => outputsOf(v, `${key}.${k}`, args));
  return [];
}

/** `cli.help.save` from `cli.en.help.save`: the key without the language. */
function keysOf(catalogue: Record<Lang, unknown>, lang: Lang, name: string): Output[] {
  return outputsOf(catalogue[lang], name);
}

const walked = Object.entries(CATALOGUES).flatMap(([name, catalogue]) =>
  LANGS.map((lang) => ({ name, lang, outputs: keysOf(catalogue as Record<Lang, unknown>, lang, name) })),
);

const show = (o: Output, found: string) => `${o.key}(${o.args.map((a) => JSON.stringify(a)).join(', ')}): …${found}…`;

describe('every catalogue key, in every language', () => {
  it.each(walked.map((w) => [w.name, w.lang, w]))('%s (%s) says it in one language', (_name, lang, w) => {
    const bad = w.outputs.flatMap((o) => {
      const found = lang === 'en' ? hangulIn(o.text) : englishSentenceIn(o.text);
      return found === undefined ? [] : [show(o, found)];
    });
    expect(bad).toEqual([]);
  });

  it('walks keys in both languages alike: the same keys, each producing text', () => {
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      const keys = (lang: Lang) => [...new Set(keysOf(catalogue as Record<Lang, unknown>, lang, name).map((o) => o.key))].sort();
      expect(keys('ko'), name).toEqual(keys('en'));
      expect(keys('en').length, name).toBeGreaterThan(0);
    }
  });
});

describe('the registry holds every catalogue', () => {
  /** Every object and function reachable from the registry. */
  function reachable(): Set<unknown> {
    const seen = new Set<unknown>();
    const visit = (value: unknown): void => {
      if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return;
      seen.add(value);
      if (typeof value === 'object') for (const v of Object.values(value)) visit(v);
    };
    visit(CATALOGUES);
    return seen;
  }

  /** Modules of lib/i18n that hold no words, or words only other catalogues print (walked there). */
  const NOT_CATALOGUES: Record<string, string> = {
    'lang.ts': 'the language rule',
    'types.ts': 'the catalogue types',
    'index.ts': 'messagesFor',
    'catalogues.ts': 'this registry',
    'help-examples.ts': 'example commands, printed only inside the --help texts, which are walked',
    'plural.ts': 'an English count and noun, used inside the English catalogues (walked there)',
    'held-in.ts': 'memory folders and their counts, used inside the install, key and doctor words of each language (walked there)',
    'reinstall.ts': 'how to get a lost file of the package back, used inside the install and doctor words of each language (walked there)',
    'change-line.ts': "a settings change in English, printed inside EN's install words (walked there) and as --json's machine form",
    'josa.ts': 'a Korean particle fitted to a value, used inside the Korean catalogues (walked there)',
    'final-sound.ts': 'how a value read in Korean ends, for josa.ts',
    'settings-scope-ko.ts': 'a settings scope in Korean words, used inside the Korean catalogues (walked there)',
  };

  const modules = readdirSync(join(REPO_ROOT, 'lib/i18n')).filter((f) => f.endsWith('.ts'));

  it.each(modules.filter((m) => !(m in NOT_CATALOGUES)))('lib/i18n/%s: every export is reachable from lib/i18n/catalogues.ts', async (file) => {
    const mod = (await import(join(REPO_ROOT, 'lib/i18n', file))) as Record<string, unknown>;
    const known = reachable();
    const missing = Object.entries(mod)
      .filter(([, value]) => (typeof value === 'object' && value !== null) || typeof value === 'function')
      .filter(([, value]) => !known.has(value))
      .map(([name]) => name);
    expect(missing, `register these in lib/i18n/catalogues.ts (or list ${file} in NOT_CATALOGUES with a reason)`).toEqual([]);
  });

  it('every module it skips exists', () => {
    for (const file of Object.keys(NOT_CATALOGUES)) expect(modules).toContain(file);
  });
});

describe('what lint says the list shows', () => {
  // the rule words quote the list's own placeholders; written out there, so that the hooks
  // that word findings do not bundle the list's catalogue for them
  it.each(LANGS)('quotes the list catalogue word for word (%s)', (lang) => {
    expect(RULE_TEXT[lang].fields.descriptionMissing).toContain(LIST_TEXT[lang].noDescription);
    expect(RULE_TEXT[lang].frontMatter.unread('x')).toContain(LIST_TEXT[lang].brokenFrontMatter);
  });
});
