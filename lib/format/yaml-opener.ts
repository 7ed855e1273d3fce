/**
 * Where a YAML mistake was made when the parser stops later than that: the `[`, `{` or
 * quote still open where it stopped (it read on to the next field, or to the end, looking
 * for the close), found by a small scan of the front matter's YAML up to that point. Only
 * for an error message: what the scan cannot tell, it leaves to the parser's own place.
 */

export interface Place {
  /** 0-based line of the YAML text, and column */
  line: number;
  column: number;
}

/**
 * The outermost `[` or `{` (`what: 'flow'`), or the quote (`'quote'`), still open at `stop`
 * in `yaml`; undefined when none is. A quote or bracket opens only where a value may start
 * (a line's start, after `: `, `- `, or inside a flow after `[`, `{`, `,`): `don't` or
 * `a [b` in plain text open nothing, as in YAML.
 */
export function openAt(yaml: string, stop: Place, what: 'flow' | 'quote'): Place | undefined {
  const lines = yaml.split('\n');
  const flows: Place[] = [];
  let quote: (Place & { mark: string }) | undefined;
  for (let line = 0; line < lines.length && line <= stop.line; line++) {
    const text = lines[line] ?? '';
    const end = line === stop.line ? Math.min(stop.column, text.length) : text.length;
    let valueStart = true;
    for (let column = 0; column < end; column++) {
      const ch = text[column] as string;
      if (quote) {
        if (quote.mark === '"' && ch === '\\') column++;
        else if (ch === quote.mark && quote.mark === "'" && text[column + 1] === "'") column++;
        else if (ch === quote.mark) quote = undefined;
        continue;
      }
      if (ch === ' ' || ch === '\t') continue;
      if (ch === '#' && (column === 0 || /[ \t]/.test(text[column - 1] ?? ''))) break;
      const next = text[column + 1];
      const endsToken = next === undefined || next === ' ' || next === '\t';
      if (valueStart && (ch === '"' || ch === "'")) {
        quote = { line, column, mark: ch };
        valueStart = false;
      } else if ((ch === '[' || ch === '{') && (valueStart || flows.length > 0)) {
        flows.push({ line, column });
        valueStart = true;
      } else if ((ch === ']' || ch === '}') && flows.length > 0) {
        flows.pop();
        valueStart = false;
      } else if (ch === ',' && flows.length > 0) valueStart = true;
      else if ((ch === ':' || ch === '-' || ch === '?') && (endsToken || (ch === ':' && flows.length > 0))) valueStart = true;
      else valueStart = false;
    }
  }
  if (what === 'quote') return quote && { line: quote.line, column: quote.column };
  return flows[0];
}

/** The last line before `line` with something on it other than a comment: where a would-be key began. */
export function lineBefore(yaml: string, line: number): number | undefined {
  const lines = yaml.split('\n');
  for (let i = Math.min(line, lines.length) - 1; i >= 0; i--) {
    const text = (lines[i] ?? '').trim();
    if (text !== '' && !text.startsWith('#')) return i;
  }
  return undefined;
}
