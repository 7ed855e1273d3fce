// Builds the hooks and the CLI to plain JavaScript: the per-prompt path runs on bare
// `node`, with no TypeScript loader in front of it.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
const hookNames = readdirSync(join(root, 'hooks')).filter((n) => n.endsWith('.ts')).map((n) => n.slice(0, -3));
await build({
  ...common,
  entryPoints: hookNames.map((name) => join(root, 'hooks', `${name}.ts`)),
  format: 'cjs',
  outExtension: { '.js': '.impl.cjs' },
  // less for V8 to parse on every prompt; errors still name the hook
  minify: !process.env.PROJECT_MEMORY_BUILD_READABLE,
  // computed on first use: most prompts never need a module URL
  define: { 'import.meta.url': '__pmModule.url' },
  banner: { js: "const __pmModule = { get url() { return require('node:url').pathToFileURL(__filename).href; } };" },
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

// Each registered hook file is a small launcher that compiles its bundle with V8's code
// cache: on Node 20 there is no built-in compile cache, and compiling the bundle was a
// tenth of the hook's own time. The cache sits beside the bundle; where it cannot be
// written (a read-only install) the hook just compiles as usual.
const launcher = (name) => `'use strict';
// ${name}: runs ${name}.impl.cjs through V8's code cache (see scripts/build.mjs)
const fs = require('node:fs');
const path = require('node:path');
const file = path.join(__dirname, '${name}.impl.cjs');
const cacheFile = \`\${file}.\${process.version}.\${process.arch}.cache\`;
let cachedData;
try { cachedData = fs.readFileSync(cacheFile); } catch {}
let script;
try {
  const source = fs.readFileSync(file, 'utf8');
  script = new (require('node:vm').Script)('(function (exports, require, module, __filename, __dirname) {' + source + '\\n})', { filename: file, cachedData });
} catch (error) {
  // a hook must never break a prompt: say why on stderr, exit 0
  process.stderr.write('project-memory: ' + String(error && error.message || error).split('\\n')[0] + '\\n');
  return;
}
const mod = { exports: {} };
// the bundle requires only builtins (gray-matter is loaded by path, from its own require)
script.runInThisContext()(mod.exports, require, mod, file, __dirname);
if (!cachedData || script.cachedDataRejected) {
  process.on('exit', () => {
    try {
      const temp = \`\${cacheFile}.\${process.pid}\`;
      fs.writeFileSync(temp, script.createCachedData());
      fs.renameSync(temp, cacheFile);
    } catch {}
  });
}
`;
for (const name of hookNames) writeFileSync(join(dist, 'hooks', `${name}.cjs`), launcher(name));

chmodSync(join(dist, 'scripts', 'cli.js'), 0o755);

// Each launcher writes its code cache after its first run, holding the functions that run
// compiled. Left to chance, that run may be one that ranks nothing (a short list), and every
// later ranked prompt compiles the ranking again (about 0.6 ms at 1,000 memories). So each
// hook runs once here, over a throwaway workspace too big for one list. Only a speed-up:
// if it fails, the first real run writes the cache.
function warmCodeCaches(hooksDir) {
  const tmp = mkdtempSync(join(tmpdir(), 'pm-build-'));
  try {
    const ws = join(tmp, 'ws');
    const memoryRoot = join(ws, '.ai-core', 'data', 'memory');
    const words = ['docker', '브랜치', 'deploy', '인증서', 'cache', '권한', 'timeout', '마이그레이션', 'staging', 'permission'];
    for (const folder of ['_global', 'ws']) {
      mkdirSync(join(memoryRoot, folder), { recursive: true });
      for (let i = 0; i < 100; i++) {
        const text = Array.from({ length: 6 }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(' ');
        writeFileSync(join(memoryRoot, folder, `note-${i}.md`), `---\ntitle: ${text}\ndescription: ${text} ${i}\ntags: [${words[i % words.length]}]\n---\n## 문제\n${text}\n`);
      }
    }
    const env = { PATH: process.env.PATH ?? '', HOME: tmp, PROJECT_MEMORY_STATE_DIR: join(tmp, 'state') };
    const base = { session_id: 'build', transcript_path: join(tmp, 'none.jsonl'), cwd: ws };
    const inputs = {
      'user-prompt-submit': { ...base, hook_event_name: 'UserPromptSubmit', prompt: 'docker 브랜치 바꿨더니 deploy 권한 오류' },
      'session-start': { ...base, hook_event_name: 'SessionStart', source: 'compact' },
      'post-tool-use': { ...base, hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: join(memoryRoot, '_global', 'note-1.md') } },
      'pre-compact': { ...base, hook_event_name: 'PreCompact', trigger: 'manual' },
    };
    for (const name of hookNames) {
      const input = JSON.stringify(inputs[name] ?? base);
      spawnSync(process.execPath, [join(hooksDir, `${name}.cjs`)], { input, env, cwd: tmp, stdio: ['pipe', 'ignore', 'ignore'], timeout: 30_000 });
    }
  } catch {
    // the first real run writes the caches instead
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
warmCodeCaches(join(dist, 'hooks'));

const old = join(root, `.dist-old-${process.pid}`);
try {
  renameSync(final, old);
} catch {
  // first build: nothing to move aside
}
renameSync(dist, final);
rmSync(old, { recursive: true, force: true });
