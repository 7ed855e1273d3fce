#!/usr/bin/env node
import { EXIT } from '../lib/cli/errors.js';
import { main } from './main.js';

// `project-memory list | head -1`: the reader is gone and so is the reason to go on.
// Ending quietly with 0 is what `head` users expect; a stack trace and exit 1 would
// break a pipeline under `set -o pipefail`.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

// main says what no command expected itself (exit 70, scripts/main.ts); what escapes even
// that is still one line: an unhandled rejection would print the minified bundle around the throw
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`project-memory: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = EXIT.internal;
  },
);
