import { isValidAddress, sameAddress } from './address';

describe('isValidAddress (the address pattern)', () => {
  it.each([
    ['ann@example.com', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['ANN@EXAMPLE.COM', true],
    ['ünï@exämple.de', true],
    ['a@b.c', true],
    ['', false],
    ['ann', false],
    ['ann@', false],
    ['@example.com', false],
    ['ann@example', false],
    ['ann@@example.com', false],
    ['ann@exa@mple.com', false],
    ['an n@example.com', false],
    ['ann@exam ple.com', false],
    [' ann@example.com', false],
    ['ann@example.com ', false],
    ['ann@.com', false],
    ['ann@example.', false],
    ['Ann <ann@example.com>', false],
    ['tab\t@example.com', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidAddress(value)).toBe(expected);
  });
});

describe('sameAddress', () => {
  it.each([
    ['ann@example.com', 'ANN@Example.com', true],
    [' ann@example.com ', 'ann@example.com', true],
    ['ann@example.com', 'anne@example.com', false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(sameAddress(a, b)).toBe(expected);
  });
});
