// scopeName looks at a prompt's words before it makes its Unicode-aware pattern (some 0.8 ms
// to compile, on every later prompt): a prompt with two words besides those an answer may
// hold around the name is none. That look must never change an answer: here it is held to
// the pattern alone over every shape an answer takes.
import { expect, it } from 'vitest';
import { scopeName } from '../../lib/hook/intent.js';

const PATTERN =
  /^(?:(?:yes|yeah|ok(?:ay)?|sure|네|예|응)[\s,.!]*)?(?:(?:save|put|keep)(?: it)? (?:to|in|into|under|for) )?([\p{L}\p{N}_.-]{1,40}?)(?:(?<=[A-Za-z0-9_.-])(?:에|로|으로))?(?:\s*저장(?:해|해\s*줘|해\s*주세요)?)?(?:[\s,.!]*(?:please|thanks|thank you))?[\s.!]*$/iu;

it('names what the pattern alone names, and nothing it does not, for every shape of answer', () => {
  const heads = ['', 'yes', 'Yes,', 'ok.', 'okay', 'sure!', '네', '네,', 'save it to', 'put in', 'keep it into', 'save under', 'Save for', 'ſure'];
  const names = ['shop', 'web-app', 'shop.app', '주문-api', 'into', 'it', 'a_b', 'x1', 'SHOP', 'fix the build', 'go to shop'];
  const tails = ['', '에', '으로', '로 저장해 줘', ' 저장해주세요', ' 저장', ', please', ' thanks', '. thank you!', '!', ' please.', ',thank,you'];
  let named = 0;
  for (const head of heads)
    for (const name of names)
      for (const tail of tails)
        for (const between of [' ', '', ',', ', ']) {
          const text = `${head}${head ? between : ''}${name}${tail}`;
          const alone = text.length > 40 ? undefined : PATTERN.exec(text.normalize('NFC').trim())?.[1];
          const got = scopeName(text);
          // scopeName also drops the words a conversation goes on with (continue, ok, 네)
          if (got !== undefined) named++;
          expect(got === undefined || got === alone, text).toBe(true);
          if (alone !== undefined && got === undefined) expect(alone, text).toMatch(/^(?:ok|okay|yes|sure|thanks|네|예|응|please)$/i);
        }
  expect(named).toBeGreaterThan(3_000);
});
