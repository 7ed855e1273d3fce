// How a prompt tells that the conversation was taken back past its list (Claude Code's
// rewind), from the transcript records on either side of where it ended at the last
// prompt. Real files in a temp folder, shaped as Claude Code 2.1.328 writes them (see
// test/plugin/rewind.test.ts for the real thing).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fnv1aHex } from '../../lib/fnv1a.js';
import { shownInConversation } from '../../lib/hook/session-delta.js';
import { checkTranscript, dropMark, keepMark, readMark } from '../../lib/hook/transcript-rewind.js';
import { readLinesAround } from '../../lib/io/read-lines.js';
import { makeTempDir } from '../support/temp.js';

let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

/** One record of the conversation, as a line: a prompt; `list`: a hook's context holding the list; `answer`: the model's reply. */
function record(parent: string | null, options: { uuid?: string; list?: boolean; answer?: boolean; sidechain?: boolean; pad?: number } = {}) {
  const uuid = options.uuid ?? id();
  const body = options.list
    ? {
        type: 'attachment',
        attachment: {
          type: 'hook_additional_context',
          content: ['<project-memory>\n[global] a — b\n</project-memory>'],
          hookName: 'UserPromptSubmit',
          hookEvent: 'UserPromptSubmit',
        },
      }
    : options.answer
      ? { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: 'ok' }] } }
      : { type: 'user', message: { role: 'user', content: `text ${'x'.repeat(options.pad ?? 0)}` } };
  return { uuid, line: `${JSON.stringify({ parentUuid: parent, isSidechain: options.sidechain === true, ...body, uuid })}\n` };
}

const META = `${JSON.stringify({ type: 'last-prompt', lastPrompt: 'x' })}\n`;

/** A session: a start, a first prompt and its list, the reply that ends its turn. Returns the file and the records' ids. */
function session() {
  const file = join(makeTempDir(), 't.jsonl');
  const start = record(null);
  const prompt = record(start.uuid);
  const list = record(prompt.uuid, { list: true });
  const end = record(list.uuid, { answer: true });
  writeFileSync(file, META + start.line + prompt.line + list.line + end.line + META);
  return { file, start, end };
}

describe('checkTranscript', () => {
  it('a conversation going on: not rewound, and the mark moves to where the file ends', () => {
    const s = session();
    const first = checkTranscript(undefined, s.file);
    expect(first.rewound).toBe(false);
    const next = record(s.end.uuid);
    appendFileSync(s.file, META + next.line + record(next.uuid).line);
    const second = checkTranscript(first.mark, s.file);
    expect(second).toEqual({ rewound: false, mark: { file: expect.stringMatching(/^[0-9a-f]{8}$/), size: expect.any(Number) } });
    expect(second.mark?.size).toBeGreaterThan(first.mark?.size ?? 0);
  });

  it('taken back to before the first prompt: rewound', () => {
    const s = session();
    const { mark } = checkTranscript(undefined, s.file);
    const after = record(s.start.uuid);
    const prompt = record(after.uuid);
    appendFileSync(s.file, META + after.line + prompt.line);
    const told = checkTranscript(mark, s.file, 'p2');
    expect(told.rewound).toBe(true);
    // and once the mark has moved past it, the next prompt is not told again: that prompt's turn holds the list
    const list = record(prompt.uuid, { list: true });
    appendFileSync(s.file, list.line + record(list.uuid, { answer: true }).line + META);
    const again = checkTranscript(told.mark, s.file, 'p3');
    expect(again.rewound).toBe(false);
  });

  it('nothing of the conversation written since the last prompt (a prompt another hook held back, written only later)', () => {
    // a first prompt held back: the transcript holds Claude Code's metadata only
    const file = join(makeTempDir(), 't.jsonl');
    writeFileSync(file, META);
    const { mark } = checkTranscript(undefined, file, 'p1');
    expect(mark).toEqual({ file: fnv1aHex(file), size: META.length, prompt: fnv1aHex('p1') });
    // the next prompt's hooks ran before Claude Code wrote the held prompt down: the list it was shown is not in the conversation
    expect(checkTranscript(mark, file, 'p2').rewound).toBe(true);
    appendFileSync(file, META);
    expect(checkTranscript(mark, file, 'p2').rewound).toBe(true);
    // a later prompt held back: the conversation written so far holds the list, kept, and the rest is told again
    const s = session();
    const later = checkTranscript(checkTranscript(undefined, s.file, 'p1').mark, s.file, 'p2');
    expect(later).toMatchObject({ rewound: false, kept: ['<project-memory>\n[global] a — b\n</project-memory>'] });
  });

  it("a first prompt another hook stopped with the prompt kept, this hook's list written into its turn: the list stays at every later prompt", () => {
    // as Claude Code 2.1.328 wrote it where this hook finished before the other one's "continue": false
    const file = join(makeTempDir(), 't.jsonl');
    const alpha = record(null);
    const list = record(alpha.uuid, { list: true });
    const stopped = { uuid: id(), line: '' };
    stopped.line = `${JSON.stringify({ parentUuid: list.uuid, isSidechain: false, type: 'user', message: { role: 'user', content: 'Operation stopped by hook' }, isMeta: true, uuid: stopped.uuid })}\n`;
    const ending = { uuid: id(), line: '' };
    const outcome = { ending: { kind: 'stopped_by_hook' }, promptKept: true };
    ending.line = `${JSON.stringify({ parentUuid: stopped.uuid, isSidechain: false, type: 'system', subtype: 'informational', promptSubmitEnding: outcome, uuid: ending.uuid })}\n`;
    const beta = record(ending.uuid);
    const reply = record(beta.uuid, { answer: true });
    writeFileSync(file, META + alpha.line + list.line + stopped.line + ending.line);
    const atBeta = checkTranscript(undefined, file, 'p2');
    appendFileSync(file, beta.line + reply.line + META);
    // the prompt after: the records around the mark read as a prompt taken back, and the whole conversation is looked into
    const atGamma = checkTranscript(atBeta.mark, file, 'p3');
    expect(atGamma.rewound).toBe(false);
    expect(atGamma.kept).toEqual(['<project-memory>\n[global] a — b\n</project-memory>']);
    // blocked, the prompt not kept: what was said with it went with it
    const blocked = join(makeTempDir(), 't.jsonl');
    writeFileSync(blocked, META + alpha.line + list.line + stopped.line + ending.line.replace('"promptKept":true', '"promptKept":false'));
    const mark = checkTranscript(undefined, blocked, 'p2').mark;
    appendFileSync(blocked, beta.line + reply.line + META);
    expect(checkTranscript(mark, blocked, 'p3').rewound).toBe(true);
  });

  it("nothing written since the last prompt yet, written a moment later (as this prompt's hooks run): read once it is", () => {
    const file = join(makeTempDir(), 't.jsonl');
    writeFileSync(file, META);
    const { mark } = checkTranscript(undefined, file, 'p1');
    // the held first prompt's turn, this hook's list in it, written 60 ms after the next prompt's hook looked
    const alpha = record(null);
    const turn = alpha.line + record(alpha.uuid, { list: true }).line;
    const writer = spawn(process.execPath, ['-e', `setTimeout(() => require('fs').appendFileSync(${JSON.stringify(file)}, ${JSON.stringify(turn)}), 60)`]);
    const check = checkTranscript(mark, file, 'p2');
    writer.kill();
    // the conversation goes on from a turn that holds the list: nothing to show again
    expect(check.rewound).toBe(false);
    expect(check.kept).toBeUndefined();
  });

  it("finding nothing new is no news where the mark was kept by the same prompt (a hook registered twice), by no prompt (a resumed session's start), or the prompt has no id", () => {
    const file = join(makeTempDir(), 't.jsonl');
    writeFileSync(file, META);
    const first = checkTranscript(undefined, file, 'p1').mark;
    expect(checkTranscript(first, file, 'p1')).toEqual({ rewound: false, mark: first });
    const s = session();
    const atStart = checkTranscript(undefined, s.file);
    expect(atStart.mark).toEqual({ file: fnv1aHex(s.file), size: expect.any(Number) });
    expect(checkTranscript(atStart.mark, s.file, 'p1')).toEqual({ rewound: false, mark: { ...atStart.mark, prompt: fnv1aHex('p1') } });
    expect(checkTranscript(first, file)).toEqual({ rewound: false, mark: { file: fnv1aHex(file), size: META.length } });
    // a first prompt held back after a start that found no transcript yet: the next prompt is told
    const none = join(makeTempDir(), 't.jsonl');
    const started = checkTranscript(undefined, none).mark;
    const held = checkTranscript(started, none, 'p1').mark;
    expect(held).toEqual({ file: fnv1aHex(none), size: 0, prompt: fnv1aHex('p1') });
    writeFileSync(none, META);
    expect(checkTranscript(held, none, 'p2').rewound).toBe(true);
  });

  it('what follows the mark is a prompt or a reply of a shape not known: nothing is known, nothing done', () => {
    const s = session();
    const { mark } = checkTranscript(undefined, s.file);
    appendFileSync(s.file, `${JSON.stringify({ type: 'user', message: { role: 'user', content: 'x' } })}\n`);
    expect(checkTranscript(mark, s.file)).toEqual({ rewound: false, mark: { file: expect.any(String), size: expect.any(Number) } });
    // nor where the file holds no record of the conversation the walk can read
    const file = join(makeTempDir(), 't.jsonl');
    writeFileSync(file, META);
    const first = checkTranscript(undefined, file);
    appendFileSync(file, `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [] } })}\n`);
    expect(checkTranscript(first.mark, file).rewound).toBe(false);
  });

  it('records longer than the first window read (a prompt snapshot, a pasted prompt): read in a wider one', () => {
    const s = session();
    const snapshot = record(s.end.uuid, { pad: 100 * 1024 });
    appendFileSync(s.file, snapshot.line);
    const { mark } = checkTranscript(undefined, s.file);
    const pasted = record(s.start.uuid, { pad: 50 * 1024 });
    appendFileSync(s.file, pasted.line);
    expect(checkTranscript(mark, s.file).rewound).toBe(true);
  });

  it('taken back to a point after the list: not rewound (the conversation still holds it)', () => {
    const s = session();
    const { mark } = checkTranscript(undefined, s.file);
    const later = record(s.end.uuid);
    appendFileSync(s.file, later.line + record(later.uuid).line);
    const { mark: second } = checkTranscript(mark, s.file);
    const branch = record(s.end.uuid);
    appendFileSync(s.file, branch.line);
    expect(checkTranscript(second, s.file).rewound).toBe(false);
  });

  it('a compaction: the list shown again after its boundary holds; a boundary with none after it does not', () => {
    const s = session();
    const { mark } = checkTranscript(undefined, s.file);
    const boundary = record(null);
    appendFileSync(s.file, boundary.line + record(boundary.uuid, { list: true }).line);
    expect(checkTranscript(mark, s.file).rewound).toBe(false);
    const t = session();
    const { mark: tMark } = checkTranscript(undefined, t.file);
    const bare = record(null);
    appendFileSync(t.file, bare.line + record(bare.uuid).line);
    expect(checkTranscript(tMark, t.file).rewound).toBe(true);
  });

  /** What Claude Code 2.1.328 writes where another UserPromptSubmit hook blocked a prompt: the prompt, and every hook's text with it, are not kept. */
  const ended = (parent: string) => {
    const promptSubmitEnding = { ending: { kind: 'blocked_by_hook', reason: 'policy' }, promptKept: false };
    return `${JSON.stringify({ parentUuid: parent, isSidechain: false, type: 'system', subtype: 'informational', promptSubmitEnding, uuid: id() })}\n`;
  };

  it('a first prompt held back by another hook, before the transcript was written: the conversation holds no list', () => {
    const file = join(makeTempDir(), 't.jsonl');
    const { mark } = checkTranscript(undefined, file);
    expect(mark?.size).toBe(0);
    const start = record(null);
    writeFileSync(file, META + start.line + ended(start.uuid));
    expect(checkTranscript(mark, file).rewound).toBe(true);
    // written with a few records of metadata first, then the conversation: the same
    const other = join(makeTempDir(), 't.jsonl');
    writeFileSync(other, META);
    const { mark: metaMark } = checkTranscript(undefined, other);
    appendFileSync(other, start.line + ended(start.uuid));
    expect(checkTranscript(metaMark, other).rewound).toBe(true);
    // a first prompt that went through, list and all: nothing to tell, and no walk
    const through = join(makeTempDir(), 't.jsonl');
    const { mark: throughMark } = checkTranscript(undefined, through);
    const prompt = record(start.uuid);
    writeFileSync(through, META + start.line + prompt.line + record(prompt.uuid, { list: true }).line);
    expect(checkTranscript(throughMark, through)).toEqual({ rewound: false, mark: { file: fnv1aHex(through), size: expect.any(Number) } });
  });

  it("an ending a later prompt's hook spoke after is told already: Claude Code may write it down after the next prompt ran", () => {
    const file = join(makeTempDir(), 't.jsonl');
    const { mark } = checkTranscript(undefined, file);
    const start = record(null);
    const ending = ended(start.uuid);
    const next = record((JSON.parse(ending) as { uuid: string }).uuid);
    writeFileSync(file, META + start.line + ending + next.line + record(next.uuid, { list: true }).line);
    // nothing to look into: the conversation is not walked
    expect(checkTranscript(mark, file).kept).toBeUndefined();
    expect(checkTranscript(mark, file).rewound).toBe(false);
  });

  it('a later prompt held back, its ending past the window read after the mark: what the conversation still holds is read', () => {
    const s = session();
    const { mark } = checkTranscript(undefined, s.file);
    const prompt = record(s.end.uuid);
    // what Claude Code attaches to a prompt (a listing of skills, a snapshot of the system prompt) runs to kilobytes
    const attached = record(prompt.uuid, { pad: 40 * 1024 });
    const ending = ended(attached.uuid);
    appendFileSync(s.file, prompt.line + attached.line + ending + META);
    const check = checkTranscript(mark, s.file);
    expect(check.rewound).toBe(false);
    expect(check.kept?.some((text) => text.includes('<project-memory>'))).toBe(true);
    // the prompt after it, which goes on from the ending, now before the mark: nothing to look into again
    const next = record((JSON.parse(ending) as { uuid: string }).uuid);
    appendFileSync(s.file, next.line + record(next.uuid, { answer: true }).line);
    expect(checkTranscript(check.mark, s.file).kept).toBeUndefined();
    // the same turn answered: nothing to look into
    const t = session();
    const { mark: tMark } = checkTranscript(undefined, t.file);
    const tPrompt = record(t.end.uuid);
    const tAttached = record(tPrompt.uuid, { pad: 40 * 1024 });
    appendFileSync(t.file, tPrompt.line + tAttached.line + record(tAttached.uuid, { answer: true }).line + META);
    expect(checkTranscript(tMark, t.file).kept).toBeUndefined();
  });

  it("a side chain's records are not the conversation's", () => {
    const s = session();
    const { mark } = checkTranscript(undefined, s.file);
    // a sub-agent's records, which start chains of their own, before and after the conversation's next one
    const side = (parent: string | null) => record(parent, { sidechain: true }).line;
    appendFileSync(s.file, side(null) + record(s.end.uuid).line + side(null));
    expect(checkTranscript(mark, s.file).rewound).toBe(false);
  });

  it('nothing is known, nothing done: no transcript, another one, a file rewritten shorter, a record before the mark too long to read back to', () => {
    const s = session();
    expect(checkTranscript(undefined, undefined)).toEqual({ rewound: false, mark: undefined });
    // a transcript not written yet (a session's first prompt) is marked at its start
    const none = join(makeTempDir(), 'none.jsonl');
    expect(checkTranscript(undefined, none)).toEqual({ rewound: false, mark: { file: fnv1aHex(none), size: 0 } });
    const { mark } = checkTranscript(undefined, s.file);
    const other = session();
    const after = record(other.start.uuid);
    appendFileSync(other.file, after.line);
    expect(checkTranscript(mark, other.file).rewound).toBe(false);
    writeFileSync(s.file, META);
    expect(checkTranscript(mark, s.file)).toEqual({ rewound: false, mark: undefined });
    // the record before the mark is longer than what is read back: its id is unknown
    const u = session();
    const long = record(u.end.uuid, { pad: 300 * 1024 });
    appendFileSync(u.file, long.line);
    const { mark: uMark } = checkTranscript(undefined, u.file);
    appendFileSync(u.file, record(u.start.uuid).line);
    expect(checkTranscript(uMark, u.file).rewound).toBe(false);
  });
});

describe('readLinesAround', () => {
  it('splits whole lines at the offset, dropping those the window cuts and an unfinished last one', () => {
    const file = join(makeTempDir(), 'f');
    writeFileSync(file, 'one\ntwo\nthree\nfour\nunfinished');
    const at = 'one\ntwo\n'.length;
    expect(readLinesAround(file, at, 100, 100)).toEqual({ size: 29, before: ['one', 'two'], after: ['three', 'four'] });
    expect(readLinesAround(file, at, 5, 7)).toEqual({ size: 29, before: ['two'], after: ['three'] });
    expect(readLinesAround(file, 0, 100, 100)).toEqual({ size: 29, before: [], after: ['one', 'two', 'three', 'four'] });
    // an offset inside a line: that line is the first after it
    expect(readLinesAround(file, at + 2, 100, 100)?.after[0]).toBe('three');
    expect(readLinesAround(file, 30, 10, 10)).toBeUndefined();
    expect(readLinesAround(file, 29, 10, 10)).toEqual({ size: 29, before: [], after: [] });
  });
});

describe('the mark file', () => {
  it('keeps a mark for the next prompt, rewritten in place whatever its length; a damaged one, a link or none reads as no mark', () => {
    const state = makeTempDir();
    mkdirSync(join(state, 'sessions'));
    expect(readMark(state, 's1')).toBeUndefined();
    keepMark(state, 's1', undefined, { file: 'abcdef01', size: 123_456_789 });
    expect(readMark(state, 's1')).toEqual({ file: 'abcdef01', size: 123_456_789 });
    keepMark(state, 's1', { file: 'abcdef01', size: 123_456_789 }, { file: 'abcdef01', size: 7 });
    expect(readMark(state, 's1')).toEqual({ file: 'abcdef01', size: 7 });
    // kept by a prompt: said so, and read back so
    keepMark(state, 's1', { file: 'abcdef01', size: 7 }, { file: 'abcdef01', size: Number.MAX_SAFE_INTEGER, prompt: 'abcdef02' });
    expect(readMark(state, 's1')).toEqual({ file: 'abcdef01', size: Number.MAX_SAFE_INTEGER, prompt: 'abcdef02' });
    writeFileSync(join(state, 'sessions', 's1.mark'), '{"file":"abcdef01","si');
    expect(readMark(state, 's1')).toBeUndefined();
    dropMark(state, 's1');
    expect(readMark(state, 's1')).toBeUndefined();
    // a link planted in its place is not written through
    const target = join(makeTempDir(), 'target');
    writeFileSync(target, 'keep');
    symlinkSync(target, join(state, 'sessions', 's2.mark'));
    keepMark(state, 's2', undefined, { file: 'abcdef01', size: 1 });
    expect(readFileSync(target, 'utf8')).toBe('keep');
  });
});

describe('a rewind that keeps the list', () => {
  /** A hook's context record holding `text`. */
  const hook = (parent: string, text: string, event = 'UserPromptSubmit') => {
    const uuid = id();
    const body = { type: 'attachment', attachment: { type: 'hook_additional_context', content: [text], hookName: event, hookEvent: event } };
    return { uuid, line: `${JSON.stringify({ parentUuid: parent, isSidechain: false, ...body, uuid })}\n` };
  };

  it('hands back the hooks’ texts the conversation still holds, newest first, and none of a prompt taken back', () => {
    const s = session();
    const later = record(s.end.uuid);
    const delta = hook(later.uuid, '<project-memory>\n[global] new-one — added since\n</project-memory>');
    const end = record(delta.uuid, { answer: true });
    appendFileSync(s.file, later.line + delta.line + end.line);
    const { mark } = checkTranscript(undefined, s.file);
    // back to before `later`: its delta is no longer in the conversation
    const branch = record(s.end.uuid);
    appendFileSync(s.file, branch.line);
    const check = checkTranscript(mark, s.file);
    expect(check.rewound).toBe(false);
    expect(check.kept).toEqual(['<project-memory>\n[global] a — b\n</project-memory>']);
    // going on from there is no branch: nothing of the kind
    const reply = record(branch.uuid, { answer: true });
    appendFileSync(s.file, reply.line + record(reply.uuid).line);
    expect(checkTranscript(check.mark, s.file)).toEqual({ rewound: false, mark: expect.anything() });
  });

  // Esc before the reply: Claude Code 2.1.328 puts the prompt back in the input box and sends
  // the next one without it, while the next prompt's record still goes on from its records
  it('a first prompt stopped before its reply took its list with it: rewound, whether the next prompt was written before its hook ran or after', () => {
    for (const written of ['before', 'after'] as const) {
      const file = join(makeTempDir(), 't.jsonl');
      const start = record(null);
      const first = record(start.uuid);
      const list = record(first.uuid, { list: true });
      writeFileSync(file, META + start.line + first.line);
      const { mark } = checkTranscript(undefined, file);
      const next = record(list.uuid);
      appendFileSync(file, list.line + META + (written === 'before' ? next.line : ''));
      const atNext = checkTranscript(mark, file);
      if (written === 'before') {
        expect(atNext.rewound).toBe(true);
        continue;
      }
      // told a prompt late: the one after sees the reply the next one got and the first did not
      expect(atNext.rewound).toBe(false);
      const reply = record(next.uuid, { answer: true });
      appendFileSync(file, next.line + reply.line + record(reply.uuid).line);
      expect(checkTranscript(atNext.mark, file).rewound).toBe(true);
    }
  });

  it('a later prompt stopped before its reply: what its hook told is not among the texts held', () => {
    const s = session();
    const later = record(s.end.uuid);
    const delta = hook(later.uuid, '<project-memory>\nremoved: [global] gone-one\n</project-memory>');
    appendFileSync(s.file, later.line);
    const { mark } = checkTranscript(undefined, s.file);
    // stopped: the next prompt goes on from the turn before it
    appendFileSync(s.file, delta.line + record(s.end.uuid).line);
    const check = checkTranscript(mark, s.file);
    expect(check).toMatchObject({ rewound: false, kept: ['<project-memory>\n[global] a — b\n</project-memory>'] });
    // or written as going on from the stopped prompt's records, as after a first prompt stopped
    const t = session();
    const stopped = record(t.end.uuid);
    const told = hook(stopped.uuid, '<project-memory>\nremoved: [global] gone-one\n</project-memory>');
    appendFileSync(t.file, stopped.line);
    const { mark: tMark } = checkTranscript(undefined, t.file);
    appendFileSync(t.file, told.line + record(told.uuid).line);
    expect(checkTranscript(tMark, t.file)).toMatchObject({ rewound: false, kept: ['<project-memory>\n[global] a — b\n</project-memory>'] });
  });

  // as Claude Code 2.1.328 writes a /compact: its records in the user's name are no prompts,
  // and the list SessionStart gives after it is no prompt's to take back
  it('after a compaction, a later prompt stopped before its reply takes its own text, not the list', () => {
    const file = join(makeTempDir(), 't.jsonl');
    const line = (parent: string | null, body: object, uuid = id()) => ({
      uuid,
      line: `${JSON.stringify({ parentUuid: parent, isSidechain: false, ...body, uuid })}\n`,
    });
    const user = (content: string, more: object = {}) => ({ type: 'user', message: { role: 'user', content }, ...more });
    const boundary = line(null, { type: 'system', subtype: 'compact_boundary' });
    const summary = line(boundary.uuid, user('This session is being continued…', { isCompactSummary: true, isVisibleInTranscriptOnly: true }));
    const caveat = line(summary.uuid, user('Caveat: …', { isMeta: true }));
    const command = line(caveat.uuid, user('<command-name>/compact</command-name>'));
    const stdout = line(command.uuid, user('<local-command-stdout>Compacted</local-command-stdout>'));
    const list = hook(stdout.uuid, '<project-memory>\n[global] a — b\n</project-memory>', 'SessionStart');
    const eta = line(list.uuid, user('eta'));
    const etaReply = record(eta.uuid, { answer: true });
    const theta = line(etaReply.uuid, user('theta'));
    writeFileSync(file, [boundary, summary, caveat, command, stdout, list, eta, etaReply, theta].map((r) => r.line).join(''));
    const { mark } = checkTranscript(undefined, file);
    const told = hook(
      theta.uuid,
      '<project-memory>\nMemories not shown earlier in this session, or changed since:\n[global] cache-flush — new\n</project-memory>',
    );
    const iota = line(told.uuid, user('iota'));
    appendFileSync(file, told.line + iota.line);
    expect(checkTranscript(mark, file)).toMatchObject({ rewound: false, kept: ['<project-memory>\n[global] a — b\n</project-memory>'] });
  });

  it('a prompt that got its reply, or one with no hook text, taken back or not, changes nothing', () => {
    const s = session();
    const { mark } = checkTranscript(undefined, s.file);
    // a shell command (`!ls`) and its output: user records with no reply and no hook
    const bang = record(s.end.uuid);
    const out = record(bang.uuid);
    const next = record(out.uuid);
    appendFileSync(s.file, bang.line + out.line + next.line);
    expect(checkTranscript(mark, s.file)).toEqual({ rewound: false, mark: expect.anything() });
  });
});

describe('shownInConversation', () => {
  const FULL = '<project-memory>\n[global] a — first\n[app] b — second\n</project-memory>';
  /** A later prompt's delta, under its heading in either language. */
  const delta = (lines: string[], heading = 'Memories not shown earlier in this session, or changed since:') =>
    `<project-memory>\n${heading}\n${lines.join('\n')}\n</project-memory>`;

  it('nothing to change when the newest line held for each memory is the one shown, a delta’s edit mark of either language aside', () => {
    expect(shownInConversation({ lines: { '/m/a.md': '[global] a — first', '/m/b.md': '[app] b — second' } }, [FULL])).toBeUndefined();
    const edits = [delta(['[app] b — rewritten (edited)']), delta(['[global] a — 다시 (수정됨)'], '이 세션에서 새로 보이거나 바뀐 memory:')];
    expect(shownInConversation({ lines: { '/m/a.md': '[global] a — 다시', '/m/b.md': '[app] b — rewritten' } }, [...edits, FULL])).toBeUndefined();
    // a description that itself ends in the mark, as a full list shows it, is the line itself
    const marked = '<project-memory>\n[global] a — fixed the config (edited)\n</project-memory>';
    expect(shownInConversation({ lines: { '/m/a.md': '[global] a — fixed the config (edited)' } }, [marked])).toBeUndefined();
  });

  it('a line told by a hook taken back: the newest line the conversation still holds for that memory, else none, and no stamp either way', () => {
    const shown = {
      lines: { '/m/a.md': '[global] a — first', '/m/b.md': '[app] b — rewritten', '/m/c.md': '[app] c — added since' },
      stamps: { '/m/a.md': 'd1', '/m/b.md': 'd2', '/m/c.md': 'd3' },
    };
    expect(shownInConversation(shown, [FULL])).toEqual({
      lines: { '/m/a.md': '[global] a — first', '/m/b.md': '[app] b — second' },
      stamps: { '/m/a.md': 'd1' },
    });
    expect(shownInConversation(shown, [delta(['[app] b — in between (edited)']), FULL])?.lines['/m/b.md']).toBe('[app] b — in between');
  });

  it('an edit taken back to the line of an older list: the line held newest wins, not any line held', () => {
    // first `one`, then `two`, then back to `one`; the last delta taken back
    const shown = { lines: { '/m/b.md': '[app] b — one' }, stamps: { '/m/b.md': 'd1' } };
    const first = '<project-memory>\n[app] b — one\n</project-memory>';
    expect(shownInConversation(shown, [delta(['[app] b — two (edited)']), first])).toEqual({ lines: { '/m/b.md': '[app] b — two' }, stamps: {} });
  });

  // the file a `[scope] name` stands for, as the session's list resolves it
  const pathOf = (key: string) => ({ '[global] a': '/m/a.md', '[app] b': '/m/b.md', '[app] b2': '/m/b2.md' })[key];
  const gone = (lines: string[]) => `<project-memory>\n${lines.join('\n')}\n</project-memory>`;

  it('a removal told by a prompt taken back: the conversation holds the memory’s line again, and so does the session, to tell it again', () => {
    // `a` was deleted and the next prompt told so; that prompt was taken back
    const shown = { lines: { '/m/b.md': '[app] b — second' }, stamps: { '/m/b.md': 'd2' } };
    expect(shownInConversation(shown, [FULL], pathOf)).toEqual({
      lines: { '/m/b.md': '[app] b — second', '/m/a.md': '[global] a — first' },
      stamps: { '/m/b.md': 'd2' },
    });
    // still held, in either language, the removal is known: nothing to tell again
    expect(shownInConversation(shown, [gone(['removed: [global] a']), FULL], pathOf)).toBeUndefined();
    expect(shownInConversation(shown, [gone(['목록에서 빠짐: [global] a']), FULL], pathOf)).toBeUndefined();
  });

  it('a rename told by a prompt taken back: the old name is held again, the new one not yet', () => {
    const shown = { lines: { '/m/a.md': '[global] a — first', '/m/b2.md': '[app] b2 — second' } };
    expect(shownInConversation(shown, [FULL], pathOf)).toEqual({ lines: { '/m/a.md': '[global] a — first', '/m/b.md': '[app] b — second' }, stamps: {} });
    expect(shownInConversation(shown, [delta(['[app] b2 — second']), gone(['renamed: [app] b → [app] b2']), FULL], pathOf)).toBeUndefined();
  });
});
