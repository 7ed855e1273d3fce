import { GUIDANCE_TEXT } from '../i18n/guidance.js';
import { LANGS } from '../i18n/lang.js';

/** A save field that still holds the save command's template, as the guidance printed it. */
export interface TemplateLeft {
  field: 'title' | 'description' | 'tags' | 'body';
  /** the `<…>` left in it */
  placeholder: string;
}

/** The `<…>` parts of a template text: the body's template holds two. */
const partsOf = (text: string): string[] => text.match(/<[^<>\n]+>/g) ?? [];

/**
 * The field a save request left as the template the hook's save guidance gives the model
 * (lib/i18n/guidance.ts), in either language: run as printed, `--title '<title>'` would
 * be saved as a memory named `title` whose line reads `‹one-line description›`, and a
 * kept `--tags '<tag1,tag2>'` stores tags the ranking then uses. Title, description and
 * tags count when they are the placeholder itself (a title may name an HTML `<title>`);
 * the body when it holds one of the template's `<…>` lines.
 */
export function templateLeft(request: { title?: string; description?: string; tags?: readonly string[]; body?: string }): TemplateLeft | undefined {
  for (const lang of LANGS) {
    const { title, description, tags, body } = GUIDANCE_TEXT[lang].placeholders;
    if (request.title?.trim() === title) return { field: 'title', placeholder: title };
    if (request.description?.trim() === description) return { field: 'description', placeholder: description };
    // as given (`<tag1,tag2>`), or with the brackets dropped
    const given = request.tags?.join(',');
    if (given === tags || given === tags.slice(1, -1)) return { field: 'tags', placeholder: tags };
    const left = partsOf(body).find((part) => request.body?.includes(part));
    if (left !== undefined) return { field: 'body', placeholder: left };
  }
  return undefined;
}
