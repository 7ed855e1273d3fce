import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCommandArgs, type Command } from '../lib/cli/command.js';
import { CliError, EXIT, UsageError } from '../lib/errors.js';
import { packageRoot } from '../lib/package-paths.js';
import { processContext, type RunContext } from '../lib/run-context.js';

/** Commands load on demand so `--help` and small commands stay quick. */
const COMMANDS: Record<string, () => Promise<Command>> = {
  install: async () => (await import('./commands/install.js')).install,
  uninstall: async () => (await import('./commands/uninstall.js')).uninstall,
  list: async () => (await import('./commands/list.js')).list,
  search: async () => (await import('./commands/search.js')).search,
  save: async () => (await import('./commands/save.js')).save,
  context: async () => (await import('./commands/context.js')).context,
  lint: async () => (await import('./commands/lint.js')).lint,
  doctor: async () => (await import('./commands/doctor.js')).doctor,
};

const SUMMARIES: Record<string, string> = {
  install: 'register the hooks in Claude Code settings and create the memory folder',
  uninstall: 'remove exactly what install added',
  list: 'every memory the hook can see',
  search: 'memories ranked for a query, most relevant first',
  save: 'write one memory file and print its path',
  context: 'what a Claude Code session launched in DIR starts with, part by part',
  lint: 'check every memory file; exit 1 if any has an error',
  doctor: 'a table of checks, with a fix for each problem',
};

function usage(): string {
  const rows = Object.keys(COMMANDS).map((name) => `  ${name.padEnd(10)} ${SUMMARIES[name] ?? ''}`);
  return `Usage: project-memory <command> [options]

Durable, git-versioned project memory for Claude Code.

Commands:
${rows.join('\n')}

Run \`project-memory <command> --help\` for a command's options and examples.
Other flags: --version, --help
`;
}

function version(): string {
  const pkg = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The one place where errors become messages and exit codes. */
export async function main(argv: string[], ctx: RunContext = processContext()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    ctx.stdout(usage());
    return name === undefined ? EXIT.invalid : EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    ctx.stdout(`${version()}\n`);
    return EXIT.ok;
  }
  const load = COMMANDS[name];
  if (!load) {
    ctx.stderr(`project-memory: unknown command "${name}". Commands: ${Object.keys(COMMANDS).join(', ')}. See project-memory --help.\n`);
    return EXIT.invalid;
  }
  const command = await load();
  try {
    const args = parseCommandArgs(command, rest);
    if (args.values.help === true) {
      ctx.stdout(`${command.help}\n`);
      return EXIT.ok;
    }
    return (await command.run(args, ctx)) ?? EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      ctx.stderr(`project-memory ${command.name}: ${error.message}\nSee project-memory ${command.name} --help.\n`);
      return error.exitCode;
    }
    if (error instanceof CliError) {
      ctx.stderr(`project-memory ${command.name}: ${error.message}\n`);
      return error.exitCode;
    }
    const err = error as NodeJS.ErrnoException;
    ctx.stderr(`project-memory ${command.name}: ${err.path ? `${err.path}: ` : ''}${err.message ?? String(error)}\n`);
    return EXIT.invalid;
  }
}
