// bodyStamp: the same body gives the same stamp wherever its bytes sit and however a save
// would tidy it; a change of the same length gives another.
import { describe, expect, it } from 'vitest';
import { bodyStamp } from '../../lib/index/body-stamp.js';

const HEAD = '---\ntitle: t\n---\n';
const stampOf = (text: string, at = 0) => {
  const bytes = Buffer.from(`${HEAD}${text}`);
  const lent = Buffer.alloc(bytes.length + 8);
  bytes.copy(lent, at);
  return bodyStamp(lent.subarray(at, at + bytes.length), Buffer.byteLength(HEAD), bytes.length);
};

describe('bodyStamp', () => {
  const BODY = '## Fix\nThe registry listens on port 5432, behind the VPN.\n';

  it('is the same wherever the bytes start (a lent buffer, any offset)', () => {
    const stamps = new Set(Array.from({ length: 8 }, (_, at) => stampOf(BODY, at)));
    expect(stamps.size).toBe(1);
    expect([...stamps][0]).toMatch(/^h[0-9a-z]+$/);
  });

  it('passes over what a save tidies: CRLF, a lone CR, blank lines before, white space after', () => {
    const stamp = stampOf(BODY);
    expect(stampOf(BODY.replace(/\n/g, '\r\n'))).toBe(stamp);
    expect(stampOf(BODY.replace('\nThe', '\rThe'))).toBe(stamp);
    expect(stampOf(`\n\n${BODY}  \n\n`)).toBe(stamp);
  });

  it('tells an edit of the same length, and a file longer than what was read by its size', () => {
    expect(stampOf(BODY.replace('5432', '5433'))).not.toBe(stampOf(BODY));
    const bytes = Buffer.from(`${HEAD}${BODY}`);
    const from = Buffer.byteLength(HEAD);
    expect(bodyStamp(bytes, from, bytes.length + 10)).not.toBe(bodyStamp(bytes, from, bytes.length + 11));
  });
});
