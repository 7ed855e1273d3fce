import { fstatSync, readSync } from 'node:fs';
import { pauseMs } from './clock.js';

const CHUNK = 64 * 1024;

/**
 * All of stdin as UTF-8, synchronously; '' when stdin is a terminal, /dev/null or closed.
 * readFileSync(0) is not enough: when the parent (Node's spawn, for one) hands over a
 * non-blocking pipe, a read before the writer catches up fails with EAGAIN, and the
 * input would be lost. Here EAGAIN means "wait a moment and read again", until EOF.
 */
export function readStdinText(fd = 0): string {
  let isDevice: boolean;
  try {
    isDevice = fstatSync(fd).isCharacterDevice();
  } catch {
    return ''; // stdin closed
  }
  // a terminal (or /dev/null) on stdin: waiting for input would hang or read nothing
  if (isDevice) return '';
  const chunks: Buffer[] = [];
  const buffer = Buffer.allocUnsafe(CHUNK);
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, buffer, 0, CHUNK, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        pauseMs(5);
        continue;
      }
      if (code === 'EOF') break; // Windows reports the end of a pipe this way
      throw error;
    }
    if (n === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks).toString('utf8');
}
