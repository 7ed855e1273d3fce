import { adviceCommand, type Reader } from '../lib/cli/advice-command.js';
import { closestWord } from '../lib/cli/closest-word.js';
import { type Command, type ParsedArgs, parseCommandArgs, stringFlag } from '../lib/cli/command.js';
import { CliError, EXIT, UsageError } from '../lib/cli/errors.js';
import { helpAsRun } from '../lib/cli/help-text.js';
import { internalErrorText, isCwdGone } from '../lib/cli/internal-error.js';
import { ioReasonOf } from '../lib/cli/io-reason.js';
import { commandLang, dirArgument } from '../lib/cli/language.js';
import { asksForLanguage, withLanguageNote } from '../lib/cli/language-option.js';
import { HELP_TEXT } from '../lib/i18n/help.js';
import { type CliMessages, COMMAND_NAMES, type CommandName, isCommandName, messagesFor } from '../lib/i18n/index.js';
import type { Lang } from '../lib/i18n/lang.js';
import { BrokenInstallError, packageVersion } from '../lib/io/package-paths.js';
import { fromCwd, processContext, type RunContext } from '../lib/io/run-context.js';
import { resolveConfig } from '../lib/workspace/config.js';

/** Commands load on demand so `--help` and small commands stay quick. */
const COMMANDS: Record<CommandName, () => Promise<Command>> = {
  install: async () => (await import('./commands/install.js')).install,
  uninstall: async () => (await import('./commands/uninstall.js')).uninstall,
  list: async () => (await import('./commands/list.js')).list,
  search: async () => (await import('./commands/search.js')).search,
  save: async () => (await import('./commands/save.js')).save,
  import: async () => (await import('./commands/import.js')).importCommand,
  key: async () => (await import('./commands/key.js')).key,
  verify: async () => (await import('./commands/verify.js')).verify,
  rename: async () => (await import('./commands/rename.js')).rename,
  forget: async () => (await import('./commands/forget.js')).forget,
  context: async () => (await import('./commands/context.js')).context,
  lint: async () => (await import('./commands/lint.js')).lint,
  doctor: async () => (await import('./commands/doctor.js')).doctor,
  stats: async () => (await import('./commands/stats.js')).stats,
};

function usage(msg: CliMessages, ctx: RunContext): string {
  return helpAsRun(msg.usage(COMMAND_NAMES.map((name) => `  ${name.padEnd(10)} ${msg.summaries[name]}`).join('\n')), ctx.self);
}

/** A command's --help, naming the command as this user runs it. */
function commandHelp(lang: Lang, name: CommandName, ctx: RunContext): string {
  return `${helpAsRun(HELP_TEXT[lang][name], ctx.self)}\n`;
}

async function unknownCommand(name: string, msg: CliMessages, ctx: RunContext, rest: readonly string[] = []): Promise<number> {
  // `project-memory --dir X list`: the command is there, after the options
  if (name.startsWith('-')) {
    const { takers, takesValue } = await commandsTaking(name);
    // `--title list save`: a word right after an option that takes a value is that value
    const from = !name.includes('=') && takesValue ? 1 : 0;
    const at = rest.findIndex((word, i) => i >= from && isCommandName(word));
    const command = rest[at] as CommandName;
    // `--lang en list`: no reordering makes list take an option it does not know
    if (at !== -1 && !takers.includes(command)) {
      const options = Object.keys((await COMMANDS[command]()).options).map((long) => `--${long}`);
      ctx.stderr(
        `project-memory: ${withLanguageNote(msg, name, msg.errors.unknownOption(name, closestWord(name, options)))}\n${msg.errors.seeHelp(adviceCommand(ctx, [command, '--help']))}\n`,
      );
      return EXIT.invalid;
    }
    if (at !== -1) {
      const reordered = adviceCommand(ctx, [rest[at] as string, name, ...rest.filter((_, i) => i !== at)]);
      ctx.stderr(`project-memory: ${msg.errors.optionFirst(name, COMMAND_NAMES, reordered)}\n`);
      return EXIT.invalid;
    }
    // no command follows: the commands that take the option, or none, which is a typo's mark
    const help = adviceCommand(ctx, ['--help']);
    ctx.stderr(
      takers.length > 0
        ? `project-memory: ${msg.errors.optionFirst(name, takers, takers.length === 1 ? adviceCommand(ctx, [takers[0] as string, name]) : undefined)}\n`
        : asksForLanguage(name)
          ? `project-memory: ${withLanguageNote(msg, name, msg.errors.unknownOption(name))}\n${msg.errors.seeHelp(help)}\n`
          : `project-memory: ${msg.errors.noCommandTakes(name, help, closestWord(name, await everyOption()))}\n`,
    );
    return EXIT.invalid;
  }
  ctx.stderr(`project-memory: ${msg.errors.unknownCommand(name, COMMAND_NAMES, adviceCommand(ctx, ['--help']), closestWord(name, COMMAND_NAMES))}\n`);
  return EXIT.invalid;
}

/**
 * The commands that take the option written as `word` (`--json`, `--dir=x`, `-h`, by its long
 * or short name), and whether it takes a value in any of them; only on this mistake's path
 * are all commands loaded.
 */
async function commandsTaking(word: string): Promise<{ takers: CommandName[]; takesValue: boolean }> {
  const bare = word.replace(/^-{1,2}/, '').split('=')[0] as string;
  const short = !word.startsWith('--');
  const takers: CommandName[] = [];
  let takesValue = false;
  for (const name of COMMAND_NAMES) {
    const { options } = await COMMANDS[name]();
    const spec = Object.entries(options).find(([long, spec]) => (short ? spec.short === bare : long === bare))?.[1];
    if (spec || (short ? bare === 'h' : bare === 'help')) takers.push(name);
    if (spec?.type === 'string') takesValue = true;
  }
  return { takers, takesValue };
}

/** Every command's options as written (`--json`), for a "did you mean". */
async function everyOption(): Promise<string[]> {
  const names = new Set<string>(['--help', '--version']);
  for (const name of COMMAND_NAMES) for (const long of Object.keys((await COMMANDS[name]()).options)) names.add(`--${long}`);
  return [...names];
}

/**
 * Whom an error speaks to: how they run the CLI, the command they ran, the folder it acted
 * for (--dir, else the current one), and the --project it was given, once its flags are read.
 */
function reader(ctx: RunContext, command: CommandName, rest: readonly string[], args: ParsedArgs | undefined): Reader {
  const project = args === undefined ? undefined : stringFlag(args, 'project')?.trim();
  return { self: ctx.self, command, dir: fromCwd(ctx, dirArgument(rest) ?? '.'), ...(project === undefined ? {} : { project }) };
}

/**
 * The one place where errors become messages and exit codes. What no command expected (a
 * bug, or a current folder removed under the shell, which even `processContext` meets)
 * exits EXIT.internal, never 1: a script must not take it for a usage mistake.
 */
export async function main(argv: string[], given?: RunContext): Promise<number> {
  let ctx: RunContext | undefined = given;
  try {
    ctx ??= processContext();
    return await runCommand(argv, ctx);
  } catch (error) {
    const stderr = ctx?.stderr ?? ((text: string) => process.stderr.write(text));
    const name = argv[0] !== undefined && isCommandName(argv[0]) ? ` ${argv[0]}` : '';
    // a broken install says its own fix (reinstall), and is no bug of the code
    if (error instanceof BrokenInstallError) {
      stderr(`project-memory${name}: ${error.message}\n`);
      return EXIT.invalid;
    }
    const env = ctx?.env ?? process.env;
    // the reader's language as the command would pick it; without a current folder, from the environment alone
    let lang = resolveConfig({}, env).lang;
    try {
      if (ctx) lang = commandLang(ctx, dirArgument(argv.slice(1)));
    } catch {
      // the workspace cannot be looked for either: the environment's language stands
    }
    stderr(`project-memory${name}: ${internalErrorText(messagesFor(lang), error)}\n`);
    return EXIT.internal;
  }
}

async function runCommand(given: string[], ctx: RunContext): Promise<number> {
  // `--` ends options before the command, of which there are none: `project-memory -- list` runs list
  const argv = given[0] === '--' ? given.slice(1) : given;
  const [name, ...rest] = argv;
  const lang = commandLang(ctx, dirArgument(rest));
  const msg = messagesFor(lang);
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    // help is text only: a --json given with it (a script's habit) asks for no other form
    const [topic, extra] = name === 'help' ? rest.filter((word) => word !== '--json') : [];
    if (topic !== undefined) {
      // `help --help` asks what help does, as `save --help` asks what save does; so does `help help`
      const aboutHelp = topic === 'help' || topic === '--help' || topic === '-h';
      if (!aboutHelp && !isCommandName(topic)) return await unknownCommand(topic, msg, ctx);
      // a second word is a mistake, as it is to every command that takes one word; one
      // that asks for help anyway (`help save --help`) gets it, as `save --bogus --help` does
      if (extra !== undefined && !rest.includes('--help') && !rest.includes('-h')) {
        ctx.stderr(`project-memory help: ${msg.errors.helpExtra(extra)}\n${msg.errors.seeHelp(adviceCommand(ctx, ['--help']))}\n`);
        return EXIT.invalid;
      }
      ctx.stdout(aboutHelp ? `${helpAsRun(msg.helpHelp, ctx.self)}` : commandHelp(lang, topic, ctx));
      return EXIT.ok;
    }
    // no command at all is a mistake (exit 1), but the way out is the same text: on stderr,
    // as every usage error's, so that `project-memory > out` leaves no usage in the file
    if (name === undefined) {
      ctx.stderr(usage(msg, ctx));
      return EXIT.invalid;
    }
    ctx.stdout(usage(msg, ctx));
    return EXIT.ok;
  }
  // --version with --json at most, in either order (`--json --version`, a script's habit)
  if (argv.some((word) => word === '--version' || word === '-v') && (name === '--version' || name === '-v' || name === '--json')) {
    const extra = argv.find((word) => !['--version', '-v', '--json'].includes(word));
    if (extra !== undefined) {
      ctx.stderr(`project-memory: ${msg.errors.versionExtra(extra)}\n${msg.errors.seeHelp(adviceCommand(ctx, ['--help']))}\n`);
      return EXIT.invalid;
    }
    // a script that asks every command for --json gets the version as JSON too
    ctx.stdout(argv.includes('--json') ? `${JSON.stringify({ version: packageVersion() })}\n` : `${packageVersion()}\n`);
    return EXIT.ok;
  }
  if (!isCommandName(name)) return await unknownCommand(name, msg, ctx, rest);
  const command = await COMMANDS[name]();
  let args: ParsedArgs | undefined;
  try {
    args = parseCommandArgs(command, rest);
    if (args.values.help === true) {
      ctx.stdout(commandHelp(lang, name, ctx));
      return EXIT.ok;
    }
    return (await command.run(args, ctx, msg)) ?? EXIT.ok;
  } catch (error) {
    // `save --bogus --help` still asks for help: give it rather than the parse error
    if (error instanceof UsageError && (rest.includes('--help') || rest.includes('-h'))) {
      ctx.stdout(commandHelp(lang, name, ctx));
      return EXIT.ok;
    }
    // --json changes stdout only: errors stay text on stderr, and the exit code says what happened
    if (error instanceof UsageError) {
      ctx.stderr(`project-memory ${name}: ${error.say(msg, reader(ctx, name, rest, args))}\n${msg.errors.seeHelp(adviceCommand(ctx, [name, '--help']))}\n`);
      return error.exitCode;
    }
    if (error instanceof CliError) {
      ctx.stderr(`project-memory ${name}: ${error.say(msg, reader(ctx, name, rest, args))}\n`);
      return error.exitCode;
    }
    // a file system error in the reader's words (EACCES: "permission denied" / "권한 없음"); what
    // is none (a bug), or names no file (a current folder gone), is main's to say
    const err = error as NodeJS.ErrnoException;
    const reason = ioReasonOf(msg, err);
    if (reason === undefined || isCwdGone(err)) throw error;
    const fix = typeof err.code === 'string' ? msg.words.ioFix(err.code) : undefined;
    ctx.stderr(`project-memory ${name}: ${err.path ? `${err.path}: ` : ''}${reason}${fix === undefined ? '' : `. ${fix}`}\n`);
    return EXIT.invalid;
  }
}
