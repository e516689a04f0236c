/**
 * What a look-ahead's supposition forced, as the stepper draws it
 * (src/inequalities/supposition-forced.ts): forcing from the chain's own
 * inequalities, with the values known before the step and the supposition
 * put in, decides other cells and ends where the chain's last inequality can
 * no longer hold.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayTo } from '../../src/core/player';
import { recorder } from '../../src/core/trace';
import type { ChainEvent } from '../../src/inequalities/events';
import { forcedBy } from '../../src/inequalities/forcing';
import { valuesUnderSupposition } from '../../src/inequalities/supposition-forced';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import { shakashakaReplay } from '../../src/puzzles/shakashaka/replay';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';

describe('what a look-ahead’s supposition forces', () => {
  const parsed = parseShakashaka(readFileSync('content/examples/shakashaka/ppbench-02-10x10.txt', 'utf8').trim());
  if (!parsed.ok) throw new Error(parsed.error.message);
  const rec = recorder<ShakashakaEvent>();
  runSteps(parsed.puzzle, { params: { model: 'A-D+F' }, sink: rec.sink, budget: { limitMs: 60_000 } });
  const model = shakashakaModel(parsed.puzzle, 'A-D+F');
  const at = rec.events.findIndex((e) => e.kind === 'chain');
  const chain = rec.events[at] as ChainEvent;
  const before = replayTo(shakashakaReplay, parsed.puzzle, rec.events, at).values;
  const under = valuesUnderSupposition((id) => model.constraints[id].inequality, chain.inequalities, before, chain.variable, chain.assumed);

  it('keeps what was known, puts the supposition in, and sets more', () => {
    expect(under[chain.variable]).toBe(chain.assumed);
    before.forEach((v, i) => v !== -1 && expect(under[i]).toBe(v));
    const set = under.filter((v, i) => before[i] === -1 && i !== chain.variable).length;
    expect(set).toBeGreaterThan(0);
  });

  it('ends where the chain’s last inequality can no longer hold', () => {
    const last = chain.inequalities[chain.inequalities.length - 1];
    expect(forcedBy(model.constraints[last].inequality, under).contradiction).toBe(true);
  });

  it('sets nothing when the chain is empty but the supposition', () => {
    const none = valuesUnderSupposition((id) => model.constraints[id].inequality, [], before, chain.variable, chain.assumed);
    expect(none.filter((v, i) => v !== before[i])).toHaveLength(1);
  });
});
