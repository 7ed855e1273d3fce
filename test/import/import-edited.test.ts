// `import --update` never writes away what the team wrote into an imported memory. Each
// import records what it wrote (import_digest); a memory edited in the repository since,
// whose source changed too, is skipped and named in the dry run and the write, in text
// and JSON, until someone merges by hand (--keep-edits) or gives the edits up
// (--overwrite-edits). Unedited imported memories still update. The built CLI in a real
// process on real temp folders, the auto memory folder where Claude Code keeps it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree, writeTree } from '../support/temp.js';
import { autoMemoryDir } from './fixtures.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };
const BOB = 'Exception: hotfixes approved by on-call lead (added by Bob after incident 42).';

function note(hour: string): string {
  return `---\nname: deploy-freeze\ndescription: No deploys on Friday after ${hour}\ntype: project\n---\n\nNo production deploys on Friday after ${hour}.\n`;
}

/** A git project with a workspace, and Claude Code's auto memory for it holding two notes. */
function project() {
  const root = tempTree({ 'app/.git/HEAD': 'ref: refs/heads/main\n', 'app/.ai-core/': '' });
  const app = join(root, 'app');
  const home = makeTempDir('pm-import-home-');
  const memory = autoMemoryDir(home, app);
  writeTree(memory, {
    'MEMORY.md': '- [Deploy freeze](deploy_freeze.md) — deploys\n- [Staging host](staging_host.md) — staging\n',
    'deploy_freeze.md': note('15:00'),
    'staging_host.md': '---\nname: staging-host\ndescription: Staging runs on stage-3.internal\ntype: reference\n---\n\nStaging runs on stage-3.internal.\n',
  });
  const folder = join(app, '.ai-core', 'data', 'memory', 'app');
  return { app, home, memory, folder, freeze: join(folder, 'deploy-freeze.md'), staging: join(folder, 'staging-host.md') };
}

type Project = ReturnType<typeof project>;

function pm(p: Project, args: string[]) {
  return runCli(args, { cwd: p.app, home: p.home, env: EN });
}

/** The trial's steps: import, Bob adds a line with save --update, the source changes. */
async function editedOnBothSides(): Promise<Project> {
  const p = project();
  expect((await pm(p, ['import', 'auto-memory', '--write'])).code).toBe(0);
  const body = `No production deploys on Friday after 15:00.\n\n${BOB}`;
  expect((await pm(p, ['save', '--update', '--scope', 'project', '--name', 'deploy-freeze', '--body', body])).code).toBe(0);
  writeFileSync(join(p.memory, 'deploy_freeze.md'), note('14:00'));
  writeFileSync(join(p.memory, 'staging_host.md'), readFileSync(join(p.memory, 'staging_host.md'), 'utf8').replaceAll('stage-3', 'stage-4'));
  return p;
}

describe('import --update and a memory edited since it was imported', () => {
  it('skips and names it in the dry run and the write, text and JSON, and keeps every line; an unedited one still updates', async () => {
    const p = await editedOnBothSides();
    const before = readFileSync(p.freeze, 'utf8');
    expect(before).toContain(BOB);

    const dry = await pm(p, ['import', 'auto-memory']);
    expect(dry.code).toBe(3);
    expect(dry.stdout).toContain(`would skip: ~/.claude/projects/`);
    expect(dry.stdout).toContain(`  file: ${p.freeze}\n  why: ${p.freeze} was edited in the repository since it was imported (updated_at `);
    expect(dry.stdout).toContain('--update --keep-edits');
    expect(dry.stdout).toContain('--update --overwrite-edits');

    const write = await pm(p, ['import', 'auto-memory', '--update', '--write']);
    expect(write.code).toBe(3);
    expect(write.stdout).toContain(`skipped: ~/.claude/projects/`);
    expect(write.stdout).toContain(`why: ${p.freeze} was edited in the repository since it was imported`);
    expect(write.stdout).toContain('1 updated, 1 skipped.');
    expect(readFileSync(p.freeze, 'utf8')).toBe(before);
    // the memory nobody edited takes the source's change
    expect(readFileSync(p.staging, 'utf8')).toContain('stage-4.internal');

    const json = await pm(p, ['import', 'auto-memory', '--update', '--write', '--json']);
    const items = JSON.parse(json.stdout).items as Array<{ path: string; status: string; reason: { kind: string; message: string } | null }>;
    const freeze = items.find((item) => item.path === p.freeze);
    expect(freeze?.status).toBe('skipped');
    expect(freeze?.reason?.kind).toBe('edited');
    expect(freeze?.reason?.message).toContain('was edited in the repository since it was imported');
    expect(readFileSync(p.freeze, 'utf8')).toBe(before);
  });

  it('--keep-edits records a merge by hand, keeping the text; the next import has nothing to do', async () => {
    const p = await editedOnBothSides();
    const merged = `No production deploys on Friday after 14:00.\n\n${BOB}`;
    await pm(p, ['save', '--update', '--scope', 'project', '--name', 'deploy-freeze', '--description', 'No deploys on Friday after 14:00', '--body', merged]);
    // the dry run says the memory keeps its own text, in text and JSON, not that the source's is written
    const dry = await pm(p, ['import', 'auto-memory', '--update', '--keep-edits', '--json']);
    const planned = (JSON.parse(dry.stdout).items as Array<{ path: string; status: string; keptEdits: boolean }>).find((item) => item.path === p.freeze);
    expect(planned).toMatchObject({ status: 'update', keptEdits: true });
    const keep = await pm(p, ['import', 'auto-memory', '--update', '--write', '--keep-edits']);
    expect(keep.code).toBe(0);
    expect(keep.stdout).toContain('  note: merged by hand (--keep-edits): the memory keeps its own title, description and body');
    const text = readFileSync(p.freeze, 'utf8');
    expect(text).toContain(BOB);
    expect(text).toContain('after 14:00.');
    const again = await pm(p, ['import', 'auto-memory', '--update', '--write']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Nothing new to import: 2 memories already imported.');
    expect(readFileSync(p.freeze, 'utf8')).toBe(text);
  });

  it('--overwrite-edits replaces it with the source, as asked', async () => {
    const p = await editedOnBothSides();
    const r = await pm(p, ['import', 'auto-memory', '--update', '--write', '--overwrite-edits']);
    expect(r.code).toBe(0);
    const text = readFileSync(p.freeze, 'utf8');
    expect(text).not.toContain(BOB);
    expect(text).toContain('after 14:00.');
  });

  it('an edit made while the source stayed the same is the newer text: already imported, nothing written', async () => {
    const p = project();
    await pm(p, ['import', 'auto-memory', '--write']);
    await pm(p, ['save', '--update', '--scope', 'project', '--name', 'deploy-freeze', '--body', `No production deploys on Friday after 15:00.\n\n${BOB}`]);
    const before = readFileSync(p.freeze, 'utf8');
    const r = await pm(p, ['import', 'auto-memory', '--update', '--write']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Nothing new to import: 2 memories already imported.');
    expect(readFileSync(p.freeze, 'utf8')).toBe(before);
  });

  it('a memory with no record of what was imported is not replaced either: whether it was edited cannot be told', async () => {
    const p = project();
    await pm(p, ['import', 'auto-memory', '--write']);
    // as an earlier version wrote it: no import_digest
    const legacy = readFileSync(p.freeze, 'utf8').replace(/^import_digest: .*\n/m, '');
    writeFileSync(p.freeze, legacy);
    writeFileSync(join(p.memory, 'deploy_freeze.md'), note('14:00'));
    const r = await pm(p, ['import', 'auto-memory', '--update', '--write']);
    expect(r.code).toBe(3);
    expect(r.stdout).toContain(`why: ${p.freeze} keeps no record of what was imported into it`);
    expect(readFileSync(p.freeze, 'utf8')).toBe(legacy);
  });

  it('refuses --keep-edits with --overwrite-edits (exit 1)', async () => {
    const p = project();
    const r = await pm(p, ['import', 'auto-memory', '--update', '--keep-edits', '--overwrite-edits']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('pass one of the two');
  });
});

describe('import again after the team renamed an imported memory', () => {
  it('finds it by its source under the new name: nothing made twice, an update goes to it, edits kept as ever', async () => {
    const p = project();
    expect((await pm(p, ['import', 'auto-memory', '--write'])).code).toBe(0);
    expect((await pm(p, ['rename', 'deploy-freeze', 'release-freeze'])).code).toBe(0);
    const renamed = join(p.folder, 'release-freeze.md');
    const again = await pm(p, ['import', 'auto-memory', '--write', '--json']);
    expect(again.code).toBe(0);
    const items = (JSON.parse(again.stdout) as { items: Array<{ status: string; path: string }> }).items;
    expect(items.find((i) => i.path === renamed)?.status).toBe('unchanged');
    expect(readdirSync(p.folder).sort()).toEqual(['release-freeze.md', 'staging-host.md']);
    // the source changed, the memory not: --update writes the change into the renamed memory
    writeFileSync(join(p.memory, 'deploy_freeze.md'), note('14:00'));
    expect((await pm(p, ['import', 'auto-memory', '--write', '--update'])).code).toBe(0);
    expect(readFileSync(renamed, 'utf8')).toContain('No production deploys on Friday after 14:00.');
    expect(readdirSync(p.folder).sort()).toEqual(['release-freeze.md', 'staging-host.md']);
  });
});
