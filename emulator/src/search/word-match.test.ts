import { compileWordMatcher } from './word-match';

function matches(query: string, text: string): boolean | null {
  const matcher = compileWordMatcher(query);
  return matcher && matcher(text.toLowerCase());
}

describe('compileWordMatcher', () => {
  test.each([
    ['meet', 'we meet today', true],
    ['meet', 'meeting today', false],
    ['meet', 'we premeet', false],
    ['meet', 'meet', true],
    ['Meet', 'MEET!', true],
    ['two words', 'two,\n  words', true],
    ['two words', 'two-words', true],
    ['two words', 'two wordsmith', false],
    ['two words', 'two other words', false],
    ['two words', 'two two words', true],
    ['ann@example.com', 'Ann Lee <ann@example.com>', true],
    ['example.com', 'ann@myexample.com', false],
    ['über', 'Grüße, Über alles', true],
    ['ber', 'über', false],
    ['日本', '日本語', false],
    ['日本語', 'これは 日本語 です', true],
    // A letter outside the BMP (U+1D49C) is part of the word around it.
    ['x', '\u{1D49C}x', false],
    ['x', '\u{1F600}x', true],
    // A combining mark belongs to its letter: 'e' is not a whole word in 'é' written as e + U+0301.
    ['cafe', 'cafe\u0301', false],
  ])('%j in %j → %s', (query, text, expected) => {
    expect(matches(query, text)).toBe(expected);
  });

  test('a value without any word gives no matcher', () => {
    expect(compileWordMatcher('!!! ... @')).toBeNull();
  });
});
