// A flag given where it does nothing is refused, naming the flag and what it is for:
// `key show --force`, `import … --keep-edits` without --update. And what each command's
// --help documents is what its parser takes, flag for flag.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../lib/cli/command.js';
import { HELP_TEXT } from '../../lib/i18n/help.js';
import { COMMAND_NAMES } from '../../lib/i18n/types.js';
import { seedWorkspace, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const ws = () => join(seedWorkspace(), 'ws');
const run = (args: string[], lang: 'en' | 'ko' = 'en') => runCli(args, { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang } });

describe('a flag for another action, or without the flag it goes with, is refused', () => {
  it.each([
    [['key', '--force'], '--force is for key pin only, not key show', '--force는 key pin에만 쓰는 옵션입니다 (key show에는 쓰지 않음)'],
    [['key', 'show', '--dry-run'], '--dry-run is for key pin, key move only, not key show', '--dry-run은 key pin, key move에만 쓰는 옵션입니다'],
    [['key', 'move', 'old', 'new', '--force'], '--force is for key pin only, not key move', '(key move에는 쓰지 않음)'],
    [['import', 'claude-md', '--keep-edits'], '--keep-edits goes with --update: pass both, or leave out --keep-edits', '--keep-edits는 --update와 함께 씁니다'],
    [
      ['import', 'claude-md', '--overwrite-edits'],
      '--overwrite-edits goes with --update',
      '--overwrite-edits는 --update와 함께 씁니다. 둘 다 주거나 --overwrite-edits를 빼세요',
    ],
  ])('%j', (args, en, ko) => {
    const dir = ws();
    for (const [lang, said] of [
      ['en', en],
      ['ko', ko],
    ] as const) {
      const r = run([...args, '--dir', dir], lang);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(said);
    }
  });

  it('where the flag applies it is taken', () => {
    const pin = run(['key', 'pin', 'shop', '--force', '--dry-run', '--dir', ws()]);
    expect(pin.code, pin.stderr).toBe(0);
    const dir = tempTree({ 'p/CLAUDE.md': '# P\n\n## Deploy\nMigrate first.\n' });
    const imported = run(['import', 'claude-md', '--section', 'Deploy', '--update', '--keep-edits', '--dir', join(dir, 'p')]);
    expect(imported.code, imported.stderr).toBe(0);
  });

  it('an unknown action is still said as such', () => {
    const r = run(['key', 'bogus', '--force', '--dir', ws()]);
    expect(r.stderr).toContain('unknown action "bogus"');
  });
});

/** An --help's Options section: the flags at the start of its lines, and every flag it names. */
function documented(help: string): { listed: string[]; named: string[] } {
  const options = help.slice(help.indexOf('\nOptions:'));
  const flags = (pattern: RegExp) => [...options.matchAll(pattern)].map((m) => m[1] as string);
  return { listed: flags(/^ {2}(--[a-z][a-z-]*)/gm), named: flags(/(--[a-z][a-z-]*)/g) };
}

async function commandOf(name: string): Promise<Command> {
  const module = (await import(`../../scripts/commands/${name}.ts`)) as Record<string, unknown>;
  const found = Object.values(module).find((v): v is Command => (v as Command | undefined)?.name === name);
  if (found === undefined) throw new Error(`no command ${name}`);
  return found;
}

describe('each command --help lists the flags its parser takes, no more, no fewer', () => {
  it.each(COMMAND_NAMES)('%s', async (name) => {
    const parsed = Object.keys((await commandOf(name)).options).map((o) => `--${o}`);
    const { listed, named } = documented(HELP_TEXT.en[name]);
    // a flag may share a line with its sibling (save: `--body TEXT … or --body-file F`)
    expect(parsed.filter((flag) => !named.includes(flag))).toEqual([]);
    expect(listed.filter((flag) => !parsed.includes(flag))).toEqual([]);
  });

  it('key --help says which action each flag is for, as the parser refuses it', () => {
    const help = HELP_TEXT.en.key;
    expect(help).toMatch(/^ {2}--force +pin: /m);
    expect(help).toMatch(/^ {2}--dry-run +pin, move: /m);
  });

  it('import --help says --keep-edits and --overwrite-edits go with --update', () => {
    expect(HELP_TEXT.en.import).toMatch(/^ {2}--keep-edits +with --update/m);
    expect(HELP_TEXT.en.import).toMatch(/^ {2}--overwrite-edits +with --update/m);
  });
});
