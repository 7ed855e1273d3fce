// `npm run build`: bundles the hooks and the CLI into plugin/dist, the folder that ships
// (in the npm package and as the Claude Code plugin). Hooks run on every prompt as plain
// `node` on these files: no TypeScript loader, no npx, no node_modules.
//
//   node scripts/build.mjs [--out DIR] [--readable]
//     --out       default plugin/dist; tests build elsewhere to compare with what is committed
//     --readable  not minified, for reading a profile

import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const final = outArg === -1 ? join(root, 'plugin', 'dist') : resolve(process.argv[outArg + 1]);
// built beside the target and swapped in at the end, so hooks and tests running
// meanwhile never find the folder half-written
const dist = `${final}.building-${process.pid}`;
rmSync(dist, { recursive: true, force: true });

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minify: !process.argv.includes('--readable'),
  legalComments: 'none',
  logLevel: 'warning',
  // bundles find their own folder through __dirname (lib/io/package-paths.ts)
  define: { 'import.meta.url': 'undefined' },
};

// One bundle per hook, and a small launcher in front of it that runs the bundle through a
// code cache kept in the user's state folder (lib/io/code-cache.ts). Except where a run
// compiles next to nothing: the Read hook (hooks/memory-read.ts) runs after every file
// Claude reads and, for all but memory files, only reads stdin and looks for one string.
// It is one small file that node runs as is, with no cache to look up first.
const SELF_CONTAINED = new Set(['memory-read']);
const hookNames = readdirSync(join(root, 'hooks'))
  .filter((n) => n.endsWith('.ts'))
  .map((n) => n.slice(0, -3))
  .sort();
const entry = (name) => (SELF_CONTAINED.has(name) ? `hooks/${name}` : `hooks/${name}.bundle`);
await build({
  ...common,
  entryPoints: Object.fromEntries(hookNames.map((name) => [entry(name), join(root, 'hooks', `${name}.ts`)])),
  outdir: dist,
  outExtension: { '.js': '.cjs' },
});
const launcher = (bundle, out) =>
  build({
    ...common,
    stdin: {
      contents: `import { runBundle } from './lib/io/code-cache.ts';\nrunBundle(require('node:path').join(__dirname, ${JSON.stringify(bundle)}), require);\n`,
      resolveDir: root,
      sourcefile: 'launcher.ts',
      loader: 'ts',
    },
    outfile: join(dist, out),
  });
for (const name of hookNames) if (!SELF_CONTAINED.has(name)) await launcher(`./${name}.bundle.cjs`, `hooks/${name}.cjs`);

// the CLI runs once per command, not before every prompt: no launcher, no code cache
// (its shebang comes from scripts/cli.ts)
await build({ ...common, entryPoints: [join(root, 'scripts', 'cli.ts')], outfile: join(dist, 'cli.cjs') });

// gray-matter (with its YAML parser) on its own: a hook loads it only for front matter
// that the plain reader in lib/format/simple-yaml.ts does not take
await build({
  ...common,
  entryPoints: [join(root, 'node_modules', 'gray-matter', 'index.js')],
  outfile: join(dist, 'vendor', 'gray-matter.cjs'),
  legalComments: 'inline',
});

// the README `install` puts in a new memory folder
copyFileSync(join(root, 'memory', 'README.md'), join(dist, 'memory-README.md'));

mkdirSync(dirname(final), { recursive: true });
const old = `${final}.old-${process.pid}`;
try {
  renameSync(final, old);
} catch {
  // first build: nothing to move aside
}
renameSync(dist, final);
rmSync(old, { recursive: true, force: true });
