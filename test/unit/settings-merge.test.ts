import { describe, expect, it } from 'vitest';
import { detectJsonStyle, formatJson } from '../../lib/settings/json-text.js';
import { addHooks, disableAutoMemory, type HookSpec, removeHooks, restoreAutoMemory } from '../../lib/settings/settings-merge.js';

/** which of our hooks a command runs: its file name, for commands under /pm/dist/hooks/ */
const hookOf = (command: string) => (command.includes('/pm/dist/hooks/') ? command.split('/').at(-1) : undefined);
const ours = (command: string) => hookOf(command) !== undefined;
const spec: HookSpec = { event: 'UserPromptSubmit', command: 'node /pm/dist/hooks/user-prompt-submit.js', timeout: 10 };
const other = { hooks: [{ type: 'command', command: 'echo other', timeout: 5 }] };

describe('addHooks', () => {
  it('adds a group to an empty settings object', () => {
    const { settings, changes } = addHooks({}, [spec], hookOf);
    expect(settings).toEqual({ hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: spec.command, timeout: 10 }] }] } });
    expect(changes).toHaveLength(1);
  });

  it('keeps every other key and hook, and does not mutate its input', () => {
    const input = { model: 'x', permissions: { allow: ['Bash'] }, hooks: { UserPromptSubmit: [other], Stop: [other] } };
    const before = structuredClone(input);
    const { settings } = addHooks(input, [spec], hookOf);
    expect(input).toEqual(before);
    expect(settings.model).toBe('x');
    expect(settings.permissions).toEqual({ allow: ['Bash'] });
    expect((settings.hooks as Record<string, unknown[]>).UserPromptSubmit).toHaveLength(2);
    expect((settings.hooks as Record<string, unknown[]>).Stop).toEqual([other]);
  });

  it('is idempotent', () => {
    const once = addHooks({}, [spec], hookOf).settings;
    const twice = addHooks(once, [spec], hookOf);
    expect(twice.changes).toEqual([]);
    expect(twice.settings).toEqual(once);
  });

  it('updates an entry of ours from an old location instead of adding a second one', () => {
    const old = addHooks({}, [{ ...spec, command: 'node /old/pm/dist/hooks/user-prompt-submit.js' }], () => undefined).settings;
    const { settings, changes } = addHooks(old, [spec], (c) => (c.includes('/dist/hooks/') ? c.split('/').at(-1) : undefined));
    expect(changes[0]).toMatch(/^update/);
    expect(JSON.stringify(settings).match(/user-prompt-submit/g)).toHaveLength(1);
  });

  it('keeps two hooks of one event apart: adding the second never rewrites the first', () => {
    const check: HookSpec = { event: 'PostToolUse', matcher: 'Write|Edit|MultiEdit', command: 'node /pm/dist/hooks/post-tool-use.cjs', timeout: 10 };
    const read: HookSpec = { event: 'PostToolUse', matcher: 'Read', command: 'node /pm/dist/hooks/memory-read.cjs', timeout: 10 };
    // an install from before the Read hook existed, then today's install over it
    const before = addHooks({}, [check], hookOf).settings;
    const { settings, changes } = addHooks(before, [check, read], hookOf);
    expect(changes).toEqual([`add PostToolUse hook: ${read.command}`]);
    expect((settings.hooks as Record<string, unknown[]>).PostToolUse).toEqual([
      { matcher: 'Write|Edit|MultiEdit', hooks: [{ type: 'command', command: check.command, timeout: 10 }] },
      { matcher: 'Read', hooks: [{ type: 'command', command: read.command, timeout: 10 }] },
    ]);
    expect(addHooks(settings, [check, read], hookOf).changes).toEqual([]);
    // moved checkout: each entry is updated in place, in its own group
    const moved = [check, read].map((s) => ({ ...s, command: s.command.replace('/pm/', '/new/pm/') }));
    const again = addHooks(settings, moved, hookOf);
    expect(
      (again.settings.hooks as Record<string, Array<{ matcher: string; hooks: Array<{ command: string }> }>>).PostToolUse?.map((g) => [
        g.matcher,
        g.hooks[0]?.command,
      ]),
    ).toEqual([
      ['Write|Edit|MultiEdit', moved[0]?.command],
      ['Read', moved[1]?.command],
    ]);
    expect(removeHooks(again.settings, ours).settings).toEqual({});
  });

  it('adds a matcher when the spec has one', () => {
    const { settings } = addHooks({}, [{ ...spec, event: 'SessionStart', matcher: 'compact' }], hookOf);
    expect((settings.hooks as Record<string, unknown[]>).SessionStart?.[0]).toMatchObject({ matcher: 'compact' });
  });

  it('refuses hooks that are not an object', () => {
    expect(() => addHooks({ hooks: [] }, [spec], hookOf)).toThrow(/"hooks" is not an object/);
  });
});

describe('removeHooks', () => {
  it('removes exactly what addHooks added', () => {
    const input = { model: 'x', hooks: { UserPromptSubmit: [other] } };
    const added = addHooks(input, [spec], hookOf).settings;
    expect(removeHooks(added, ours).settings).toEqual(input);
  });

  it('drops the hooks key when nothing is left', () => {
    const added = addHooks({ a: 1 }, [spec], hookOf).settings;
    expect(removeHooks(added, ours).settings).toEqual({ a: 1 });
  });

  it('keeps a foreign hook that shares a group with ours', () => {
    const input = { hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: spec.command }, other.hooks[0]] }] } };
    expect(removeHooks(input, ours).settings).toEqual({ hooks: { UserPromptSubmit: [other] } });
  });
});

describe('auto memory', () => {
  it('turns it off, and uninstall restores the previous state', () => {
    expect(disableAutoMemory({}).settings).toEqual({ autoMemoryEnabled: false });
    expect(disableAutoMemory({ autoMemoryEnabled: false }).changes).toEqual([]);
    expect(restoreAutoMemory({ autoMemoryEnabled: false }, undefined).settings).toEqual({});
    expect(restoreAutoMemory({ autoMemoryEnabled: false }, true).settings).toEqual({ autoMemoryEnabled: true });
  });
});

describe('JSON style', () => {
  it.each([
    ['{\n    "a": 1\n}\n', '    ', true],
    ['{\n\t"a": 1\n}', '\t', false],
    ['{"a":1}', '  ', false],
  ])('keeps the indent and trailing newline of %j', (text, indent, newline) => {
    const style = detectJsonStyle(text);
    expect(style).toEqual({ indent, trailingNewline: newline });
    expect(formatJson(JSON.parse(text), style).endsWith('\n')).toBe(newline);
  });
});
