/**
 * Claude Code's auto memory folder (layout: lib/import/auto-memory-folder.ts): one
 * memory per top-level `.md` file, `MEMORY.md` being the index. Subfolders (`team/`,
 * synced shared memory) are left alone.
 */
import { basename, join } from 'node:path';
import { bodyOf } from '../checks/check-text.js';
import { parseFrontMatter } from '../format/frontmatter.js';
import { trimBlankLines } from '../format/trim-blanks.js';
import { DESCRIPTION_MAX } from '../render/render-list.js';
import { type ImportCandidate, skipOf } from './candidate.js';
import { describe, humanize } from './describe-text.js';
import { looseFrontMatter } from './loose-front-matter.js';
import { plainInline, splitLines } from './markdown-outline.js';
import { readSourceText } from './source-files.js';

const INDEX_FILE = 'MEMORY.md';
const TYPES = new Set(['user', 'feedback', 'project', 'reference']);

interface IndexEntry {
  title: string;
  hook: string;
}

/** `- [Deploy freeze](deploy_freeze.md) — no deploys Friday afternoon` → by file name. */
export function parseIndex(text: string): Map<string, IndexEntry> {
  const entries = new Map<string, IndexEntry>();
  for (const line of splitLines(text)) {
    const match = /^\s*[-*+]\s+\[([^\]]+)\]\(<?([^)>]+?)>?\)\s*(?:[—–:-]+\s*)?(.*)$/.exec(line);
    if (!match) continue;
    const file = decodedLink(match[2] as string).replace(/^\.\//, '');
    entries.set(file, { title: plainInline(match[1] as string), hook: plainInline(match[3] ?? '') });
  }
  return entries;
}

function decodedLink(target: string): string {
  try {
    return decodeURI(target);
  } catch {
    return target;
  }
}

interface Fields {
  name?: string;
  description?: string;
  type?: string;
  body: string;
}

/** YAML first, as the CLI writes it; a block YAML refuses is read line by line instead. */
function fieldsOf(text: string): Fields {
  const parsed = parseFrontMatter(text);
  if (parsed.ok) {
    const metadata = parsed.data.metadata;
    const type = (metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>).type : undefined) ?? parsed.data.type;
    return { name: str(parsed.data.name), description: str(parsed.data.description), type: str(type), body: bodyOf(text) };
  }
  const loose = looseFrontMatter(text);
  return {
    name: loose.fields.name,
    description: loose.fields.description,
    // a private memory is never read as another kind: a comment after its type, or a flow map
    type: PRIVATE_TYPE.test(frontMatterOf(text)) ? 'user' : (loose.fields['metadata.type'] ?? loose.fields.type),
    body: loose.body,
  };
}

// `type: user`, `type: "user"  # mine`, `"type": user`, `metadata: {type: user}`, `  type: user` under metadata
const PRIVATE_TYPE = /^[ \t]*(?:["']?metadata["']?[ \t]*:[ \t]*\{[^\n]*?)?["']?\btype["']?[ \t]*:[ \t]*["']?user["']?[ \t]*(?:[,}#]|$)/im;

/** The lines between a text's opening `---` and the next one; none without them. */
function frontMatterOf(text: string): string {
  const lines = splitLines(text);
  const close = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  return lines[0]?.trim() === '---' && close > 0 ? lines.slice(1, close).join('\n') : '';
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * One candidate per memory file. The title is the file's own `name` where it is words (it
 * names the memory file too: a link text the index gave it may say otherwise), else the
 * index's link text, else the `name` slug in words; the description is the file's own,
 * else the index's hook, else the body's first sentence. `type` becomes a tag, and a
 * `user` memory (about the person, private in Claude Code) is skipped. A link out of
 * the folder is not read.
 */
export function readAutoMemory(folder: string, files: readonly string[], show: (path: string) => string): ImportCandidate[] {
  const within = { path: folder, shown: show(folder) };
  const indexFile = files.find((file) => file.toLowerCase() === INDEX_FILE.toLowerCase());
  const indexText = indexFile ? readSourceText(join(folder, indexFile), within) : undefined;
  const index = indexText?.ok ? parseIndex(indexText.text) : new Map<string, IndexEntry>();
  return files
    .filter((file) => file !== indexFile)
    .map((file) => {
      const path = join(folder, file);
      const from = show(path);
      const stem = basename(file, '.md');
      const read = readSourceText(path, within);
      const base = { from, source: `auto-memory:${from}`, tags: [] as string[], body: '' };
      if (!read.ok) return { ...base, title: humanize(stem), description: humanize(stem), skip: skipOf(read.problem) };
      const fields = fieldsOf(read.text);
      const entry = index.get(file);
      // a name in words ("No deploys on Friday") is a title, which names the memory file too;
      // a slug's words are the index's link text, or the slug's
      const named = fields.name?.trim();
      const title = named && /\s/.test(named) ? named : entry?.title || humanize(fields.name ?? stem);
      const body = trimBlankLines(fields.body);
      const type = fields.type?.toLowerCase();
      const candidate: ImportCandidate = {
        ...base,
        title,
        description: describe(fields.description ?? (entry?.hook || undefined), body, title, DESCRIPTION_MAX),
        body,
        tags: type && TYPES.has(type) ? [type] : [],
        name: fields.name ?? stem,
      };
      if (type === 'user') candidate.skip = { kind: 'private' };
      else if (body === '' && !fields.description) candidate.skip = { kind: 'empty' };
      return candidate;
    });
}
