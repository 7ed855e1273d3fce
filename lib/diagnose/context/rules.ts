import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontMatter } from '../../format/frontmatter.js';
import type { MemoryProblem } from '../../model/memory-problem.js';
import { isDirectory } from '../../workspace/workspace.js';

/**
 * Every `*.md` under a `.claude/rules/` folder, subfolders included, in path order, as
 * `**\/*.md` matches: names starting with a dot are passed over. Links are followed, to a
 * file or a folder (Claude Code loads the rules of a linked folder); a folder already
 * walked, by its real path, is not walked again, so a link loop ends.
 */
export async function findRuleFiles(rulesDir: string): Promise<string[]> {
  if (!isDirectory(rulesDir)) return [];
  const found: string[] = [];
  const walked = new Set<string>();
  const walk = (dir: string): void => {
    let real: string;
    let entries: import('node:fs').Dirent[];
    try {
      real = realpathSync(dir);
      if (walked.has(real)) return;
      walked.add(real);
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      const linked = entry.isSymbolicLink();
      if (entry.isDirectory() || (linked && isDirectory(path))) walk(path);
      else if (entry.name.endsWith('.md') && (entry.isFile() || (linked && isFile(path)))) found.push(path);
    }
  };
  walk(rulesDir);
  return found.sort();
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

interface RuleCondition {
  /** the `paths:` globs; null when the rule loads at session start */
  paths: string[] | null;
  /** front matter that could not be read: the rule then loads at start */
  problem?: MemoryProblem;
}

/**
 * A rule with `paths:` in its front matter loads only when Claude reads a matching file,
 * so it is not part of what a session starts with. Without front matter, or with an
 * empty `paths:`, it loads at start.
 */
export function ruleConditionOf(text: string): RuleCondition {
  if (!text.startsWith('---') && !text.startsWith('\ufeff---')) return { paths: null };
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) return { paths: null, problem: parsed.problem };
  const value = parsed.data.paths;
  const paths = (Array.isArray(value) ? value : [value]).filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return { paths: paths.length > 0 ? paths : null };
}
