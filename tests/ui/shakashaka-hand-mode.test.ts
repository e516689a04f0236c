/**
 * The by-hand mode the reader picks survives a hint: in "Add two" mode a
 * hint that shows one inequality switches to "Apply one" for its step, and
 * after Apply the reader's "Add two" is back (src/ui/shakashaka/hand-reader-mode.ts).
 */
import { describe, expect, it } from 'vitest';
import { handHint, initHand, reduceHand, type HandAction, type HandMode, type HandState } from '../../src/inequalities/hand-state';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import { handModel } from '../../src/lessons/shakashaka/hand-model';
import { readerModeAfter, restoreReaderMode } from '../../src/ui/shakashaka/hand-reader-mode';

/** What ByHandIsland does: the reader's actions through `act`, the hint's own dispatches direct. */
function session(text: string) {
  const parsed = parseShakashaka(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state: HandState = initHand(handModel(shakashakaModel(parsed.puzzle, 'A-D+F')));
  let reader: HandMode = 'one';
  const act = (a: HandAction) => {
    const before = reader;
    reader = readerModeAfter(reader, a);
    state = reduceHand(state, a);
    const back = restoreReaderMode(before, state.mode, a);
    if (back && a.type !== 'mode') state = reduceHand(state, back);
  };
  const hintOne = () => {
    const hint = handHint(state);
    if (hint.kind !== 'one') return false;
    for (const a of [{ type: 'mode', mode: 'one' }, { type: 'clear' }, { type: 'pick', id: hint.pick.id }] as HandAction[]) state = reduceHand(state, a);
    return true;
  };
  return { act, hintOne, get state() { return state; } };
}

describe('the reader’s by-hand mode', () => {
  it('comes back after a hint’s single inequality is applied', () => {
    const s = session('2..\n...\n..2');
    s.act({ type: 'mode', mode: 'pair' });
    expect(s.hintOne()).toBe(true);
    expect(s.state.mode).toBe('one');
    const steps = s.state.steps.length;
    s.act({ type: 'apply' });
    expect(s.state.steps.length).toBe(steps + 1);
    expect(s.state.mode).toBe('pair');
  });

  it('stays "Apply one" when that is what the reader chose', () => {
    const s = session('2..\n...\n..2');
    expect(s.hintOne()).toBe(true);
    s.act({ type: 'apply' });
    expect(s.state.mode).toBe('one');
  });
});
