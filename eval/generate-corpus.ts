/**
 * The evaluation corpus, generated the same way on every run from a seed: hand-written
 * memories that the prompts need (corpus/needles.ts), hidden among several hundred
 * everyday notes filled in from templates (corpus/notes.ts), plus two pinned team rules.
 * Anchored notes (corpus/anchors.ts) are template notes with fixed fillers that some
 * prompts need, among their siblings for other services.
 */
import { ANCHORS } from './corpus/anchors.js';
import { FILLERS, type Filler } from './corpus/fillers.js';
import { HELD_OUT_PROMPTS } from './corpus/held-out.js';
import { NEEDLES } from './corpus/needles.js';
import { NOTE_TEMPLATES, PINNED_NOTES } from './corpus/notes.js';
import { pick, seededRandom } from './corpus/random.js';
import type { CorpusMemory, EvalPrompt, Scope } from './corpus/types.js';

export type { CorpusMemory, EvalPrompt } from './corpus/types.js';

export const EVAL_PROJECT_KEY = 'workspace--shop__platform';
export const DEFAULT_SEED = 20_260_412;

export interface Corpus {
  projectKey: string;
  memories: CorpusMemory[];
  prompts: EvalPrompt[];
  /** prompts kept out of tuning (corpus/held-out.ts) */
  heldOut: EvalPrompt[];
}

export interface CorpusOptions {
  seed?: number;
  /** how many template notes to generate around the needles */
  notes?: number;
}

export function generateCorpus(options: CorpusOptions = {}): Corpus {
  const random = seededRandom(options.seed ?? DEFAULT_SEED);
  const target = options.notes ?? 480;
  const taken = new Set<string>(NEEDLES.map((needle) => needle.name));
  const memories: CorpusMemory[] = NEEDLES.map(({ prompt: _prompt, ...m }) => ({ ...m, pinned: false }));
  for (const line of PINNED_NOTES) {
    const note = instantiate(line, new Map(), random);
    taken.add(note.name);
    memories.push({ ...note, scope: 'global', pinned: true });
  }
  const prompts: EvalPrompt[] = NEEDLES.map((needle) => ({ prompt: needle.prompt, needs: needle.name }));
  const addNote = (template: string, chosen: Map<string, Filler>): CorpusMemory | undefined => {
    const note = instantiate(template, chosen, random);
    if (taken.has(note.name)) return undefined;
    taken.add(note.name);
    const scope: Scope = note.name.startsWith('client-') || random() < 0.6 ? 'project' : 'global';
    const memory = { ...note, scope, pinned: false };
    memories.push(memory);
    return memory;
  };
  for (const anchor of ANCHORS) {
    const template = NOTE_TEMPLATES.find((line) => line.startsWith(`${anchor.template} |`));
    if (!template) throw new Error(`anchor ${anchor.template} matches no template`);
    const chosen = new Map(Object.entries(anchor.fixed).map(([slot, slug]) => [slot, fillerBySlug(slot, slug)]));
    const memory = addNote(template, chosen);
    if (!memory) throw new Error(`anchor ${anchor.template} duplicates another memory`);
    prompts.push({ prompt: anchor.prompt, needs: memory.name });
  }
  for (let attempt = 0, generated = 0; generated < target && attempt < target * 50; attempt++) {
    if (addNote(pick(random, NOTE_TEMPLATES), new Map())) generated++;
  }
  const order = memories.map((m) => ({ m, key: random() }));
  order.sort((a, b) => a.key - b.key);
  return { projectKey: EVAL_PROJECT_KEY, memories: order.map((o) => o.m), prompts, heldOut: HELD_OUT_PROMPTS };
}

function fillerBySlug(slot: string, slug: string): Filler {
  const filler = FILLERS[slot]?.find((f) => f.slug === slug);
  if (!filler) throw new Error(`no filler ${slot}=${slug}`);
  return filler;
}

/**
 * `slug | title | description | tags` with `{slot}`, `{slot:slug}`, `{slot:ko}` and
 * `{SLOT}` (upper case) placeholders; a slot keeps one value across the whole note.
 */
function instantiate(line: string, chosen: Map<string, Filler>, random: () => number): Omit<CorpusMemory, 'scope' | 'pinned'> {
  const expand = (text: string): string =>
    text.replace(/\{(\w+)(?::(\w+))?\}/g, (_, raw: string, variant?: string) => {
      const slot = raw.toLowerCase();
      let filler = chosen.get(slot);
      if (!filler) chosen.set(slot, (filler = pick(random, FILLERS[slot] ?? [])));
      const value = variant === 'slug' ? filler.slug : variant === 'ko' ? filler.ko : filler.text;
      return raw === slot ? value : value.toUpperCase();
    });
  const [slug = '', title = '', description = '', tags = ''] = line.split('|').map((part) => part.trim());
  return {
    name: expand(slug)
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-'),
    title: expand(title),
    description: expand(description),
    tags: tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  };
}
