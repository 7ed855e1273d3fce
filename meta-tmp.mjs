import { build } from 'esbuild';

const r = await build({
  entryPoints: [process.argv[2]],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minify: true,
  legalComments: 'none',
  write: false,
  metafile: true,
  charset: 'utf8',
  define: { 'import.meta.url': 'undefined' },
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  logLevel: 'error',
});
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs)
  .map(([k, v]) => [v.bytesInOutput, k])
  .sort((a, b) => b[0] - a[0]);
const pat = new RegExp(process.argv[3] ?? '.');
console.log(
  rows
    .filter(([, k]) => pat.test(k))
    .map(([b, k]) => `${b} ${k}`)
    .join('\n'),
);
