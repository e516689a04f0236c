import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { checkShakashaka } from '../../src/puzzles/shakashaka/rules';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';
import { recorder } from '../../src/core/trace';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { gradeShakashakaRun } from '../../src/puzzles/shakashaka/grade';
import { ENGINE_LEVELS } from '../../src/inequalities/grade';
import { SHAKASHAKA_EXAMPLES } from '../../src/lessons/shakashaka/examples';

const dir = new URL('../../content/examples/shakashaka/', import.meta.url);
function example(name: string) {
  const parsed = parseShakashaka(readFileSync(new URL(name, dir), 'utf8'));
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
  return parsed.puzzle;
}
function steps(name: string) {
  const p = example(name);
  const { result } = runSteps(p, { budget: { limitMs: 60_000 } });
  expect(result.status, name).toBe('solved');
  expect(checkShakashaka(p, result.solution!), name).toEqual({ ok: true });
  return result.stats;
}

describe('lesson examples (content/examples/shakashaka, claims from its README)', () => {
  it('pzprjs 6×6 and the 8×8 of the paper’s family: forcing from single inequalities settles every variable', () => {
    for (const name of ['pzprjs-6x6.txt', 'demaine-8x8.txt']) {
      expect(steps(name), name).toMatchObject({ settledByMethod: 1, sumsBuilt: 0, trials: 0, multiple: 0 });
    }
  });

  it('ppbench-01: forcing stalls, sums (a chain sum among them) finish it without a trial', () => {
    const s = steps('ppbench-01-10x10.txt');
    expect(s).toMatchObject({ settledByMethod: 1, trials: 0, multiple: 0 });
    expect(s.sumsBuilt).toBeGreaterThan(0);
    expect(s.chainSums).toBeGreaterThan(0);
  });

  it('the board named for chain sums is graded at the level of chains, so its name and its grade agree', () => {
    const p = example('ppbench-01-10x10.txt');
    const rec = recorder<ShakashakaEvent>();
    const run = runSteps(p, { sink: rec.sink, budget: { limitMs: 60_000 } });
    const grade = gradeShakashakaRun(p, run.model!.constraints.length, rec.events, run.engine!.stats, run.engine!.multiple);
    expect(ENGINE_LEVELS[grade!.level - 1].name).toBe('chain sums');
    expect(SHAKASHAKA_EXAMPLES.find((e) => e.id === 'sums')!.label).toMatch(/^Needs chain sums, /);
  });

  it('ppbench-02: the sums stall too, a labelled trial finishes it', () => {
    const s = steps('ppbench-02-10x10.txt');
    expect(s.multiple).toBe(0);
    expect(s.trials).toBeGreaterThan(0);
  });

  it('the holed-diamond board has several solutions', () => {
    expect(steps('holed-diamond-8x6.txt').multiple).toBe(1);
  });
});

describe('example labels (src/lessons/shakashaka/examples.ts)', () => {
  it('give each board’s size as "N columns by M rows", read from the board', async () => {
    const { SHAKASHAKA_EXAMPLES } = await import('../../src/lessons/shakashaka/examples');
    for (const e of SHAKASHAKA_EXAMPLES) {
      const parsed = parseShakashaka(e.text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(e.label, e.id).toContain(`${parsed.puzzle.width} columns by ${parsed.puzzle.height} rows`);
      expect(e.label, e.id).not.toMatch(/\d×\d/);
    }
    // The one board that is not square: wider than tall, so the order shows.
    const diamond = SHAKASHAKA_EXAMPLES.find((e) => e.id === 'diamond')!;
    const p = parseShakashaka(diamond.text);
    if (!p.ok) throw new Error(p.error.message);
    expect(p.puzzle.width).toBeGreaterThan(p.puzzle.height);
    expect(diamond.label).not.toContain(`${p.puzzle.height} columns`);
  });
});
