// A pull whose two sides edited one memory's description leaves its front matter in conflict,
// which reads as no front matter at all. Its `supersedes`, on neither side of the conflict,
// was lost with it, and the memory it replaced came back into every list as if current. The
// built hook, a real git merge.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runHook } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

const memory = (title: string, description: string, supersedes?: string) =>
  `---\ntitle: ${title}\ndescription: ${description}\n${supersedes ? `supersedes: [${supersedes}]\n` : ''}---\nbody\n`;

describe('a memory whose front matter a merge left in conflict', () => {
  it('still hides what either side of it supersedes', () => {
    const repo = join(tempTree(), 'shop');
    const memories = join(repo, '.ai-core', 'data', 'memory');
    mkdirSync(join(memories, '_global'), { recursive: true });
    mkdirSync(join(memories, 'shop'));
    git(repo, 'init', '-q');
    writeFileSync(join(memories, '_global', 'api-timeout.md'), memory('API timeout', 'The public API times out after 30 seconds'));
    const shop = join(memories, 'shop', 'api-timeout-shop.md');
    writeFileSync(shop, memory('Shop API timeout', 'The gateway cuts requests at 10 seconds', 'api-timeout'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'memories');
    git(repo, 'checkout', '-qb', 'theirs');
    writeFileSync(shop, memory('Shop API timeout', 'The gateway cuts requests at 10 seconds; raise it in values.yaml', 'api-timeout'));
    git(repo, 'commit', '-qam', 'theirs');
    git(repo, 'checkout', '-q', 'main');
    writeFileSync(shop, memory('Shop API timeout', 'The gateway (nginx) cuts requests at 10 seconds', 'api-timeout'));
    git(repo, 'commit', '-qam', 'ours');
    expect(() => git(repo, 'merge', '-q', 'theirs')).toThrow();
    expect(git(repo, 'status', '--porcelain')).toContain('UU .ai-core/data/memory/shop/api-timeout-shop.md');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const list = contextOf(runHook(promptEvent(repo, { prompt: 'api timeouts' }), env).stdout) ?? '';
    expect(list).toContain('[shop] api-timeout-shop (merge conflict: unresolved)');
    expect(list).not.toContain('[global] api-timeout —');
  });
});
