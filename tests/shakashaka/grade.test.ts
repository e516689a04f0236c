/**
 * The Shakashaka grade (src/puzzles/shakashaka/grade.ts on
 * src/inequalities/grade.ts): one small board per level, each with exactly
 * one solution (brute force says so, knowing nothing of the model), the
 * level's reason in the board's words, and a step number that lands on a
 * step of the `steps` method's stepper that settles the cell the reason
 * names, in the state it names. The boards were found once by grading random
 * boards with every clue filled in from one of their solutions and taking
 * clues away while the solution stayed one; they are fixed here.
 */
import { describe, expect, it } from 'vitest';
import { stepStarts, type TraceEventBase } from '../../src/core/trace';
import type { EngineEvent } from '../../src/inequalities/events';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaGenre } from '../../src/puzzles/shakashaka/genre';
import { gradeShakashaka } from '../../src/puzzles/shakashaka/grade';
import { STATE_CHAR, type ShakashakaPuzzle } from '../../src/puzzles/shakashaka/puzzle';
import { bruteForceShakashaka } from '../../src/puzzles/shakashaka/solve-brute';
import { variableCell, whiteCells } from '../../src/puzzles/shakashaka/vocabulary';
import { runGenreSolve } from '../../src/worker/run-genre';

const board = (text: string): ShakashakaPuzzle => {
  const r = parseShakashaka(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

/** One board per level of the ladder, rows joined by '/'. */
const LEVELS: [number, string, string][] = [
  [1, 'forcing only', '..../..../...0/.#.#'],
  [2, 'sums of two', '.##./..../..../..2.'],
  [3, 'sums of three or more', '..##.#./#....../......./.#..3..'],
  [4, 'chain sums', '.#../.#../...1/....'],
  [5, 'trials', '.#../..../..../0##.'],
];

/** The depth-0 event the stepper of `steps` shows at step k (the board after k steps). */
function eventAtStep(p: ShakashakaPuzzle, step: number): EngineEvent {
  const { trace } = runGenreSolve(shakashakaGenre, p, { method: 'steps' });
  const events = trace.events as TraceEventBase[];
  return events[stepStarts(events)[step - 1]] as EngineEvent;
}

interface Named {
  row: number;
  col: number;
  state: number;
  value: number;
}

/** The first value the reason says the hardest step settles, read back from its words (1-based row and column). */
function namedInReason(reason: string): Named {
  const m = /(?:the first (?:step that adds (?:two|three or more) inequalities|trial)|the step that adds it up) (puts a black triangle ([◤◥◢◣]) at|leaves|rules out leaving|rules out ([◤◥◢◣]) at) row (\d+), column (\d+)/i.exec(reason);
  if (!m) throw new Error(`the reason names no cell: ${reason}`);
  const triangle = m[2] ?? m[3];
  return { row: Number(m[4]), col: Number(m[5]), state: triangle ? STATE_CHAR.indexOf(triangle) : 0, value: /^(puts|leaves)/.test(m[1]) ? 1 : 0 };
}

/** What a step settles, as cells and states (1-based row and column). */
function settledBy(p: ShakashakaPuzzle, e: EngineEvent): Named[] {
  const cells = whiteCells(p);
  const forced = e.kind === 'deduce' ? e.forced : e.kind === 'trial' ? [{ variable: e.variable, value: e.concluded }] : [];
  return forced.map(({ variable, value }) => {
    const { row, col, state } = variableCell(cells, variable);
    return { row: row + 1, col: col + 1, state, value };
  });
}

describe('Shakashaka grades', () => {
  it.each(LEVELS)('level %i (%s): %s has one solution and is graded there', (level, name, rows) => {
    const p = board(rows.replace(/\//g, '\n'));
    const brute = bruteForceShakashaka(p);
    expect(brute).toMatchObject({ count: 1, complete: true });
    const g = gradeShakashaka(p);
    expect(g).toMatchObject({ status: 'graded', level, name, levels: 5, method: 'steps' });
    expect(g.reason).not.toContain('more than one solution');
    if (level === 1) {
      expect(g.step).toBeNull();
      expect(g.reason).toContain('one inequality on its own');
    }
  });

  it.each(LEVELS.filter(([level]) => level > 1))('level %i (%s): the step settles the cell the reason names, by a step of that kind', (level, _name, rows) => {
    const p = board(rows.replace(/\//g, '\n'));
    const g = gradeShakashaka(p);
    expect(g.reason).toMatch(new RegExp(`step ${g.step} of the stepper\\.$`));
    const e = eventAtStep(p, g.step!);
    if (level <= 3) expect(e.kind === 'deduce' && e.source === 'sum', JSON.stringify(e)).toBe(true);
    if (level === 4) {
      expect(eventAtStep(p, g.step! - 1).kind).toBe('chain');
      expect(e.kind).toBe('deduce');
    }
    if (level === 5) expect(e.kind).toBe('trial');
    expect(settledBy(p, e)).toContainEqual(namedInReason(g.reason));
  });

  it('harder levels score higher', () => {
    const scores = LEVELS.map(([, , rows]) => gradeShakashaka(board(rows.replace(/\//g, '\n'))).score);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
  });

  it('several solutions are said; no solution, no time and a refused model are not graded', () => {
    expect(gradeShakashaka(board('..\n..')).reason).toContain('more than one solution');
    expect(gradeShakashaka(board('1.\n.1'))).toMatchObject({ status: 'unsolvable', level: 0, step: null, reason: expect.stringMatching(/^no solution/) });
    expect(gradeShakashaka(board(LEVELS[3][2].replace(/\//g, '\n')), { budget: { maxNodes: 1 } })).toMatchObject({ status: 'timeout', level: 0 });
    // Family E grows with the cube of the side: counted before anything is built, over the cap it is refused.
    const open = { width: 60, height: 60, rows: Array(60).fill('.'.repeat(60)) };
    expect(gradeShakashaka(open, { model: 'A-F' })).toMatchObject({ status: 'refused', level: 0, reason: expect.stringMatching(/^refused: family E/) });
  });
});
