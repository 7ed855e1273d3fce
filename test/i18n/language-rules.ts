// What "one language per output" means, as a test can check it. English output holds no
// Hangul at all. Korean output may hold English names, commands, flags, paths, file
// names, JSON shapes and the technical terms below, but no English sentence: once those
// are taken out, no run of four lowercase English words is left, no English function
// word or verb of a change ("the", "is", "add", "remove"…) that only a sentence needs, and a
// Korean output with no Hangul at all has no run of two.

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/** The first Hangul in `text`, with a little context, or undefined. */
export function hangulIn(text: string): string | undefined {
  const at = text.search(HANGUL);
  return at < 0 ? undefined : text.slice(Math.max(0, at - 30), at + 30);
}

/**
 * Terms Korean text keeps in English, as the catalogues write them (README and the
 * original design do the same): product and tool names, and words of the trade.
 */
export const KEPT_TERMS = [
  'Claude Code',
  'auto memory',
  'memory bank',
  'front matter',
  'memory',
  'memories',
  'hook',
  'hooks',
  'plugin',
  'tmux',
  'git',
  'worktree',
  'worktrees',
  // the scope names, as --scope takes them
  'user',
  'project',
  'local',
  'global',
];

const BREAK = ' \u0000 ';

/** Spans that are never prose: code, quoted values, JSON shapes, placeholders, example command lines. */
function withoutLiterals(text: string): string {
  let t = text
    .replace(/```[\s\S]*?```/g, BREAK)
    .replace(/`[^`]*`/g, BREAK)
    .replace(/"[^"\n]*"/g, BREAK)
    .replace(/“[^”\n]*”/g, BREAK)
    .replace(/'[^'\n]*'/g, BREAK)
    .replace(/<[^<>\n]*>/g, BREAK);
  // nested JSON shapes and option lists: innermost first
  for (let i = 0; i < 5; i++) t = t.replace(/\{[^{}]*\}/g, BREAK).replace(/\[[^[\]]*\]/g, BREAK);
  // a command is not prose: from its program's name and one space to where the Korean resumes
  // (or the line ends); a name padded into a table column is a name, not a command
  t = t.replace(/(?<![\w-])(?:project-memory|claude|git|npm|node|chmod|cat|jq|docker) (?=\S)[^\n\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]*/g, BREAK);
  for (const term of [...KEPT_TERMS].sort((a, b) => b.length - a.length)) {
    t = t.replace(new RegExp(`(?<![\\w-])${term.replace(' ', '\\s+')}(?![\\w-])`, 'gi'), BREAK);
  }
  return t;
}

/** A token that names something rather than says something: a flag, path, file, identifier, number. */
function isName(token: string): boolean {
  const bare = token.replace(/^[(]+|[),.;:!?]+$/g, '');
  return (
    /^-{1,2}\w/.test(bare) ||
    /[/\\~]/.test(bare) ||
    /^\./.test(bare) ||
    /\w\.\w/.test(bare) ||
    /[-_:=@$#|*]/.test(bare) ||
    /\d/.test(bare) ||
    /[a-z][A-Z]/.test(bare) ||
    /^[A-Z0-9_]{2,}$/.test(bare)
  );
}

const WORD = /^[(]?[a-z]+(?:'[a-z]+)?[),.;:!?]*$/;

/** The longest run of lowercase English words in `text` once literals, names and kept terms are out. */
function longestEnglishRun(text: string): string[] {
  let best: string[] = [];
  let run: string[] = [];
  for (const token of withoutLiterals(text).split(/\s+/)) {
    if (token !== '' && !isName(token) && WORD.test(token)) {
      run.push(token);
      if (run.length > best.length) best = [...run];
    } else if (token !== '') run = [];
  }
  return best;
}

/**
 * Words only an English sentence needs: articles, auxiliaries, prepositions, and the verbs
 * install's change lines began with. A name or term never is one of them.
 */
const SENTENCE_WORDS = new Set(
  'the a an is are was were be been being not no of to in on at for with from by as than and or but if when so this that these those it its there here which what how why each every all only would will did does do has have had add remove set update create already nothing'.split(
    ' ',
  ),
);

/**
 * An English sentence in Korean output, or undefined. `output` is the whole output `text`
 * is a line of, when it is one: a line of a Korean output need not hold Hangul itself.
 */
export function englishSentenceIn(text: string, output: string = text): string | undefined {
  const run = longestEnglishRun(text);
  const limit = HANGUL.test(output) ? 4 : 2;
  if (run.length >= limit) return run.join(' ');
  const words = withoutLiterals(text)
    .split(/\s+/)
    .filter((token) => token !== '' && !isName(token) && WORD.test(token));
  const word = words.find((token) => SENTENCE_WORDS.has(token.replace(/[^a-z']/g, '')));
  return word === undefined ? undefined : `"${word}" in ${text.trim().slice(0, 120)}`;
}

/** Every line of a whole output that breaks "one language": Hangul in English, an English sentence in Korean. */
export function languageProblems(lang: 'ko' | 'en', output: string): string[] {
  return output.split('\n').flatMap((line) => {
    const found = lang === 'en' ? hangulIn(line) : englishSentenceIn(line, output);
    return found === undefined ? [] : [`${line.trim()}  ←  ${found}`];
  });
}
