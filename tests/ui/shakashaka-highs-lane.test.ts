/**
 * HiGHS's lane on a board with no solution says so once: the list of its
 * steps stops at what HiGHS returned (the run's end is not a line of it),
 * and the verdict under the list says "no solution" once, with the cause.
 * Readers saw the same no-solution sentence twice, in the list and the verdict.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { loadHighs } from '../../src/puzzles/shakashaka/highs/load';
import { solveHighs } from '../../src/puzzles/shakashaka/solve-highs';
import { highsListed } from '../../src/ui/shakashaka/Lane';
import { verdictOf } from '../../src/ui/shakashaka/RunSummary';

beforeAll(async () => {
  await loadHighs();
});

function run(text: string) {
  const parsed = parseShakashaka(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const rec = recorder<ShakashakaEvent>();
  const result = solveHighs(parsed.puzzle, { sink: rec.sink });
  return { puzzle: parsed.puzzle, result, events: rec.events };
}

describe('HiGHS lane', () => {
  it('on a board with no solution, says it once: the verdict, not a list line too', () => {
    // A 4 in the middle of a 3×3 board: none of its neighbours may hold a triangle facing it (each touches the edge).
    const { puzzle, result, events } = run('...\n.4.\n...');
    expect(result.status).toBe('unsolvable');
    expect(events.some((e) => e.kind === 'end')).toBe(true);
    const listed = highsListed(events);
    expect(listed.map((e) => e.kind)).toEqual(['mip']);
    const verdict = verdictOf(puzzle, result, 'HiGHS').text;
    expect(verdict.match(/no solution/gi)).toHaveLength(1);
    expect(verdict).toMatch(/^No solution: HiGHS proved that no assignment satisfies every inequality\. The cause: the 4 at row 2, column 2/);
  });

  it('on a solved board, lists what went in and the answer', () => {
    const { result, events } = run('2..\n...\n..2');
    expect(result.status).toBe('solved');
    expect(highsListed(events).map((e) => e.kind)).toEqual(['mip', 'solution']);
  });
});
