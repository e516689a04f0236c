import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import type { ChainEvent, TrialEvent } from '../../src/inequalities/events';
import { lookAheadAndTrial } from '../../src/lessons/shakashaka/lookahead-trial';
import { trialChainProves } from '../../src/inequalities/step-words';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { fillingValues } from '../../src/puzzles/shakashaka/replay';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';

/** The lesson's board "needs a trial": its run has look-aheads and a trial, the lesson's example of the two side by side. */
const TEXT = readFileSync('content/examples/shakashaka/ppbench-02-10x10.txt', 'utf8').trim();

describe('the lesson’s look-ahead and trial example', () => {
  const parsed = parseShakashaka(TEXT);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const rec = recorder<ShakashakaEvent>();
  const { result } = runSteps(parsed.puzzle, { params: { model: 'A-D+F' }, sink: rec.sink, budget: { limitMs: 60_000 } });
  const contrast = lookAheadAndTrial(parsed.puzzle, rec.events);

  it('takes the run’s first look-ahead and first trial, the steps the solver’s jumps go to', () => {
    expect(contrast).not.toBeNull();
    const chain = rec.events.find((e) => e.kind === 'chain') as ChainEvent;
    const trial = rec.events.find((e) => e.kind === 'trial') as TrialEvent;
    expect(contrast!.lookAhead.variable).toBe(chain.variable);
    expect([...contrast!.lookAhead.through, contrast!.lookAhead.broke]).toEqual(chain.inequalities.map((id) => `(${id + 1})`));
    expect(contrast!.trial.variable).toBe(trial.variable);
    expect(contrast!.trial.broke).toBe(`(${trial.conflict + 1})`);
  });

  it('concludes, each time, the other value than the one supposed, and that value is the solution’s', () => {
    expect(result.status).toBe('solved');
    const answer = fillingValues(result.solution!);
    const { lookAhead, trial } = contrast!;
    expect(lookAhead.forced).toBe(1 - lookAhead.supposed);
    expect(trial.concluded).toBe(1 - trial.supposed);
    expect(answer[lookAhead.variable]).toBe(lookAhead.forced);
    expect(answer[trial.variable]).toBe(trial.concluded);
    expect(trial.forcedUnder).toBeGreaterThan(0);
  });

  it('is null for a run without a trial', () => {
    const small = parseShakashaka('2..\n...\n..2');
    if (!small.ok) throw new Error(small.error.message);
    const r = recorder<ShakashakaEvent>();
    runSteps(small.puzzle, { params: { model: 'A-D+F' }, sink: r.sink });
    expect(lookAheadAndTrial(small.puzzle, r.events)).toBeNull();
  });

  it('says whether the trial’s chain sum proves its value: a coefficient larger in size than the slack, with the sign of the value', () => {
    const t = (slack: number, coefficient: number, concluded: 0 | 1) => ({ kind: 'trial', depth: 0, variable: 0, assumed: (1 - concluded) as 0 | 1, concluded, conflict: 0, steps: 1, chain: { inequalities: 4, slack, coefficient } }) as unknown as TrialEvent;
    expect(trialChainProves(t(0, -1, 0))).toBe(true);
    expect(trialChainProves(t(3, -2, 0))).toBe(false);
    expect(trialChainProves(t(0, 1, 0))).toBe(false);
    expect(trialChainProves(t(1, 2, 1))).toBe(true);
    // The lesson's example trial forces nothing by its chain sum; on the holed-diamond board some trials' sums do prove.
    expect(contrast!.trial.chainProves).toBe(trialChainProves(rec.events.find((e) => e.kind === 'trial') as TrialEvent));
    const d = parseShakashaka(readFileSync('content/examples/shakashaka/holed-diamond-8x6.txt', 'utf8').trim());
    if (!d.ok) throw new Error(d.error.message);
    const dr = recorder<ShakashakaEvent>();
    runSteps(d.puzzle, { params: { model: 'A-D+F' }, sink: dr.sink, budget: { limitMs: 60_000 } });
    const trials = dr.events.filter((e): e is TrialEvent => e.kind === 'trial');
    const proving = trials.filter(trialChainProves).length;
    expect(proving).toBeGreaterThan(0);
    expect(proving).toBeLessThan(trials.length);
  });
});
