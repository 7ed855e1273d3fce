// A memory folder its user may not enter (mode 000): save cannot tell whether a memory of
// that name is there, and says so of the folder. Naming the file it was about to write
// (`…/proj/kafka-retention.md: could not read it`) sent its user after a file that does not
// exist. The built CLI runs as a user the folder is closed to (test/support/unreadable.ts).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { readerLockedOut } from '../support/unreadable.js';

const PROJECT = `${MEMORY}/proj`;
const NEW = ['save', '--scope', 'project', '--title', 'kafka retention', '--description', 'kafka keeps topics for three days', '--body', 'x'];

describe('save into a memory folder its user may not read', () => {
  it('names the folder that refused, not the file it would have written, in both languages', () => {
    const tree = tempTree({ [`${PROJECT}/second.md`]: memoryFile({ title: 'second', description: 'a memory of the project proj' }), 'proj/': '' });
    const reader = readerLockedOut(tree, [PROJECT]);
    // without this the test would prove nothing (root reads a folder of mode 000)
    expect(reader.canRead(`${PROJECT}/second.md`)).toBe(false);
    const folder = join(tree, PROJECT);
    const dir = join(tree, 'proj');
    const en = reader.cli([...NEW, '--dir', dir], { PROJECT_MEMORY_LANG: 'en' });
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`the memory folder ${folder}/ could not be read (permission denied), so save cannot tell what is in it already.`);
    expect(en.stderr).toContain('Nothing was saved.');
    expect(en.stderr).not.toContain('kafka-retention.md');
    const ko = reader.cli([...NEW, '--dir', dir], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain(`memory 폴더(${folder}/)를 읽지 못해서 (권한 없음)`);
    expect(ko.stderr).not.toContain('kafka-retention.md');
  });
});
