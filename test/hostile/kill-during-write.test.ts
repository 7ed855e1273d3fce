// kill -9 in the middle of a write: the memory file is always the whole old version or
// the whole new one, never torn; the temp files a kill leaves behind are never listed;
// and a hook killed while writing its cache leaves a state the next run lists from
// exactly as from scratch.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, utimesSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../lib/format/frontmatter.js';
import { CLI, cleanEnv, HOOK, REPO, runCli } from '../support/processes.js';
import { goodFile, hookEnv, hookEvent, inBatches, makeRoot, makeWorkspace, removeRoot, runHookTimed, type Workspace } from './harness.js';
import { expectHookInvariants, hookViolations } from './invariants.js';
import { fuzzSeed, type Random, seededRandom } from './random.js';

let root: string;
beforeAll(() => {
  root = makeRoot('pm-hostile-kill-');
});
afterAll(() => removeRoot(root));

/** `.name.md.<pid>.<unique>.tmp`: what lib/atomic-write.ts leaves when killed between write and rename. */
const isTemp = (name: string): boolean => name.startsWith('.') && name.endsWith('.tmp');
const tempsIn = (dir: string): string[] => readdirSync(dir).filter(isTemp);

interface KillResult {
  /** the process was still running when the signal came */
  killed: boolean;
  code: number | null;
}

/**
 * Runs `args` and SIGKILLs it: after `delayMs` once it prints "ready" (or from the start
 * when `waitReady` is false), or as soon as a temp file appears in `watchDir` — the
 * moment a write is under way.
 */
function runAndKill(
  args: string[],
  options: { env: Record<string, string>; delayMs: number; waitReady?: boolean; watchDir?: string; input?: string },
): Promise<KillResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: options.env, stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'ignore'] });
    let timer: NodeJS.Timeout | undefined;
    const watcher = options.watchDir
      ? watch(options.watchDir, (_event, name) => {
          if (name && isTemp(String(name))) child.kill('SIGKILL');
        })
      : undefined;
    const arm = (): void => {
      timer = setTimeout(() => child.kill('SIGKILL'), options.delayMs);
    };
    if (options.waitReady) child.stdout?.once('data', arm);
    else arm();
    child.stdout?.resume();
    if (options.input !== undefined) child.stdin?.end(options.input);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      watcher?.close();
      resolve({ killed: signal === 'SIGKILL', code });
    });
  });
}

describe('writeFileAtomic under kill -9', () => {
  let writer: string;

  beforeAll(async () => {
    // the library function itself, bundled once, in a loop that never stops writing
    writer = join(root, 'writer.mjs');
    await build({
      stdin: {
        contents: `
          import { readFileSync } from 'node:fs';
          import { writeFileAtomic } from ${JSON.stringify(join(REPO, 'lib', 'io', 'atomic-write.ts'))};
          const [path, a, b] = process.argv.slice(2);
          const versions = [readFileSync(a), readFileSync(b)];
          writeFileAtomic(path, versions[0]);
          process.stdout.write('ready\\n');
          for (let i = 1; ; i ^= 1) writeFileAtomic(path, versions[i]);
        `,
        resolveDir: REPO,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: writer,
      logLevel: 'silent',
    });
  });

  it('120 kills at random moments of a write loop: always one whole version, temp files never listed', async () => {
    const seed = fuzzSeed(412);
    const random = seededRandom(seed);
    const lanes = Array.from({ length: 4 }, (_, lane) => {
      const ws = makeWorkspace(root, `writer-${lane}`);
      // two full memory files of ~1 MB that differ everywhere, so a torn mix cannot pass for either
      const versions = ['old', 'new'].map((tag) => goodFile(`${tag} version`, `the ${tag} version of a big note`) + `${tag} body line\n`.repeat(70_000));
      const files = versions.map((text, i) => {
        const file = join(ws.base, `version-${i}.md`);
        writeFileSync(file, text);
        return file;
      });
      return { ws, path: join(ws.projectDir, 'big-note.md'), versions, files };
    });
    const delays = Array.from({ length: 120 }, () => Math.floor(random() * 40));
    const torn: string[] = [];
    let killed = 0;
    await inBatches(
      delays.map((delayMs, i) => async () => {
        const lane = lanes[i % lanes.length] as (typeof lanes)[number];
        const result = await runAndKill([writer, lane.path, ...lane.files], { env: cleanEnv(), delayMs, waitReady: true });
        if (result.killed) killed++;
        const text = readFileSync(lane.path, 'utf8');
        if (!lane.versions.includes(text)) torn.push(`kill ${i} after ${delayMs} ms: ${text.length} characters, neither version`);
      }),
      lanes.length,
    );
    expect(torn, `seed ${seed}`).toEqual([]);
    expect(killed).toBe(delays.length);

    // what the kills left behind: a temp file whenever a kill fell between open and rename
    const leftovers = lanes.flatMap((lane) => tempsIn(lane.ws.projectDir));
    for (const lane of lanes) {
      const context = expectHookInvariants(runHookTimed(hookEvent(lane.ws.launchDir), hookEnv(lane.ws)), { list: true, good: lane.ws.good }) ?? '';
      expect(context).not.toContain('.tmp');
      expect(context).toMatch(/\] big-note — the (?:old|new) version of a big note\n/);
    }
    // the next writer neither trips over old temp files nor removes them: only lint points them out
    console.info(`writeFileAtomic: ${killed} kills, ${leftovers.length} temp files left behind`);
  });
});

describe('save --update under kill -9', () => {
  function body(tag: string): string {
    return Array.from({ length: 3_500 }, (_, i) => `${tag} line ${i}: the staging database resets every night at 02:00`).join('\n');
  }

  it('40 kills of the CLI, half the moment its temp file appears: the memory is always the whole old or new text', async () => {
    const seed = fuzzSeed(2026);
    const random: Random = seededRandom(seed);
    const lanes = Array.from({ length: 2 }, (_, lane) => {
      const ws = makeWorkspace(root, `save-${lane}`, { control: 'none' });
      const bodies = ['before', 'after'].map((tag) => {
        const file = join(ws.base, `${tag}.md`);
        writeFileSync(file, body(tag));
        return file;
      });
      return { ws, bodies, path: join(ws.projectDir, 'big-note.md') };
    });
    const saveArgs = (lane: (typeof lanes)[number], version: number, update = true): string[] => [
      CLI,
      'save',
      '--dir',
      lane.ws.launchDir,
      '--project',
      'proj',
      '--scope',
      'project',
      '--name',
      'big-note',
      ...(update ? ['--update'] : []),
      '--title',
      `big note ${version}`,
      '--description',
      `version ${version} of a big note`,
      '--body-file',
      lane.bodies[version] as string,
    ];
    // both complete texts, from runs that were not killed: 0 creates (an update needs a memory
    // that is there), 1 and 0 again replace, so both carry the same created_at and today's updated_at
    let fullRunMs = 0;
    const texts = lanes.map((lane) => {
      const textOf: string[] = [];
      for (const [step, version] of [0, 1, 0].entries()) {
        const started = performance.now();
        const run = runCli(saveArgs(lane, version, step > 0).slice(1), { env: { HOME: lane.ws.home } });
        fullRunMs = Math.max(fullRunMs, performance.now() - started);
        expect(run.stderr).toBe('');
        textOf[version] = readFileSync(lane.path, 'utf8');
      }
      return textOf;
    });

    const problems: string[] = [];
    let killedWhileRunning = 0;
    await inBatches(
      Array.from({ length: 40 }, (_, i) => async () => {
        const laneIndex = i % lanes.length;
        const lane = lanes[laneIndex] as (typeof lanes)[number];
        const laneTexts = texts[laneIndex] as string[];
        const before = readFileSync(lane.path, 'utf8');
        const next = before === laneTexts[0] ? 1 : 0;
        const onTemp = i % 4 < 2;
        const result = await runAndKill(saveArgs(lane, next), {
          env: cleanEnv({ HOME: lane.ws.home }),
          // anywhere from start-up to the end of a run as long as the slowest complete one
          delayMs: onTemp ? 5_000 : Math.floor(random() * fullRunMs),
          watchDir: onTemp ? lane.ws.projectDir : undefined,
        });
        if (result.killed) killedWhileRunning++;
        const after = readFileSync(lane.path, 'utf8');
        if (after !== before && after !== laneTexts[next])
          problems.push(`kill ${i}: the file is neither the old nor the new version (${after.length} characters)`);
        const parsed = parseFrontMatter(after);
        if (!parsed.ok || !/^version [01] of a big note$/.test(String(parsed.data.description)))
          problems.push(`kill ${i}: the file does not parse as a memory`);
      }),
      lanes.length,
    );
    expect(problems, `seed ${seed}`).toEqual([]);
    expect(killedWhileRunning).toBeGreaterThan(10);

    // leftovers are hidden from the list and from the duplicate check of the next save
    for (const lane of lanes) {
      const temps = tempsIn(lane.ws.projectDir);
      const context = expectHookInvariants(runHookTimed(hookEvent(lane.ws.launchDir), hookEnv(lane.ws)), { list: true }) ?? '';
      expect(context).not.toContain('.tmp');
      const run = runCli(saveArgs(lane, 0).slice(1), { env: { HOME: lane.ws.home } });
      expect(run.code, run.stderr).toBe(0);
      expect(readFileSync(lane.path, 'utf8')).toBe(texts[lanes.indexOf(lane)]?.[0]);
      // nothing removes them; lint reports them once they are old
      const old = new Date(Date.now() - 3_600_000);
      for (const temp of temps) utimesSync(join(lane.ws.projectDir, temp), old, old);
      const lint = JSON.parse(runCli(['lint', '--dir', lane.ws.launchDir, '--json'], { env: { HOME: lane.ws.home } }).stdout) as {
        findings: { rule: string }[];
      };
      expect(lint.findings.filter((f) => f.rule === 'stale-temp')).toHaveLength(tempsIn(lane.ws.projectDir).length);
      console.info(`save --update: ${temps.length} temp files left in lane ${lanes.indexOf(lane)}`);
    }
  });
});

describe('the hook under kill -9 while it writes its cache', () => {
  let ws: Workspace;
  let reference: string;
  let coldRunMs: number;
  const PROMPT = 'docker branch switch 403, PDF output, chorus high mode, staging database reset';
  // the kills are what is tested here, not the scan's deadline: on a loaded machine a cold run
  // over 1,000 files can pass the default 1.2 s and list part of them, a list that differs for
  // another reason (the deadline has tests of its own). The longest deadline the hook takes:
  const env = (extra: Record<string, string>) => hookEnv(ws, { PROJECT_MEMORY_SCAN_MS: '8000', ...extra });

  beforeAll(() => {
    ws = makeWorkspace(root, 'hook-kill');
    for (let i = 0; i < 1_000; i++) {
      const folder = i % 2 === 0 ? ws.globalDir : ws.projectDir;
      writeFileSync(join(folder, `note-${String(i).padStart(4, '0')}.md`), goodFile(`note ${i}`, `operational note number ${i}`));
    }
    // backdated, so every run trusts and rewrites the same cache instead of re-reading racy files
    const past = new Date(Date.now() - 3_600_000);
    for (const dir of [ws.globalDir, ws.projectDir]) {
      for (const name of readdirSync(dir)) utimesSync(join(dir, name), past, past);
      utimesSync(dir, past, past);
    }
    // the list as a clean state folder gives it: what every run after a kill must show too
    const clean = runHookTimed(
      hookEvent(ws.launchDir, { prompt: PROMPT, session_id: 'reference' }),
      env({ PROJECT_MEMORY_STATE_DIR: join(ws.base, 'clean-state') }),
    );
    reference = expectHookInvariants(clean, { list: true, good: ws.good }) ?? '';
    coldRunMs = clean.durationMs;
  }, 60_000);

  it('16 kills at random moments of cold runs: the next run lists exactly what a clean run lists', async () => {
    const seed = fuzzSeed(99);
    const random = seededRandom(seed);
    const problems: string[] = [];
    let killed = 0;
    let leftovers = 0;
    for (let i = 0; i < 16; i++) {
      const state = join(ws.base, `state-${i}`);
      mkdirSync(join(state, 'index'), { recursive: true });
      const onTemp = i % 2 === 0;
      const result = await runAndKill([HOOK], {
        env: cleanEnv(env({ PROJECT_MEMORY_STATE_DIR: state })),
        delayMs: onTemp ? 5_000 : Math.floor(random() * coldRunMs),
        watchDir: onTemp ? join(state, 'index') : undefined,
        input: JSON.stringify(hookEvent(ws.launchDir, { prompt: PROMPT, session_id: `killed-${i}` })),
      });
      if (result.killed) killed++;
      leftovers += tempsIn(join(state, 'index')).length;
      for (const attempt of ['first', 'second']) {
        const next = runHookTimed(hookEvent(ws.launchDir, { prompt: PROMPT, session_id: `after-${i}-${attempt}` }), env({ PROJECT_MEMORY_STATE_DIR: state }));
        const violations = hookViolations(next, { list: true, good: ws.good });
        const context =
          next.stdout === '' ? '' : (JSON.parse(next.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
        if (violations.length > 0) problems.push(`kill ${i}, ${attempt} run after: ${violations.join('; ')}`);
        else if (context !== reference) problems.push(`kill ${i}, ${attempt} run after: the list differs from a clean run`);
      }
    }
    expect(problems, `seed ${seed}`).toEqual([]);
    expect(killed).toBeGreaterThan(4);
    console.info(`hook: ${killed} kills, ${leftovers} temp files left in the cache folder`);
  });
});
