// `a/b` and a folder named `a--b` both give the key `a--b` (a path's / is written --, its .
// __): the two share one memory folder, and each lists the other's memories. doctor said so
// only when asked; save says it where it writes one, naming the other folder and the pin
// that keeps them apart.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

function monorepo(): string {
  const root = tempTree({ [`${MEMORY}/_global/`]: '' });
  execFileSync('git', ['init', '-q'], { cwd: root });
  for (const dir of ['a/b', 'a--b', 'c']) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), '{}\n');
  }
  return root;
}

const save = (dir: string, title: string, lang = 'en') =>
  runCli(['save', '--scope', 'project', '--title', title, '--description', `${title}, for this package alone`, '--body', 'x', '--no-pin', '--dir', dir], {
    env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang },
  });

describe('save under a key another folder gives too', () => {
  it('names that folder and the pin that keeps them apart, in English and Korean', () => {
    const root = monorepo();
    const en = save(join(root, 'a', 'b'), 'Kafka topics');
    expect(en.code, en.stderr).toBe(0);
    expect(en.stderr).toContain(`the project key a--b is also the one ${join(root, 'a--b')} gives`);
    expect(en.stderr).toContain(`key pin KEY --dir ${join(root, 'a', 'b')}`);
    const ko = save(join(root, 'a--b'), 'Webpack cache', 'ko');
    expect(ko.stderr).toContain(`프로젝트 키 a--b는 ${join(root, 'a', 'b')}에서도 나오는 키입니다`);
  });

  it('says nothing where no other folder gives the key', () => {
    const run = save(join(monorepo(), 'c'), 'Kafka topics');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('is also the one');
  });
});
