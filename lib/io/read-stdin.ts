import { fstatSync, readSync } from 'node:fs';
import { monotonicMs, sleepSync } from './clock.js';
import { nodeBuiltin } from './node-builtin.js';

const CHUNK = 64 * 1024;

/** How long a bounded read waits: for the first byte, between bytes, and in all. */
interface StdinBound {
  firstByteMs: number;
  idleMs: number;
  totalMs: number;
  /** when a wait runs out, what came so far rather than undefined (a look at what is there, not a read of all) */
  partial?: boolean;
  /**
   * The whole input when what has come (`chunks`) already is, without waiting for its end: a
   * hook's one JSON object. A client closes the pipe only once its event loop comes round to
   * it, which on a busy machine (hooks started sixteen at once) was seen more than half a
   * second after the object itself: the hook took it for a writer that had stalled and
   * dropped the event.
   */
  whole?: (chunks: readonly Buffer[]) => Buffer | undefined;
}

/**
 * A hook's stdin: Claude Code writes one JSON object and closes the pipe at once, so the
 * whole of it is normally there before node has even started. A client that never
 * closes it must not hold the hook until the hook's timeout (10 s as registered, after
 * which the output is thrown away): the read gives up after two seconds without a first
 * byte, one and a half without a next one, or six in all. Half a second and three, the
 * bounds before, dropped a 5 MB prompt's list on a machine busy with other work.
 */
const HOOK_STDIN_BOUND: StdinBound = { firstByteMs: 2_000, idleMs: 1_500, totalMs: 6_000, whole: isWholeJson };

/** Whether the last byte that is not white space is `}`: what a whole JSON object ends in. */
function endsObject(chunk: Buffer): boolean {
  for (let i = chunk.length - 1; i >= 0; i--) {
    const byte = chunk[i] as number;
    if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) continue;
    return byte === 0x7d;
  }
  return false;
}

/**
 * The chunks joined when they hold one complete JSON object: no prefix of an object parses,
 * so nothing more is to come. A pause inside a long event (a 5 MB prompt comes in many
 * pieces) costs a look at the last chunk's end, not a copy of all of it.
 */
function isWholeJson(chunks: readonly Buffer[]): Buffer | undefined {
  const last = chunks[chunks.length - 1];
  if (last === undefined || !endsObject(last)) return undefined;
  const all = Buffer.concat(chunks);
  try {
    JSON.parse(all.toString('utf8'));
    return all;
  } catch {
    return undefined;
  }
}

/**
 * All of stdin's bytes, synchronously; none when stdin is a terminal, /dev/null or closed.
 * readFileSync(0) is not enough: when the parent (Node's spawn, for one) hands over a
 * non-blocking pipe, a read before the writer catches up fails with EAGAIN, and the
 * input would be lost. Here EAGAIN means "wait a moment and read again", until EOF.
 * Without a bound it waits for EOF however long that takes (what `save` wants of a piped
 * body); with one it returns undefined when the bound runs out first. With `maxBytes` it
 * returns undefined as soon as more than that has come, and reads no further: `save` of a
 * body piped from an endless source (`yes |`) must not fill memory before its size check.
 */
export function readStdinBytes(fd = 0, bound?: StdinBound, maxBytes = Number.POSITIVE_INFINITY): Buffer | undefined {
  let isDevice: boolean;
  let mayBlock: boolean;
  try {
    const stat = fstatSync(fd);
    isDevice = stat.isCharacterDevice();
    mayBlock = stat.isFIFO() || stat.isSocket();
  } catch {
    return Buffer.alloc(0); // stdin closed
  }
  // a terminal (or /dev/null) on stdin: waiting for input would hang or read nothing
  if (isDevice) return Buffer.alloc(0);
  // a blocking read of a pipe or socket cannot be cut short: make it non-blocking, so
  // that no data shows as EAGAIN and the bound is checked between tries
  if (bound && mayBlock && !setNonBlocking(fd)) return undefined;
  const chunks: Buffer[] = [];
  const buffer = Buffer.allocUnsafe(CHUNK);
  const started = bound ? monotonicMs() : 0;
  let last = started;
  let total = 0;
  // data came since the last look at whether it is whole: looked at once per pause, not per retry
  let fresh = false;
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, buffer, 0, CHUNK, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        if (fresh && bound?.whole) {
          fresh = false;
          const whole = bound.whole(chunks);
          if (whole) return whole;
        }
        if (bound) {
          const now = monotonicMs();
          const wait = chunks.length === 0 ? bound.firstByteMs : bound.idleMs;
          if (now - last > wait || now - started > bound.totalMs) return bound.partial ? Buffer.concat(chunks) : undefined;
        }
        // a writer in mid-flow (a 5 MB prompt) refills the pipe within a millisecond
        sleepSync(chunks.length === 0 ? 5 : 1);
        continue;
      }
      if (code === 'EOF') break; // Windows reports the end of a pipe this way
      throw error;
    }
    if (n === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
    fresh = true;
    total += n;
    if (total > maxBytes) return undefined;
    if (bound) {
      last = monotonicMs();
      if (last - started > bound.totalMs) return bound.partial ? Buffer.concat(chunks) : undefined;
    }
  }
  return Buffer.concat(chunks);
}

/** Kept referenced: a collected handle would close the descriptor it wraps. */
const keptHandles: unknown[] = [];

/**
 * Sets O_NONBLOCK on a pipe or socket descriptor; false when that cannot be done. Node
 * has no fcntl: opening a libuv pipe handle on the descriptor sets the flag (uv_pipe_open),
 * without starting to read. The pipe_wrap binding does it in a tenth of a millisecond;
 * net.Socket, the public way to the same handle, costs about 2.5 ms of module loading
 * on every prompt, so it is only the fallback should a Node version drop the binding.
 */
function setNonBlocking(fd: number): boolean {
  try {
    const { Pipe, constants } = (process as unknown as { binding(name: string): PipeWrap }).binding('pipe_wrap');
    const handle = new Pipe(constants.SOCKET);
    if (handle.open(fd) === 0) {
      keptHandles.push(handle);
      return true;
    }
  } catch {
    // not there in this Node: the public way below
  }
  try {
    const { Socket } = nodeBuiltin<typeof import('node:net')>('node:net');
    keptHandles.push(new Socket({ fd, readable: true, writable: false, manualStart: true } as ConstructorParameters<typeof Socket>[0]));
    return true;
  } catch {
    return false;
  }
}

interface PipeWrap {
  Pipe: new (type: number) => { open(fd: number): number };
  constants: { SOCKET: number };
}

/**
 * What a pipe on stdin holds now, or within a fifth of a second: for a command that takes
 * no input but must not take someone else's (save --update in a `while read` loop), and
 * must not wait on a pipe that stays open with nothing in it.
 */
export function peekStdinBytes(maxBytes: number): Buffer | undefined {
  return readStdinBytes(0, { firstByteMs: 200, idleMs: 200, totalMs: 2_000, partial: true }, maxBytes);
}

const NOTICE_MS = 2_000;

/**
 * All of stdin, however long it takes, with `say` told once when nothing has come after
 * two seconds: a pipe left open by a script or a tool would otherwise hold a save with no
 * word of why.
 */
export function readStdinNoticing(maxBytes: number, say: () => void): Buffer | undefined {
  const started = performance.now();
  const first = readStdinBytes(0, { firstByteMs: NOTICE_MS, idleMs: NOTICE_MS, totalMs: Number.POSITIVE_INFINITY, partial: true }, maxBytes);
  // past the bound already (or, rarer, a pipe that cannot be made non-blocking): nothing is read twice
  if (first === undefined) return undefined;
  // nothing, and only after the wait: an end that came at once (`< /dev/null`, a pipe closed
  // empty) is no pipe holding the save
  if (first.length === 0 && performance.now() - started >= NOTICE_MS * 0.9) say();
  const rest = readStdinBytes(0, undefined, maxBytes - first.length);
  return rest === undefined ? undefined : Buffer.concat([first, rest]);
}

/**
 * A hook's stdin, read within HOOK_STDIN_BOUND: '' (not JSON, so the hook stays silent)
 * when it cannot be read or never ends. Every hook, and the Read hook's gate before it
 * loads anything, reads it this way.
 */
export function readHookStdin(): string {
  try {
    return readStdinBytes(0, HOOK_STDIN_BOUND)?.toString('utf8') ?? '';
  } catch {
    return '';
  }
}
