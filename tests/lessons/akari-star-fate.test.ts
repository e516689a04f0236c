/**
 * The star figure says where every cell of its parts went in the sum (a
 * reader saw cells vanish from it unexplained): a cell known 0 is dropped, a
 * known 1 moves to the right side, an open one absent from the sum cancelled;
 * the rest are the sum's own cells.
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { firstUsefulSum } from '../../src/lessons/akari/facts';
import { exampleText } from '../../src/lessons/akari/files-node';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';
import type { AkariEvent } from '../../src/puzzles/akari/events';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { StarFigure } from '../../src/ui/akari/lesson/StarFigure';

const r = parseAkari(exampleText('tricky-7x7'));
if (!r.ok) throw new Error(r.error.message);
const puzzle = r.puzzle;
const model = buildAkariModel(puzzle);
const star = firstUsefulSum(puzzle);

describe('the star on the tricky board: where its parts’ cells went', () => {
  it('names each cell of the parts once: known 0, known 1, cancelled, or in the sum', () => {
    const names = [...new Set(star.parts.flatMap((p) => p.cells))].map((v) => model.variables[v].name);
    const told = [...star.knownZero, ...star.knownOne, ...star.cancelled];
    expect(new Set(told).size).toBe(told.length);
    const inSum = names.filter((n) => !told.includes(n));
    // The cells left are those the sum writes, its forced cell among them.
    for (const n of inSum) expect(star.sum).toContain(n);
    for (const n of told) expect(star.sum).not.toContain(`${n} `);
    expect(inSum).toContain(star.forced[0].name);
    // On this board forcing had crossed out some of them, and the star works by cancelling.
    expect(star.knownZero.length).toBeGreaterThan(0);
    expect(star.cancelled.length).toBeGreaterThan(0);
  });

  it('fills in the forcing fixpoint’s values, as the figure says', () => {
    // Forcing alone, up to its stall: the fixpoint the lesson shows before the star.
    const rec = recorder<AkariEvent>();
    runAkari(puzzle, 'force', { sink: rec.sink });
    const fixpoint: number[] = model.variables.map(() => -1);
    for (const e of rec.events) {
      if (e.kind === 'stall' || e.kind === 'trial') break;
      if (e.kind === 'deduce') for (const f of e.forced) fixpoint[f.variable] = f.value;
    }
    const valueOf = (name: string) => fixpoint[model.variables.findIndex((v) => v.name === name)];
    for (const n of star.knownZero) expect(valueOf(n)).toBe(0);
    for (const n of star.knownOne) expect(valueOf(n)).toBe(1);
  });

  it('says so in the figure, in words', () => {
    const html = render(h(StarFigure, { puzzle, values: model.variables.map(() => -1), parts: star.parts, sum: star.sum, test: star, forced: star.forced, fate: star }));
    const fate = /data-testid="star-figure-fate">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(fate).toContain('with the forcing fixpoint’s values filled in');
    expect(fate).toContain('known 0: dropped');
    expect(fate).toContain('cancel, + in one part and − in another');
    // The largest the left side can be is derived, not asserted: each term at its largest.
    const slack = /data-testid="star-figure-slack">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(slack).toMatch(new RegExp(`at most ${star.max} \\(each term at its largest: a cell with a plus sign 1, one with a minus sign 0\\)`));
  });
});

describe('the star’s first part, without the cell it is aimed at', () => {
  // The lesson says why it belongs: its cells a lamp on the target would see cancel against the other parts, and the
  // target is left with a minus sign.
  it('lacks the target, its seen cells leave the sum, and the target’s coefficient is negative', () => {
    const target = star.forced[0].variable;
    expect(star.parts[0].cells).not.toContain(target);
    for (const part of star.parts.slice(1)) expect(part.cells).toContain(target);
    // "Each other part holds the target and one of those cells" (the lesson's words): exactly one seen cell per part.
    for (const part of star.parts.slice(1)) expect(star.blocked.filter((b) => part.cells.some((v) => model.variables[v].name === b))).toHaveLength(1);
    for (const seen of star.blocked) expect([...star.cancelled, ...star.knownZero, ...star.knownOne]).toContain(seen);
    expect(star.blocked.length).toBeGreaterThan(0);
    expect(star.coef).toBeLessThan(0);
  });
});

describe('the star on the tricky board: why each part after the base is kept', () => {
  it('each holds the target and at least one of the base’s cells, which cancels in the sum', () => {
    const base = star.parts[0].cells.map((v) => model.variables[v].name);
    expect(star.kept.map((k) => k.label)).toEqual(star.parts.slice(1).map((p) => p.label));
    for (const k of star.kept) {
      expect(k.cancels.length).toBeGreaterThan(0);
      for (const c of k.cancels) expect(base).toContain(c);
    }
    // Together they cancel the base's cells a lamp on the target would see, and those are the cells the sum loses.
    expect(new Set(star.kept.flatMap((k) => k.cancels))).toEqual(new Set(star.blocked));
  });
});
