/**
 * One name per deduction in the Shakashaka stepper, the lesson's: the step a
 * look-ahead's chain sum makes is "a chain sum" (with the look-ahead's
 * inequalities), any other sum of three or more is "a sum of n inequalities",
 * and no step says "chain of sums", which readers took for a second name of
 * the same thing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recorder, stepStarts } from '../../src/core/trace';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';
import { shakashakaModelWords } from '../../src/puzzles/shakashaka/vocabulary';
import { chainDeductions } from '../../src/ui/inequalities/chain-steps';
import { describeShakashakaStep } from '../../src/ui/shakashaka/step-words';

describe('the Shakashaka stepper names chain sums as the lesson does', () => {
  it('on the board that needs chain sums: the chain’s deduction is a chain sum of the look-ahead’s inequalities', () => {
    const parsed = parseShakashaka(readFileSync(new URL('../../content/examples/shakashaka/ppbench-01-10x10.txt', import.meta.url), 'utf8').trim());
    if (!parsed.ok) throw new Error(parsed.error.message);
    const rec = recorder<ShakashakaEvent>();
    const run = runSteps(parsed.puzzle, { sink: rec.sink, budget: { limitMs: 60_000 } });
    const words = shakashakaModelWords(run.model!);
    const events = rec.events;
    const chains = chainDeductions(events);
    expect(chains.size).toBeGreaterThan(0);
    const starts = stepStarts(events);
    const badges = starts.map((at, k) => {
      const end = starts[k + 1] ?? events.length;
      return describeShakashakaStep(events[at], events.slice(at + 1, end), words, chains.get(events[at]));
    });
    const chainSteps = starts.filter((at) => chains.has(events[at])).map((at) => badges[starts.indexOf(at)]);
    for (const [deduction, chain] of chains) {
      const said = badges[starts.indexOf(events.indexOf(deduction))];
      expect(said.badge).toBe(`Forcing from a chain sum (${chain.inequalities.length} inequalities)`);
      expect(said.text).toContain(`(${chain.inequalities[0] + 1})`);
    }
    expect(chainSteps.length).toBe(chains.size);
    expect(badges.filter((b) => /chain of sums/.test(b.badge + b.text))).toEqual([]);
  }, 120_000);
});
