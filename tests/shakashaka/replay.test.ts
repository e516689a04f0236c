import { describe, expect, it } from 'vitest';
import { logItems } from '../../src/core/log';
import { createPlayer, replayTo } from '../../src/core/player';
import { recorder } from '../../src/core/trace';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { shakashakaGenre } from '../../src/puzzles/shakashaka/genre';
import { cellStates, shakashakaReplay, type ShakashakaView } from '../../src/puzzles/shakashaka/replay';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';
import { records } from './helpers';

describe('replay of a steps trace', () => {
  const [rec] = records('ppbench'); // needs sums and a trial: a varied trace
  const sink = recorder<ShakashakaEvent>();
  const { result, model } = runSteps(rec.puzzle, { sink: sink.sink });
  const events = sink.events;

  it('ends on the answer, every cell showing its state', () => {
    const view = replayTo(shakashakaReplay, rec.puzzle, events);
    expect(view.status).toBe('solved');
    const shown = cellStates(view);
    const expected = result.solution!.join('').split('').filter((ch) => '.◤◥◢◣'.includes(ch)).map((ch) => '.◤◥◢◣'.indexOf(ch));
    expect(shown).toEqual(expected);
  });

  it('never sets a variable against the final answer, and narrows cells step by step', () => {
    const final = replayTo(shakashakaReplay, rec.puzzle, events).values;
    const view = shakashakaReplay.initial(rec.puzzle);
    expect(view.values).toHaveLength(model!.variables.length);
    for (const e of events) {
      shakashakaReplay.apply(view, e);
      const wrong = view.values.flatMap((v, i) => (v !== -1 && v !== final[i] ? [i] : []));
      expect(wrong).toEqual([]);
    }
  });

  it('the player steps back and forth through checkpoints to the same views', () => {
    // Logs share storage between clones; compare what they hold.
    const plain = (v: ShakashakaView) => ({ ...v, sums: logItems(v.sums) });
    const player = createPlayer(shakashakaReplay, rec.puzzle, events, 16);
    for (const k of [0, 1, 17, 33, events.length >> 1, events.length]) {
      expect(plain(player.at(k))).toEqual(plain(replayTo(shakashakaReplay, rec.puzzle, events, k)));
    }
    // A clone is independent of later changes to the original.
    const a = player.at(10);
    const b = shakashakaReplay.clone(a);
    shakashakaReplay.apply(a, events[events.length - 1]);
    expect(plain(b)).toEqual(plain(player.at(10)));
  });

  it('the genre replays an IP run too: the solver step, then the answer', async () => {
    await shakashakaGenre.methods.highs.prepare!(rec.puzzle, {});
    const mip = recorder<ShakashakaEvent>();
    shakashakaGenre.methods.highs.solve(rec.puzzle, { sink: mip.sink });
    const view = replayTo(shakashakaReplay, rec.puzzle, mip.events, 1);
    expect(view.note).toMatch(/^HiGHS on \d+ variables and \d+ lines of the model: optimal/);
    expect(replayTo(shakashakaReplay, rec.puzzle, mip.events).status).toBe('solved');
  });
});
