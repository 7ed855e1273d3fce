import { globby } from 'globby';
import { parseFrontMatter } from '../../format/frontmatter.js';
import type { MemoryProblem } from '../../model/memory-problem.js';
import { isDirectory } from '../../workspace/workspace.js';

/** Every `*.md` under a `.claude/rules/` folder, subfolders included, in path order. */
export async function findRuleFiles(rulesDir: string): Promise<string[]> {
  if (!isDirectory(rulesDir)) return [];
  const found = await globby('**/*.md', { cwd: rulesDir, absolute: true, onlyFiles: true });
  return found.sort();
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
