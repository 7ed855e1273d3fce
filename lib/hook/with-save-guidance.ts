import type { Lang } from '../i18n/lang.js';
import { builtCliPath } from '../io/package-paths.js';
import { CLAUDE_OUTPUT_CAP } from '../render/render-list.js';
import { saveCommandLine, saveDirective } from '../render/save-guidance.js';
import { suggestionText } from '../render/suggest.js';
import { resolveConfig } from '../workspace/config.js';
import { newWorkspaceKey, newWorkspaceRoot, type Workspace } from '../workspace/resolve.js';
import { hasSaveIntent } from './intent.js';

export interface GuidanceRequest {
  /** the folder the save command acts for (`--dir`) */
  saveDir: string;
  lang: Lang;
  /** the key a project-scope save goes to, for the scope question */
  projectKey: string;
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
  const { lang, projectKey: key } = request;
  const command = saveCommandLine(lang, builtCliPath(), request.saveDir);

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

/** The guidance fields for a launch folder inside a workspace. */
export function workspaceGuidance(workspace: Workspace, launchDir: string): Pick<GuidanceRequest, 'saveDir' | 'lang' | 'projectKey'> {
  return { saveDir: launchDir, lang: workspace.config.lang, projectKey: workspace.project.key };
}

/**
 * A save request from a folder with no workspace above it: the directive still comes, and
 * its command creates the memory folder at the top of the repository (see
 * newWorkspaceRoot), so the first "remember this" works anywhere. Nothing otherwise.
 */
export function firstSaveGuidance(launchDir: string, prompt: unknown, env: Record<string, string | undefined>): string | undefined {
  const root = newWorkspaceRoot(launchDir);
  return withSaveGuidance(undefined, { saveDir: root, lang: resolveConfig({}, env).lang, projectKey: newWorkspaceKey(root), prompt, suggest: false });
}
