// `npm run build`: bundles the hooks and the CLI into plugin/dist, the folder that ships
// (in the npm package and as the Claude Code plugin). Hooks run on every prompt as plain
// `node` on these files: no TypeScript loader, no npx, no node_modules.
//
//   node scripts/build.mjs [--out DIR] [--readable]
//     --out       default plugin/dist; tests build elsewhere to compare with what is committed
//     --readable  not minified, for reading a profile

import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

// Modules the CLI and the tool-time bundle take from a file of their own instead of holding a
// copy, as the YAML reader is: loaded when first read (most runs of the tool-time hooks report
// nothing), and a file gone says how to mend the install.
// - The rule set's words in both languages, in rule-set.cjs: a copy in each cost the package
//   12.9 KB gzipped. The prompt's bundle uses none of them.
// - The rules for text (likely secrets, orders to the model) and the words said to the model,
//   from the prompt's bundle, which holds them (its first scan of a folder reads the rules, it
//   says the words every prompt, and a require before a prompt costs more than the bytes) and
//   exports them: a copy in rule-set.cjs cost the package 10.9 KB gzipped.
const RULE_SET = 'rule-set.cjs';
// the prompt's hook: its bundle, which SessionStart and SubagentStart run too, and its
// launcher, which is the code-cache runner every other launcher requires (below)
const PROMPT = 'user-prompt-submit';
const PROMPT_BUNDLE = `${PROMPT}.bundle.cjs`;
const inRoot = (paths) => paths.map((path) => join(root, path));
const WORD_MODULES = inRoot(['lib/i18n/rules-en.ts', 'lib/i18n/rules-ko.ts']);
// - The list's words and the ranking's code and tables (the glossary, Korean endings, stop
//   words), which most commands that read memories load the prompt's bundle for already, for
//   the rules: a copy in the CLI cost the package 9.4 KB gzipped. `search` and `context` with
//   the index cache warm, which did not load it, now do (paired, 21 runs: search 1.07x).
const CHECK_MODULES = inRoot([
  'lib/format/secrets.ts',
  'lib/format/secret-values.ts',
  'lib/format/stated-secrets.ts',
  'lib/format/injection.ts',
  'lib/i18n/guidance.ts',
  'lib/i18n/list.ts',
  'lib/rank/glossary.ts',
  'lib/rank/korean.ts',
  'lib/rank/stopwords.ts',
  'lib/rank/stem.ts',
  'lib/rank/tokenize.ts',
]);
/** Imports of `modules`, by whatever relative path, read from `file` (a path from the bundle's own folder) when first used. */
const standIn = (modules, file, names) => ({
  name: `stand-in ${file}`,
  setup(b) {
    b.onResolve({ filter: /\.js$/ }, (args) => {
      const path = resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts');
      return modules.includes(path) ? { path: file, namespace: `stand-in ${file}` } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: `stand-in ${file}` }, () => ({
      resolveDir: root,
      loader: 'js',
      contents: `import { BrokenInstallError } from './lib/io/package-paths.ts';
let set;
function load() {
  if (set) return set;
  const path = require('node:path').join(__dirname, ${JSON.stringify(file)});
  try {
    return (set = require(path));
  } catch (error) {
    throw error && error.code === 'MODULE_NOT_FOUND' ? new BrokenInstallError(path + ' is missing: reinstall the package or the plugin') : error;
  }
}
${names.map((name) => `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: () => load()[${JSON.stringify(name)}] });`).join('\n')}
`,
    }));
  },
});

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
  // jsonc-parser's "main" is a UMD build whose require('./impl/…') calls esbuild cannot
  // follow (the bundle then fails at start-up); its ES module build bundles cleanly
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
};

// A bundle per hook or group of hooks (SHARED below), and a small launcher in front of each
// hook that runs its bundle through a code cache kept in the user's state folder
// (lib/io/code-cache.ts). The Read hook's launcher is a gate instead
// (lib/hook/memory-read-gate.ts): that hook runs before every file Claude reads, and for all
// but memory files the gate is all that runs. So is Gemini's BeforeModel
// (lib/hook/list-kept-gate.ts), run before every model call.
const CODE_CACHE = { run: 'runBundle', from: './lib/io/code-cache.ts' };
const LAUNCHERS = {
  'memory-read': { run: 'runGate', from: './lib/hook/memory-read-gate.ts', bundle: 'post-tool-use' },
  'before-model': { run: 'runGate', from: './lib/hook/list-kept-gate.ts', bundle: 'post-tool-use' },
};
const hookNames = readdirSync(join(root, 'hooks'))
  .filter((n) => n.endsWith('.ts'))
  .map((n) => n.slice(0, -3))
  .sort();
// The prompt's bundle is ASCII (Korean as \u escapes): V8 holds a source with any other
// character two bytes a character, which every prompt pays in memory (its ~220 KB read as
// ~440 KB). esbuild's ASCII output escapes strings but leaves regular expressions as written,
// and the rules' Korean patterns are in the prompt's bundle: asciiOnly escapes those after it
// (no String.raw holds a character beyond ASCII, whose value an escape would change: see
// test/hook/bundle.test.ts). The others, run once a session or after a tool, are written as
// UTF-8 like the CLI: 0.3–1.2 % smaller gzipped, ~0.7 KB of the package.
//
// The prompt's bundle is also written as the function the code-cache runner compiles a
// bundle into (WRAP_HEAD in lib/io/code-cache.ts), as Node wraps a CommonJS module:
// wrapping it at run time copied its ~160 KB into a new string before every prompt (paired
// at 100 memories, 61 pairs, a prompt took 0.97x as long without the copy on Node 20, 0.94x
// on Node 24). Loaded as a module (run as a file of its own, or required) the head calls
// that function at once, so the file still works as one.
const onPrompt = (name) => name === PROMPT;
const WRAP_HEAD =
  '(function(bundle){return typeof module==="object"&&module!==null?bundle(exports,require,module,__filename,__dirname):bundle})((function (exports, require, module, __filename, __dirname) {';
// Hooks whose code is one bundle, each launcher naming its function in it (SHARED_BUNDLES in
// lib/io/package-paths.ts): SessionStart's and SubagentStart's code is all but a part of the
// prompt's; PreToolUse's and PreCompact's (and the Read hook's, whose gate loads it) share
// PostToolUse's. The same table as SHARED_BUNDLES (test/hook/bundle.test.ts checks they agree).
const SHARED = {
  [PROMPT]: { bundle: PROMPT, entry: 'UserPromptSubmit' },
  'session-start': { bundle: PROMPT, entry: 'SessionStart' },
  'subagent-start': { bundle: PROMPT, entry: 'SubagentStart' },
  'post-tool-use': { bundle: 'post-tool-use', entry: 'PostToolUse' },
  'pre-tool-use': { bundle: 'post-tool-use', entry: 'PreToolUse' },
  'pre-compact': { bundle: 'post-tool-use', entry: 'PreCompact' },
};
// The runner's call that runs a launcher's hook: its bundle beside it, and the function of it to run
const runCall = (name) => {
  const { bundle, entry } = SHARED[name] ?? { bundle: name };
  const args = [`require("node:path").join(__dirname,${JSON.stringify(`./${bundle}.bundle.cjs`)})`, 'require', ...(entry ? [JSON.stringify(entry)] : [])];
  return `${CODE_CACHE.run}(${args.join(',')})`;
};
// the rule set and the prompt's bundle first: the names they export are the ones the stand-ins give
const reExport = (paths) => paths.map((path) => `export * from ${JSON.stringify(path)};`).join('\n');
await build({
  ...common,
  stdin: { contents: reExport(WORD_MODULES), resolveDir: root, sourcefile: 'rule-set.ts', loader: 'ts' },
  outfile: join(dist, RULE_SET),
  charset: 'utf8',
});
// (its modules are pure: loading it runs nothing but their definitions)
const wordNames = Object.keys(createRequire(import.meta.url)(join(dist, RULE_SET)));
// ASCII, and written as the function the runner compiles (above)
await build({
  ...common,
  stdin: {
    contents: reExport([join(root, 'hooks', 'user-prompt-submit.ts'), ...CHECK_MODULES]),
    resolveDir: root,
    sourcefile: 'user-prompt-submit.ts',
    loader: 'ts',
  },
  outfile: join(dist, 'hooks', PROMPT_BUNDLE),
  charset: 'ascii',
  banner: { js: WRAP_HEAD },
  footer: { js: '}))' },
});
const asciiOnly = (text) => {
  // a character after a backslash (`/\é/`) would become a backslash escaped, then text
  const escaped = /\\[^\0-\x7f]/.exec(text);
  if (escaped) throw new Error(`the prompt's bundle has a backslash before ${escaped[0].slice(1)}: write it without the backslash, or as an escape`);
  return text.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
};
const promptBundle = join(dist, 'hooks', PROMPT_BUNDLE);
writeFileSync(promptBundle, asciiOnly(readFileSync(promptBundle, 'utf8')));
// (loading it runs its modules' definitions and no hook: it is not the main module)
const hookEntries = Object.values(SHARED).flatMap(({ bundle, entry }) => (bundle === PROMPT ? [entry] : []));
const checkNames = Object.keys(createRequire(import.meta.url)(join(dist, 'hooks', PROMPT_BUNDLE))).filter((name) => !hookEntries.includes(name));
const standIns = (base) => [standIn(WORD_MODULES, `${base}${RULE_SET}`, wordNames), standIn(CHECK_MODULES, `${base}hooks/${PROMPT_BUNDLE}`, checkNames)];
await build({
  ...common,
  entryPoints: Object.fromEntries(hookNames.filter((name) => !onPrompt(name)).map((name) => [`hooks/${name}.bundle`, join(root, 'hooks', `${name}.ts`)])),
  outdir: dist,
  outExtension: { '.js': '.cjs' },
  charset: 'utf8',
  plugins: standIns('../'),
});
// Every launcher ends its process once its hook has run: the hooks are synchronous and
// write with writeSync, so nothing is left to wait for, and Node's own teardown (the heap,
// and a young-generation collection V8 had queued as a task, ~1.2 ms) is spared. Paired
// at 100 memories a prompt took 0.97-0.99x as long; `node -e 'process.exit()'` is itself
// 0.96x of `node -e ''`. A timer or handle a bundle left open can no longer hold a prompt
// until Claude Code's timeout either. 'exit' listeners still run (the code cache is written
// in one).
const EXIT = 'process.exit();';
// The code-cache runner, once, for every launcher that is not a gate: six copies of it in
// the package cost 9.6 KB of the tarball. It is the prompt's launcher itself, which runs the
// prompt's hook when it is the main module: a prompt then loads one file before its bundle, not
// two (paired at 100 memories, 100 pairs, a new session's prompt took 0.985x as long). The other
// launchers require it from beside themselves; where it is gone the hook says nothing, as
// where its bundle is gone (doctor names either).
const RUNNER = PROMPT;
await build({
  ...common,
  entryPoints: { [`hooks/${RUNNER}`]: join(root, CODE_CACHE.from) },
  outdir: dist,
  outExtension: { '.js': '.cjs' },
  footer: {
    js: `if(require.main===module){module.exports.${runCall(RUNNER)};${EXIT}}`,
  },
});
// The same gate as the Read hook's before a shell command that names `.ai-core` (its
// registration's `if`): a file of its own, so that install tells its entry from the Read
// hook's by the file, which runs the Read hook's launcher (a copy of it cost the package 1.1 KB)
const ALIASES = { 'shell-read': 'memory-read' };
const launcher = (name) => {
  if (name === RUNNER) return;
  if (ALIASES[name]) {
    writeFileSync(join(dist, 'hooks', `${name}.cjs`), `"use strict";try{require("./${ALIASES[name]}.cjs")}catch{}\n`);
    return;
  }
  if (!LAUNCHERS[name]) {
    const text = `"use strict";let r;try{r=require("./${RUNNER}.cjs")}catch{}r&&r.${runCall(name)};${EXIT}\n`;
    writeFileSync(join(dist, 'hooks', `${name}.cjs`), text);
    return;
  }
  const { run, from, bundle = name } = LAUNCHERS[name];
  return build({
    ...common,
    stdin: {
      contents: `import { ${run} } from '${from}';\n${run}(require('node:path').join(__dirname, ${JSON.stringify(`./${bundle}.bundle.cjs`)}), require);\n${EXIT}\n`,
      resolveDir: root,
      sourcefile: 'launcher.ts',
      loader: 'ts',
    },
    outfile: join(dist, 'hooks', `${name}.cjs`),
  });
};
for (const name of new Set([...hookNames, ...Object.keys(SHARED), ...Object.keys(LAUNCHERS), ...Object.keys(ALIASES)])) await launcher(name);

// the CLI runs once per command, not before every prompt: no launcher, no code cache
// (its shebang comes from scripts/cli.ts)
await build({
  ...common,
  entryPoints: [join(root, 'scripts', 'cli.ts')],
  outfile: join(dist, 'cli.cjs'),
  charset: 'utf8',
  plugins: standIns(''),
});

// The full YAML parser on its own: a hook loads it only for front matter that the plain
// reader in lib/format/simple-yaml.ts does not take (lib/format/frontmatter.ts).
await build({
  ...common,
  stdin: { contents: "module.exports = require('js-yaml');\n", resolveDir: root, sourcefile: 'vendor.cjs', loader: 'js' },
  outfile: join(dist, 'vendor', 'js-yaml.cjs'),
  // only safeLoad and safeDump are called (lib/format/frontmatter.ts), on the safe schema: the
  // full one's JavaScript types (a function, a regexp, undefined), which load and dump would
  // take, are left out (0.6 KB of the package)
  plugins: [
    {
      name: 'safe-schema-only',
      setup(b) {
        b.onResolve({ filter: /schema\/default_full(?:\.js)?$/ }, (args) => ({
          path: resolve(args.resolveDir, args.path.replace('default_full', 'default_safe')).replace(/(?<!\.js)$/, '.js'),
        }));
      },
    },
  ],
  banner: {
    js: `/*! js-yaml ${JSON.parse(readFileSync(join(root, 'node_modules', 'js-yaml', 'package.json'), 'utf8')).version} | (C) 2011-2015 Vitaly Puzrin | MIT License */`,
  },
});

// the README `install` puts in a new memory folder: English, then Korean, the same bytes from
// every install, so that two teammates' first installs in two languages merge instead of conflicting
writeFileSync(
  join(dist, 'memory-README.md'),
  `${readFileSync(join(root, 'memory', 'README.md'), 'utf8')}\n---\n\n${readFileSync(join(root, 'memory', 'README.ko.md'), 'utf8')}`,
);

mkdirSync(dirname(final), { recursive: true });
const old = `${final}.old-${process.pid}`;
try {
  renameSync(final, old);
} catch {
  // first build: nothing to move aside
}
renameSync(dist, final);
rmSync(old, { recursive: true, force: true });
