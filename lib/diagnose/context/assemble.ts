import { realpathSync } from 'node:fs';
import { firstPromptContext } from '../../hook/first-prompt-context.js';
import type { RunContext } from '../../io/run-context.js';
import { DEFAULT_WINDOW } from '../../model/defaults.js';
import { claudeMdSources, loadClaudeMdFiles, managedClaudeMdPath } from './claude-md.js';
import type { ContextFile, FileStatus } from './context-file.js';
import { addSizes, type Size, sizeOf, TOKEN_ESTIMATE } from './estimate.js';
import { createFileReader, type FileReader } from './file-reader.js';
import { collectGitInfo, renderGitText } from './git-info.js';
import { createGitRunner, type GitExec } from './git-runner.js';
import { type ContextReport, type FileCount, REPORT_VERSION } from './report.js';
import { contextWarnings } from './warnings.js';

interface AssembleOptions {
  /** context window in tokens (default 200,000) */
  window?: number;
  /** overrides PROJECT_MEMORY_MANAGED_CLAUDE_MD and the system path */
  managedPath?: string;
  /** raw file read and git call, for tests that count them */
  readFile?: FileReader;
  gitExec?: GitExec;
}

/** The date line Claude Code adds (seed 000): UTC date, as `toISOString` gives it. */
export function dateLine(now: Date): string {
  return `Today's date is ${now.toISOString().split('T')[0]}.`;
}

/** The context a Claude Code session launched in `dir` starts with, measured part by part. */
export async function assembleContext(dir: string, ctx: RunContext, options: AssembleOptions = {}): Promise<ContextReport> {
  const window = options.window ?? DEFAULT_WINDOW;
  const git = createGitRunner(dir, ctx.env, options.gitExec);
  const gitInfo = collectGitInfo(git);
  const gitSize = sizeOf(renderGitText(gitInfo));

  const disabled = isSet(ctx.env.CLAUDE_CODE_DISABLE_CLAUDE_MDS);
  const files = disabled
    ? []
    : await loadClaudeMdFiles(
        claudeMdSources({
          dir: realDir(dir),
          top: gitInfo.topLevel ?? realDir(dir),
          home: ctx.home,
          managedPath: options.managedPath ?? managedClaudeMdPath(ctx.env),
        }),
        { home: ctx.home, read: createFileReader(options.readFile) },
      );
  const startup = countOf(files, 'loaded');

  const list = firstPromptContext(dir, ctx) ?? null;
  const listSize = list === null ? sizeOf('') : sizeOf(list);
  const date = dateLine(ctx.now);
  const dateSize = sizeOf(date);

  const total = addSizes([gitSize, startup, listSize, dateSize]);
  return {
    version: REPORT_VERSION,
    dir,
    window,
    estimate: TOKEN_ESTIMATE,
    git: { ...gitInfo, ...gitSize },
    claudeMd: { disabled, files, startup, conditional: countOf(files, 'conditional') },
    memoryList: { text: list, ...listSize },
    date: { text: date, ...dateSize },
    total: { ...total, percentOfWindow: Math.round((total.tokens / window) * 1000) / 10 },
    warnings: contextWarnings({ files, startupClaudeMdChars: startup.chars, memoryListChars: listSize.chars }),
  };
}

function countOf(files: readonly ContextFile[], status: FileStatus): FileCount {
  const matching = files.filter((f) => f.status === status);
  const size: Size = addSizes(matching);
  return { files: matching.length, chars: size.chars, tokens: size.tokens };
}

function isSet(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

// git reports its top level with links resolved; walk the same kind of path down to DIR
function realDir(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}
