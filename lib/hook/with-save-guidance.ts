import { hasSaveIntent } from './intent.js';
import { builtCliPath } from '../io/package-paths.js';
import { CLAUDE_OUTPUT_CAP } from '../render/render-list.js';
import { saveCommandLine, saveDirective } from '../render/save-guidance.js';
import { suggestionText } from '../render/suggest.js';
import type { Workspace } from './memory-list.js';

export interface GuidanceRequest {
  launchDir: string;
  workspace: Workspace;
  /** the user's prompt, checked for "기억해" / "remember this" */
  prompt: unknown;
  /** add the standing save suggestion (first list of a session, after compaction) */
  suggest: boolean;
}

/**
 * Room left for the protocol JSON around the text: Claude Code swaps output over the cap
 * for a file path and a preview, and then the list would be lost too.
 */
const JSON_MARGIN = 200;

const fits = (text: string): boolean => JSON.stringify(text).length + JSON_MARGIN <= CLAUDE_OUTPUT_CAP;

/**
 * The list, then the suggestion, then the directive — outside the `<project-memory>`
 * tags, which hold only the team's notes. When space is short the suggestion goes
 * first: the directive answers what the user asked for right now.
 */
export function withSaveGuidance(list: string | undefined, request: GuidanceRequest): string | undefined {
  const directiveWanted = typeof request.prompt === 'string' && hasSaveIntent(request.prompt);
  if (!directiveWanted && !request.suggest) return list;
  const { workspace } = request;
  const { lang } = workspace.config;
  const key = workspace.project.key;
  const command = saveCommandLine(lang, builtCliPath(), request.launchDir);

  const suggestion = request.suggest ? suggestionText(lang, key, command) : undefined;
  const directive = directiveWanted ? saveDirective(lang, key, command) : undefined;
  const directiveBelowSuggestion = directiveWanted ? saveDirective(lang, key, command, suggestion !== undefined) : undefined;
  for (const sections of [[suggestion, directiveBelowSuggestion], [directive], [suggestion]]) {
    const present = sections.filter((s): s is string => s !== undefined);
    if (present.length === 0) continue;
    const text = [list, ...present].filter((part) => part !== undefined).join('\n\n');
    if (fits(text)) return text;
  }
  return list;
}
