// `npm run bench`: the per-prompt hook against a bare `node -e ''` (and against a node
// started as the hook's command starts it), side by side, at several corpus sizes. This
// machine is shared and noisy: read the ratios, not the ms.
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOOK_ENV_PREFIX, hookCommand } from '../lib/settings/hook-specs.js';
import { shellCommand } from '../lib/shell-quote.js';
import { ageCorpus, writeCorpus } from './corpus.js';
import { peakRssMb, runShell, sideBySide } from './measure.js';
import { sessionEconomy } from './session-economy.js';

const args = process.argv.slice(2);
const sizes = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '10,100,1000,10000').split(',').map(Number);
const runsFor = (n: number) => Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? (n >= 10_000 ? 11 : 21));
const withSeed = !args.includes('--no-seed');
// Claude Code runs hooks with its own environment, i.e. the user's; `--env=clean` strips
// it to PATH and HOME, which on a machine with NODE_EXTRA_CA_CERTS set makes the node floor
// several times faster and every ratio harsher.
const cleanEnv = args.includes('--env=clean');

const FLOOR = "node -e ''";
// The registered command starts node without NODE_EXTRA_CA_CERTS (lib/hook-specs.ts): a
// node started the same way is the like-for-like floor, the hook's own cost above it.
const SAME_START_FLOOR = `${HOOK_ENV_PREFIX}${FLOOR}`;
const hook = hookCommand('UserPromptSubmit');
const seedHook = shellCommand(['bash', join(import.meta.dirname, 'seed-hook.sh')]);
const KEY = 'workspace--bench__app';

interface Ratios {
  warm: number;
  /** a later prompt of one session: only what changed is shown, usually nothing */
  later: number;
  changed: number;
  first: number;
}

interface Row extends Ratios {
  size: number;
  floorMs: number;
  sameStartMs: number;
  /** the same runs against the like-for-like floor */
  sameStart: Ratios;
  rssMb?: number;
  seed?: number;
  listChars: number;
}

function setup(size: number) {
  const base = mkdtempSync(join(tmpdir(), 'pm-bench-'));
  const ws = join(base, 'ws');
  const memoryRoot = join(ws, '.ai-core', 'data', 'memory');
  writeCorpus(memoryRoot, KEY, size);
  ageCorpus(memoryRoot);
  const launch = join(ws, 'workspace', 'bench.app');
  mkdirSync(launch, { recursive: true });
  const home = join(base, 'home');
  mkdirSync(home);
  const env = cleanEnv ? { PATH: process.env.PATH, HOME: home } : { ...process.env, HOME: home };
  const promptEvent = (sessionId: string, prompt: string) =>
    JSON.stringify({ session_id: sessionId, transcript_path: '/dev/null', cwd: launch, hook_event_name: 'UserPromptSubmit', prompt });
  let n = 0;
  // a new session each time: the full list, the most work a prompt can cost
  const input = () => promptEvent(`bench-${n++}`, SESSION_PROMPTS[0] as string);
  // one session going on, its prompts in turn: most prompts a developer types are these
  let k = 0;
  const laterInput = () => promptEvent('bench-session', SESSION_PROMPTS[k++ % SESSION_PROMPTS.length] as string);
  return { base, memoryRoot, home, env, input, laterInput };
}

const SESSION_PROMPTS = [
  'docker 브랜치 전환하면 왜 403이 나지?',
  'staging deploy 인증서 오류 다시 확인해줘',
  'cache 권한 문제 전에 어떻게 풀었지',
  'migration timeout 로그 좀 봐줘',
];

const rows: Row[] = [];
for (const size of sizes) {
  const s = setup(size);
  const runs = runsFor(size);
  const floor = () => runShell(FLOOR, '', s.env);
  const sameStart = () => runShell(SAME_START_FLOOR, '', s.env);
  const subject = () => runShell(hook, s.input(), s.env);
  subject(); // fill the cache
  const warm = sideBySide(runs, floor, subject, undefined, sameStart);
  const laterSubject = () => runShell(hook, s.laterInput(), s.env);
  // the session's first prompt shows the full list, the next ones what they add
  for (let i = 0; i < 2 * SESSION_PROMPTS.length; i++) laterSubject();
  const later = sideBySide(runs, floor, laterSubject, undefined, sameStart);
  let edit = 0;
  const target = join(s.memoryRoot, '_global', 'memory-00000.md');
  const changed = sideBySide(runs, floor, subject, () => appendFileSync(target, `\nedit ${edit++}`), sameStart);
  const cacheDir = join(s.home, '.local', 'state', 'project-memory', 'index');
  const first = sideBySide(runs, floor, subject, () => rmSync(cacheDir, { recursive: true, force: true }), sameStart);
  const row: Row = {
    size,
    floorMs: warm.floorMs,
    sameStartMs: warm.secondFloorMs,
    warm: warm.subjectMs / warm.floorMs,
    later: later.subjectMs / later.floorMs,
    changed: changed.subjectMs / changed.floorMs,
    first: first.subjectMs / first.floorMs,
    sameStart: {
      warm: warm.subjectMs / warm.secondFloorMs,
      later: later.subjectMs / later.secondFloorMs,
      changed: changed.subjectMs / changed.secondFloorMs,
      first: first.subjectMs / first.secondFloorMs,
    },
    rssMb: peakRssMb(hook, s.input(), s.env),
    listChars: warm.last.stdout.length,
  };
  if (withSeed && size <= 1000) {
    const seed = sideBySide(size >= 1000 ? 3 : 7, floor, () => runShell(seedHook, s.input(), s.env));
    row.seed = seed.subjectMs / seed.floorMs;
  }
  rows.push(row);
  rmSync(s.base, { recursive: true, force: true });
  process.stderr.write(`measured ${size}\n`);
}

const fmt = (x: number | undefined, digits = 2) => (x === undefined ? '—' : `${x.toFixed(digits)}×`);
console.log(
  `\nUserPromptSubmit hook vs \`${FLOOR}\` (medians, alternating runs; ratios to the node floor; ${cleanEnv ? 'environment: PATH and HOME only' : 'environment: inherited, as Claude Code passes it'})\n`,
);
console.log(
  '| memories | node floor (ms) | warm | warm, later prompt | one file changed | first run (no cache) | peak RSS (MB) | seed bash design | output chars |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| ${r.size} | ${r.floorMs.toFixed(0)} | ${fmt(r.warm)} | ${fmt(r.later)} | ${fmt(r.changed)} | ${fmt(r.first)} | ${r.rssMb?.toFixed(1) ?? '—'} | ${fmt(r.seed, 1)} | ${r.listChars} |`,
  );
}
console.log(`\nLike for like: the same runs against \`${SAME_START_FLOOR}\`, a node started as the hook's command starts it (the hook's own cost)\n`);
console.log('| memories | node floor (ms) | warm | warm, later prompt | one file changed | first run (no cache) |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| ${r.size} | ${r.sameStartMs.toFixed(0)} | ${fmt(r.sameStart.warm)} | ${fmt(r.sameStart.later)} | ${fmt(r.sameStart.changed)} | ${fmt(r.sameStart.first)} |`,
  );
}

const economy = sessionEconomy();
console.log(`\nContext economy: a ${economy.prompts}-prompt session over ${economy.memories} memories with an edit, an addition, a deletion and a compaction`);
console.log(
  `adds ${economy.totalChars} characters in all = ${economy.ratio.toFixed(2)}× one full list (${economy.fullListChars} chars); showing the list every turn costs ${economy.prompts}×.`,
);
console.log(
  `Each change on the very next prompt: ${Object.entries(economy.changesSeen)
    .map(([k, v]) => `${k} ${v ? 'yes' : 'NO'}`)
    .join(', ')}.`,
);
