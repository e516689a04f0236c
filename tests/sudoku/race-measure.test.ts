/**
 * The race's result line names the lane that finished first by wall time and
 * puts the one count the three methods share (tries) beside each lane.
 */
import { describe, expect, it } from 'vitest';
import { CLOSE_MS, raceSummary, TRY_STAT, TRY_WORDS } from '../../src/ui/sudoku/race-measure';

describe('the race result', () => {
  it('orders the solved lanes by time, names the first, then lists the lanes that did not finish', () => {
    const words = raceSummary([
      { method: 'backtrack', label: 'Backtracking', status: 'timeout', ms: 30_000, tries: null },
      { method: 'dlx', label: 'Exact cover (dancing links)', status: 'solved', ms: 420, tries: 1234 },
      { method: 'sat', label: 'SAT (CDCL)', status: 'solved', ms: 180, tries: 56 },
    ]);
    expect(words).toBe('Finished first: SAT (CDCL) (0.18 s, 56 tries), then Exact cover (dancing links) (0.42 s, 1,234 tries); Backtracking ran out of time after 30.00 s.'
      // Who won on tries, and why, computed from the lanes (readers asked); the lane that ran out of time is not compared.
      + ' Fewest tries: SAT (CDCL), 56 against 1,234 for Exact cover (dancing links): unit propagation sets forced values with no try, and each conflict taught it a clause that rules out the combination that failed.');
  });

  it('shows thousandths when two lanes would show the same hundredths, and says a tie when even those agree', () => {
    const lanes = (dlx: number, sat: number) => raceSummary([
      { method: 'dlx', label: 'Exact cover (dancing links)', status: 'solved', ms: dlx, tries: 470 },
      { method: 'sat', label: 'SAT (CDCL)', status: 'solved', ms: sat, tries: 12 },
    ]);
    const close = ' Exact cover (dancing links) and SAT (CDCL) finished too close together for the times to mean much (the lanes share your machine); their tries say which did less work.'
      + ' Fewest tries: SAT (CDCL), 12 against 470 for Exact cover (dancing links): unit propagation sets forced values with no try, and each conflict taught it a clause that rules out the combination that failed.';
    expect(lanes(31.2, 34.9)).toBe(`Finished first: Exact cover (dancing links) (0.031 s, 470 tries), then SAT (CDCL) (0.035 s, 12 tries).${close}`);
    expect(lanes(31.2, 31.4)).toBe(`Finished first, tied on time: Exact cover (dancing links) (0.031 s, 470 tries), and SAT (CDCL) (0.031 s, 12 tries).${close}`);
    // Three lanes: the fewest against both others, with the winner's own reason; equal tries are said to tie.
    const three = raceSummary([
      { method: 'backtrack', label: 'Backtracking', status: 'solved', ms: 900, tries: 6181 },
      { method: 'dlx', label: 'Exact cover (dancing links)', status: 'solved', ms: 300, tries: 40 },
      { method: 'sat', label: 'SAT (CDCL)', status: 'solved', ms: 200, tries: 55 },
    ]);
    expect(three).toMatch(/ Fewest tries: Exact cover \(dancing links\), 40 against 55 for SAT \(CDCL\) and 6,181 for Backtracking: it always chooses among the fewest candidates left, and a condition with one left costs it no try\.$/);
    expect(raceSummary([
      { method: 'dlx', label: 'Exact cover (dancing links)', status: 'solved', ms: 300, tries: 40 },
      { method: 'sat', label: 'SAT (CDCL)', status: 'solved', ms: 200, tries: 40 },
    ])).toMatch(/ SAT \(CDCL\) and Exact cover \(dancing links\) tie on tries \(40\)\.$|Exact cover \(dancing links\) and SAT \(CDCL\) tie on tries \(40\)\.$/);
    // Far enough apart, the times are the result and no such words are added.
    expect(lanes(31.2, 31.2 + CLOSE_MS + 1)).not.toMatch(/too close/);
  });

  it('says when no lane solved the board, and a lane the reader stopped', () => {
    expect(raceSummary([{ method: 'backtrack', label: 'Backtracking', status: 'cancelled', ms: 2500, tries: null }]))
      .toBe('No lane solved the board; Backtracking stopped by you after 2.50 s.');
  });

  it('counts tries by each method’s own statistic, and says how', () => {
    expect(TRY_STAT).toEqual({ backtrack: 'placements', dlx: 'guesses', sat: 'decisions' });
    for (const w of Object.values(TRY_WORDS)) expect(w).toMatch(/tr(y|ies)/);
  });
});

describe('dancing links’ tries leave its forced rows out, as SAT’s leave out unit propagation', () => {
  it('counts as tries only the rows chosen among two or more, the same traced and untraced', async () => {
    const { parseSudoku } = await import('../../src/puzzles/sudoku/format');
    const { solveDlx } = await import('../../src/puzzles/sudoku/solve-dlx');
    const { SUDOKU_EXAMPLES } = await import('../../src/lessons/sudoku/examples');
    for (const id of ['small', 'top']) {
      const r = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === id)!.text);
      if (!r.ok) throw new Error(r.error.message);
      const events: { kind: string; of?: number }[] = [];
      const traced = solveDlx(r.puzzle, { sink: (e) => events.push(e as never) }).stats as Record<string, number>;
      const quiet = solveDlx(r.puzzle, {}).stats as Record<string, number>;
      const choices = events.filter((e) => e.kind === 'xc-try' && e.of! > 1).length;
      expect(traced[TRY_STAT.dlx]).toBe(choices);
      expect(quiet[TRY_STAT.dlx]).toBe(choices);
      // Forced rows are still rows tried: they are left out of the tries only.
      expect(quiet.nodes).toBe(events.filter((e) => e.kind === 'xc-try').length);
      if (id === 'top') expect(choices).toBeLessThan(quiet.nodes);
    }
  });
});

describe('backtracking’s counts from a live report alone (a lane stopped by the reader)', () => {
  it('splits the whole steps into placements and steps back exactly as the trace counts them', async () => {
    const { parseSudoku } = await import('../../src/puzzles/sudoku/format');
    const { sudokuGenre } = await import('../../src/puzzles/sudoku/genre');
    const { SUDOKU_EXAMPLES } = await import('../../src/lessons/sudoku/examples');
    const { runGenreSolve } = await import('../../src/worker/run-genre');
    const { backtrackSplit } = await import('../../src/ui/sudoku/race-measure');
    const r = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === 'small')!.text);
    if (!r.ok) throw new Error(r.error.message);
    const reports: { steps: number; latest?: unknown }[] = [];
    const reply = runGenreSolve(sudokuGenre as never, r.puzzle, { method: 'backtrack' }, { onLive: (x) => reports.push(x), liveEveryMs: 0 });
    // The whole trace is kept (nothing cut from its middle), so it counts every step.
    expect(reply.trace.truncated).toBeFalsy();
    const steps = (reply.trace.events as { kind: string; depth: number }[]).filter((e) => e.depth === 0);
    let checked = 0;
    for (const rep of reports.filter((x) => /^bt-(place|back)$/.test((x.latest as { kind?: string } | undefined)?.kind ?? ''))) {
      const upTo = steps.slice(0, rep.steps);
      const split = backtrackSplit(rep.steps, rep.latest as never);
      expect(split).toEqual({ placements: upTo.filter((e) => e.kind === 'bt-place').length, backtracks: upTo.filter((e) => e.kind === 'bt-back').length });
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
