// `npx tsx bench/lint-workspace.ts DIR [COUNT]`: writes the lint timing workspace
// (bench/lint-corpus.ts) at DIR, which must not exist yet, for timing
// `lint --dir DIR` and `doctor --dir DIR` (docs/performance.md).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeLintCorpus } from './lint-corpus.js';

const [dir, count = '1000'] = process.argv.slice(2);
if (!dir || !/^\d+$/.test(count)) {
  process.stderr.write('usage: npx tsx bench/lint-workspace.ts DIR [COUNT]\n');
  process.exit(2);
}
const root = resolve(dir);
if (existsSync(root)) {
  process.stderr.write(`${root} exists: give a folder that does not\n`);
  process.exit(2);
}
const memoryRoot = writeLintCorpus(root, Number(count));
process.stdout.write(`${count} memories in ${memoryRoot}\n`);
