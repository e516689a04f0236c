/**
 * Small helpers the Akari lesson's MDX files share for turning the computed
 * facts into prose: lists, true minus signs, and lookups into the facts.
 * Build-time only, like facts.ts.
 */
import { lessonFacts } from './facts';
import type { Level, LevelSummary } from './collection';

/** "a, b and c". */
export const list = (xs: readonly (string | number)[]): string =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/** A number with a true minus sign. */
export const num = (n: number): string => (n < 0 ? `−${-n}` : String(n));

/** The measured summary of one difficulty level. */
export const level = (name: Level): LevelSummary => lessonFacts().summary.find((s) => s.level === name)!;

/** A summary field added up over all levels. */
export const total = (key: Exclude<keyof LevelSummary, 'level' | 'sizes'>): number =>
  lessonFacts().summary.reduce((a, s) => a + s[key], 0);
