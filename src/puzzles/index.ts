/**
 * The genre registry (DESIGN.md §3): one line per genre. The CLI finds a
 * genre only through here, so adding a genre is a folder under src/puzzles/
 * plus one line below.
 */
import type { AnyGenre } from './types';
import { akariGenre } from './akari/genre';
import { slidingDefault } from './sliding/registered';
import { sudokuGenre } from './sudoku/genre';

export const genres: Record<string, AnyGenre> = {
  sliding: slidingDefault,
  akari: akariGenre,
  sudoku: sudokuGenre,
};

/** The genre called `name`, or undefined when there is none. */
export function getGenre(name: string): AnyGenre | undefined {
  return Object.prototype.hasOwnProperty.call(genres, name) ? genres[name] : undefined;
}
