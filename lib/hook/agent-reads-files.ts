import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseFrontMatter } from '../format/frontmatter.js';
import { readHead } from '../io/read-head.js';
import { claudeConfigDir } from '../settings/claude-config-dir.js';

/**
 * Does a subagent of this type need the memory list? Not when it cannot open a memory
 * file, and not when it inherits the parent's conversation, list included.
 *
 * Measured with Claude Code 2.1.328: every built-in type (claude, Explore,
 * general-purpose, Plan, statusline-setup) is given Read; `fork` starts from the parent's
 * conversation, which holds the list already. A custom agent gets the tools its
 * definition names (`tools:` a comma-separated string or a YAML list, names as written
 * and case-sensitive, `Read(./src/**)` still Read; all tools when it is missing or `*`,
 * none when it is empty), less `disallowedTools`. SubagentStart names the agent by its
 * definition's `name:`, which need not be the file's name. Definitions are read from
 * `.claude/agents/` in the launch folder and each folder above it up to the top of its
 * git repository (none above that was read), then from the user's `~/.claude/agents/`.
 */

const BUILT_IN_READERS: ReadonlySet<string> = new Set(['general-purpose', 'claude', 'Explore', 'Plan']);
/**
 * Needs none: `fork` starts with the parent's conversation, list included; `statusline-setup`
 * writes the user's status line setting, which no project memory is about (1,700 characters
 * of list for nothing).
 */
const NEEDS_NONE: ReadonlySet<string> = new Set(['fork', 'statusline-setup']);
/**
 * Tools that show a file's text: Read, and Bash and Grep, which can print one too. An MCP
 * tool may read files as well; not knowing, it counts as one.
 */
const READERS = ['Read', 'Bash', 'Grep'];
/** A folder of definitions holds a few; a bigger one is not read past this many files. */
const MAX_DEFINITIONS = 200;

export function subagentNeedsList(agentType: string, launchDir: string, env: Record<string, string | undefined>, home: string | undefined): boolean {
  if (NEEDS_NONE.has(agentType)) return false;
  if (BUILT_IN_READERS.has(agentType)) return true;
  const definition = findAgentDefinition(agentType, agentFolders(launchDir, env, home));
  // a definition from anywhere else (a plugin, --agents, managed settings) is not read: the list goes out
  return definition === undefined || canReadFiles(definition);
}

/** Where Claude Code reads agent definitions, first match first. */
function agentFolders(launchDir: string, env: Record<string, string | undefined>, home: string | undefined): string[] {
  const folders: string[] = [];
  for (let dir = resolve(launchDir); ; dir = dirname(dir)) {
    folders.push(join(dir, '.claude', 'agents'));
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) break;
  }
  const user = claudeConfigDir(env, home);
  if (user) folders.push(join(user, 'agents'));
  return folders;
}

/** The front matter of the definition named `name`: `<name>.md` is looked at first in each folder. */
function findAgentDefinition(name: string, folders: readonly string[]): Record<string, unknown> | undefined {
  let read = 0;
  for (const folder of folders) {
    let files: string[];
    try {
      files = readdirSync(folder).filter((file) => file.endsWith('.md'));
    } catch {
      continue;
    }
    const first = `${name}.md`;
    files.sort((a, b) => Number(b === first) - Number(a === first));
    for (const file of files) {
      if (++read > MAX_DEFINITIONS) return undefined;
      const head = readHead(join(folder, file), undefined, { follow: true });
      const parsed = head && parseFrontMatter(head.text);
      if (parsed?.ok && parsed.data.name === name) return parsed.data;
    }
  }
  return undefined;
}

/** A front-matter tool list, as written: undefined when the field is missing. */
function toolList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : String(value).split(',');
  return items.map((item) => String(item).trim()).filter((item) => item !== '');
}

function canReadFiles(definition: Record<string, unknown>): boolean {
  // offering `Read(./src/**)` offers the Read tool, limited by a rule
  const tools = toolList(definition.tools)?.map((tool) => tool.replace(/\(.*$/s, '').trim());
  // denying `Bash(rm:*)` denies one use of Bash, not the tool
  const denied = new Set(toolList(definition.disallowedTools) ?? []);
  const all = tools === undefined || tools.includes('*');
  const offered = all ? READERS : tools;
  return offered.some((tool) => !denied.has(tool) && (READERS.includes(tool) || tool.startsWith('mcp__')));
}
