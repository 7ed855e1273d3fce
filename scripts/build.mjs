// Builds the hooks and the CLI to plain JavaScript: the per-prompt path runs on bare
// `node`, with no TypeScript loader in front of it.
import { build } from 'esbuild';
import { chmodSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

const hookEntries = readdirSync(join(root, 'hooks'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => join(root, 'hooks', name));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outbase: root,
  outdir: dist,
  legalComments: 'none',
  logLevel: 'warning',
  // gray-matter is loaded on demand from its own file (see lib/frontmatter.ts)
  external: ['gray-matter'],
  // CommonJS dependencies bundled into ESM still call require() for builtins
  banner: { js: "import { createRequire as __pmCreateRequire } from 'node:module'; const require = __pmCreateRequire(import.meta.url);" },
};

await build({ ...common, entryPoints: [...hookEntries, join(root, 'scripts', 'cli.ts')] });

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
