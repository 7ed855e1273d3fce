// The built CLI as a child process, in each language the rule can pick (the locale,
// PROJECT_MEMORY_LANG over it): doctor, context, install and uninstall print every line
// in that one language — and so do key, list, search and import. English output holds no
// Hangul; Korean output no English sentence (test/i18n/language-rules.ts). `--json`
// stays English in every language. Memory text in the fixture is a few neutral words,
// so what is checked is the CLI's own words.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';
import { hangulIn, languageProblems } from './language-rules.js';

type Lang = 'ko' | 'en';

const LANGUAGES: Array<{ name: string; lang: Lang; env: Record<string, string> }> = [
  { name: 'LANG=ko_KR.UTF-8', lang: 'ko', env: { LANG: 'ko_KR.UTF-8' } },
  { name: 'LANG=en_US.UTF-8', lang: 'en', env: { LANG: 'en_US.UTF-8' } },
  { name: 'PROJECT_MEMORY_LANG=ko over LANG=en_US.UTF-8', lang: 'ko', env: { LANG: 'en_US.UTF-8', PROJECT_MEMORY_LANG: 'ko' } },
  { name: 'PROJECT_MEMORY_LANG=en over LANG=ko_KR.UTF-8', lang: 'en', env: { LANG: 'ko_KR.UTF-8', PROJECT_MEMORY_LANG: 'en' } },
];

/** A line each language must show: proof the output is in that language, not merely free of the other. */
const MARKERS: Record<string, Record<Lang, string>> = {
  installDryRun: { ko: 'UserPromptSubmit hook 추가 예정: ', en: 'would add UserPromptSubmit hook: ' },
  install: { ko: 'autoMemoryEnabled 설정함: false', en: 'set autoMemoryEnabled: false' },
  installAgain: { ko: '이미 설치되어 있습니다', en: 'already installed' },
  doctorBefore: { ko: '✗ 실패', en: '✗ fail' },
  doctorFix: { ko: '해결: ', en: 'fix: ' },
  doctorAfter: { ko: '✓ 통과', en: '✓ ok' },
  context: { ko: '세션 시작 때 합계', en: 'total at session start' },
  contextWarning: { ko: '순환은 따라가지 않습니다', en: 'the cycle is not followed' },
  uninstallDryRun: { ko: 'UserPromptSubmit hook 제거 예정: ', en: 'would remove UserPromptSubmit hook: ' },
  uninstall: { ko: 'autoMemoryEnabled 설정 제거함', en: 'removed autoMemoryEnabled' },
  key: { ko: '출처: git 최상위 폴더', en: 'from: the git top-level' },
  keyBadPin: { ko: '키가 없음 (빈 줄이나 주석뿐임)', en: 'it names no key (its lines are blank or comments)' },
  list: { ko: '(git 최상위 폴더)', en: '(git top level)' },
  import: { ko: 'cursor 가져오기: ', en: 'import cursor: ' },
};

interface Scene {
  ws: string;
  project: string;
  home: string;
  cursor: string;
}

/** A workspace with one memory, a git project inside it with CLAUDE.md trouble, and Cursor rules to import. */
function scene(): Scene {
  const root = tempTree({
    // "fr" names no language: doctor's language row warns, and the locale or PROJECT_MEMORY_LANG decides
    'ws/.ai-core/project-memory.json': '{ "lang": "fr" }\n',
    'ws/.ai-core/data/memory/_global/docker.md': '---\ntitle: Docker 403\ndescription: Docker 403 — compose down\n---\nbody\n',
    'ws/app/CLAUDE.md': 'see @missing.md and @CLAUDE.md\n',
    'ws/app/.claude/CLAUDE.md': `${'x'.repeat(41_000)}\n`,
    'ws/app/.claude/rules/src.md': '---\npaths: ["src/**"]\n---\nrule\n',
    'cursor/.cursor/rules/pnpm.mdc': '---\ndescription: pnpm lockfile\n---\npnpm\n',
  });
  const project = join(root, 'ws/app');
  execFileSync('git', ['init', '-q'], { cwd: project });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'x'], { cwd: project });
  return { ws: join(root, 'ws'), project, home: makeTempDir('pm-i18n-home-'), cursor: join(root, 'cursor/.cursor/rules') };
}

beforeAll(() => assertBuilt());

describe.each(LANGUAGES)('$name: one language per output', ({ lang, env }) => {
  const run = async (s: Scene, args: string[]) => {
    const r = await runCli(args, { cwd: s.project, home: s.home, env });
    return { ...r, output: `${r.stdout}${r.stderr}` };
  };

  /** The output is in `lang`, and shows the marker of `lang`. */
  const inLanguage = (output: string, marker: keyof typeof MARKERS) => {
    expect(languageProblems(lang, output), output).toEqual([]);
    expect(output).toContain(MARKERS[marker]?.[lang]);
  };

  it('install, doctor, context and uninstall', async () => {
    const s = scene();
    const before = await run(s, ['doctor', '--dir', s.project]);
    expect(before.code).toBe(1);
    inLanguage(before.output, 'doctorBefore');
    inLanguage(before.output, 'doctorFix');

    inLanguage((await run(s, ['install', '--dir', s.ws, '--dry-run'])).output, 'installDryRun');
    inLanguage((await run(s, ['install', '--dir', s.ws])).output, 'install');
    inLanguage((await run(s, ['install', '--dir', s.ws])).output, 'installAgain');

    const after = await run(s, ['doctor', '--dir', s.project]);
    inLanguage(after.output, 'doctorAfter');
    expect(after.output).toMatch(/hook-run:user/);

    const context = await run(s, ['context', '--dir', s.project]);
    expect(context.code).toBe(0);
    inLanguage(context.output, 'context');
    inLanguage(context.output, 'contextWarning');

    inLanguage((await run(s, ['uninstall', '--dir', s.ws, '--dry-run'])).output, 'uninstallDryRun');
    inLanguage((await run(s, ['uninstall', '--dir', s.ws])).output, 'uninstall');
  });

  it('key, list, search and import', async () => {
    const s = scene();
    inLanguage((await run(s, ['key', '--dir', s.project])).output, 'key');
    execFileSync('sh', ['-c', `printf '\\n' > ${JSON.stringify(join(s.project, '.project-memory-key'))}`]);
    inLanguage((await run(s, ['key', '--dir', s.project])).output, 'keyBadPin');
    inLanguage((await run(s, ['list', '--dir', s.project])).output, 'list');
    const search = await run(s, ['search', 'docker', '--dir', s.project]);
    expect(languageProblems(lang, search.output)).toEqual([]);
    expect(search.output).toContain('docker');
    inLanguage((await run(s, ['import', 'cursor', s.cursor, '--dir', s.project])).output, 'import');
  });

  it('--json stays English: doctor rows, context warnings, the change lines of install and uninstall', async () => {
    const s = scene();
    const doctor = JSON.parse((await run(s, ['doctor', '--dir', s.project, '--json'])).stdout) as { checks: Array<{ message: string; fix?: string }> };
    expect(doctor.checks.length).toBeGreaterThan(5);
    for (const check of doctor.checks) expect(hangulIn(`${check.message} ${check.fix ?? ''}`)).toBeUndefined();
    const context = JSON.parse((await run(s, ['context', '--dir', s.project, '--json'])).stdout) as { warnings: Array<{ message: string }> };
    expect(context.warnings.map((w) => w.message).join('\n')).toContain('the cycle is not followed');
    const install = JSON.parse((await run(s, ['install', '--dir', s.ws, '--json'])).stdout) as { changes: string[] };
    expect(install.changes).toContain('set autoMemoryEnabled: false');
    expect(
      install.changes.filter(
        (c) =>
          c.startsWith('add UserPromptSubmit hook: node ') ||
          c.startsWith('add UserPromptSubmit hook: NODE_') ||
          c.startsWith('add UserPromptSubmit hook: [ ! -f '),
      ),
    ).toHaveLength(1);
    const uninstall = JSON.parse((await run(s, ['uninstall', '--dir', s.ws, '--json'])).stdout) as { changes: string[] };
    expect(uninstall.changes).toContain('remove autoMemoryEnabled');
    expect(uninstall.changes.some((c) => c.startsWith('remove UserPromptSubmit hook: '))).toBe(true);
    expect(uninstall.changes).toContain(`remove ${join(s.home, '.claude/settings.json')}`);
    expect(readFileSync(join(s.ws, '.ai-core/project-memory.json'), 'utf8')).toContain('"fr"');
  });
});
