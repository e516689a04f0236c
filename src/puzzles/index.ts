/**
 * The genre registry: one line per genre. Everything that serves every genre —
 * the CLI, the solver worker, the contract tests, the lessons collection —
 * finds genres only through here, so adding a genre is a folder under
 * src/puzzles/ plus one line below (and one in src/export/registry.ts for its worked-example page).
 *
 * Genres load lazily: the CLI starts without compiling every solver, and the
 * one solver worker of a lesson page loads only the genre it is asked for.
 */
import type { AnyGenre } from './types';

const loaders = {
  sliding: () => import('./sliding/genre').then((m) => m.slidingGenre),
  akari: () => import('./akari/genre').then((m) => m.akariGenre),
  sudoku: () => import('./sudoku/genre').then((m) => m.sudokuGenre),
  numberlink: () => import('./numberlink/genre').then((m) => m.numberlinkGenre),
  shakashaka: () => import('./shakashaka/genre').then((m) => m.shakashakaGenre),
} satisfies Record<string, () => Promise<AnyGenre>>;

export type GenreName = keyof typeof loaders;

/** Every registered genre, in registry order. */
export const genreNames = Object.keys(loaders) as GenreName[];

export function isGenreName(name: string): name is GenreName {
  return Object.prototype.hasOwnProperty.call(loaders, name);
}

/** The genre called `name` (loaded on first use). */
export function loadGenre(name: GenreName): Promise<AnyGenre> {
  return loaders[name]();
}

/** Every registered genre, loaded. */
export function loadAllGenres(): Promise<AnyGenre[]> {
  return Promise.all(genreNames.map(loadGenre));
}
