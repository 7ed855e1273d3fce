import type { Lang } from '../i18n/lang.js';
import { type Client, CONTEXT_CAPS } from '../model/clients.js';
import { measureFor } from '../render/render-list.js';
import { suggestionText } from '../render/save-guidance.js';
import { firstSaveKey } from '../workspace/first-save-key.js';
import { asLoneRepository, saveProjectKey } from '../workspace/lone-repository.js';
import type { Workspace } from '../workspace/resolve.js';

/**
 * The standing save suggestion and what the save guidance needs of a workspace, without the
 * reading of a prompt (lib/hook/with-save-guidance.ts): `context`, in the CLI, shows a first
 * prompt's context with these, and leaves the prompt's patterns out of the CLI's bundle.
 */

/**
 * Room left for the protocol JSON around the text: a client swaps output over its cap for
 * a file path and a preview, and then the list would be lost too.
 */
const JSON_MARGIN = 200;

export const fits = (text: string, client: Client): boolean => measureFor(client)(text) + JSON_MARGIN <= CONTEXT_CAPS[client].limit;

/** The guidance fields for a launch folder inside a workspace. */
export function workspaceGuidance(workspace: Workspace, launchDir: string, env: Record<string, string | undefined>): WorkspaceGuidance {
  // a pin passed over names the project's key, which `save --scope project` then refuses to guess;
  // before the project's first memory, the remote's name where its first save pins that (git is asked then only)
  const projectKey = () => {
    if (workspace.project.ignoredPin !== undefined) return undefined;
    const key = saveProjectKey(workspace);
    return key === undefined ? undefined : (firstSaveKey(launchDir, asLoneRepository(workspace), env)?.key ?? key);
  };
  return { saveDir: launchDir, lang: workspace.config.lang, projectKey };
}

/** What the save guidance needs of a workspace (workspaceGuidance). */
export interface WorkspaceGuidance {
  /** the folder the save command acts for (`--dir`) */
  saveDir: string;
  lang: Lang;
  /**
   * The key a project-scope save from `saveDir` goes to, for the scope question; undefined
   * where `save --scope project` refuses (the root of a workspace of several projects),
   * and then "this project" is not offered. Asked only when there is guidance to give: at
   * a workspace root it reads folders.
   */
  projectKey: () => string | undefined;
}

/** The list and the standing suggestion under it, where both fit the client's cap; else the list. */
export function withSuggestion(list: string | undefined, guidance: WorkspaceGuidance, client: Client): string | undefined {
  const text = [list, suggestionText(guidance.lang, guidance.projectKey())].filter((s): s is string => s !== undefined).join('\n\n');
  return fits(text, client) ? text : list;
}
