import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../src/core/player';
import { recorder, stepStarts } from '../../src/core/trace';
import type { AkariEvent } from '../../src/puzzles/akari/events';
import type { AkariPuzzle } from '../../src/puzzles/akari/puzzle';
import { readAkariRecords } from '../../src/puzzles/akari/records';
import { akariGenre } from '../../src/puzzles/akari/genre';
import { akariReplay } from '../../src/puzzles/akari/replay';
import { replayTo } from '../../src/core/player';
import { plainView } from '../core/plain-view';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { TraceExplainer } from '../../src/inequalities/why';
import { givenInequalities } from '../../src/puzzles/akari/model';

// A Tatham 7×7 "tricky" board from the benchmark data: forcing alone stalls on it.
const TRICKY = readAkariRecords(readFileSync(new URL('../data/akari/tatham.txt', import.meta.url), 'utf8')).find(
  (r) => r.id === 'tatham-7x7b20s4d1-01',
)!.puzzle;

function traced(method: 'force' | 'pairs' | 'selective', puzzle: AkariPuzzle = TRICKY) {
  const rec = recorder<AkariEvent>();
  const run = runAkari(puzzle, method, { sink: rec.sink, cap: 3000 });
  return { puzzle, run, events: rec.events };
}

describe('trace and replay', () => {
  for (const method of ['force', 'pairs', 'selective'] as const) {
    it(`${method}: replaying the whole trace ends on the solution`, () => {
      const { puzzle, run, events } = traced(method);
      expect(run.result.status).toBe('solved');
      const player = createPlayer(akariReplay, puzzle, events, 8);
      const end = player.at(player.length);
      expect(end.status).toBe('solved');
      const lamps = run.result.solution!.join('').replace(/[^.*]/g, '');
      expect(end.values.map((v) => (v === 1 ? '*' : '.')).join('')).toBe(lamps);
      // Every deduce step settles what its inequality says and never contradicts the answer.
      for (const e of events) if (e.kind === 'deduce') for (const f of e.forced) expect(end.values[f.variable]).toBe(f.value);
      expect(events[stepStarts(events)[0]].depth).toBe(0);
      expect(events[0].depth).toBe(0);
    });
  }

  it('the selective trace shows sums as sub-steps of the deduction they serve', () => {
    const { events } = traced('selective');
    const sumAt = events.findIndex((e) => e.kind === 'sum');
    expect(sumAt).toBeGreaterThan(0);
    const owner = events.slice(0, sumAt).reverse().find((e) => e.depth === 0);
    expect(owner).toMatchObject({ kind: 'deduce', source: 'sum' });
  });

  it('the force trace labels the trial it needs', () => {
    const { events, run } = traced('force');
    expect(events.map((e) => e.kind)).toContain('stall');
    expect(events.filter((e) => e.kind === 'trial').length).toBe(run.result.stats.trials);
    expect(run.result.stats.trials).toBeGreaterThan(0);
  });

  it('stepping back gives the same view as replaying from zero', () => {
    const { puzzle, events } = traced('selective');
    const player = createPlayer(akariReplay, puzzle, events, 4);
    for (let k = player.length; k >= 0; k -= 3) {
      expect(plainView(player.at(k))).toEqual(plainView(replayTo(akariReplay, puzzle, events, k)));
    }
  });

  it('a why tree exists for every cell the method settled, read from the trace', () => {
    const { run, events } = traced('selective');
    const explainer = new TraceExplainer(givenInequalities(run.model), events);
    const sys = run.engine.run.system;
    for (let v = 0; v < sys.variableCount; v++) expect(explainer.why(v)).not.toBeNull();
  });
});

describe('determinism and budgets', () => {
  it('the same board gives the same trace', () => {
    for (const method of ['pairs', 'selective'] as const) {
      expect(JSON.stringify(traced(method).events)).toBe(JSON.stringify(traced(method).events));
    }
  });

  it('a node budget stops every method cleanly with status timeout', () => {
    for (const method of ['force', 'pairs', 'selective'] as const) {
      const result = akariGenre.methods[method].solve(TRICKY, { budget: { maxNodes: 5 } });
      expect(result.status, method).toBe('timeout');
      expect(result.solution, method).toBeUndefined();
    }
  });
});

describe('the genre object', () => {
  it('parses, solves with the default method, checks and prints JSON rows', () => {
    const [parsed] = akariGenre.parseMany('https://puzz.link/p?akari/6/6/nekcakbl');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const method = akariGenre.methods[akariGenre.defaultMethod];
    const result = method.solve(parsed.puzzle, {});
    expect(result.status).toBe('solved');
    expect(akariGenre.check(parsed.puzzle, result.solution!)).toEqual({ ok: true });
    expect(akariGenre.solutionJson(result.solution!)).toEqual(['..*...', '.*4*..', '..*.2*', '.0..*.', '*..1..', '...*..']);
    expect(Object.keys(akariGenre.methods).sort()).toEqual(['force', 'pairs', 'selective']);
  });

  it('reports an unsolvable board with a reason, and a timeout when the budget is zero', () => {
    const [parsed] = akariGenre.parseMany('.1.\n...\n.1.\n\n');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const none = akariGenre.methods.selective.solve({ width: 3, height: 1, rows: ['2#.'] }, {});
    expect(none).toMatchObject({ status: 'unsolvable', reason: expect.any(String) });
    const controller = new AbortController();
    controller.abort();
    expect(akariGenre.methods.selective.solve(parsed.puzzle, { budget: { signal: controller.signal } }).status).toBe('cancelled');
  });
});
