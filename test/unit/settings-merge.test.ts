import { describe, expect, it } from 'vitest';
import { changeLine } from '../../lib/i18n/change-line.js';
import type { SettingsChange } from '../../lib/model/settings-change.js';
import { applyJsonEdits } from '../../lib/settings/json-edit.js';
import {
  addHooks,
  disableAutoMemory,
  type HookSpec,
  type MergeResult,
  removeHooks,
  restoreAutoMemory,
  type Settings,
  SettingsShapeError,
} from '../../lib/settings/settings-merge.js';

const ours = (command: string) => command.includes('/pm/dist/hooks/');
const spec: HookSpec = { event: 'UserPromptSubmit', command: 'node /pm/dist/hooks/user-prompt-submit.js', timeout: 10 };
const other = { hooks: [{ type: 'command', command: 'echo other', timeout: 5 }] };

/** The settings after the planned edits, made to the settings' JSON text. */
const apply = (input: Settings, result: MergeResult): Settings => JSON.parse(applyJsonEdits(JSON.stringify(input, null, 2), result.edits));

describe('addHooks', () => {
  it('adds a group to an empty settings object', () => {
    const result = addHooks({}, [spec], ours);
    expect(apply({}, result)).toEqual({ hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: spec.command, timeout: 10 }] }] } });
    expect(result.changes).toHaveLength(1);
  });

  it('keeps every other key and hook, and does not mutate its input', () => {
    const input = { model: 'x', permissions: { allow: ['Bash'] }, hooks: { UserPromptSubmit: [other], Stop: [other] } };
    const before = structuredClone(input);
    const settings = apply(input, addHooks(input, [spec], ours));
    expect(input).toEqual(before);
    expect(settings.model).toBe('x');
    expect(settings.permissions).toEqual({ allow: ['Bash'] });
    expect((settings.hooks as Record<string, unknown[]>).UserPromptSubmit).toHaveLength(2);
    expect((settings.hooks as Record<string, unknown[]>).Stop).toEqual([other]);
  });

  it('is idempotent', () => {
    const once = apply({}, addHooks({}, [spec], ours));
    const twice = addHooks(once, [spec], ours);
    expect(twice.changes).toEqual([]);
    expect(twice.edits).toEqual([]);
  });

  it('leaves our entry as the user set it: a raised timeout is theirs', () => {
    const raised = { hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: spec.command, timeout: 60 }] }] } };
    expect(addHooks(raised, [spec], ours).edits).toEqual([]);
  });

  it('keeps two hooks of one event apart: adding the second never rewrites the first', () => {
    const check: HookSpec = { event: 'PostToolUse', matcher: 'Write|Edit|MultiEdit', command: 'node /pm/dist/hooks/post-tool-use.cjs', timeout: 10 };
    const read: HookSpec = { event: 'PostToolUse', matcher: 'Read', command: 'node /pm/dist/hooks/memory-read.cjs', timeout: 10 };
    // an install from before the Read hook existed, then today's install over it
    const before = apply({}, addHooks({}, [check], ours));
    const result = addHooks(before, [check, read], ours);
    expect(result.changes).toEqual([{ kind: 'add-hook', event: 'PostToolUse', command: read.command }]);
    const settings = apply(before, result);
    expect((settings.hooks as Record<string, unknown[]>).PostToolUse).toEqual([
      { matcher: 'Write|Edit|MultiEdit', hooks: [{ type: 'command', command: check.command, timeout: 10 }] },
      { matcher: 'Read', hooks: [{ type: 'command', command: read.command, timeout: 10 }] },
    ]);
    expect(addHooks(settings, [check, read], ours).changes).toEqual([]);
    // both into a file that has neither: two groups, not the second made in place of the first
    expect(apply({}, addHooks({}, [check, read], ours))).toEqual(settings);
    // a moved checkout: each entry is updated in place, in its own group
    const moved = [check, read].map((s) => ({ ...s, command: s.command.replace('/pm/', '/new/pm/') }));
    const again = apply(
      settings,
      addHooks(settings, moved, (c) => c.includes('/dist/hooks/')),
    );
    const groups = (again.hooks as Record<string, Array<{ matcher: string; hooks: Array<{ command: string }> }>>).PostToolUse;
    expect(groups?.map((g) => [g.matcher, g.hooks[0]?.command])).toEqual([
      ['Write|Edit|MultiEdit', moved[0]?.command],
      ['Read', moved[1]?.command],
    ]);
  });

  it('updates an entry of ours from an old location instead of adding a second one, keeping its timeout', () => {
    const old = apply(
      {},
      addHooks({}, [{ ...spec, command: 'node /old/pm/dist/hooks/user-prompt-submit.js', timeout: 30 }], () => false),
    );
    const result = addHooks(old, [spec], (c) => c.includes('/dist/hooks/'));
    expect(result.changes[0]).toMatchObject({ kind: 'update-hook', event: spec.event });
    const settings = apply(old, result);
    expect(JSON.stringify(settings).match(/user-prompt-submit/g)).toHaveLength(1);
    expect(settings).toMatchObject({ hooks: { UserPromptSubmit: [{ hooks: [{ command: spec.command, timeout: 30 }] }] } });
  });

  it('counts a command that runs the same hook as already there', () => {
    const quoted = { hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: `node '/pm/dist/hooks/user-prompt-submit.js'` }] }] } };
    const same = (a: string, b: string) => a.replaceAll("'", '') === b.replaceAll("'", '');
    expect(addHooks(quoted, [spec], ours, same).changes).toEqual([]);
  });

  it('adds a matcher when the spec has one', () => {
    const settings = apply({}, addHooks({}, [{ ...spec, event: 'SessionStart', matcher: 'compact' }], ours));
    expect((settings.hooks as Record<string, unknown[]>).SessionStart?.[0]).toMatchObject({ matcher: 'compact' });
  });

  it("writes a spec's condition (`if`), and sets it on an entry of ours written without it or with another; then changes nothing", () => {
    const shell: HookSpec = { event: 'PreToolUse', matcher: 'Bash', if: 'Bash(*.ai-core*)', command: 'node /pm/dist/hooks/shell-read.cjs', timeout: 10 };
    const added = apply({}, addHooks({}, [shell], ours));
    expect((added.hooks as Record<string, unknown[]>).PreToolUse?.[0]).toEqual({
      matcher: 'Bash',
      hooks: [{ type: 'command', if: shell.if, command: shell.command, timeout: 10 }],
    });
    for (const condition of [undefined, 'Bash(cat *)']) {
      const before = {
        hooks: {
          PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', ...(condition ? { if: condition } : {}), command: shell.command, timeout: 30 }] }],
        },
      };
      const result = addHooks(before, [shell], ours);
      expect(result.changes).toHaveLength(1);
      const after = apply(before, result);
      expect(after).toEqual({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', if: shell.if, command: shell.command, timeout: 30 }] }] } });
      expect(addHooks(after, [shell], ours).changes).toEqual([]);
    }
  });

  it('moves a group of ours from a matcher an earlier version registered to the current one, and leaves a shared or unknown one', () => {
    const start = { ...spec, event: 'SessionStart', command: 'node /pm/dist/hooks/session-start.js' };
    const current = { ...start, matcher: 'startup|fork', olderMatchers: ['startup'] };
    const old = apply({}, addHooks({}, [{ ...start, matcher: 'startup' }], ours));
    const result = addHooks(old, [current], ours);
    expect(result.changes).toEqual([{ kind: 'update-hook', event: 'SessionStart', command: start.command }]);
    const moved = apply(old, result);
    expect(moved).toEqual({ hooks: { SessionStart: [{ matcher: 'startup|fork', hooks: [{ type: 'command', command: start.command, timeout: 10 }] }] } });
    expect(addHooks(moved, [current], ours).changes).toEqual([]);
    // someone else's hook in the group, or a matcher the user chose: theirs to keep
    const shared = { hooks: { SessionStart: [{ matcher: 'startup', hooks: [{ type: 'command', command: start.command }, ...other.hooks] }] } };
    expect(addHooks(shared, [current], ours).edits).toEqual([]);
    const chosen = apply({}, addHooks({}, [{ ...start, matcher: 'startup|resume' }], ours));
    expect(addHooks(chosen, [current], ours).edits).toEqual([]);
  });

  it.each([
    [{ hooks: [] }, { key: 'hooks', expected: 'object' }],
    [{ hooks: { UserPromptSubmit: {} } }, { key: 'hooks.UserPromptSubmit', expected: 'list' }],
  ])('refuses a key of the wrong shape, naming it as data: %j', (input, shape) => {
    expect(() => addHooks(input, [spec], ours)).toThrow(SettingsShapeError);
    try {
      addHooks(input, [spec], ours);
    } catch (error) {
      expect((error as SettingsShapeError).shape).toEqual(shape);
    }
  });
});

describe('removeHooks', () => {
  it('removes exactly what addHooks added', () => {
    const input = { model: 'x', hooks: { UserPromptSubmit: [other] } };
    const added = apply(input, addHooks(input, [spec], ours));
    expect(apply(added, removeHooks(added, ours))).toEqual(input);
  });

  it('drops the hooks key when nothing is left', () => {
    const added = apply({ a: 1 }, addHooks({ a: 1 }, [spec], ours));
    expect(apply(added, removeHooks(added, ours))).toEqual({ a: 1 });
  });

  it('keeps the hooks key, emptied, when it was there before install', () => {
    const input = { a: 1, hooks: {} };
    const added = apply(input, addHooks(input, [spec], ours));
    expect(apply(added, removeHooks(added, ours, true))).toEqual(input);
  });

  it('keeps a foreign hook that shares a group with ours', () => {
    const input = { hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: spec.command }, other.hooks[0]] }] } };
    expect(apply(input, removeHooks(input, ours))).toEqual({ hooks: { UserPromptSubmit: [other] } });
  });

  it('removes several of ours from one list, last first, and leaves an empty list that was there before', () => {
    const mine = { type: 'command', command: spec.command };
    const input = { hooks: { UserPromptSubmit: [{ hooks: [mine] }, other, { hooks: [mine, mine, other.hooks[0]] }, { hooks: [mine] }], Stop: [] } };
    expect(apply(input, removeHooks(input, ours))).toEqual({ hooks: { UserPromptSubmit: [other, other], Stop: [] } });
  });
});

describe('auto memory', () => {
  it('turns it off, and uninstall restores the previous state', () => {
    expect(apply({}, disableAutoMemory({}))).toEqual({ autoMemoryEnabled: false });
    expect(disableAutoMemory({ autoMemoryEnabled: false }).changes).toEqual([]);
    expect(apply({ autoMemoryEnabled: false }, restoreAutoMemory({ autoMemoryEnabled: false }, undefined))).toEqual({});
    expect(apply({ autoMemoryEnabled: false }, restoreAutoMemory({ autoMemoryEnabled: false }, true))).toEqual({ autoMemoryEnabled: true });
  });
});

describe('edits keep the text around them', () => {
  it.each([
    ['four spaces, LF', '{\n    "a": 1\n}\n'],
    ['a tab, no final newline', '{\n\t"a": 1\n}'],
    ['CRLF', '{\r\n  "a": 1\r\n}\r\n'],
  ])('%s: the new key is indented alike, and removing it gives the same bytes back', (_name, text) => {
    const added = applyJsonEdits(text, [{ path: ['b'], value: { c: [1] } }]);
    const indent = /^[ \t]+/m.exec(text)?.[0] as string;
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    expect(added).toContain(`${eol}${indent}"b": {${eol}${indent}${indent}"c": [`);
    expect(added.endsWith(text.endsWith(eol) ? `}${eol}` : '}')).toBe(true);
    expect(applyJsonEdits(added, [{ path: ['b'], value: undefined }])).toBe(text);
  });

  it.each([
    ['hooks holding a block comment on its brace line', '{\n  "hooks": { /* none yet */ }\n}\n', ['hooks', 'A']],
    ['hooks holding a line comment', '{\n  "hooks": {\n    // none yet\n  }\n}\n', ['hooks', 'A']],
    ['a file holding a line comment', '{\n  // nothing yet\n}\n', ['A']],
    ['a file holding a block comment', '{ /* nothing */ }\n', ['A']],
  ])('%s and nothing else: removing the key put in it gives the same bytes back, comment and all', (_name, text, path) => {
    const added = applyJsonEdits(text, [{ path, value: [1] }]);
    expect(added).not.toBe(text);
    expect(applyJsonEdits(added, [{ path, value: undefined }])).toBe(text);
  });

  it('refuses to edit through a key that appears twice, naming its lines', () => {
    expect(() => applyJsonEdits('{\n"hooks": {},\n"hooks": {}\n}', [{ path: ['hooks', 'Stop'], value: [] }])).toThrow(
      '"hooks" appears more than once (lines 2, 3)',
    );
    expect(applyJsonEdits('{\n"env": {},\n"env": {}\n}', [{ path: ['hooks'], value: {} }])).toContain('"hooks": {}');
    // a key below the top, by its path: a bare "allow" could be anywhere
    expect(() => applyJsonEdits('{"permissions":{"allow":["Bash(ls)"],"allow":["Read(x)"]}}', [{ path: ['permissions', 'allow', 1], value: 'R' }])).toThrow(
      '"permissions.allow" appears more than once (lines 1, 1)',
    );
  });
});

describe('the machine form of a change (install --json and uninstall --json `changes`)', () => {
  // the lines scripts have matched since changes were first printed: they must not move with the catalogue
  it.each<[SettingsChange, string]>([
    [{ kind: 'add-hook', event: 'UserPromptSubmit', command: 'node /pm/u.cjs' }, 'add UserPromptSubmit hook: node /pm/u.cjs'],
    [{ kind: 'update-hook', event: 'SessionStart', command: 'node /pm/s.cjs' }, 'update SessionStart hook: node /pm/s.cjs'],
    [{ kind: 'remove-hook', event: 'PreCompact', command: 'node /pm/p.cjs' }, 'remove PreCompact hook: node /pm/p.cjs'],
    [{ kind: 'set-key', key: 'autoMemoryEnabled', value: false }, 'set autoMemoryEnabled: false'],
    [{ kind: 'set-key', key: 'autoMemoryEnabled', value: true }, 'set autoMemoryEnabled: true'],
    [{ kind: 'remove-key', key: 'autoMemoryEnabled' }, 'remove autoMemoryEnabled'],
    [{ kind: 'remove-file', path: '/h/.claude/settings.json' }, 'remove /h/.claude/settings.json'],
    [{ kind: 'create-file', path: '/w/.ai-core/data/memory/README.md' }, 'create /w/.ai-core/data/memory/README.md'],
  ])('%j → %s', (change, line) => {
    expect(changeLine(change)).toBe(line);
  });

  it('is what the planners report, in order', () => {
    const planned = [...addHooks({}, [spec], ours).changes, ...disableAutoMemory({}).changes];
    expect(planned.map(changeLine)).toEqual([`add UserPromptSubmit hook: ${spec.command}`, 'set autoMemoryEnabled: false']);
    expect(restoreAutoMemory({ autoMemoryEnabled: false }, undefined).changes.map(changeLine)).toEqual(['remove autoMemoryEnabled']);
  });
});
