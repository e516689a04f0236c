/**
 * A CDCL decision says in plain words why its variable was chosen: the
 * conflicts it took part in, counted by the solver (src/sat/branching.ts), and
 * those counts agree with the recorded analyses — the variable's latest
 * conflict names it in its clause, a reason or a shrunk block.
 */
import { describe, expect, it } from 'vitest';
import type { SudokuEvent } from '../../src/puzzles/sudoku/events';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import { applySudoku, initialSudokuView } from '../../src/puzzles/sudoku/replay';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';
import { backjumpWhy, decideWhy } from '../../src/ui/sudoku/step-why';
import { stepWords } from '../../src/ui/sudoku/step-words';
import { runGenreSolve } from '../../src/worker/run-genre';

const r = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === 'hard')!.text);
if (!r.ok) throw new Error(r.error.message);
const events = runGenreSolve(sudokuGenre as never, r.puzzle, { method: 'sat' }).trace.events as SudokuEvent[];

/** The variables each conflict's analysis met, by conflict number. */
function metPerConflict(): Map<number, Set<number>> {
  const met = new Map<number, Set<number>>();
  let current = 0;
  for (const e of events) {
    if (e.kind === 'sat-conflict') {
      current = e.conflicts;
      met.set(current, new Set(e.clause.map(Math.abs)));
    } else if (e.kind === 'sat-analyse') {
      const s = met.get(current)!;
      for (const x of e.resolved) for (const l of x.reason) s.add(Math.abs(l));
      for (const b of e.shrunk) s.add(Math.abs(b.uip));
    }
  }
  return met;
}

describe('why a CDCL decision picks its variable', () => {
  const decisions = events.filter((e): e is Extract<SudokuEvent, { kind: 'sat-decide' }> => e.kind === 'sat-decide');

  it('every decision carries its variable’s conflict record, and the record matches the analyses', () => {
    const met = metPerConflict();
    expect(decisions.length).toBeGreaterThan(10);
    let withHistory = 0;
    for (const d of decisions) {
      const a = d.activity!;
      expect(a.bumps).toBeLessThanOrEqual(a.conflicts);
      expect(a.lastConflict).toBeLessThanOrEqual(a.conflicts);
      expect(a.bumps > 0).toBe(a.lastConflict > 0);
      if (a.bumps > 0) {
        withHistory++;
        expect(met.get(a.lastConflict)!.has(Math.abs(d.literal))).toBe(true);
      }
    }
    expect(withHistory).toBeGreaterThan(0);
  });

  it('says the numbers in words: how many conflicts, which was the latest, or that no conflict has happened yet', () => {
    const first = decideWhy(decisions[0]);
    expect(first).toContain('No conflict has happened yet, so every score is 0');
    // The next decision before any conflict says the tie in one line, not the same paragraph again.
    const second = decisions.find((d) => d.level > 1 && d.activity!.conflicts === 0)!;
    expect(second).toBeDefined();
    expect(decideWhy(second)).toContain('again a tie, every score still 0');
    expect(decideWhy(second)).not.toContain('No conflict has happened yet');
    const later = decisions.find((d) => d.activity!.bumps > 1 && d.activity!.lastConflict < d.activity!.conflicts)!;
    const name = later.names[Math.abs(later.literal)];
    const words = decideWhy(later);
    expect(words).toContain(`${name} has the highest score of the open variables`);
    expect(words).toContain(`It took part in the analysis of ${later.activity!.bumps} of the ${later.activity!.conflicts} conflicts so far, the latest conflict ${later.activity!.lastConflict}.`);
    expect(words).not.toMatch(/heap|undefined|NaN/);
  });
});

describe('why a backjump goes where it goes', () => {
  it('names the rule: the second-highest level among the learned clause’s literals, or the givens’ level; says which decisions it skips', () => {
    const jumps = events.filter((e) => e.kind === 'sat-backjump');
    expect(jumps.length).toBeGreaterThan(0);
    for (const j of jumps) {
      expect(stepWords(j, 9)).toContain(`Jump back from level ${j.from} to level ${j.to}`);
      const why = backjumpWhy(j);
      expect(why).toMatch(j.to === 0 ? /Why level 0: the learned clause has no literal set by a decision other than/ : new RegExp(`Why level ${j.to}: it is the second-highest decision level among the learned clause’s literals. The highest, ${j.from}, is the conflict’s level`));
      expect(why).toContain('the clause is unit and forces');
      if (j.from - j.to > 1) expect(why).toMatch(/in between (is|are) taken back too: no literal of the clause comes from/);
      else expect(why).not.toContain('in between');
    }
    // The hard board's run jumps over levels: the words for that case are exercised.
    expect(jumps.some((j) => j.from - j.to > 1)).toBe(true);
  });
});

describe('a decision that a cell does not hold a number', () => {
  it('says so in board words, that the board rings "≠k" for it, and in one plain sentence why "not" (readers counted rings against the level)', () => {
    const negative = events.find((e): e is Extract<SudokuEvent, { kind: 'sat-decide' }> => e.kind === 'sat-decide' && e.literal < 0);
    expect(negative).toBeDefined();
    const words = stepWords(negative!, r.puzzle.size);
    const [, value] = /#(\d+)$/.exec(negative!.names[-negative!.literal])!;
    expect(words).toContain(`does not hold ${value}”, ringed ≠${value} on the board; why “not”: the solver decides a variable the way it last was, and earlier in the search ${value} had been ruled out of this cell)`);
    const positive = events.find((e): e is Extract<SudokuEvent, { kind: 'sat-decide' }> => e.kind === 'sat-decide' && e.literal > 0)!;
    expect(stepWords(positive, r.puzzle.size)).not.toMatch(/why “not”/);
  });

  it('is drawn on the replayed board while its level stands, and leaves with it', () => {
    const view = initialSudokuView(r.puzzle);
    let seen = false;
    for (const e of events) {
      applySudoku(view, e);
      // Every mark is a decision of a level still in force (the board draws it only while its cell is empty).
      for (const g of view.guessedOut) {
        expect(g.level).toBeLessThanOrEqual(view.level);
      }
      if (e.kind === 'sat-decide' && e.literal < 0) {
        expect(view.guessedOut.at(-1)).toEqual({ cell: e.ruledOut[0], value: e.ruledOut[1], level: e.level });
        seen = true;
      }
    }
    expect(seen).toBe(true);
  });
});

describe('the board draws a guess that a cell does not hold a number', () => {
  it('as "≠k" in a guess ring, only while the cell is empty', async () => {
    const { h } = await import('preact');
    const { renderToString } = await import('preact-render-to-string');
    const { SudokuBoard } = await import('../../src/ui/sudoku/SudokuBoard');
    const cells = new Array(16).fill(0);
    const html = renderToString(h(SudokuBoard, { order: 2, cells, label: 'b', guessedOut: [{ cell: 5, value: 3 }] }));
    expect(html).toMatch(/<circle class="sd-ring sd-ring-guess" data-cell="5"/);
    expect(html).toMatch(/class="sd-t-ruled" data-cell="5"[^>]*>≠3</);
    cells[5] = 2;
    const filled = renderToString(h(SudokuBoard, { order: 2, cells, label: 'b', guessedOut: [{ cell: 5, value: 3 }] }));
    expect(filled).not.toMatch(/≠3/);
  });
});
