// Codex's config.toml edited as text: taking a trust table back keeps the file's ending.
import { describe, expect, it } from 'vitest';
import { removeTrustedHash, setTrustedHash } from '../../lib/settings/hook-trust-toml.js';

const KEY = '/h/.codex/hooks.json:user_prompt_submit:0:0';
const TABLE = `[hooks.state."${KEY}"]\ntrusted_hash = "sha256:abc"`;

describe('removeTrustedHash keeps the final line break as the file has it', () => {
  it.each([
    ['without a final line break', `model = "x"\n\n${TABLE}`, 'model = "x"'],
    ['with one', `model = "x"\n\n${TABLE}\n`, 'model = "x"\n'],
    ['CRLF', `model = "x"\r\n\r\n${TABLE.replace('\n', '\r\n')}\r\n`, 'model = "x"\r\n'],
  ])('%s', (_name, text, after) => {
    expect(removeTrustedHash(text, KEY)).toBe(after);
  });

  it.each(['model = "x"', 'model = "x"\n', ''])('setTrustedHash then removeTrustedHash gives %j back', (text) => {
    const other = '/h/.codex/hooks.json:session_start:0:0';
    const both = setTrustedHash(setTrustedHash(text, KEY, 'sha256:a'), other, 'sha256:b');
    expect(removeTrustedHash(removeTrustedHash(both, KEY), other)).toBe(text);
    expect(removeTrustedHash(removeTrustedHash(both, other), KEY)).toBe(text);
  });
});

describe("removeTrustedHash keeps the user's comments written after our tables", () => {
  const other = '/h/.codex/hooks.json:session_start:0:0';
  const server = '# docs MCP server -- ask Kim before changing the port\n[mcp_servers.docs]\ncommand = "docs-mcp"\n';

  it('a comment over a table the user added after ours, whichever trust table goes first', () => {
    const installed = setTrustedHash(setTrustedHash('model = "gpt-5"\n', KEY, 'sha256:a'), other, 'sha256:b');
    const edited = `${installed}\n${server}`;
    for (const [first, second] of [
      [KEY, other],
      [other, KEY],
    ] as const) {
      const after = removeTrustedHash(removeTrustedHash(edited, first), second);
      expect(after).toBe(`model = "gpt-5"\n\n${server}`);
    }
  });

  it('a comment of its own at the end of the file', () => {
    const text = `${setTrustedHash('model = "x"\n', KEY, 'sha256:a')}# keep me\n`;
    expect(removeTrustedHash(text, KEY)).toBe('model = "x"\n# keep me\n');
  });
});
