import { describe, expect, it } from 'vitest';
import type { SolveResult } from '../../src/core/result';
import type { CheckResult } from '../../src/puzzles/types';
import { engineVerdict, resultFact } from '../../src/ui/inequalities/engine-verdict';

const passes = (): CheckResult => ({ ok: true });
const JUDGED = 'Judged by the rules.';

describe('engineVerdict: one sentence for a solve of Akari or Shakashaka', () => {
  it('says how the engine solved it: deduction, trials, or a search', () => {
    const solved = (stats: Record<string, number>): SolveResult<number> => ({ status: 'solved', solution: 1, stats });
    expect(engineVerdict(solved({ trials: 0 }), passes, JUDGED)).toEqual({ ok: true, text: 'Solved by deduction alone. Judged by the rules.' });
    expect(engineVerdict(solved({ trials: 2 }), passes, JUDGED).text).toBe('Solved with the help of trials. Judged by the rules.');
    expect(engineVerdict(solved({ trials: 2, searchNodes: 5 }), passes, JUDGED).text).toBe('Solved with the help of a search. Judged by the rules.');
    // An IP solver reports no trials, so nothing is said of how; it stops at its first answer, and the verdict says so.
    expect(engineVerdict(solved({ nodes: 0 }), passes, JUDGED, 'HiGHS').text)
      .toBe('Solved. HiGHS returns one solution and does not check whether it is the only one. Judged by the rules.');
    expect(engineVerdict(solved({ trials: 0 }), passes, JUDGED, 'HiGHS').text).not.toMatch(/only one/);
    expect(engineVerdict(solved({ trials: 0, multiple: 1 }), passes, JUDGED).text).toMatch(/^Solved, but the board has more than one solution/);
  });

  it('reports an answer the rules reject, whatever the solver said', () => {
    const broken = (): CheckResult => ({ ok: false, code: 'lampSeesLamp', message: 'a lamp sees another (row 1, column 2)' });
    const verdict = engineVerdict({ status: 'solved', solution: 1, stats: {} }, broken, JUDGED);
    expect(verdict).toEqual({ ok: false, text: 'The answer breaks a rule: a lamp sees another (row 1, column 2)' });
  });

  it('says the rule in words, never the code the check puts first for the CLI', () => {
    const coded = (): CheckResult => ({ ok: false, code: 'whiteRectangle', message: 'whiteRectangle: the white area … is not a rectangle (row 3, column 2)' });
    const verdict = engineVerdict({ status: 'solved', solution: 1, stats: {} }, coded, JUDGED);
    expect(verdict.text).toBe('The answer breaks a rule: the white area … is not a rectangle (row 3, column 2)');
  });

  it('says "no solution" once, and names a stop and a cancel', () => {
    expect(engineVerdict({ status: 'unsolvable', reason: 'no solution: cell 3 cannot be lit.', stats: {} }, passes, JUDGED).text)
      .toBe('No solution: cell 3 cannot be lit.');
    expect(engineVerdict({ status: 'timeout', reason: 'the time limit', stats: {} }, passes, JUDGED).text).toBe('Stopped before the end: the time limit.');
    expect(engineVerdict({ status: 'cancelled', stats: {} }, passes, JUDGED).text).toBe('Cancelled.');
  });
});

describe('resultFact: the export\'s Result line', () => {
  const solved = (stats: Record<string, number>): SolveResult<number> => ({ status: 'solved', solution: 1, stats });
  it('says at the top that a board with several solutions shows one of them', () => {
    expect(resultFact(solved({ trials: 0, multiple: 1 }), true)).toMatch(/one of several solutions/);
    expect(resultFact(solved({ trials: 0 }), true)).toBe('solved and checked');
    expect(resultFact({ status: 'timeout', stats: {} }, false)).toBe('timeout');
  });
});
