// The full YAML reader and writer (lib/format/frontmatter.ts) call js-yaml themselves where
// they went through gray-matter 4. Every memory file must read and write as before: random
// front matters (indicators, comments, `---` inside the block, aliases, dates, bad
// indentation) are read by both, and random data is written by both, byte for byte.
// HOSTILE_SEED=<n> replays another corpus.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseYamlFully, stringifyFrontMatter } from '../../lib/format/frontmatter.js';
import { hasTypedWords } from '../../lib/format/text-as-written.js';
import { dayKeepingSchema, type JsYaml } from '../../lib/format/yaml-schema.js';
import { fuzzSeed, intBetween, pick, type Random, seededRandom } from '../hostile/random.js';

const require = createRequire(import.meta.url);
type Matter = ((input: string, options: object) => { data: unknown }) & {
  stringify(file: { content: string }, data: object, options: object): string;
};
const matter = require('gray-matter') as Matter;
const schema = dayKeepingSchema(require('js-yaml') as JsYaml);

const CASES = 20_000;
const TIME_CAP_MS = 8_000;

const WORDS = ['docker', '도커', 'a b', 'x: y', 'x #y', '#', '---', '--- x', '----', '...', '~', 'null', 'yes', '42', '0x1F', '2026-04-12', '2026-02-30'];
const WORDS_MORE = ['2026-04-12T10:00:00Z', '12:30', '[a, b]', '{a: 1}', '&a x', '*a', '!!str 5', '|', '>', '"q"', "'q'", '- i', '', ' ', '\t', '%'];
const LINES: ReadonlyArray<(random: Random) => string> = [
  (r) => `${pick(r, ['title', 'description', 'tags', 'review_by', 'x'])}: ${word(r)}`,
  (r) => `  ${word(r)}`,
  (r) => `- ${word(r)}`,
  (r) => `# ${word(r)}`,
  () => '#',
  () => '',
  (r) => `---${word(r)}`,
  (r) => `key: |\n  ${word(r)}\n  ${word(r)}`,
  (r) => `${word(r)}`,
];

function word(random: Random): string {
  return random() < 0.6 ? pick(random, WORDS) : pick(random, WORDS_MORE);
}

function block(random: Random): string {
  const lines: string[] = [];
  for (let i = intBetween(random, 0, 5); i > 0; i--) lines.push(pick(random, LINES)(random));
  return lines.join('\n');
}

/** What gray-matter made of a block: its data, or that it threw. */
function before(yaml: string): { threw: true } | { threw: false; data: unknown } {
  try {
    return { threw: false, data: matter(`---\n${yaml}\n---\n`, { language: 'yaml', schema }).data };
  } catch {
    return { threw: true };
  }
}

function value(random: Random): unknown {
  const roll = random();
  if (roll < 0.5) return word(random) + (random() < 0.3 ? word(random) : '');
  if (roll < 0.7) return Array.from({ length: intBetween(random, 0, 3) }, () => word(random));
  if (roll < 0.8) return new Date(Date.UTC(2026, intBetween(random, 0, 11), intBetween(random, 1, 28)));
  if (roll < 0.9) return intBetween(random, -5, 500);
  return random() < 0.5;
}

describe('the YAML reader and writer read and write as gray-matter 4 did', () => {
  const seed = fuzzSeed(31);

  it(`reads every random front matter the same way (${CASES} texts, seed ${seed})`, () => {
    const random = seededRandom(seed);
    const started = Date.now();
    const disagreements: string[] = [];
    let tried = 0;
    let threw = 0;
    for (let i = 0; i < CASES && Date.now() - started < TIME_CAP_MS; i++) {
      const yaml = block(random);
      tried++;
      const old = before(yaml);
      const now = parseYamlFully(yaml);
      if (old.threw) {
        threw++;
        if (now.ok || now.problem.kind !== 'yaml') disagreements.push(`${JSON.stringify(yaml)}: threw before, now ${JSON.stringify(now)}`);
        continue;
      }
      const mapping = old.data !== null && typeof old.data === 'object' && !Array.isArray(old.data);
      if (!mapping) {
        if (now.ok || now.problem.kind !== 'not-mapping')
          disagreements.push(`${JSON.stringify(yaml)}: ${JSON.stringify(old.data)} before, now ${JSON.stringify(now)}`);
        continue;
      }
      // what parseYamlFully does after the parser (aliases, words as written) is the same code either way
      if (now.ok && JSON.stringify(now.data) === JSON.stringify(old.data)) continue;
      if (!now.ok && now.problem.kind === 'aliases') continue;
      // a word field YAML took for a number or a boolean comes back as written: the same fields
      const typed = hasTypedWords(old.data as Record<string, unknown>);
      if (now.ok && typed && JSON.stringify(Object.keys(now.data)) === JSON.stringify(Object.keys(old.data as object))) continue;
      disagreements.push(`${JSON.stringify(yaml)}: ${JSON.stringify(old.data)} before, now ${JSON.stringify(now)}`);
    }
    expect(disagreements.slice(0, 5), `${disagreements.length} disagreements`).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(2_000);
    // the corpus reaches the parser's refusals too, not only what reads
    expect(threw).toBeGreaterThan(tried / 50);
  });

  it(`writes random data byte for byte as before (seed ${seed})`, () => {
    const random = seededRandom(seed + 1);
    const bodies = ['', 'body', 'body\n', '\n', '---\nnot front matter\n---\n', '# title\n\ntext'];
    for (let i = 0; i < 2_000; i++) {
      const data: Record<string, unknown> = {};
      for (let k = intBetween(random, 0, 4); k > 0; k--) data[pick(random, ['title', 'description', 'tags', 'review_by', 'x y', '#'])] = value(random);
      const body = pick(random, bodies);
      const old = matter.stringify({ content: body }, data, { language: 'yaml', lineWidth: -1, flowLevel: 1 });
      expect(stringifyFrontMatter(data, body), JSON.stringify({ data, body })).toBe(old);
    }
  });
});
