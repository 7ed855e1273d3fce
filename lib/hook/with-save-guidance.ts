import { bytesHoldSecret } from '../format/secrets.js';
import { GUIDANCE_TEXT } from '../i18n/guidance.js';
import { builtCliPath } from '../io/package-paths.js';
import { CLIENT_NAMES } from '../model/clients.js';
import { CLAUDE_RUNNER, type CommandRunner, forgetDirective, saveCommandLine, saveDirective, scopePicked, suggestionText } from '../render/save-guidance.js';
import { resolveConfig } from '../workspace/config.js';
import { firstSaveKey } from '../workspace/first-save-key.js';
import { asOnlyProject } from '../workspace/lone-repository.js';
import { noSaveFolder } from '../workspace/no-save-folder.js';
import { newWorkspaceProject, newWorkspaceRoot } from '../workspace/resolve.js';
import { memoryRootOf } from '../workspace/workspace.js';
import { hasForgetIntent, hasSaveIntent, scopeAnswer, scopeName } from './intent.js';
import { fits, type WorkspaceGuidance } from './save-suggestion.js';
import { HOOK_ORDER, type SaveQuestion } from './transcript-last-reply.js';

interface GuidanceRequest extends WorkspaceGuidance {
  /** the user's prompt, checked for "기억해" / "remember this", and for an answer to the scope question */
  prompt: unknown;
  /** add the standing save suggestion (first list of a session, after compaction) */
  suggest: boolean;
  /**
   * Was the user just asked the scope question, so that a bare "1" or "2" answers it, and
   * in what order were its choices put? `true`: asked, as the hook puts it. Asked only of a
   * prompt that may answer it: it may read the conversation's transcript.
   */
  asked?: boolean | (() => SaveQuestion | undefined);
  /** the client the guidance is for: its shell tool, how the body is passed, its cap (default Claude Code) */
  runner?: CommandRunner;
}

/**
 * The list, then the standing suggestion, then what answers this prompt: the save command
 * for a scope the user just picked, or the directive for a save request — all outside the
 * `<project-memory>` tags, which hold only the team's notes. When space is short the
 * suggestion goes first: the rest answers what the user asked for right now.
 */
export function withSaveGuidance(list: string | undefined, request: GuidanceRequest): string | undefined {
  const prompt = typeof request.prompt === 'string' ? request.prompt : '';
  const { lang } = request;
  const runner = request.runner ?? CLAUDE_RUNNER;
  const chosen = scopeChosen(prompt, request.asked);
  const picked = chosen?.pick === 1 || chosen?.pick === 2 ? chosen.pick : undefined;
  const intent = picked === undefined && hasSaveIntent(prompt);
  // a request to delete a memory, where no save is asked: the forget command
  const forget = picked === undefined && !intent && hasForgetIntent(prompt);
  if (picked === undefined && !intent && !forget && !request.suggest) return list;
  const key = request.projectKey();
  const cli = builtCliPath();
  // without a project key "2" is "don't save" (GUIDANCE_TEXT.noProject): nothing to run
  const answer = (afterSuggestion: boolean) =>
    picked === 1 || (picked === 2 && key !== undefined)
      ? scopePicked(lang, picked, key ?? '', cli, request.saveDir, runner, chosen?.unsure === true)
      : intent
        ? saveDirective(
            lang,
            key,
            saveCommandLine(lang, cli, request.saveDir, key === undefined ? 'global' : undefined, runner),
            runner.client,
            afterSuggestion,
            // said before the user picks a scope: else the model writes the value into the command, and save refuses it
            bytesHoldSecret(Buffer.from(prompt)),
          )
        : forget
          ? forgetDirective(lang, cli, request.saveDir, runner)
          : undefined;
  const suggestion = request.suggest ? suggestionText(lang, key) : undefined;
  if (!intent && !forget && picked === undefined && !suggestion) return list;
  // a directive right after the suggestion points at its choices instead of repeating them
  for (const sections of [[list, suggestion, answer(suggestion !== undefined)], [list, answer(false)], [list]]) {
    const present = sections.filter((s): s is string => s !== undefined);
    if (present.length === 0) return undefined;
    const text = present.join('\n\n');
    if (fits(text, runner.client)) return text;
  }
  return list;
}

/**
 * The scope a prompt picks, where the user was just asked: a number stands for what the
 * question put there ("1) just this project 2) all projects" is a model's own order), a
 * choice's name ("shop") for that choice, and words ("this project") for themselves.
 */
function scopeChosen(prompt: string, asked: GuidanceRequest['asked']): { pick: 1 | 2 | 3 | undefined; unsure: boolean } | undefined {
  // a session's first prompt answers no question: its patterns (~1 ms to compile) go unasked
  if (!asked) return undefined;
  const answer = scopeAnswer(prompt);
  const name = answer === undefined ? scopeName(prompt) : undefined;
  if (answer === undefined && name === undefined) return undefined;
  const question = asked === true ? HOOK_ORDER : asked();
  if (question === undefined || (question.unsure === true && answer?.loose === true)) return undefined;
  const pick = answer === undefined ? (name === undefined ? undefined : question.named(name)) : answer.byNumber ? question.pick(answer.pick) : answer.pick;
  // words ("this project") say the scope whatever was asked; a number needs the question
  return { pick, unsure: question.unsure === true && answer?.byNumber === true };
}

/**
 * A save request from a folder with no workspace above it: the directive still comes, and
 * its command creates the memory folder at the top of the repository (see
 * newWorkspaceRoot), so the first "remember this" works anywhere. Nothing otherwise.
 */
export function firstSaveGuidance(
  launchDir: string,
  prompt: unknown,
  env: Record<string, string | undefined>,
  runner: CommandRunner = CLAUDE_RUNNER,
  /** the save question the model's last reply put, if it did: a bare "2" answers it */
  asked: () => SaveQuestion | undefined = () => undefined,
  home: string | undefined = undefined,
): string | undefined {
  // most prompts outside a workspace ask for nothing: no folder is looked at for them
  if (typeof prompt !== 'string' || (!hasSaveIntent(prompt) && scopeAnswer(prompt) === undefined && scopeName(prompt) === undefined)) return undefined;
  const root = newWorkspaceRoot(launchDir);
  const config = resolveConfig({}, env);
  // a save there makes no memory folder (the home folder, /tmp): said at once, not after the
  // user has picked a scope for a save that is then refused
  const refused = noSaveFolder(root, home);
  if (refused !== undefined) {
    if (!hasSaveIntent(prompt)) return undefined;
    const text = GUIDANCE_TEXT[config.lang];
    return refused === 'home' ? text.homeFolder(CLIENT_NAMES[runner.client]) : text.sharedFolder(CLIENT_NAMES[runner.client], root);
  }
  const project = newWorkspaceProject(root, launchDir, {});
  // the key the first save writes under: the remote's name where it pins that, as `list` says
  const planned = asOnlyProject({ root, memoryRoot: memoryRootOf(root), project, config });
  return withSaveGuidance(undefined, {
    // from the folder the key belongs to (newWorkspaceProject): a pin's, a package's, else the root
    saveDir: project.projectDir ?? root,
    lang: config.lang,
    projectKey: () => firstSaveKey(launchDir, planned, env)?.key ?? project.key,
    prompt,
    suggest: false,
    asked,
    runner,
  });
}
