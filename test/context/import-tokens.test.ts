import { describe, expect, it } from 'vitest';
import { findImportTokens, proseOf, resolveImportPath } from '../../lib/diagnose/context/import-tokens.js';

describe('findImportTokens', () => {
  it.each([
    ['See @docs/setup.md for setup.', ['docs/setup.md']],
    ['@./a.md and @../b.md', ['./a.md', '../b.md']],
    ['- @~/.claude/shared.md', ['~/.claude/shared.md']],
    ['absolute @/etc/x.md', ['/etc/x.md']],
    ['mail me@example.com, not an import', []],
    ['trailing punctuation: @notes.md, @other.md.', ['notes.md', 'other.md']],
    ['(see @paren.md)', ['paren.md']],
    ['escaped @my\\ notes.md space', ['my notes.md']],
    ['inline `@code.md` is code', []],
    ['double ``a @x.md ` b`` span', []],
    ['```\n@fenced.md\n```\n@after.md', ['after.md']],
    ['~~~md\n@tilde.md\n~~~', []],
    ['````\n```\n@still-code.md\n````\n@out.md', ['out.md']],
    ['an @ alone and @@twice', []],
  ])('finds the imports in %j', (text, tokens) => {
    expect(findImportTokens(text)).toEqual(tokens);
  });

  it('does not let a stray backtick hide imports past a blank line', () => {
    expect(findImportTokens('a ` stray\n\n@next.md `')).toEqual(['next.md']);
  });

  it('keeps line count when blanking fenced blocks', () => {
    expect(proseOf('a\n```\nb\n```\nc').split('\n')).toHaveLength(5);
  });
});

describe('resolveImportPath', () => {
  it.each([
    ['docs/x.md', '/repo/CLAUDE.md', '/repo/docs/x.md'],
    ['./x.md', '/repo/sub/CLAUDE.md', '/repo/sub/x.md'],
    ['../x.md', '/repo/sub/CLAUDE.md', '/repo/x.md'],
    ['/abs/x.md', '/repo/CLAUDE.md', '/abs/x.md'],
    ['~/notes.md', '/repo/CLAUDE.md', '/home/me/notes.md'],
  ])('resolves %s from %s to %s', (token, from, expected) => {
    expect(resolveImportPath(token, from, '/home/me')).toBe(expected);
  });

  it('cannot resolve ~/ without a HOME', () => {
    expect(resolveImportPath('~/x.md', '/repo/CLAUDE.md', undefined)).toBeUndefined();
  });
});
