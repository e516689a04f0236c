import { describe, expect, it } from 'vitest';
import { blockBoards, counterexampleFacts, familyEFacts, publicBoardFacts, randomBoards } from '../../src/puzzles/shakashaka/facts';
import { records } from './helpers';

describe('facts the lesson states, computed', () => {
  it('the holed diamond: A–E admit it, F and the rules do not; A–E admit 5 fillings of the clue-0 board, 4 are solutions', () => {
    const [, clue0] = records('model-counterexample');
    const f = counterexampleFacts(clue0.puzzle, clue0.solution!);
    expect(f.rules).toMatchObject({ ok: false, message: expect.stringMatching(/^whiteRectangle/) });
    expect(f.broken['A-E']).toEqual({ A: 0, B: 0, C: 0, D: 0, E: 0 });
    expect(f.broken['A-F'].F).toBe(4);
    expect(f.brokenF[0].label).toMatch(/^\(F\) ◤ at row 2, column 3 with empty cells/);
    expect(f.admitted).toEqual({ 'A-E': 5, 'A-F': 4, 'A-D+F': 4 });
    expect(f.valid).toBe(4);
  });

  it('on random boards, A–D+F admit only solutions and E removes nothing', () => {
    const f = familyEFacts(randomBoards(12, 1));
    expect(f).toMatchObject({ breakE: 0, breakRules: 0 });
    expect(f.boards).toBeGreaterThan(8);
    expect(f.admitted).toBeGreaterThan(100);
  });

  it('on 8×6 boards with a 2×2 black block, the published model lets the holed diamond through', () => {
    const boards = [...blockBoards(8, 6)].filter((b) => b.rows.join('/') === '......../......../...##.../...##.../......../........');
    const f = familyEFacts(boards);
    expect(f).toMatchObject({ boards: 1, breakE: 0, breakRules: 0, publishedInvalid: 1, publishedFlawBoards: 1 });
    expect(f.admittedPublished - f.admitted).toBe(1);
  });

  it('public boards: A–D+F and A–F give the same unique answer, which satisfies E', () => {
    const facts = publicBoardFacts(records('pzprjs').concat(records('saito')));
    expect(facts).toEqual([
      { id: 'pzprjs-test', outcome: { 'A-D+F': 'unique', 'A-F': 'unique' }, same: true, satisfiesE: true },
      { id: 'saito-10x10', outcome: { 'A-D+F': 'unique', 'A-F': 'unique' }, same: true, satisfiesE: true },
    ]);
  });
});
