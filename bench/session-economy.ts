// A 40-prompt session over 45 memories with an edit, an addition, a deletion and a
// compaction: how many characters the hooks add in total, against one full list.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtHookPath } from '../lib/io/package-paths.js';

export interface EconomyResult {
  prompts: number;
  memories: number;
  fullListChars: number;
  totalChars: number;
  ratio: number;
  /** for each change: did the very next prompt show it */
  changesSeen: Record<string, boolean>;
}

function note(i: number, description: string): string {
  return `---\ntitle: note ${i}\ndescription: ${description}\ncreated_at: 2026-04-12\ntags: [ops]\n---\n## 문제\n본문 ${i}\n`;
}

function run(hook: string, input: object, home: string): string {
  const r = spawnSync('node', [hook], { input: JSON.stringify(input), env: { PATH: process.env.PATH, HOME: home }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`hook failed: ${r.stderr}`);
  if (r.stdout.trim() === '') return '';
  return (JSON.parse(r.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
}

export function sessionEconomy(prompts = 40, memories = 45): EconomyResult {
  const base = mkdtempSync(join(tmpdir(), 'pm-economy-'));
  try {
    const globalDir = join(base, 'ws', '.ai-core', 'data', 'memory', '_global');
    const project = join(base, 'ws', 'app');
    const home = join(base, 'home');
    for (const dir of [globalDir, project, home]) mkdirSync(dir, { recursive: true });
    for (let i = 0; i < memories; i++) writeFileSync(join(globalDir, `note-${i}.md`), note(i, `운영 메모 ${i}: 배포 전에 확인할 것 (check before deploy)`));

    const session = { session_id: 'economy', transcript_path: '/dev/null', cwd: project };
    const prompt = (n: number) => run(builtHookPath('UserPromptSubmit'), { ...session, hook_event_name: 'UserPromptSubmit', prompt: `작업 ${n}` }, home);
    const changes: Record<number, { name: string; apply: () => void; expect: string }> = {
      10: { name: 'edit', apply: () => writeFileSync(join(globalDir, 'note-3.md'), note(3, '수정된 설명 (edited)')), expect: 'note-3 — 수정된 설명 (edited)' },
      20: { name: 'addition', apply: () => writeFileSync(join(globalDir, 'note-new.md'), note(99, '새 메모 (added)')), expect: 'note-new — 새 메모 (added)' },
      25: { name: 'deletion', apply: () => unlinkSync(join(globalDir, 'note-7.md')), expect: '목록에서 빠짐: [공통] note-7' },
      30: { name: 'compaction', apply: () => {}, expect: '[공통] note-0 — ' },
    };
    let total = 0;
    let fullListChars = 0;
    const changesSeen: Record<string, boolean> = {};
    for (let n = 1; n <= prompts; n++) {
      const change = changes[n];
      let compacted = '';
      if (change) {
        change.apply();
        if (change.name === 'compaction') {
          compacted = run(builtHookPath('SessionStart'), { ...session, hook_event_name: 'SessionStart', source: 'compact' }, home);
          total += compacted.length;
        }
      }
      const out = prompt(n);
      if (n === 1) fullListChars = out.length;
      total += out.length;
      if (change) changesSeen[change.name] = (change.name === 'compaction' ? compacted : out).includes(change.expect);
    }
    return { prompts, memories, fullListChars, totalChars: total, ratio: total / fullListChars, changesSeen };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = sessionEconomy();
  console.log(`\n${r.prompts}-prompt session, ${r.memories} memories, with an edit, an addition, a deletion and a compaction:`);
  console.log(
    `  one full list: ${r.fullListChars} chars; all hook output: ${r.totalChars} chars = ${r.ratio.toFixed(2)}× one list (every-turn design: ${r.prompts}×)`,
  );
  console.log(
    `  each change on the very next prompt: ${Object.entries(r.changesSeen)
      .map(([k, v]) => `${k} ${v ? 'yes' : 'NO'}`)
      .join(', ')}`,
  );
}
