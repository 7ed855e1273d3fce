// Which words of a memory's body lint reads as repository paths: conservatively, so a
// URL, a glob, a command or a snippet of code never raises a "file is gone" warning.
import { describe, expect, it } from 'vitest';
import { pathMentions } from '../../lib/checks/path-mentions.js';

const paths = (text: string) => pathMentions(text).map((m) => m.path);

describe('pathMentions', () => {
  it.each([
    ['backticked', 'See `src/deploy.ts` first.', ['src/deploy.ts']],
    ['plain, with a full stop', 'Edit docs/setup.md.', ['docs/setup.md']],
    ['in parentheses and brackets', '(scripts/build.mjs) [link](docs/guide.md)', ['scripts/build.mjs', 'docs/guide.md']],
    ['with a line number', 'It breaks in lib/rank/score.ts:42:7 and lib/a.ts:3', ['lib/rank/score.ts', 'lib/a.ts']],
    ['with an anchor', 'app/page.tsx#L10', ['app/page.tsx']],
    ['with a Korean particle', 'lib/rank/score.ts에서 점수를 계산한다', ['lib/rank/score.ts']],
    ['in bold', '**src/bold.ts** matters', ['src/bold.ts']],
    ['leading ./', './scripts/run.sh', ['scripts/run.sh']],
    ['dot folders and dot files', '.github/workflows/ci.yml and config/.env.example', ['.github/workflows/ci.yml', 'config/.env.example']],
    ['each once', 'src/a.ts, then `src/a.ts` again', ['src/a.ts']],
  ])('reads a path %s', (_name, text, expected) => {
    expect(paths(text)).toEqual(expected);
  });

  it.each([
    ['URLs', 'https://github.com/org/repo/blob/main/README.md and http://x.io/a/b.html'],
    ['host names without a scheme', 'github.com/org/repo.md and example.org/a.html'],
    ['git remotes', 'git@github.com:org/repo.git'],
    ['globs', 'src/**/*.ts and lib/*/index.ts and src/{a,b}.ts and test/?.ts'],
    ['commands in backticks', '`node scripts/build.mjs --out x` and `cat src/a.ts | head`'],
    ['fenced code', '```ts\nimport x from "./lib/in-fence.ts";\nconst y = "src/other.ts";\n```'],
    ['tilde fences', '~~~\nsrc/in-tilde.ts\n~~~'],
    ['indented code', 'text\n\n    src/indented.ts\n'],
    ['absolute and home paths', '/etc/nginx/nginx.conf and ~/notes/a.md and $HOME/a/b.ts'],
    ['paths leaving the repository', '../sibling/file.ts and src/../../up.ts'],
    ['no folder', 'package.json and README.md'],
    ['no extension', 'src/components and bin/run'],
    ['version numbers', 'v1.2/x.ts, 1.5/2.0 and 3.10/4'],
    ['numbers as extensions', 'a/b.1 and x/y.2024'],
    ['code-like words', 'obj.prop/2.5 and a=b/c.d'],
  ])('reads no path in %s', (_name, text) => {
    expect(paths(text)).toEqual([]);
  });

  it('gives the line of each mention, and finds paths after a closed fence', () => {
    const text = 'one\n```\nsrc/skip.ts\n```\nthen `src/after.ts`\n';
    expect(pathMentions(text)).toEqual([{ path: 'src/after.ts', line: 5 }]);
  });
});
