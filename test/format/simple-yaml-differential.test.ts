// The fast front-matter reader (lib/format/simple-yaml.ts) against the full YAML parser
// (js-yaml, through lib/format/frontmatter.ts) on random front matters: whatever the
// fast one accepts, the full one must read the same way. The pieces lean on what has
// disagreed before — Unicode spaces at a value's edge (String.trim drops U+00A0, YAML
// keeps it), YAML indicators, words YAML reads as numbers, booleans or dates — so most
// texts are refused and handed on, and the rest is where a disagreement would hide.
// HOSTILE_SEED=<n> replays another corpus.
import { describe, expect, it } from 'vitest';
import { parseYamlFully, splitFrontMatter } from '../../lib/format/frontmatter.js';
import { parseSimpleYaml } from '../../lib/format/simple-yaml.js';
import { fuzzSeed, intBetween, pick, type Random, seededRandom } from '../hostile/random.js';

const CASES = 60_000;
/** Stops early past this, so a slow machine still finishes; the count is asserted below. */
const TIME_CAP_MS = 8_000;

const KEYS = ['title', 'description', 'tags', 'source', 'created_at', 'updated_at', 'pinned', 'x_y', 'a-b', 'K9'];
const WORDS = ['docker', '도커', '브랜치 전환', 'plain words', 'C++', 'a/b', 'x.y', 'e-mail', 'v2', '1st', 'end', 'ok?', 'a:b', 'x#y', '50%'];
const SPECIAL = [
  'yes',
  'No',
  'null',
  'Null',
  'true',
  'on',
  '~',
  '42',
  '0x1F',
  '1e3',
  '.inf',
  '-1',
  '2026-04-12',
  '2026-04-12T10:00:00Z',
  '2026-02-30',
  '2026-02-30T10:00:00Z',
  '12:30',
];
/** White space YAML knows (space, tab) and characters String.trim or \s take for it that YAML does not. */
const SPACES = [' ', '  ', '\t', '\u00a0', '\u3000', '\u2000', '\u2009', '\u202f', '\u205f', '\u1680', '\ufeff', '\u200b', '\u000b', '\u000c', '\u0085'];
const MARKS = [':', ': ', ' #', '#', ',', '-', '- ', '?', '[', ']', '{', '}', '&', '*', '!', '|', '>', "'", '"', '%', '@', '`', '.', '~', '+', '\\', '\r'];

function piece(random: Random): string {
  const roll = random();
  if (roll < 0.45) return pick(random, WORDS);
  if (roll < 0.65) return pick(random, SPACES);
  if (roll < 0.8) return pick(random, SPECIAL);
  return pick(random, MARKS);
}

function scalar(random: Random, maxPieces: number): string {
  let text = '';
  for (let i = intBetween(random, 1, maxPieces); i > 0; i--) text += piece(random);
  return text;
}

/** Mostly values the fast reader accepts, with one odd piece at an edge now and then. */
function value(random: Random): string {
  const roll = random();
  if (roll < 0.08) return '';
  if (roll < 0.3) {
    const items = Array.from({ length: intBetween(random, 0, 3) }, () => {
      const item = random() < 0.6 ? pick(random, WORDS) : scalar(random, 2);
      return random() < 0.3 ? `${pick(random, SPACES)}${item}` : random() < 0.3 ? `${item}${pick(random, SPACES)}` : item;
    });
    return `[${items.join(random() < 0.5 ? ', ' : ',')}]`;
  }
  const core = random() < 0.5 ? `${pick(random, WORDS)} ${pick(random, WORDS)}` : scalar(random, 3);
  const before = random() < 0.2 ? pick(random, SPACES) : '';
  const after = random() < 0.25 ? pick(random, SPACES) : '';
  return `${before}${core}${after}`;
}

function line(random: Random): string {
  const roll = random();
  if (roll < 0.06) return pick(random, ['', ' ', '\t', '\u00a0', '\u3000', '# a comment', ' # indented comment', '#']);
  const key = random() < 0.97 ? pick(random, KEYS) : pick(random, ['1key', 'a b', '"q"', '-k', 'ключ']);
  const separator = pick(random, [' ', ' ', ' ', '  ', '\t', ' \t', '\u00a0', '']);
  const text = value(random);
  return text === '' && random() < 0.5 ? `${key}:` : `${key}:${separator}${text}`;
}

/** Dates as the list shows them: the fast reader keeps `2026-04-12` as text, YAML makes a Date. */
function normalised(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]));
}

describe('the fast front-matter reader agrees with the full YAML parser', () => {
  it(`on every random front matter it accepts (${CASES} texts, seed ${fuzzSeed(20)})`, () => {
    const random = seededRandom(fuzzSeed(20));
    const started = Date.now();
    let tried = 0;
    let accepted = 0;
    const disagreements: string[] = [];
    for (; tried < CASES && Date.now() - started < TIME_CAP_MS; tried++) {
      const lines = Array.from({ length: intBetween(random, 1, 5) }, () => line(random));
      const block = splitFrontMatter(`---\n${lines.join('\n')}\n---\nbody\n`);
      if ('problem' in block || block.yaml.trim() === '') continue;
      const simple = parseSimpleYaml(block.yaml);
      if (!simple) continue;
      accepted++;
      const full = parseYamlFully(block.yaml);
      const same = full.ok && JSON.stringify(normalised(full.data)) === JSON.stringify(simple);
      if (!same && disagreements.length < 5) {
        disagreements.push(
          `${JSON.stringify(block.yaml)}: fast ${JSON.stringify(simple)}, full ${JSON.stringify(full.ok ? normalised(full.data) : full.problem)}`,
        );
      } else if (!same) disagreements.push('');
    }
    console.log(`simple-yaml differential: ${tried} texts, ${accepted} accepted by the fast reader, ${disagreements.length} disagreements`);
    expect(disagreements.filter(Boolean), `${disagreements.length} disagreements`).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(5_000);
    expect(accepted).toBeGreaterThanOrEqual(1_000);
  });
});
