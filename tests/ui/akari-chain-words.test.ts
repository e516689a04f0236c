/**
 * A chain sum's deduction is named as the lesson names it: "a chain of n
 * inequalities: (a), (b), …", in the step card, its badge and the stepper's
 * announcement, while a sum that is no chain (a star) keeps its own words.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recorder, stepStarts } from '../../src/core/trace';
import type { AkariEvent } from '../../src/puzzles/akari/events';
import { parseAkari } from '../../src/puzzles/akari/format';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { chainDeductions } from '../../src/ui/inequalities/chain-steps';
import { announceAkariStep, describeAkariStep } from '../../src/ui/akari/step-words';

function trace(file: string): AkariEvent[] {
  const r = parseAkari(readFileSync(`content/examples/akari/${file}`, 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  const rec = recorder<AkariEvent>();
  runAkari(r.puzzle, 'selective', { sink: rec.sink });
  return rec.events;
}

const subOf = (events: readonly AkariEvent[], at: number) => {
  const starts = stepStarts(events);
  const k = starts.indexOf(at);
  return events.slice(at + 1, starts[k + 1] ?? events.length);
};

describe('chain sums in the solver’s step words', () => {
  const events = trace('hard-7x7.txt');
  const chains = chainDeductions(events);

  it('finds the deduction right after each chain step', () => {
    const chainSteps = events.filter((e) => e.kind === 'chain');
    expect(chainSteps.length).toBeGreaterThan(0);
    expect(chains.size).toBe(chainSteps.length);
    for (const [deduce, chain] of chains) {
      expect(deduce.kind).toBe('deduce');
      expect(events.indexOf(deduce)).toBeGreaterThan(events.indexOf(chain));
    }
  });

  it('names the deduction as a chain of n inequalities, listing them, not as additions or pair sums', () => {
    for (const [deduce, chain] of chains) {
      const at = events.indexOf(deduce);
      const words = describeAkariStep(deduce, subOf(events, at), chain);
      const n = chain.inequalities.length;
      expect(words.badge).toBe(`Forcing from a chain sum (${n} inequalities)`);
      expect(words.text).toContain(`a chain of ${n} inequalities: ${chain.inequalities.map((id) => `(${id + 1})`).join(', ')}`);
      expect(words.text).not.toMatch(/pair sums in a row/);
      expect(announceAkariStep(deduce, subOf(events, at), chain)).toContain(`a chain of ${n} inequalities`);
    }
  });

  it('names a sum built in several additions, no chain, a star, with the count of its inequalities', () => {
    const tricky = trace('tricky-7x7.txt');
    const starChains = chainDeductions(tricky);
    const at = tricky.findIndex((e, i) => e.depth === 0 && e.kind === 'deduce' && e.source === 'sum' && !starChains.has(e) && subOf(tricky, i).filter((s) => s.kind === 'sum').length > 1);
    expect(at).toBeGreaterThanOrEqual(0);
    const words = describeAkariStep(tricky[at], subOf(tricky, at), starChains.get(tricky[at]));
    expect(words.badge).toMatch(/^Forcing from a star \(\d+ inequalities\)$/);
    // A star adds up three or more of the board's inequalities, never two.
    expect(Number(words.badge?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(3);
    expect(words.text).not.toContain('chain of');
  });
});
