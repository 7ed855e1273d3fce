// A hook's trust in Codex's config.toml is one key, hooks.state."<key>".trusted_hash, which
// TOML lets a user write in several forms; Codex reads each as trust and refuses to start
// on a file that defines the key twice. Each form is read, changed where it stands, and
// never written a second time beside it.
import { describe, expect, it } from 'vitest';
import { readTrustedHash, removeTrustedHash, setTrustedHash, TomlShapeError } from '../../lib/settings/hook-trust-toml.js';
import { checkToml } from '../../lib/settings/toml-check.js';

const KEY = '/h/.codex/hooks.json:user_prompt_submit:0:0';
const OTHER = '/h/.codex/hooks.json:session_start:0:0';

const FORMS: ReadonlyArray<readonly [string, string]> = [
  ['a table of its own', `[hooks.state."${KEY}"]\ntrusted_hash = "sha256:old"\n`],
  ['an inline table under [hooks.state]', `[hooks.state]\n"${KEY}" = { trusted_hash = "sha256:old" }\n`],
  ['an inline table with another key', `[hooks.state]\n"${KEY}" = { enabled = true, trusted_hash = "sha256:old" }\n`],
  ['a dotted key under [hooks.state]', `[hooks.state]\n"${KEY}".trusted_hash = "sha256:old"\n`],
  ['a dotted key at the top', `model = "x"\nhooks.state."${KEY}".trusted_hash = "sha256:old"\n\n[features]\nhooks = true\n`],
  ['a dotted key under [hooks]', `[hooks]\nstate."${KEY}".trusted_hash = "sha256:old"\n`],
  ['inline tables all the way from hooks', `hooks = { state = { "${KEY}" = { trusted_hash = "sha256:old" } } }\n`],
  ['a literal string in an inline state', `[hooks]\nstate = { "${KEY}" = { trusted_hash = 'sha256:old' }, "x" = { trusted_hash = "sha256:x" } }\n`],
  ['CRLF and no final line break', `a = 1\r\n[hooks.state]\r\n"${KEY}".trusted_hash = "sha256:old"`],
];

describe('hook trust in every form TOML allows', () => {
  it.each(FORMS)('%s: read', (_, text) => {
    expect(readTrustedHash(text, KEY)).toBe('sha256:old');
  });

  it.each(FORMS)('%s: set changes the value where it stands, and nothing else', (_, text) => {
    const after = setTrustedHash(text, KEY, 'sha256:new');
    expect(after).toBe(text.replace(/(["'])sha256:old\1/, '"sha256:new"'));
    expect(readTrustedHash(after, KEY)).toBe('sha256:new');
  });

  it.each(FORMS)('%s: a second key goes where TOML lets it, and both come back out', (_, text) => {
    const both = setTrustedHash(text, OTHER, 'sha256:other');
    expect(checkToml(both)).toMatchObject({ ok: true });
    expect(readTrustedHash(both, KEY)).toBe('sha256:old');
    expect(readTrustedHash(both, OTHER)).toBe('sha256:other');
    const out = removeTrustedHash(removeTrustedHash(both, OTHER), KEY);
    expect(checkToml(out)).toMatchObject({ ok: true });
    expect(readTrustedHash(out, KEY)).toBeUndefined();
    expect(readTrustedHash(out, OTHER)).toBeUndefined();
  });

  it('an entry that holds another key gets its trust beside that key, in its form', () => {
    const text = `[hooks.state]\n"${KEY}".enabled = true\n[other]\nx = 1\n`;
    const after = setTrustedHash(text, KEY, 'sha256:new');
    expect(after).toBe(`[hooks.state]\n"${KEY}".enabled = true\n"${KEY}".trusted_hash = "sha256:new"\n[other]\nx = 1\n`);
    expect(removeTrustedHash(after, KEY)).toBe(text);
  });

  it('an inline hooks table takes the trust inside its braces, and gives it back', () => {
    const after = setTrustedHash('hooks = { }\n', KEY, 'sha256:new');
    expect(after).toBe(`hooks = { state."${KEY}".trusted_hash = "sha256:new" }\n`);
    expect(checkToml(after)).toMatchObject({ ok: true });
    expect(removeTrustedHash(after, KEY)).toBe('hooks = { }\n');
  });

  it.each([
    ['hooks as a value', 'model = "x"\nhooks = true\n', 2],
    ['state as a value under [hooks]', '[hooks]\nstate = "none"\n', 2],
    ['the key as a value', `[hooks.state]\n"${KEY}" = "sha256:old"\n`, 2],
    ['state as an array of tables', '[[hooks.state]]\nx = 1\n', 1],
  ])('refuses where a value stands in the way (%s), naming its line', (_, text, line) => {
    expect(() => setTrustedHash(text, KEY, 'sha256:new')).toThrow(TomlShapeError);
    try {
      setTrustedHash(text, KEY, 'sha256:new');
    } catch (error) {
      expect((error as TomlShapeError).line).toBe(line);
    }
  });

  it('reads no trust quoted in a multi-line string, or kept in an array', () => {
    const text = `notes = """\n[hooks.state."${KEY}"]\ntrusted_hash = "sha256:old"\n"""\nlist = [{ trusted_hash = "sha256:old" }]\n`;
    expect(readTrustedHash(text, KEY)).toBeUndefined();
  });
});
