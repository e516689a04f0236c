import { describe, expect, it } from 'vitest';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import type { Cell, NumberlinkPuzzle, NumberlinkRule, NumberlinkSolution } from '../../src/puzzles/numberlink/puzzle';
import { checkNumberlink } from '../../src/puzzles/numberlink/rules';

function puzzle(text: string): NumberlinkPuzzle {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

const cells = (text: string): Cell[] => text.split(' ').map((rc) => [Number(rc[0]), Number(rc[1])]);
const solution = (paths: Record<string, string>, rule: NumberlinkRule = 'fill'): NumberlinkSolution => ({
  paths: Object.fromEntries(Object.entries(paths).map(([k, v]) => [k, cells(v)])),
  rule,
  count: '1',
});

// A . B      A-A-B       a 2×3 board with the solution
// A . B  →   A-A B       A: (0,0)(0,1)(1,1)(1,0)  B: (0,2)(1,2)
const board = puzzle('A.B\nA.B');
const good = { A: '00 01 11 10', B: '02 12' };

describe('the rules check', () => {
  it('accepts a right answer under every rule it meets', () => {
    expect(checkNumberlink(board, solution(good, 'fill'))).toEqual({ ok: true });
    expect(checkNumberlink(board, solution(good, 'nikoli'))).toEqual({ ok: true });
    // A runs (0,0)→(0,1)→(1,1)→(1,0): (0,0) and (1,0) are neighbours on A but not consecutive.
    expect(checkNumberlink(board, solution(good, 'fill-notouch'))).toMatchObject({ ok: false, message: expect.stringMatching(/^notouch: .*runs alongside itself/) });
  });

  it('names the first rule broken', () => {
    const cases: [Record<string, string>, NumberlinkRule, RegExp][] = [
      [{ A: '00 10', B: '02 12' }, 'fill', /^fill: row 1, column 2 lies on no path/],
      [{ A: '00 10', B: '02 12' }, 'nikoli', /^$/],
      [{ A: '00 10' }, 'nikoli', /^labels: label 'B' has no path/],
      [{ A: '00 10', B: '02 12', C: '01 11' }, 'nikoli', /^labels: .*'C', which is not a label/],
      [{ A: '00 10', B: '02 19' }, 'nikoli', /^cells: .*\[1,9\]/],
      [{ A: '00 01 11', B: '02 12' }, 'nikoli', /^endpoints: the path of 'A' runs from row 1, column 1 to row 2, column 2/],
      [{ A: '00 11 10', B: '02 12' }, 'nikoli', /^steps: .*jumps/],
      [{ A: '00 01 11 01 11 10', B: '02 12' }, 'nikoli', /^disjoint: the path of 'A' visits row 1, column 2 twice/],
      [{ A: '00 01 11 10', B: '02 01 11 12' }, 'nikoli', /^disjoint: the paths of 'A' and 'B' share/],
      [{ A: '00', B: '02 12' }, 'nikoli', /^endpoints: the path of 'A' has 1 cell/],
    ];
    for (const [paths, rule, message] of cases) {
      const verdict = checkNumberlink(board, solution(paths, rule));
      if (message.source === '^$') expect(verdict).toEqual({ ok: true });
      else expect(verdict, JSON.stringify(paths)).toMatchObject({ ok: false, message: expect.stringMatching(message) });
    }
  });

  it('accepts a path given from either end', () => {
    expect(checkNumberlink(board, solution({ A: '10 11 01 00', B: '12 02' }, 'fill'))).toEqual({ ok: true });
  });

  it('refuses an unknown rule and a malformed answer', () => {
    expect(checkNumberlink(board, { ...solution(good), rule: 'loose' as NumberlinkRule })).toMatchObject({ ok: false, message: expect.stringMatching(/^rule:/) });
    expect(checkNumberlink(board, {} as NumberlinkSolution)).toMatchObject({ ok: false });
  });

  it('sees touching only within one path (two paths side by side are fine)', () => {
    const p = puzzle('AA\nBB');
    expect(checkNumberlink(p, solution({ A: '00 01', B: '10 11' }, 'fill-notouch'))).toEqual({ ok: true });
  });
});
