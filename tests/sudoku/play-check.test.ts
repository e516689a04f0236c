import { describe, expect, it } from 'vitest';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { candidateGrid } from '../../src/puzzles/sudoku/play/candidate-grid';
import { CHAIN_AS_LIST, checkPosition, solutionOf } from '../../src/puzzles/sudoku/play/check';
import { moveWords, PROOF_MOVES_SHOWN } from '../../src/puzzles/sudoku/play/forced-moves';
import { place, startPosition } from '../../src/puzzles/sudoku/play/position';
import { refute } from '../../src/puzzles/sudoku/play/probe';
import { brokenRuleInPlay } from '../../src/puzzles/sudoku/rules';
import { board, completions4x4, expectProofHolds, position } from './play-helpers';

describe('Check', () => {
  it('names the first rule a position breaks, in words, as soon as a repeat is made', () => {
    const p = board(['1...', '....', '....', '....']);
    const at = (cells: Record<number, number>) => p.cells.map((v, i) => cells[i] ?? v);
    expect(brokenRuleInPlay(p, at({}))).toBeNull();
    expect(brokenRuleInPlay(p, at({ 3: 1 }))).toEqual({ code: 'rows', rule: 'every row holds each number at most once', detail: 'row 1: 1 stands twice, at r1c1 and at r1c4' });
    expect(brokenRuleInPlay(p, at({ 12: 1 }))).toMatchObject({ code: 'columns', rule: 'every column holds each number at most once' });
    expect(brokenRuleInPlay(p, at({ 5: 1 }))).toMatchObject({ code: 'boxes', rule: 'every box holds each number at most once', detail: expect.stringMatching(/^box 1: 1 stands twice/) });
    expect(brokenRuleInPlay(p, at({ 0: 2 }))).toMatchObject({ code: 'givens', rule: 'every given stays as it is' });
    const report = checkPosition(position(['1...', '....', '....', '....'], ['r2c2=1']), solutionOf(p));
    expect(report.broken).toEqual({ rule: 'every box holds each number at most once', detail: 'box 1: 1 stands twice, at r1c1 and at r2c2' });
    expect(report.summary).toBe('The position breaks a rule.');
    // No rule code ("boxes:") reaches the words.
    expect(JSON.stringify(report)).not.toMatch(/boxes:|rows:|columns:/);
  });

  it('flags a placement the givens rule out, before the board is full, with a proof that holds', () => {
    const givens = ['1..4', '..1.', '2.4.', '....'];
    const pos = position(givens, ['r1c2=3']);
    expect(completions4x4(pos)).toEqual([]);
    const report = checkPosition(pos, solutionOf(pos.puzzle));
    expect(report.broken).toBeNull();
    expect(report.full).toBe(false);
    expect(report.refuted).toEqual([{
      cell: 1, value: 3,
      proof: 'r1c2 cannot be 3: from the givens, if r1c2 were 3, the 2 forced moves r1c3 = 2 (“r1c3 has a value” has one candidate left) and r2c4 = 3 (“r2c4 has a value” has one candidate left) would leave “row 3 has a 3” with no candidate left (its cells r3c1 to r3c4, none of which can take it any more). The 3 at r1c2 first matters for r1c3 = 2: it takes the candidate r1c3#3 away (they share row 1).',
      // The cells the proof speaks of, marked on the board: the placement, the two forced cells, row 3.
      cells: [1, 2, 7, 8, 9, 10, 11],
      // Two forced moves read well in one sentence: no list.
      chain: null,
    }]);
    expect(report.summary).toBe('One placement is wrong.');
    const r = refute(candidateGrid(2, pos.puzzle.cells), 1, 3, { scans: 100 });
    expect(r).not.toBeNull();
    if (r && r !== 'stopped') expectProofHolds(startPosition(pos.puzzle), r);
  });

  it('shows where the placement feeds the chain: the first forced move that needs it, and the candidate it takes away', () => {
    // A reader typed 5 in r1c2 of the play board: the proof's first moves lie far from r1c2, so it must say where the 5 matters.
    const easy = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === 'easy')!.text);
    if (!easy.ok) throw new Error('the easy board does not parse');
    const grid = candidateGrid(easy.puzzle.order, easy.puzzle.cells);
    const r = refute(grid, 1, 5, { scans: 2000 });
    if (!r || r === 'stopped') throw new Error('r1c2 = 5 is not refuted by forced moves');
    expect(r.use).not.toBeNull();
    const { step, removed } = r.use!;
    const move = r.moves[step];
    // The candidate taken away is a peer's 5 the givens had left, and it belongs to the move's condition.
    expect(removed.value).toBe(5);
    expect(grid.mask[removed.cell] & (1 << 5)).not.toBe(0);
    expect(grid.geo.colOf[removed.cell] === 1 || grid.geo.rowOf[removed.cell] === 0 || grid.geo.boxOf[removed.cell] === 0).toBe(true);
    expect(removed.cell).toBe(move.cell);
    // No earlier move needs the placement: each follows from the givens alone.
    const report = checkPosition(place(startPosition(easy.puzzle), 1, 5), solutionOf(easy.puzzle));
    const at = `r${Math.floor(move.cell / 9) + 1}c${(move.cell % 9) + 1}`;
    // More than CHAIN_AS_LIST forced moves: the same proof cut for a list, one move a line, nothing lost or added.
    const chain = report.refuted[0].chain;
    // The reader's own case: r1c2 = 5 on the play board takes more moves than a sentence holds.
    expect(r.moves.length).toBeGreaterThan(CHAIN_AS_LIST);
    expect(chain).not.toBeNull();
    expect(chain!.moves).toHaveLength(Math.min(r.moves.length, PROOF_MOVES_SHOWN) + (r.moves.length > PROOF_MOVES_SHOWN ? 1 : 0));
    expect(chain!.moves[0]).toBe(moveWords(9, r.moves[0]));
    expect(chain!.lead).toBe(`r1c2 cannot be 5: from the givens, if r1c2 were 5, these ${r.moves.length} forced moves, in order,`);
    expect(report.refuted[0].proof.endsWith(chain!.tail)).toBe(true);
    expect(report.refuted[0].proof).toContain(`The 5 at r1c2 first matters for ${at} = ${move.value}${step > 0 ? ' (the moves before it follow from the givens alone)' : ''}: it takes the candidate ${at}#5 away (they share column 2).`);
  });

  it('says so honestly when a placement is not the solution’s but forced moves cannot show it', () => {
    const hard = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === 'hard')!.text);
    if (!hard.ok) throw new Error('the hard board does not parse');
    const solution = solutionOf(hard.puzzle);
    expect(solution.kind).toBe('unique');
    if (solution.kind !== 'unique') return;
    // r1c2 is empty on this board; pick a candidate of it that is not the solution's and that forced moves do not refute.
    const grid = candidateGrid(hard.puzzle.order, hard.puzzle.cells);
    const cell = 1;
    expect(hard.puzzle.cells[cell]).toBe(0);
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((v) => (grid.mask[cell] & (1 << v)) !== 0 && v !== solution.solution[0][1] && refute(grid, cell, v, { scans: 2000 }) === null);
    expect(wrong).toBeDefined();
    const report = checkPosition(place(startPosition(hard.puzzle), cell, wrong!), solution);
    expect(report.refuted).toEqual([]);
    expect(report.unproven).toEqual([{ cell, value: wrong, words: `r1c2 = ${wrong} is not the solution’s digit; the forced moves from the givens give no short proof of it — it takes a trial to show.` }]);
  });

  it('reports a solved board, and compares nothing when the givens allow several solutions', () => {
    const solved = position(['12..', '34..', '....', '....'], ['r1c3=3', 'r1c4=4', 'r2c3=1', 'r2c4=2', 'r3c1=2', 'r3c2=1', 'r3c3=4', 'r3c4=3', 'r4c1=4', 'r4c2=3', 'r4c3=2', 'r4c4=1']);
    expect(checkPosition(solved, solutionOf(solved.puzzle))).toMatchObject({ broken: null, refuted: [], unproven: [], full: true, summary: 'Solved: every row, column and box holds each number once.' });
    const open = position(['....', '....', '....', '....'], ['r1c1=1']);
    const report = checkPosition(open, solutionOf(open.puzzle));
    expect(report.summary).toContain('more than one solution');
    expect(report.unproven).toEqual([]);
  });
});
