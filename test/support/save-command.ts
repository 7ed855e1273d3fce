// What a model does with the save guidance the hook showed it: take the fenced `save`
// command, choose the scope, fill in every placeholder and write the body where the
// command wants it (between the heredoc markers, or in --body '…').
import { GUIDANCE_TEXT } from '../../lib/i18n/guidance.js';
import type { Lang } from '../../lib/i18n/lang.js';
import { shellQuote } from '../../lib/shell-quote.js';

export interface MemoryToSave {
  scope: 'global' | 'project';
  title: string;
  description: string;
  tags: string;
  body: string;
}

/** The last fenced ```sh block in `text` that is a `save --dir` command, heredoc lines included. */
export function shownSaveCommand(text: string): string | undefined {
  const blocks = [...text.matchAll(/^```sh\n([\s\S]*?)\n```$/gm)].map((m) => m[1] as string);
  return blocks.filter((block) => / save --dir /.test(block.split('\n')[0] ?? '')).at(-1);
}

export function fillSaveCommand(command: string, memory: MemoryToSave, lang: Lang): string {
  const p = GUIDANCE_TEXT[lang].placeholders;
  let filled = command
    .replace(`'<global|project>'`, memory.scope)
    .replace(shellQuote(p.title), shellQuote(memory.title))
    .replace(shellQuote(p.description), shellQuote(memory.description))
    .replace(shellQuote(p.tags), shellQuote(memory.tags));
  filled = filled.replace(` --body ${shellQuote(p.body)}`, ` --body ${shellQuote(memory.body)}`);
  return filled.replace(/<<'MEMORY_EOF'\n[\s\S]*\nMEMORY_EOF$/, `<<'MEMORY_EOF'\n${memory.body}\nMEMORY_EOF`);
}
