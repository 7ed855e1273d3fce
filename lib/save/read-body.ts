import { type ParsedArgs, stringFlag } from '../cli/command.js';
import { CliError, UsageError } from '../cli/errors.js';
import { ioReasonOf } from '../cli/io-reason.js';
import { SECRET_SCAN_BYTES } from '../format/secrets.js';
import { utf8TextOf } from '../format/utf8-text.js';
import type { CliMessages } from '../i18n/types.js';
import { readBoundedFile } from '../io/read-bounded-file.js';
import { fromCwd, type RunContext } from '../io/run-context.js';

/**
 * A body past this can never be saved: the whole memory must fit in what lint and the list
 * check for secrets (plan-save.ts refuses it). So no more is read, from a file or stdin:
 * `--body-file /dev/zero` or a 50 MB log would otherwise fill memory before that refusal.
 */
const MAX_BODY_BYTES = SECRET_SCAN_BYTES;

function tooLarge(path: string | undefined): CliError {
  return new CliError((m) => m.save.bodyTooLarge(path, MAX_BODY_BYTES / 1024));
}

function fromStdin(ctx: RunContext, msg?: Pick<CliMessages, 'save'>): string {
  if (ctx.readStdin === undefined) return '';
  // a pipe left open with nothing in it (a script's, a tool's) would hold the save without a word
  const piped =
    msg && ctx.readStdinNoticing ? ctx.readStdinNoticing(MAX_BODY_BYTES, () => ctx.stderr(`${msg.save.waitingForBody}\n`)) : ctx.readStdin(MAX_BODY_BYTES);
  if (piped === undefined) throw tooLarge(undefined);
  return textOf(piped, undefined);
}

/**
 * The body as text. Bytes that are no UTF-8 text (a Latin-1 file, a UTF-16 one as
 * PowerShell 5's `>` writes it) are refused: decoded leniently they would be saved as
 * U+FFFD and NUL bytes, the characters lost for good, with only lint's warning after.
 */
function textOf(bytes: Uint8Array, path: string | undefined): string {
  const text = utf8TextOf(bytes);
  if (text !== undefined) return text;
  // valid UTF-8 but for its NUL bytes: binary, or ASCII as UTF-16, not a Latin-1 note
  const nul = bytes.indexOf(0);
  if (nul !== -1 && utf8TextOf(bytes.map((byte) => byte || 0x20)) !== undefined) throw new CliError((m) => m.save.bodyNul(path, nul));
  throw new CliError((m) => (path === undefined ? m.save.bodyStdinNotUtf8 : m.save.bodyFileNotUtf8(path)));
}

/**
 * `save`'s body: --body, --body-file (relative to the current folder, '-' for stdin), or
 * piped stdin; undefined when none gave any text, so --update keeps the body it has.
 * `update`: text on stdin that no --body-file - asked for is refused, not taken: a
 * `while read` loop of updates (`--update --name "$n" --tags …`) hands each command the
 * rest of the loop's input, which would replace a body nobody meant to change.
 */
export function readBody(args: ParsedArgs, ctx: RunContext, update = false, msg?: Pick<CliMessages, 'save'>): string | undefined {
  const body = stringFlag(args, 'body');
  const file = stringFlag(args, 'body-file');
  if (body !== undefined && file !== undefined) throw new UsageError((m) => m.save.bodyTwice, 'save');
  if (body !== undefined) return body;
  if (file === '-') return fromStdin(ctx);
  // `--body-file "$UNSET"` names no file, where resolving it would name the current folder
  if (file === '') throw new CliError((m) => m.save.bodyFileMissing('""'));
  if (file !== undefined) {
    const path = fromCwd(ctx, file);
    const read = readBoundedFile(path, MAX_BODY_BYTES);
    if (read.ok) return textOf(read.bytes, path);
    if (read.problem === 'too-large') throw tooLarge(path);
    // a FIFO with no writer would hang the save, a device never end: a body is a plain file, or stdin
    if (read.problem === 'not-a-file') {
      const { what } = read;
      throw new CliError((m) => m.save.bodyFileNotAFile(path, what));
    }
    const { error } = read;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new CliError((m) => m.save.bodyFileMissing(path));
    // in the reader's words: permission denied…, never Node's English message
    throw new CliError((m) => m.save.bodyFileUnreadable(path, ioReasonOf(m, error) ?? (error as Error).message));
  }
  // asked before the text is checked: a loop's input is neither too long nor text to fix
  if (update) {
    if (unaskedText(ctx)) throw new CliError((m) => m.save.updateStdinUnasked);
    return undefined;
  }
  const piped = fromStdin(ctx, msg);
  return piped === '' ? undefined : piped;
}

/** Whether stdin holds more than blank space: read up to the body's bound, the rest left (an --update takes none of it). */
function unaskedText(ctx: RunContext): boolean {
  // what is there now: a pipe left open with nothing in it is no input, and is not waited on
  const read = ctx.peekStdin ?? ctx.readStdin;
  const piped = read?.(MAX_BODY_BYTES);
  // past the bound: more than any blank a pipe holds by accident
  if (piped === undefined) return read !== undefined;
  return piped.some((byte) => byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d);
}
