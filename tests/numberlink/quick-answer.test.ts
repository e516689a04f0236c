import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { numberlinkGenre } from '../../src/puzzles/numberlink/genre';
import type { NumberlinkPuzzle, NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { canonicalOf, DEFAULT_RULE_MAX_NODES } from '../../src/puzzles/numberlink/quick-answer';
import { readNumberlinkRecords } from '../../src/puzzles/numberlink/records';
import { checkNumberlink } from '../../src/puzzles/numberlink/rules';
import { bruteForceNumberlink } from '../../src/puzzles/numberlink/solve-brute';
import { runZdd, zddMethod, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { puzzle as cli } from '../cli/run-cli';
import { randomBoard } from './random-boards';

const board = (text: string): NumberlinkPuzzle => {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};
const solve = (p: NumberlinkPuzzle, rule: NumberlinkRule, extra: Record<string, number | string | boolean> = {}) =>
  zddMethod.solve(p, { params: { rule, ...extra }, budget: {} });
const record = (id: string) =>
  ['janko', 'noqx']
    .flatMap((f) => readNumberlinkRecords(readFileSync(new URL(`../data/numberlink/${f}.txt`, import.meta.url), 'utf8')))
    .find((r) => r.id === id)!;

describe('the default steps under fill (quick-fill.ts) and nikoli (quick-answer.ts)', () => {
  it('answers and counts under the rule when its own diagram stays under the cap: the one-step run exactly', () => {
    const tiny = board('1..2\n....\n.1..\n...2');
    const two = solve(tiny, 'fill');
    const one = runZdd(tiny, zddParams({ rule: 'fill' }, tiny)).result;
    expect(two.solution).toEqual(one.solution);
    expect(numberlinkGenre.recordFields!(two)).toEqual({ count: 9 });
    expect(two.stats.canonicalStep).toBeUndefined();
    // fill and fill-canonical differ here: the canonical diagram leaves out the solutions with a u-turn.
    expect(runZdd(tiny, zddParams({ rule: 'fill-canonical' }, tiny)).count).toBeLessThan(9n);
  });

  it('past the count cap: the answer and its uniqueness from the canonical diagram, the fill count unknown with the canonical count as a lower bound, and why', () => {
    const r = record('janko-133'); // 10×10: one fill-canonical solution, 1,166,118 under fill
    expect(r.counts['fill-canonical']).toBe(1n);
    const quick = solve(r.puzzle, 'fill', { 'rule-max-nodes': 20_000 });
    expect(quick.status).toBe('solved');
    expect(quick.by).toBe('zdd');
    expect(quick.solution!.rule).toBe('fill');
    expect(checkNumberlink(r.puzzle, quick.solution!)).toEqual({ ok: true });
    expect(quick.solution!.paths).toEqual(r.paths);
    expect(numberlinkGenre.recordFields!(quick)).toEqual({ count: null, countAtLeast: 1 });
    expect(quick.reason).toMatch(/^not counted under fill: fill's own diagram outgrew its cap \(20,000 nodes\)/);
    expect(quick.reason).toMatch(/the count 1 under fill-canonical come from its diagram \(zdd\)/);
    expect(quick.stats).toMatchObject({ canonicalStep: 1, canonicalUnique: 1, unique: 0 });
    // Without the cap the same request counts under fill, as the data says.
    expect(numberlinkGenre.recordFields!(solve(r.puzzle, 'fill', { 'rule-max-nodes': 0 }))).toEqual({ count: Number(r.counts.fill) });
  });

  it('past the canonical cap: the answer from the sat method, proved unique under fill-canonical, the fill count not tried', () => {
    const r = record('janko-040'); // 12×12: one fill-canonical solution, a canonical diagram of about 50,000 nodes
    expect(r.counts['fill-canonical']).toBe(1n);
    const quick = solve(r.puzzle, 'fill', { 'canonical-max-nodes': 1000 });
    expect(quick.status).toBe('solved');
    expect(quick.by).toBe('sat');
    expect(checkNumberlink(r.puzzle, quick.solution!)).toEqual({ ok: true });
    expect(quick.solution!.paths).toEqual(r.paths);
    expect(numberlinkGenre.recordFields!(quick)).toEqual({ count: null, countAtLeast: 1 });
    expect(quick.stats).toMatchObject({ satStep: 1, canonicalUnique: 1, unique: 0 });
    expect(quick.reason).toMatch(/^not counted under fill: the fill-canonical diagram outgrew its cap \(1,000 nodes\)/);
    expect(quick.reason).toMatch(/the sat method on the fill-canonical formula, unique under fill-canonical/);
    // A board with two canonical solutions: the sat method finds the second.
    const two = record('janko-156');
    expect(two.counts['fill-canonical']).toBeGreaterThan(1n);
    const several = solve(two.puzzle, 'fill', { 'canonical-max-nodes': 1000 });
    expect(several.by).toBe('sat');
    expect(numberlinkGenre.recordFields!(several)).toEqual({ count: null, countAtLeast: 2 });
    expect(several.stats.canonicalUnique).toBe(0);
  });

  it('a board wider than canonical-max-side skips the canonical diagram for the sat method; one within it builds the diagram; both answers pass the rules check', () => {
    const r = record('janko-040'); // 12×12, one fill-canonical solution
    const skipped = solve(r.puzzle, 'fill', { 'canonical-max-side': 11 });
    expect(skipped.by).toBe('sat');
    expect(checkNumberlink(r.puzzle, skipped.solution!)).toEqual({ ok: true });
    expect(skipped.solution!.paths).toEqual(r.paths);
    expect(skipped.stats).toMatchObject({ satStep: 1, canonicalUnique: 1, canonicalMs: 0, unique: 0 });
    expect(numberlinkGenre.recordFields!(skipped)).toEqual({ count: null, countAtLeast: 1 });
    expect(skipped.reason).toMatch(/^not counted under fill: the board is 12 cells across its shorter side, more than 11, where .* so it was not built/);
    const built = solve(r.puzzle, 'fill', { 'canonical-max-side': 12 });
    expect(built.by).toBe('zdd');
    expect(built.stats.canonicalStep).toBe(1);
    expect(checkNumberlink(r.puzzle, built.solution!)).toEqual({ ok: true });
    // 0 switches the shortcut off, and so does a canonical cap raised above its default (the shortcut is foreseen for that cap).
    expect(solve(r.puzzle, 'fill', { 'canonical-max-side': 0 }).by).toBe('zdd');
    expect(solve(r.puzzle, 'fill', { 'canonical-max-side': 11, 'canonical-max-nodes': 1_000_000 }).by).toBe('zdd');
    // A board with two canonical solutions: the skip still finds the second.
    const two = record('janko-156');
    const several = solve(two.puzzle, 'fill', { 'canonical-max-side': 5 });
    expect(several.by).toBe('sat');
    expect(checkNumberlink(two.puzzle, several.solution!)).toEqual({ ok: true });
    expect(several.stats.canonicalUnique).toBe(0);
    // No canonical solution (the 14×9 Arukone board): the skip ends with the sat method on fill itself, unique there, an exact count.
    const arukone = record('noqx-arukone14x9');
    const fill = solve(arukone.puzzle, 'fill', { 'canonical-max-side': 8 });
    expect(fill.by).toBe('sat');
    expect(checkNumberlink(arukone.puzzle, fill.solution!)).toEqual({ ok: true });
    expect(numberlinkGenre.recordFields!(fill)).toEqual({ count: 1 });
  });

  it('a stop by the caller (a cancel) ends the run with what is known, not an error', () => {
    const r = record('janko-133');
    const stop = new AbortController();
    stop.abort();
    const quick = zddMethod.solve(r.puzzle, { params: {}, budget: { signal: stop.signal } });
    expect(quick.status).toBe('cancelled');
    expect(quick.solution).toBeUndefined();
    expect(quick.reason).toMatch(/^the fill-canonical diagram stopped: /);
  });

  it('falls back to fill itself when the canonical diagram is empty: fill can have solutions that all make a u-turn', () => {
    const u = board('1 1\n. .');
    expect(runZdd(u, zddParams({ rule: 'fill-canonical' }, u)).count).toBe(0n);
    const r = solve(u, 'fill', { 'rule-max-nodes': 1 });
    expect(r.status).toBe('solved');
    expect(numberlinkGenre.recordFields!(r)).toEqual({ count: 1 });
    // The 14×9 Arukone board of the data: one fill solution, none canonical.
    const arukone = record('noqx-arukone14x9');
    expect([arukone.counts.fill, arukone.counts['fill-canonical']]).toEqual([1n, 0n]);
    const a = solve(arukone.puzzle, 'fill', { 'rule-max-nodes': 100 });
    // Fill's diagram stopped at 100 nodes: the sat method on the fill formula proves the answer unique, an exact count.
    expect(a.by).toBe('sat');
    expect(numberlinkGenre.recordFields!(a)).toEqual({ count: 1 });
    expect(a.solution!.paths).toEqual(arukone.paths);
    const counted = solve(arukone.puzzle, 'fill');
    expect(counted.by).toBe('zdd');
    expect(numberlinkGenre.recordFields!(counted)).toEqual({ count: 1 });
  });

  it('the stop of a browse request is remembered: with reuse the same request goes straight to the kept canonical diagram', () => {
    const r = record('janko-133');
    const first = solve(r.puzzle, 'fill', { 'rule-max-nodes': 20_000, reuse: true });
    const again = solve(r.puzzle, 'fill', { 'rule-max-nodes': 20_000, reuse: true, rank: 0 });
    expect(again.solution).toEqual(first.solution);
    expect(again.stats).toMatchObject({ keptDiagram: 1, canonicalStep: 1, ruleMs: 0 });
    expect(again.reason).toMatch(/on this board at the last request/);
  });

  it('fill-notouch and the canonical conventions have no second step', () => {
    expect(canonicalOf('fill-notouch')).toBeNull();
    expect(canonicalOf('fill-canonical')).toBeNull();
    const r = record('janko-133');
    const notouch = solve(r.puzzle, 'fill-notouch', { 'rule-max-nodes': 10 });
    expect(notouch.stats.canonicalStep).toBeUndefined();
    expect(numberlinkGenre.recordFields!(notouch)).toEqual({ count: 1 });
  });

  it('keeps the cap in nodes, so the answer never depends on the machine', () => {
    expect(zddParams({}, { width: 5, height: 5 }).ruleMaxNodes).toBe(DEFAULT_RULE_MAX_NODES);
  });

  for (const rule of ['fill', 'nikoli'] as NumberlinkRule[]) {
    it(`${rule}: on random boards up to 5×5, with the rule's own diagram always stopped, the answer exists exactly when the brute force finds one and solves the puzzle`, () => {
      const seen = { solved: 0, none: 0 };
      fc.assert(
        fc.property(randomBoard(5, 4), (p) => {
          const brute = bruteForceNumberlink(p, rule, { maxNodes: 30_000 }, 0);
          if (!brute.complete) return;
          const r = solve(p, rule, { 'rule-max-nodes': 1 });
          // Under fill also with the canonical diagram always stopped: the sat method answers.
          const viaSat = rule === 'fill' ? solve(p, rule, { 'rule-max-nodes': 1, 'canonical-max-nodes': 1 }) : null;
          expect(viaSat?.status ?? r.status).toBe(r.status);
          if (viaSat?.solution) {
            expect(checkNumberlink(p, viaSat.solution)).toEqual({ ok: true });
            const f = numberlinkGenre.recordFields!(viaSat) as { count: number | null; countAtLeast?: number };
            if (f.count === null) expect(f.countAtLeast!).toBeLessThanOrEqual(brute.count);
            else expect(f.count).toBe(brute.count);
          }
          if (brute.count === 0) {
            expect(r.status, JSON.stringify(p)).toBe('unsolvable');
            expect(numberlinkGenre.recordFields!(r)).toEqual({ count: 0 });
            seen.none++;
            return;
          }
          expect(r.status, JSON.stringify(p)).toBe('solved');
          expect(checkNumberlink(p, r.solution!)).toEqual({ ok: true });
          expect(r.solution!.rule).toBe(rule);
          const fields = numberlinkGenre.recordFields!(r) as { count: number | null; countAtLeast?: number };
          if (fields.count === null) expect(fields.countAtLeast!).toBeLessThanOrEqual(brute.count);
          // Counted under the rule itself: a diagram within even this cap, or the fill fallback (no canonical solution).
          else expect(fields.count).toBe(brute.count);
          seen.solved++;
        }),
        { numRuns: 120, seed: 20261203 },
      );
      expect(seen.solved).toBeGreaterThan(10);
      expect(seen.none).toBeGreaterThan(10);
    });
  }

  it('the CLI reports the count it could not make as null with the reason, not as an error', () => {
    const r = record('janko-133');
    const run = cli(['solve', 'numberlink', '--rule-max-nodes', '20000'], numberlinkGenre.print(r.puzzle));
    expect(run.code).toBe(0);
    expect(run.records[0]).toMatchObject({ status: 'solved', by: 'zdd', count: null, countAtLeast: 1, reason: expect.stringMatching(/^not counted under fill/) });
    expect(run.records[0].solution.paths).toEqual(r.paths);
  });
});
