import { strayFileFinding } from '../checks/check-name.js';
import { lintMemoryText } from '../checks/check-text.js';
import { byPlace } from '../checks/finding.js';
import { readHead } from '../io/read-head.js';
import { loadConfig } from '../workspace/config.js';
import { memoryLocationOf } from '../workspace/memory-location.js';
import { type HookHandler, hooksDisabled } from './runtime.js';
import { toolFilePath } from './tool-file-path.js';
import { writtenFileText } from './written-file-text.js';

const FILE_TOOLS: ReadonlySet<string> = new Set(['Write', 'Edit', 'MultiEdit']);
/** Enough for any real memory; a bigger one is checked on its head only. */
const READ_LIMIT = 1024 * 1024;

/**
 * After Claude edits a memory file by hand, check what is now on disk with `lint`'s rules
 * for one file's text (lib/checks/check-text.ts), and the rule that a file directly in the
 * memory folder is never listed. Findings go back as additional context (shown to the
 * model as "PostToolUse:Write hook additional context: …"); every other path returns
 * before any file is read.
 */
export const handlePostToolUse: HookHandler = (input, ctx) => {
  if (hooksDisabled(ctx.env)) return undefined;
  const path = toolFilePath(input, FILE_TOOLS);
  if (path === undefined) return undefined;
  const location = memoryLocationOf(path);
  if (!location) return undefined;

  // no symlinks followed (a symlink is never listed, lib/discover.ts); a deleted file is fine
  const head = readHead(path, READ_LIMIT, { body: true });
  if (!head) return undefined;

  const ofText = lintMemoryText(head.text);
  // in lint's order: errors first, then warnings such as a stray file's
  const findings = location.folder === undefined ? [strayFileFinding(location.name), ...ofText].sort(byPlace) : ofText;
  if (findings.length === 0) return undefined;
  return writtenFileText(loadConfig(location.workspaceRoot, ctx.env).lang, path, findings);
};
