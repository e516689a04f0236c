/** The Akari page's method list agrees with the genre: the same methods, the default first. */
import { describe, expect, it } from 'vitest';
import { akariGenre } from '../../src/puzzles/akari/genre';
import { DEFAULT_METHOD, METHODS } from '../../src/ui/akari/solver-link';

describe('Akari link methods', () => {
  it('offers exactly the genre’s methods, its default first', () => {
    expect([...METHODS].sort()).toEqual(Object.keys(akariGenre.methods).sort());
    expect(METHODS[0]).toBe(akariGenre.defaultMethod);
    expect(DEFAULT_METHOD).toBe(akariGenre.defaultMethod);
  });
});
