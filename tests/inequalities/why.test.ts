/**
 * Why trees read from the trace (why.ts), checked for what they claim on
 * public boards under every method: every inequality shown as forcing a
 * value does force it as shown (its coefficient beats its slack); the known
 * values it lists are exactly the ones put into it, each with the run's
 * value; a sum's two parents, as they stood, add up to it; a trial's failed
 * inequality cannot hold. And a cell the trace does not show settled has no tree.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { replayTo } from '../../src/core/player';
import { akariReplay } from '../../src/puzzles/akari/replay';
import { forcedBy } from '../../src/inequalities/forcing';
import { addInequalities, inequalityFromJson } from '../../src/inequalities/inequality';
import { countWhyNodes, TraceExplainer, unsettledReason, type WhyNode } from '../../src/inequalities/why';
import type { AkariEvent } from '../../src/puzzles/akari/events';
import { givenInequalities, type AkariModel } from '../../src/puzzles/akari/model';
import { readAkariRecords } from '../../src/puzzles/akari/records';
import { runAkari } from '../../src/puzzles/akari/solve-engine';

const records = ['tatham.txt', 'noqx.txt', 'ppbench.txt'].flatMap((f) => readAkariRecords(readFileSync(`tests/data/akari/${f}`, 'utf8')));
const boards = records.filter((r) => ['tatham-7x7b20s4d2-01', 'tatham-10x10b20s2d2-02', 'tatham-14x14b20s2d2-05', 'ppbench-06'].includes(r.id));

/** Checks every claim of one tree; `final` is each variable's value at the end of the run. */
function checkTree(node: WhyNode, model: AkariModel, sums: Map<number, { terms: [number, number][]; rhs: number }>, final: ArrayLike<number>): number {
  let checked = 0;
  const visit = (n: WhyNode, forcedHere: { variable: number; value: number } | null): void => {
    if (n.kind === 'value') {
      expect(final[n.variable]).toBe(n.value);
      visit(n.because, { variable: n.variable, value: n.value });
    } else if (n.kind === 'value-ref') {
      if (n.note !== 'assumption') expect(final[n.variable]).toBe(n.value);
    } else if (n.kind === 'trial') {
      expect(forcedBy(inequalityFromJson(n.conflictInequality)).contradiction).toBe(true);
      checked++;
    } else {
      const shown = inequalityFromJson(n.inequality);
      if (forcedHere) {
        const out = forcedBy(shown);
        expect(out.contradiction).toBe(false);
        if (!out.contradiction) expect(out.forced).toContainEqual(forcedHere);
      }
      // The full inequality is the shown one with the listed knowns put back.
      const full = sums.get(n.id) ?? (n.id < model.constraints.length ? { terms: model.constraints[n.id].inequality.vars.map((v, i) => [v, model.constraints[n.id].inequality.coefs[i]] as [number, number]), rhs: model.constraints[n.id].inequality.rhs } : null);
      expect(full).not.toBeNull();
      const used = n.uses.map((u) => (u.kind === 'value' || u.kind === 'value-ref' ? u.variable : -1));
      const shownVars = new Set(shown.vars);
      expect(full!.terms.map(([v]) => v).filter((v) => !shownVars.has(v))).toEqual(used);
      let rhs = full!.rhs;
      for (const [v, c] of full!.terms) if (!shownVars.has(v)) rhs -= c * final[v];
      expect(rhs).toBe(shown.rhs);
      for (const u of n.uses) visit(u, null);
      if (n.parents) {
        const [a, b] = n.parents;
        if (a.kind === 'inequality' && b.kind === 'inequality') {
          const sum = addInequalities(inequalityFromJson(a.inequality), inequalityFromJson(b.inequality));
          expect(sum).toEqual(inequalityFromJson(sums.get(n.id)!));
        }
        visit(a, null);
        visit(b, null);
      }
      checked++;
    }
  };
  visit(node, null);
  return checked;
}

describe('why trees read from the trace', () => {
  for (const method of ['force', 'pairs', 'selective'] as const) {
    it(`${method}: every claim of every settled cell's tree holds`, () => {
      let checked = 0;
      for (const r of boards) {
        const rec = recorder<AkariEvent>(1_000_000);
        const run = runAkari(r.puzzle, method, { sink: rec.sink, cap: 2000 });
        const sums = new Map<number, { terms: [number, number][]; rhs: number }>();
        for (const e of rec.events) if (e.kind === 'sum') sums.set(e.id, e.inequality);
        const explainer = new TraceExplainer(givenInequalities(run.model), rec.events);
        const final = run.engine.run.system.values;
        for (let v = 0; v < final.length; v++) {
          const tree = explainer.why(v, 60);
          expect(tree === null, `${r.id} x${v + 1}`).toBe(!explainer.explains(v));
          if (!tree) continue;
          // The cut counts cells and inequalities; the pointers to cells explained above or cut come on top.
          expect(countWhyNodes(tree)).toBeLessThanOrEqual(3 * 60);
          checked += checkTree(tree, run.model, sums, final);
        }
      }
      expect(checked).toBeGreaterThan(500);
    });
  }

  it('has no tree for a cell only the search decided', () => {
    // Two solutions: deduction settles nothing, the search picks one.
    const rec = recorder<AkariEvent>();
    const puzzle = { width: 2, height: 2, rows: ['#.', '..'] };
    const run = runAkari(puzzle, 'force', { sink: rec.sink });
    expect(run.result.stats.multiple).toBe(1);
    const explainer = new TraceExplainer(givenInequalities(run.model), rec.events);
    expect([0, 1, 2].map((v) => explainer.why(v))).toEqual([null, null, null]);
    // The whole trace is kept, so the panel (which reads the values off the replayed trace) can say the search chose
    // these values, not that the trace may have left them out.
    const trace = rec.trace('akari', 'force');
    expect(trace.truncated).toBe(false);
    const values = replayTo(akariReplay, puzzle, trace.events).values;
    expect([0, 1, 2].map((v) => unsettledReason(values[v], trace.truncated))).toEqual(['search', 'search', 'search']);
  });

  it('names a cut trace, or an open cell, as the reason instead', () => {
    expect(unsettledReason(1, true)).toBe('cut');
    expect(unsettledReason(-1, false)).toBe('open');
  });
});
