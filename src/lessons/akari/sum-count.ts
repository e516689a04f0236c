/**
 * How the selective method's sum count on a board splits into the steps that
 * use the sums: a star of n of the board's inequalities is built as n − 1
 * sums, two at a time, so "builds 4 sums" and "2 stars" can both be true.
 * The lesson prints the sentence this makes; nothing is typed in.
 */
import { recorder } from '../../core/trace';
import type { AkariEvent, SumEvent } from '../../puzzles/akari/events';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { runAkari } from '../../puzzles/akari/solve-engine';

export interface SumCount {
  /** Sums the method built (its counter). */
  built: number;
  /** For each step that forced by a sum, how many of the board's own inequalities the sum adds up, in run order. */
  stepParts: number[];
  /** Sums those steps took: n − 1 for a sum of n inequalities, each sum counted once. */
  used: number;
}

export function selectiveSumCount(puzzle: AkariPuzzle): SumCount {
  const rec = recorder<AkariEvent>();
  const { engine } = runAkari(puzzle, 'selective', { sink: rec.sink });
  const sums = new Map<number, SumEvent>();
  for (const e of rec.events) if (e.kind === 'sum') sums.set(e.id, e);
  const counted = new Set<number>();
  const leaves = (id: number): number => {
    const s = sums.get(id);
    if (!s) return 1;
    counted.add(id);
    return leaves(s.parents[0]) + leaves(s.parents[1]);
  };
  const stepParts: number[] = [];
  for (const e of rec.events) if (e.kind === 'deduce' && sums.has(e.by)) stepParts.push(leaves(e.by));
  return { built: engine.methodStats.sumsBuilt, stepParts, used: counted.size };
}

/** The sentence: "Those 4 sums are the 2 stars of 3 inequalities each that Explain from here shows: …". */
export function sumCountSentence(c: SumCount): string {
  const stars = c.stepParts.filter((n) => n >= 3);
  const pairs = c.stepParts.length - stars.length;
  const sizes = [...new Set(stars)];
  const starWords =
    stars.length === 0 ? '' : `${stars.length === 1 ? 'one star' : `${stars.length} stars`} of ${sizes.length === 1 ? `${sizes[0]} inequalities${stars.length > 1 ? ' each' : ''}` : `${sizes.join(', ')} inequalities`}`;
  const pairWords = pairs === 0 ? '' : `${pairs === 1 ? 'one sum' : `${pairs} sums`} of two`;
  const steps = [pairWords, starWords].filter(Boolean).join(' and ');
  const unused = c.built - c.used;
  return (
    `A sum of n inequalities is built as n − 1 sums, two at a time, so the steps that use them (${steps || 'none'}) take ${c.used} ${c.used === 1 ? 'sum' : 'sums'}` +
    (unused > 0 ? `; the other ${unused} ${unused === 1 ? 'is a sum' : 'are sums'} it built and found no use for.` : `: all ${c.built} it builds.`)
  );
}
