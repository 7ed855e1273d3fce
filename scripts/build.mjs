// Builds the hooks and the CLI to plain JavaScript: the per-prompt path runs on bare
// `node`, with no TypeScript loader in front of it.
import { build } from 'esbuild';
import { chmodSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const final = join(root, 'dist');
// built beside dist/ and swapped in at the end, so hooks and tests running meanwhile
// never find dist/ half-empty
const dist = join(root, `.dist-${process.pid}`);
rmSync(dist, { recursive: true, force: true });

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  outbase: root,
  outdir: dist,
  legalComments: 'none',
  logLevel: 'warning',
  // gray-matter is loaded on demand from its own file (see lib/frontmatter.ts)
  external: ['gray-matter'],
};

// Hooks run before every prompt. CommonJS starts ~4 ms faster than an ES module on
// Node 20, so they are built as .cjs, with import.meta.url supplied from __filename.
await build({
  ...common,
  entryPoints: readdirSync(join(root, 'hooks')).filter((n) => n.endsWith('.ts')).map((n) => join(root, 'hooks', n)),
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  // less for V8 to parse on every prompt; errors still name the hook
  minify: !process.env.PROJECT_MEMORY_BUILD_READABLE,
  define: { 'import.meta.url': '__pmModuleUrl' },
  banner: { js: "const __pmModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
});

await build({
  ...common,
  entryPoints: [join(root, 'scripts', 'cli.ts')],
  format: 'esm',
  // CommonJS dependencies bundled into ESM still call require() for builtins
  banner: { js: "import { createRequire as __pmCreateRequire } from 'node:module'; const require = __pmCreateRequire(import.meta.url);" },
});

await build({
  entryPoints: [join(root, 'node_modules', 'gray-matter', 'index.js')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile: join(dist, 'vendor', 'gray-matter.cjs'),
  legalComments: 'inline',
  logLevel: 'warning',
});

chmodSync(join(dist, 'scripts', 'cli.js'), 0o755);

const old = join(root, `.dist-old-${process.pid}`);
try {
  renameSync(final, old);
} catch {
  // first build: nothing to move aside
}
renameSync(dist, final);
rmSync(old, { recursive: true, force: true });
