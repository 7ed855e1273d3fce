/**
 * CLAUDE.md, one memory per section the user picks by its heading (or its line). A section runs to
 * the next heading of the same or a higher level, its subsections included.
 */
import { cliCommand, workspaceArgs } from '../cli/advice-command.js';
import { CliError } from '../cli/errors.js';
import { DESCRIPTION_MAX } from '../render/render-list.js';
import type { ImportCandidate } from './candidate.js';
import { describe } from './describe-text.js';
import { type Heading, headingsOf, plainInline, sectionBody } from './markdown-outline.js';

/** A heading with the headings above it, outermost first: its path in the outline. */
export interface OutlineHeading extends Heading {
  trail: string[];
}

export function outlineOf(text: string): OutlineHeading[] {
  const stack: Heading[] = [];
  return headingsOf(text).map((heading) => {
    while (stack.length > 0 && (stack[stack.length - 1] as Heading).level >= heading.level) stack.pop();
    const trail = [...stack.map((h) => h.text), heading.text];
    stack.push(heading);
    return { ...heading, trail };
  });
}

/** How a heading is written on the command line: `Testing`, or `Backend > Testing` to tell two apart. */
export function trailText(heading: OutlineHeading): string {
  return heading.trail.join(' > ');
}

function norm(text: string): string {
  return plainInline(text.replace(/^\s*#+\s*/, ''))
    .normalize('NFC')
    .toLowerCase();
}

/** `Testing` names any heading with that text; `Backend > Testing`, one under Backend. */
function matches(heading: OutlineHeading, wanted: string): boolean {
  if (norm(heading.text) === norm(wanted)) return true;
  const parts = wanted.split('>').map(norm);
  if (parts.length < 2 || parts[parts.length - 1] !== norm(heading.text)) return false;
  // the named ancestors, in order, among the heading's own
  let at = 0;
  for (const ancestor of heading.trail.slice(0, -1).map(norm)) if (ancestor === parts[at]) at++;
  return at === parts.length - 1;
}

/**
 * The headings `wanted` names. A number is the line a heading starts on, as the heading
 * list shows it: the one name that tells apart two headings with the same path. It wins
 * over a heading that reads as that number, which its own line still picks.
 */
function named(outline: readonly OutlineHeading[], wanted: string): OutlineHeading[] {
  const line = /^\s*\d+\s*$/.test(wanted) ? Number(wanted) : undefined;
  const atLine = outline.find((heading) => heading.line === line);
  return atLine ? [atLine] : outline.filter((heading) => matches(heading, wanted));
}

/** What picks `heading` alone: its path where no other heading shares it, else its line. */
function sectionPick(outline: readonly OutlineHeading[], heading: OutlineHeading): string {
  const trail = trailText(heading);
  const found = named(outline, trail);
  return found.length === 1 && found[0] === heading ? trail : String(heading.line);
}

/**
 * The headings `wanted` names, in file order, each once. A name that matches no heading,
 * or several, is an error that lists what to write instead: for several, a command
 * (`again` and the pick) that imports each one.
 */
export function pickSections(path: string, outline: readonly OutlineHeading[], wanted: readonly string[], again: (pick: string) => string[]): OutlineHeading[] {
  const picked = new Set<OutlineHeading>();
  for (const name of wanted) {
    const found = named(outline, name);
    if (found.length === 0) {
      const all = outline.map(trailText);
      throw new CliError((m) => m.import.sectionUnknown(path, name, all));
    }
    if (found.length > 1) {
      throw new CliError((m, to) =>
        m.import.sectionAmbiguous(
          path,
          name,
          found.map((h) => ({ line: h.line, trail: trailText(h), command: cliCommand(to, [...again(sectionPick(outline, h)), ...workspaceArgs(to)]) })),
        ),
      );
    }
    picked.add(found[0] as OutlineHeading);
  }
  return [...picked].sort((a, b) => a.line - b.line);
}

export function readClaudeMdSections(text: string, outline: readonly OutlineHeading[], picked: readonly OutlineHeading[], from: string): ImportCandidate[] {
  return picked.map((heading) => {
    const body = sectionBody(text, heading, outline);
    const title = heading.text;
    const candidate: ImportCandidate = {
      from: `${from} > ${trailText(heading)}`,
      title,
      description: describe(undefined, body, title, DESCRIPTION_MAX),
      body,
      tags: [],
      source: `claude-md:${from}#${trailText(heading)}`,
    };
    if (body === '') candidate.skip = { kind: 'empty' };
    return candidate;
  });
}
