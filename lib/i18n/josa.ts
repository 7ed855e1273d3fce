import { type FinalSound, finalSoundsOf } from './final-sound.js';

/** A particle as its two forms: after a final consonant / after none. */
export type Josa = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로' | '이라/라';

/** Both forms in one, for a word whose reading is unclear (a path ending in `/`, a symbol). */
const HEDGED: Record<Josa, string> = {
  '을/를': '을(를)',
  '이/가': '이(가)',
  '은/는': '은(는)',
  '과/와': '과(와)',
  '으로/로': '(으)로',
  '이라/라': '(이)라',
};

/**
 * `word` with the particle that fits how it is read: `shop을`, `api를`, `_global로`, `3을`;
 * both forms only where the reading is unclear (`memory/을(를)`). Korean catalogues put
 * values before particles, and a value like a key or a path is not known until run time.
 */
export function josa(word: string, particle: Josa): string {
  return `${word}${particleAfter(word, particle)}`;
}

/**
 * The particle alone, for text that comes between the word and it: an aside in brackets
 * is read past, so `심볼릭 링크(…)라서` takes the form `링크` asks for, not the bracket's.
 */
export function particleAfter(word: string, particle: Josa): string {
  const [closed, open] = particle.split('/') as [string, string];
  // 으로 is the one particle for which ㄹ counts as no final consonant (서울로, 집으로).
  const formAfter = (sound: FinalSound) => ((particle === '으로/로' ? sound === 'other' : sound !== 'none') ? closed : open);
  const forms = new Set(finalSoundsOf(word).map(formAfter));
  const [form] = forms;
  return form !== undefined && forms.size === 1 ? form : HEDGED[particle];
}
