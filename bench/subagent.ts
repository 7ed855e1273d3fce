// `npm run bench:subagent`: what an Agent call costs with project-memory installed. The
// PreToolUse hook runs before every Agent call (it keeps the task); SubagentStart runs as
// the subagent starts (it prints the list). Each is timed against a bare node started the
// same way (`NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node -e ''`), run for run, and the medians
// compared. This machine is shared and noisy: read the ratios and the ms above the floor.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOOK_ENV_PREFIX, hookCommand } from '../lib/settings/hook-specs.js';
import { ageCorpus, writeCorpus } from './corpus.js';
import { median, type Run, runShell } from './measure.js';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 31);
const sizes = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '100,1000').split(',').map(Number);

const FLOOR = `${HOOK_ENV_PREFIX}node -e ''`;
const KEY = 'workspace--bench__app';
const TASK = 'staging deploy 인증서 오류 원인을 찾아줘: certificate timeout in the deploy logs';

function setup(size: number) {
  const base = mkdtempSync(join(tmpdir(), 'pm-bench-agent-'));
  const memoryRoot = join(base, 'ws', '.ai-core', 'data', 'memory');
  writeCorpus(memoryRoot, KEY, size);
  ageCorpus(memoryRoot);
  const launch = join(base, 'ws', 'workspace', 'bench.app');
  mkdirSync(launch, { recursive: true });
  const home = join(base, 'home');
  mkdirSync(home);
  // a transcript as a long session leaves it: 4 MB of earlier records, then the call
  const transcript = join(base, 'session.jsonl');
  const filler = `${JSON.stringify({ type: 'attachment', attachment: { type: 'skill_listing', content: 'x'.repeat(4_000) } })}\n`;
  const call = { type: 'tool_use', id: 'toolu_bench', name: 'Agent', input: { description: 'deploy errors', prompt: TASK, subagent_type: 'general-purpose' } };
  writeFileSync(
    transcript,
    `${filler.repeat(1_000)}${JSON.stringify({ type: 'user', promptId: 'p1', message: { role: 'user', content: 'go' } })}\n${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [call] } })}\n`,
  );
  return { base, launch, home, transcript, env: { ...process.env, HOME: home } };
}

let n = 0;
const preToolUse = (cwd: string) =>
  JSON.stringify({
    session_id: 'bench',
    transcript_path: '/nonexistent.jsonl',
    cwd,
    prompt_id: 'p1',
    permission_mode: 'default',
    hook_event_name: 'PreToolUse',
    tool_name: 'Agent',
    tool_input: { description: 'deploy errors', prompt: TASK, subagent_type: 'general-purpose' },
    tool_use_id: `toolu_${n++}`,
  });
const subagentStart = (cwd: string, transcript: string) =>
  JSON.stringify({
    session_id: 'bench',
    transcript_path: transcript,
    cwd,
    prompt_id: 'p1',
    agent_id: `a${n++}`,
    agent_type: 'general-purpose',
    hook_event_name: 'SubagentStart',
  });

const pre = hookCommand('PreToolUse');
const sub = hookCommand('SubagentStart');
const ups = hookCommand('UserPromptSubmit');
const rows: string[] = [];

/**
 * Floor and hook run by turns; the medians of each, and the median of the pairs' own
 * differences and ratios, which a burst of load on a shared machine moves least.
 */
function paired(floor: () => Run, subject: () => Run, before: () => void = () => {}) {
  const floors: number[] = [];
  const subjects: number[] = [];
  for (let i = 0; i < runs; i++) {
    floors.push(floor().ms);
    before();
    subjects.push(subject().ms);
  }
  return {
    floorMs: median(floors),
    subjectMs: median(subjects),
    aboveMs: median(subjects.map((ms, i) => ms - (floors[i] as number))),
    ratio: median(subjects.map((ms, i) => ms / (floors[i] as number))),
  };
}

const row = (label: string, size: number, r: ReturnType<typeof paired>) =>
  rows.push(`| ${label} | ${size} | ${r.floorMs.toFixed(1)} | ${r.subjectMs.toFixed(1)} | ${r.aboveMs.toFixed(1)} | ${r.ratio.toFixed(2)}× |`);

for (const size of sizes) {
  const s = setup(size);
  const floor = () => runShell(FLOOR, '', s.env);
  const tasks = join(s.home, '.local', 'state', 'project-memory', 'agent-tasks');
  const clear = () => rmSync(tasks, { recursive: true, force: true });
  // warm the code and index caches
  runShell(pre, preToolUse(s.launch), s.env);
  runShell(sub, subagentStart(s.launch, s.transcript), s.env);
  runShell(ups, JSON.stringify({ session_id: 'warm', cwd: s.launch, hook_event_name: 'UserPromptSubmit', prompt: TASK }), s.env);

  row(
    'PreToolUse (Agent call: keeps the task)',
    size,
    paired(floor, () => runShell(pre, preToolUse(s.launch), s.env), clear),
  );
  row(
    'SubagentStart, task kept by PreToolUse',
    size,
    paired(
      floor,
      () => runShell(sub, subagentStart(s.launch, '/nonexistent.jsonl'), s.env),
      () => runShell(pre, preToolUse(s.launch), s.env),
    ),
  );
  row(
    'SubagentStart, task from a 4 MB transcript',
    size,
    paired(floor, () => runShell(sub, subagentStart(s.launch, s.transcript), s.env), clear),
  );
  row(
    'UserPromptSubmit, a first prompt (for scale)',
    size,
    paired(floor, () => runShell(ups, JSON.stringify({ session_id: `b${n++}`, cwd: s.launch, hook_event_name: 'UserPromptSubmit', prompt: TASK }), s.env)),
  );
  rmSync(s.base, { recursive: true, force: true });
  process.stderr.write(`measured ${size}\n`);
}

console.log(`\nPer Agent call, medians of ${runs} paired runs against \`${FLOOR}\` (environment inherited, HOME temporary)\n`);
console.log('| hook | memories | node floor (ms) | hook (ms) | above the floor, per pair (ms) | ratio, per pair |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const line of rows) console.log(line);
