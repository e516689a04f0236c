/**
 * `puzzle solve --jobs N` stops reading while many puzzles, or much text, are
 * read and not yet printed: a file of 9×9 lines keeps the threads' batches
 * full, a stream of very large boards does not pile up in memory, and the
 * threads still each get their batches when the boards are large.
 */
import { describe, expect, it } from 'vitest';
import { inFlight, readingWaits } from '../../src/cli/solve-parallel';

describe('readingWaits', () => {
  it('waits at inFlight(jobs) puzzles of short lines, not before', () => {
    const cap = inFlight(2);
    expect(cap).toBeGreaterThanOrEqual(4 * 32);
    expect(readingWaits(cap - 1, (cap - 1) * 82, 2)).toBe(false);
    expect(readingWaits(cap, cap * 82, 2)).toBe(true);
  });

  it('waits at 32 MiB of text once every thread can hold its two batches', () => {
    const board400 = 400 * 400 * 4; // a 400×400 board: up to three digits and a space per cell
    const fits = Math.floor((32 << 20) / board400);
    expect(readingWaits(fits, fits * board400, 2)).toBe(false);
    expect(readingWaits(fits + 1, (fits + 1) * board400, 2)).toBe(true);
  });

  it('keeps reading while fewer puzzles than two per thread are in flight, however long their text', () => {
    expect(readingWaits(3, 100 << 20, 2)).toBe(false);
    expect(readingWaits(4, 100 << 20, 2)).toBe(true);
    expect(readingWaits(15, 100 << 20, 8)).toBe(false);
  });
});
