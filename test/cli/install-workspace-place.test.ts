// Where `install` puts the workspace when DIR is not where it belongs: in a subfolder of a
// repository it goes to the top, where `save` and the hook look, and it says so. One made
// in the subfolder would be passed over by a save from the top, which would make a second.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOSE_TAG } from '../../lib/render/render-list.js';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

function repoWithSubfolder(): { repo: string; pkg: string } {
  const repo = join(tempTree(), 'app5');
  mkdirSync(join(repo, 'pkg'), { recursive: true });
  execFileSync('git', ['init', '-q', repo]);
  return { repo, pkg: join(repo, 'pkg') };
}

/** The list a new session's first prompt in `launch` shows. */
function listFor(launch: string, home: string, session: string): string {
  const context = contextOf(runHook(promptEvent(launch, { prompt: 'what do we know?', session_id: session }), { HOME: home }).stdout) ?? '';
  const end = context.indexOf(CLOSE_TAG);
  return end < 0 ? '' : context.slice(0, end);
}

describe('project-memory install in a subfolder of a repository', () => {
  it('makes the workspace at the top of the repository, says so, and a save from the top is listed in the subfolder', () => {
    const { repo, pkg } = repoWithSubfolder();
    const home = tempTree();
    const r = runCli(['install', '--dir', pkg], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(pkg, '.ai-core'))).toBe(false);
    expect(existsSync(join(repo, MEMORY, '_global'))).toBe(true);
    expect(r.stdout).toContain(`Workspace: ${repo} (the top of this git repository`);

    // the first project memory, saved from the top, goes into the one workspace
    const save = runCli(['save', '--scope', 'project', '--title', 'Deploys need VPN', '--description', 'the deploy host is on the VPN', '--body', 'x'], {
      cwd: repo,
      env: { HOME: home },
    });
    expect(save.code, save.stderr).toBe(0);
    expect(save.stdout.trim()).toBe(join(repo, MEMORY, 'app5', 'deploys-need-vpn.md'));
    expect(existsSync(join(repo, '.ai-core'))).toBe(true);
    expect(listFor(pkg, home, 'in-pkg')).toContain('[app5] deploys-need-vpn');
  });

  it('run again there, finds the workspace above: nothing new, and it says where the workspace is (in Korean too)', () => {
    const { repo, pkg } = repoWithSubfolder();
    const home = tempTree();
    expect(runCli(['install', '--dir', pkg], { env: { HOME: home } }).code).toBe(0);
    const again = runCli(['install', '--dir', pkg, '--json'], { env: { HOME: home } });
    expect(again.code, again.stderr).toBe(0);
    const out = JSON.parse(again.stdout) as { workspaceRoot: string; memoryRoot: string; alreadyInstalled: boolean; created: string[] };
    expect(out).toMatchObject({ workspaceRoot: repo, memoryRoot: join(repo, MEMORY), alreadyInstalled: true, created: [] });
    const ko = runCli(['install', '--dir', pkg], { env: { HOME: home, PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.stdout).toContain(`작업 공간: ${repo} (이 폴더 위에서 찾았습니다`);
    expect(existsSync(join(pkg, '.ai-core'))).toBe(false);
  });

  it('says nothing of the place when the workspace is DIR itself, and --dry-run names the top without making it', () => {
    const { repo, pkg } = repoWithSubfolder();
    const home = tempTree();
    const dry = runCli(['install', '--dir', pkg, '--dry-run'], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`Workspace: ${repo} (the top of this git repository`);
    expect(dry.stdout).toContain(join(repo, MEMORY, '_global'));
    expect(existsSync(join(repo, '.ai-core'))).toBe(false);
    const top = runCli(['install', '--dir', repo], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(top.code, top.stderr).toBe(0);
    expect(top.stdout).not.toContain('Workspace:');
  });

  it("passes over an empty .git folder, as git does (Codex's sandbox mounts one where it launches): the first save still goes to the top", () => {
    const { repo, pkg } = repoWithSubfolder();
    mkdirSync(join(pkg, '.git'));
    const home = tempTree();
    const save = runCli(['save', '--scope', 'project', '--title', 'Payments cut-off', '--description', 'payments close at 17:00 KST', '--body', 'x'], {
      cwd: pkg,
      env: { HOME: home },
    });
    expect(save.code, save.stderr).toBe(0);
    expect(save.stdout.trim()).toBe(join(repo, MEMORY, 'app5', 'payments-cut-off.md'));
    expect(existsSync(join(pkg, '.ai-core'))).toBe(false);
    // and the list from the top and from the subfolder agree
    expect(listFor(repo, home, 'at-top')).toContain('[app5] payments-cut-off');
    expect(listFor(pkg, home, 'in-pkg')).toContain('[app5] payments-cut-off');
  });

  it('a first save from a subfolder with a pin of its own goes to that pin, where its launches look, and list --json and the hook name it before', () => {
    const { repo, pkg } = repoWithSubfolder();
    writeFileSync(join(pkg, '.project-memory-key'), 'pkg-key\n');
    const home = tempTree();
    expect(JSON.parse(runCli(['list', '--json', '--dir', pkg], { env: { HOME: home } }).stdout)).toMatchObject({ projectKey: 'pkg-key', keySource: 'pin' });
    const ask =
      contextOf(
        runHook(promptEvent(pkg, { prompt: 'remember this: the build needs Java 21', session_id: 'ask' }), { HOME: home, PROJECT_MEMORY_LANG: 'en' }).stdout,
      ) ?? '';
    expect(ask).toContain('2) pkg-key (this project)');
    // and the command it gives saves from where that pin is read
    expect(/ save --dir '?([^' \n]+)'? /.exec(ask)?.[1]).toBe(pkg);
    const save = runCli(['save', '--scope', 'project', '--title', 'Java 21', '--description', 'the build needs Java 21', '--body', 'x'], {
      cwd: pkg,
      env: { HOME: home },
    });
    expect(save.code, save.stderr).toBe(0);
    expect(save.stdout.trim()).toBe(join(repo, MEMORY, 'pkg-key', 'java-21.md'));
    expect(listFor(pkg, home, 'after')).toContain('[pkg-key] java-21');
  });
});
