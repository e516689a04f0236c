/**
 * Traces and replay: every method's trace replays to its answer, the nesting
 * is what the lesson reads, tracing changes nothing but the trace, the same
 * board gives the same trace, and the player's checkpoints agree with a
 * replay from the start.
 */
import { describe, expect, it } from 'vitest';
import { createPlayer, replayTo } from '../../src/core/player';
import { parentIndex, recorder } from '../../src/core/trace';
import { readSudokuSet } from '../../src/puzzles/sudoku/data-node';
import type { SudokuEvent } from '../../src/puzzles/sudoku/events';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import type { SudokuPuzzle } from '../../src/puzzles/sudoku/puzzle';
import { sudokuReplay } from '../../src/puzzles/sudoku/replay';
import { repoRoot } from '../cli/run-cli';

const METHODS = ['backtrack', 'dlx', 'sat'] as const;
// A hard board for dlx and sat; naive backtracking needs millions of steps on those, so it gets a newspaper one.
const hard9 = () => readSudokuSet(repoRoot, '9x9_magictour_top1465-first1000', 1)[0].puzzle;
const easy9 = (): SudokuPuzzle => {
  const text = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  return { order: 3, size: 9, cells: [...text].map((c) => (c === '.' ? 0 : Number(c))) };
};
const board9 = (method: string) => (method === 'backtrack' ? easy9() : hard9());
const board4: SudokuPuzzle = { order: 2, size: 4, cells: [0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 3, 0, 2, 0, 0, 0] };

function traced(method: string, p: SudokuPuzzle, params: Record<string, number | string> = {}) {
  const rec = recorder<SudokuEvent>(1_000_000);
  const result = sudokuGenre.methods[method].solve(p, { sink: rec.sink, params });
  return { result, events: rec.events };
}

describe.each(METHODS)('%s trace', (method) => {
  it('starts with start, ends with solution and end, and replays to the answer on the board', () => {
    const p = board9(method);
    const { result, events } = traced(method, p);
    expect(events[0]).toMatchObject({ kind: 'start', method, order: 3 });
    expect(events[events.length - 1]).toMatchObject({ kind: 'end', status: 'solved', solutions: 1 });
    const view = replayTo(sudokuReplay, p, events);
    expect(view.status).toBe('solved');
    expect(Array.from(view.cells)).toEqual(result.solution!.flat());
  });

  it('the board between steps only ever holds values that keep the givens', () => {
    const p = board9(method);
    const { events } = traced(method, p);
    const view = sudokuReplay.initial(p);
    const givens = p.cells.flatMap((v, i) => (v === 0 ? [] : [i]));
    let broken = 0;
    for (const e of events) {
      sudokuReplay.apply(view, e);
      for (const i of givens) if (view.cells[i] !== p.cells[i]) broken++;
    }
    expect(broken).toBe(0);
  });

  it('tracing changes the trace only: same answer and the same counters', () => {
    const p = board9(method);
    const quiet = sudokuGenre.methods[method].solve(p, {});
    const { result } = traced(method, p);
    expect(result.solution).toEqual(quiet.solution);
    const { ms: _a, buildMs: _b, ...counters } = result.stats;
    const { ms: _c, buildMs: _d, ...quietCounters } = quiet.stats;
    expect(counters).toEqual(quietCounters);
  });

  it('the same board gives the same trace', () => {
    const strip = (events: SudokuEvent[]) => JSON.stringify(events).replace(/"ms":\d+/g, '');
    expect(strip(traced(method, board9(method)).events)).toEqual(strip(traced(method, board9(method)).events));
  });

  it('the player at any step agrees with a replay from the start', () => {
    const { events } = traced(method, board4, { count: 2 });
    const player = createPlayer(sudokuReplay, board4, events, 5);
    for (const k of [0, 1, 7, 13, events.length >> 1, events.length]) {
      const a = player.at(k);
      const b = replayTo(sudokuReplay, board4, events, k);
      expect({ k, cells: Array.from(a.cells), level: a.level, counters: a.counters }).toEqual({ k, cells: Array.from(b.cells), level: b.level, counters: b.counters });
    }
  });
});

describe('what each trace tells', () => {
  it('backtracking: placements and steps back, a capped tree with parents first, counts per depth that add up', () => {
    const { result, events } = traced('backtrack', easy9());
    const places = events.filter((e) => e.kind === 'bt-place').length;
    const backs = events.filter((e) => e.kind === 'bt-back').length;
    expect([places, backs]).toEqual([result.stats.placements, result.stats.backtracks]);
    const counts = events.find((e) => e.kind === 'bt-counts');
    if (counts?.kind !== 'bt-counts') throw new Error('no counts');
    expect(counts.placements.reduce((a, b) => a + b, 0)).toBe(places);
    expect(counts.backtracks.reduce((a, b) => a + b, 0)).toBe(backs);
    // One row per empty cell (no row past the last), and the identity the lesson's table states:
    // the steps back at a depth are the placements one depth above, less the one visit on the solution's path.
    const start = events[0];
    if (start.kind !== 'start') throw new Error('no start');
    expect(counts.placements).toHaveLength(start.empty);
    expect(counts.backtracks[0]).toBe(0);
    for (let d = 1; d < counts.placements.length; d++) expect(counts.backtracks[d]).toBe(counts.placements[d - 1] - 1);
    const nodes = events.filter((e) => e.kind === 'search-node');
    expect(nodes.length).toBe(Math.min(200, places + 1));
    const seen = new Set<number>();
    for (const n of nodes) {
      if (n.kind !== 'search-node') continue;
      if (n.parent !== null) expect(seen.has(n.parent)).toBe(true);
      seen.add(n.id);
    }
  });

  it('dancing links: each choice names its condition and size; each try its cell and value; covers are sub-events', () => {
    const { events } = traced('dlx', hard9());
    const parents = parentIndex(events);
    const choose = events.find((e) => e.kind === 'xc-choose');
    expect(choose).toMatchObject({ name: expect.stringMatching(/has a/), size: expect.any(Number) });
    const tryEvent = events.find((e) => e.kind === 'xc-try');
    expect(tryEvent).toMatchObject({ name: expect.stringMatching(/^r\dc\d#\d$/), cell: expect.any(Number), value: expect.any(Number) });
    events.forEach((e, i) => {
      if (e.kind === 'xc-cover') expect(['xc-choose', 'xc-try']).toContain(events[parents[i]].kind);
    });
  });

  it('SAT: the model with its clause families, decisions with the cells they place, conflicts nested analyse → learn, the backjump a step of its own', () => {
    const p = readSudokuSet(repoRoot, '9x9_forum_hardest_1905_11plus-first1000', 1)[0].puzzle;
    const { events } = traced('sat', p);
    const start = events[0];
    if (start.kind !== 'start') throw new Error('no start');
    expect(start.families?.map((f) => f.name)).toEqual(['cell ≥ 1', 'cell ≤ 1', 'row ≥ 1', 'row ≤ 1', 'column ≥ 1', 'column ≤ 1', 'box ≥ 1', 'box ≤ 1', 'given']);
    expect(start.families?.[1].tex).toContain('s_{i-1}');
    const parents = parentIndex(events);
    const conflictChildren = events.flatMap((e, i) => (e.depth === 1 && events[parents[i]].kind === 'sat-conflict' ? [e.kind] : []));
    expect(new Set(conflictChildren)).toEqual(new Set(['sat-analyse', 'sat-learn']));
    expect(events.filter((e) => e.kind === 'sat-backjump').every((e) => e.depth === 0)).toBe(true);
    const decide = events.find((e) => e.kind === 'sat-decide');
    if (decide?.kind !== 'sat-decide') throw new Error('no decision');
    expect(decide.names[Math.abs(decide.literal)]).toMatch(/^r\dc\d#\d$/);
    expect(decide.placed.length % 2).toBe(0);
  });
});
