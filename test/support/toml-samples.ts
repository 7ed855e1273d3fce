// config.toml texts and whether Codex 0.169.0 loads each: what lib/settings/toml-check.ts
// must say of them (test/unit/toml-check.test.ts), and what the real Codex says
// (test/e2e/codex-config-check.test.ts). Syntax only: each valid one is a config Codex
// accepts whole, so no value here is of a type its settings refuse.

export interface TomlSample {
  name: string;
  text: string;
  /** the problem, its 1-based line and column; undefined for a file Codex loads */
  problem?: { problem: string; line: number; column?: number; key?: string };
}

const CODEX_CONFIG = `# my settings
model = "gpt-5"   # the default
approval_policy = 'on-request'

[features]
hooks = true

[projects."/home/me/shop"]
trust_level = "trusted"

[hooks.state."/home/me/.codex/hooks.json:user_prompt_submit:0:0"]
trusted_hash = "sha256:6e6b"

[model_providers.local]
name = "Local"
base_url = "http://127.0.0.1:8080/v1"
`;

export const TOML_SAMPLES: readonly TomlSample[] = [
  { name: 'an empty file', text: '' },
  { name: 'comments and blank lines only', text: '# nothing yet\n\n   # indented\n' },
  { name: 'a config as Codex users write it', text: CODEX_CONFIG },
  { name: 'CRLF line ends', text: CODEX_CONFIG.replace(/\n/g, '\r\n') },
  { name: 'no final line break', text: 'model = "gpt-5"' },
  { name: 'a byte order mark', text: '\ufeffmodel = "gpt-5"\n' },
  { name: 'dotted keys and quoted keys', text: 'a.b = 1\n"c d".e = 2\n\'f\'.g = 3\nsite."google.com" = true\n' },
  {
    name: 'numbers of every form',
    text: 'a = +99\nb = -17\nc = 1_000\nd = 0xDEAD_BEEF\ne = 0o755\nf = 0b1101\ng = 6.626e-34\nh = -inf\ni = nan\nj = 5e+22\nk = 0.1\n',
  },
  {
    name: 'dates and times',
    text: 'a = 1979-05-27T07:32:00Z\nb = 1979-05-27 07:32:00-07:00\nc = 1979-05-27T00:32:00.999999\nd = 1979-05-27\ne = 07:32:00\nf = 07:32\n',
  },
  {
    name: 'strings of every form',
    text: 'a = "tab\\there \\u00e9 \\U0001F600"\nb = \'C:\\\\Users\\\\nodejs\'\nc = """\nline one\n  line two \\\n    joined"""\nd = \'\'\'\nraw \\n text\n\'\'\'\ne = """quotes "" inside"""""\n',
  },
  {
    name: 'a multi-line string holding what reads as a table header',
    text: 'notes = """\n[hooks.state."k"]\ntrusted_hash = "x"\n"""\n[features]\nhooks = true\n',
  },
  {
    name: 'arrays over lines, with comments and a last comma',
    text: 'a = [\n  1, # one\n  2,\n]\nb = [ [1, 2], ["x", \'y\'], [] ]\nc = [{ x = 1 }, { x = 2 }]\n',
  },
  { name: 'inline tables, a last comma and line breaks in one', text: 'a = { x = 1, y.z = "w" }\nb = {}\nc = { x = 1, }\nd = { x = 1,\n  y = 2 }\n' },
  {
    name: 'arrays of tables and their subtables',
    text: '[[fruit]]\nname = "apple"\n[fruit.physical]\ncolor = "red"\n[[fruit]]\nname = "banana"\n[[fruit.variety]]\nname = "plantain"\n',
  },
  { name: 'a table named before its parent is defined', text: '[a.b]\nx = 1\n[a]\ny = 2\n' },
  { name: 'headers with spaces and a comment', text: '[ a . "b c" ]   # note\nx = 1\n[[ d ]]\n' },
  {
    name: 'hook trust as an inline table and a dotted key under [hooks.state], and a table of its own',
    text: '[hooks.state]\n"/h/hooks.json:user_prompt_submit:0:0" = { trusted_hash = "sha256:a" }\n"/h/hooks.json:session_start:0:0".trusted_hash = "sha256:b"\n\n[hooks.state."/h/hooks.json:pre_tool_use:0:0"]\ntrusted_hash = "sha256:d"\n',
  },
  {
    name: 'hook trust as dotted keys from the top, and a table of its own',
    text: 'hooks.state."/h/hooks.json:stop:0:0".trusted_hash = "sha256:c"\n\n[hooks.state."/h/hooks.json:pre_tool_use:0:0"]\ntrusted_hash = "sha256:d"\n',
  },
  {
    name: 'hook trust inside an inline hooks table',
    text: 'hooks = { state."/h/hooks.json:stop:0:0".trusted_hash = "sha256:c", state."/h/hooks.json:pre_tool_use:0:0" = { trusted_hash = "sha256:d" } }\n',
  },
  {
    name: 'a trust table after the same key as a dotted key',
    text: '[hooks.state]\n"/h/hooks.json:session_start:0:0".trusted_hash = "sha256:b"\n\n[hooks.state."/h/hooks.json:session_start:0:0"]\ntrusted_hash = "sha256:b"\n',
    problem: { problem: 'duplicate-table', line: 4, key: 'hooks.state./h/hooks.json:session_start:0:0' },
  },
  { name: 'an unclosed array', text: 'x = [1, 2\n', problem: { problem: 'unclosed-array', line: 1, column: 5 } },
  { name: 'an unterminated string', text: 'model = "gpt-5\n', problem: { problem: 'unterminated-string', line: 1, column: 9 } },
  { name: 'an unterminated multi-line string', text: 'a = 1\nb = """\nnever closed\n', problem: { problem: 'unterminated-string', line: 2, column: 5 } },
  { name: 'an unclosed table header', text: 'a = 1\n[features\nhooks = true\n', problem: { problem: 'bad-header', line: 2 } },
  { name: 'two equals signs', text: 'model = = 1\n', problem: { problem: 'bad-value', line: 1, column: 9 } },
  { name: 'a bare word as a value', text: 'model = gpt-5\n', problem: { problem: 'bad-value', line: 1, column: 9 } },
  { name: 'no value', text: 'model =\n', problem: { problem: 'bad-value', line: 1 } },
  { name: 'no equals sign', text: 'model "gpt-5"\n', problem: { problem: 'expected-equals', line: 1 } },
  { name: 'two values on a line', text: 'a = 1 b = 2\n', problem: { problem: 'text-after-value', line: 1, column: 7 } },
  { name: 'a key defined twice', text: 'a = 1\n# later\na = 2\n', problem: { problem: 'duplicate-key', line: 3, column: 1, key: 'a' } },
  { name: 'a dotted key defined twice', text: '[t]\nx.y = 1\nx.y = 2\n', problem: { problem: 'duplicate-key', line: 3, key: 'x.y' } },
  { name: 'a table defined twice', text: '[a]\nx = 1\n[b]\n[a]\n', problem: { problem: 'duplicate-table', line: 4, key: 'a' } },
  { name: 'a value extended as a table', text: 'a = 1\n[a]\n', problem: { problem: 'not-a-table', line: 2, key: 'a' } },
  { name: 'an inline table extended by a dotted key', text: 'a = { x = 1 }\na.y = 2\n', problem: { problem: 'not-a-table', line: 2, key: 'a' } },
  { name: 'a table of dotted keys defined again by a header', text: 'a.b = 1\n[a]\n', problem: { problem: 'duplicate-table', line: 1 + 1, key: 'a' } },
  { name: 'an unknown escape', text: 'a = "C:\\Users"\n', problem: { problem: 'bad-escape', line: 1, column: 8 } },
  { name: 'an underscore not between digits', text: 'k = 0x_1\n', problem: { problem: 'bad-value', line: 1, column: 5 } },
  { name: 'a leading zero', text: 'k = 012\n', problem: { problem: 'bad-value', line: 1, column: 5 } },
  { name: 'an unclosed inline table', text: 'a = { x = 1\n', problem: { problem: 'unclosed-inline-table', line: 1, column: 5 } },
  { name: 'a key twice in an inline table', text: 'a = { x = 1, x = 2 }\n', problem: { problem: 'duplicate-key', line: 1, key: 'x' } },
  { name: 'an empty bare key', text: '= 1\n', problem: { problem: 'bad-key', line: 1, column: 1 } },
];
