import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { parseFrontMatter } from '../format/frontmatter.js';
import { bytesHoldSecret, maskSecrets, notSecretsOf, SECRET_SCAN_BYTES } from '../format/secrets.js';
import { utf16TextOf } from '../format/utf16-text.js';
import { GUIDANCE_TEXT } from '../i18n/guidance.js';
import { parseMemoryFile } from '../index/parse-memory-file.js';
import { builtCliPath } from '../io/package-paths.js';
import { readHead } from '../io/read-head.js';
import { isWithin, realPathOf } from '../io/real-path.js';
import type { RunContext } from '../io/run-context.js';
import { stateDir } from '../io/state-dir.js';
import { isRecord } from '../is-record.js';
import { toSafePath } from '../render/safe-line.js';
import { shellCommand } from '../shell-quote.js';
import { COMPACT_AT } from '../usage/compact.js';
import { pendingNames, publishRecord } from '../usage/publish-record.js';
import { memoryFileId } from '../usage/usage-root.js';
import { loadConfig } from '../workspace/config.js';
import { memoryLocationOf, memoryRootAbove, workspaceRootAbove } from '../workspace/memory-location.js';
import { findWorkspaceRoot, memoryRootLinkedOut, memoryRootOf } from '../workspace/workspace.js';
import { type HookHandler, type HookInput, hooksDisabled, sessionIdOf } from './runtime.js';
import { throughLinkInto, toolFilePath, toolReadPaths } from './tool-file-path.js';
import { mergeUsage } from './usage-merge.js';

/**
 * Gemini CLI 0.61.0 runs AfterTool after a read_file that failed too (the file outside its
 * workspace, say), with `tool_response.error` set: such a read is not counted. (Claude
 * Code's reads are counted before they run, so a failed one counts.)
 */
function readFailed(input: HookInput): boolean {
  return isRecord(input.tool_response) && Boolean(input.tool_response.error);
}

/**
 * Before a read of a memory the list marks as holding a likely secret (lint's rule, read
 * from the file now): the read is held back as the client can (Claude Code asks the user;
 * Gemini CLI refuses it), and the reason names the command that shows where the secret
 * is. The list's mark alone left it to the model, and a read sent the whole secret to the
 * model's API. Only before a read: an install from before ran this hook after one, when
 * nothing could be held back.
 */
function secretReadReason(path: string, env: RunContext['env'], asks: boolean): string | undefined {
  const workspaceRoot = workspaceRootAbove(path);
  if (workspaceRoot === undefined) return undefined;
  // a memory of a scope folder, or one directly in the memory root (no list shows it; lint does)
  const memory = memoryLocationOf(path) !== undefined;
  const marked = memory && parseMemoryFile(path)?.record.problems.some((problem) => problem.kind === 'secret');
  const unscanned = marked ? undefined : throughLink(path) ? 'linked' : unscannedLook(path, memory);
  if (!marked && unscanned === undefined) return undefined;
  const text = GUIDANCE_TEXT[loadConfig(workspaceRoot, env).lang];
  // a secret pasted as the file's name is masked, as the list masks it
  const shown = toSafePath(maskSecrets(path), 4096);
  if (unscanned === 'too-large') return text.secretReadUnchecked(shown, READ_SCAN_MAX / (1024 * 1024), asks);
  if (unscanned === 'linked') return text.secretReadLinked(shown, asks);
  // lint names what the list marks; past its 256 KB, or in a file that is no memory, no list marks it
  if (!marked) return text.secretReadOther(shown, asks);
  return text.secretRead(shown, toSafePath(shellCommand([...cliWords(), 'lint', '--dir', workspaceRoot]), 8192), asks);
}

/**
 * The most of a file the gate reads through. A file past it in a memory folder (a memory
 * folder holds notes, not data dumps) is asked about unread: reading it whole before every
 * read of a part of it would hold up each one, and letting it be let a secret through.
 */
const READ_SCAN_MAX = 16 * 1024 * 1024;

/**
 * Whether the path reaches its file through a symbolic link below the memory root (the file
 * itself, or a folder on the way): the list and the look below open nothing through one
 * (O_NOFOLLOW), while the client's read follows it to whatever it names, a key file too. The
 * memory root's own path may go through links (a home folder on another disk): only the part
 * below it counts.
 */
function throughLink(path: string): boolean {
  const root = memoryRootAbove(path);
  if (root === undefined) return false;
  try {
    const real = realpathSync(path);
    return real !== join(realpathSync(root), relative(root, path));
  } catch (error) {
    // nothing there to read (a read of a missing file fails on its own), or links in a loop
    return (error as NodeJS.ErrnoException).code === 'ELOOP';
  }
}

/**
 * What the list's look at a memory (its first 256 KB) does not cover: the rest of a longer
 * memory, a memory written in UTF-16, which the list reads as bytes and the client decodes,
 * and any other file in a memory folder (a merge tool's `x.md.orig`, notes.txt, a
 * subfolder's note), which no list marks. Read whole, once, before the read it may hold
 * back: 'secret' where it holds one, 'too-large' past what the gate reads.
 */
function unscannedLook(path: string, memory: boolean): 'secret' | 'too-large' | undefined {
  try {
    const size = statSync(path, { throwIfNoEntry: false });
    if (!size?.isFile() || (memory && size.size <= SECRET_SCAN_BYTES && !startsUtf16(path))) return undefined;
    if (size.size > READ_SCAN_MAX) return 'too-large';
    const read = readHead(path, size.size, { bytes: true })?.bytes;
    if (!read) return undefined;
    // a UTF-16 file as the client decodes it (bytesHoldSecret decodes it so too)
    const text = utf16TextOf(read) ?? read.toString('utf8');
    const head = parseFrontMatter(text.slice(0, SECRET_SCAN_BYTES));
    return bytesHoldSecret(read, head.ok ? notSecretsOf(head.data) : undefined) ? 'secret' : undefined;
  } catch {
    // a path through a file, a folder it may not enter: nothing there to read, and the read fails on its own
    return undefined;
  }
}

/** Whether a file opens with UTF-16's byte order mark: its first two bytes. */
function startsUtf16(path: string): boolean {
  const head = readHead(path, 2, { bytes: true })?.bytes;
  return head !== undefined && head.length === 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));
}

/** How the reason names the CLI: the built one beside this hook, or by its command name where the package cannot say (a broken install). */
function cliWords(): string[] {
  try {
    return ['node', builtCliPath()];
  } catch {
    return ['project-memory'];
  }
}

/**
 * Counts a read of a memory file (Claude Code's Read, Gemini CLI's read_file, a reading
 * command in Codex's or Claude Code's shell, each file it names): one record
 * in the user's state folder (never in the repository), merged later into the summary
 * `stats` and the ranking read, at the one event per client that counts it. Prints
 * nothing (the model sees no trace of this hook) but for a memory marked for a secret,
 * whose read is held back and not counted: it may never happen.
 */
export const handleMemoryRead: HookHandler = (input, ctx, dialect) => {
  if (hooksDisabled(ctx.env) || readFailed(input)) return undefined;
  // one file for a file tool; a shell command may read several
  const reads = toolReadPaths(input, dialect.readTools);
  const paths = reads.map((read) => throughLinkInto(read.path));
  if (paths.length === 0) return undefined;
  const event = input.hook_event_name;
  if (event === dialect.readEvents.before) {
    for (const path of paths) {
      const reason = secretReadReason(path, ctx.env, dialect.holdBackAsks === true);
      if (reason) return { holdBack: reason };
    }
  }
  const memories = paths.map(memoryFileId);
  if (typeof event === 'string' && dialect.readEvents.countAt.includes(event))
    memories.forEach((memory, i) => {
      if (memory && reads[i]?.named) countRead(memory, input, ctx);
    });
  // memories of the workspace this session runs in, nothing above held one back: read without
  // asking, where the client lets a hook say so, and by a file tool only: a shell command that
  // reads a memory may do anything else too, which only the user's own rules may let run
  if (event !== dialect.readEvents.before || !dialect.allow || memories.includes(undefined)) return undefined;
  if (toolFilePath(input, dialect.readTools) === undefined) return undefined;
  const memory = sessionMemoryFolder(input.cwd);
  return memory !== undefined && paths.every((path) => isWithin(realPathOf(path) ?? '', memory)) ? { allow: true } : undefined;
};

function countRead(memory: NonNullable<ReturnType<typeof memoryFileId>>, input: HookInput, ctx: RunContext): void {
  const state = stateDir(ctx.env, ctx.home);
  if (state === undefined) return;
  const session = sessionIdOf(input);
  const t = ctx.now.getTime();
  if (!publishRecord(state, { v: 1, kind: 'read', t, ...memory, ...(session ? { session } : {}) })) return;
  // sessions merge what waits when they start; a long one that reads a lot merges here
  if (pendingNames(state).length >= COMPACT_AT) mergeUsage(state, t);
}

/**
 * The real path of the memory folder of the workspace the session was launched in (the
 * nearest one above its `cwd`, as the list finds it): a memory in it is one the session's list
 * names, not one of any repository on the disk a prompt's text pointed the model at. By real
 * paths: a memory folder linked out of its workspace (the list takes such a workspace for
 * none) is none, and a path whose links lead elsewhere is not in it.
 */
function sessionMemoryFolder(cwd: unknown): string | undefined {
  if (typeof cwd !== 'string' || !isAbsolute(cwd)) return undefined;
  const root = findWorkspaceRoot(cwd);
  if (root === undefined || memoryRootLinkedOut(root) !== undefined) return undefined;
  return realPathOf(memoryRootOf(root));
}
