import { describe, expect, it } from 'vitest';
import { reducePlay, startHistory } from '../../src/ui/inequalities/play/play-history';

describe('the play island’s history', () => {
  it('undoes and redoes every change, and a new change drops what Redo would restore', () => {
    let h = startHistory([-1, -1]);
    h = reducePlay(h, { type: 'set', values: [1, -1], cell: 0 });
    h = reducePlay(h, { type: 'set', values: [1, 0], cell: 1 });
    expect(h.last).toBe(1);
    h = reducePlay(h, { type: 'undo' });
    expect(h.present).toEqual([1, -1]);
    h = reducePlay(h, { type: 'redo' });
    expect(h.present).toEqual([1, 0]);
    h = reducePlay(reducePlay(h, { type: 'undo' }), { type: 'set', values: [1, 1], cell: 1 });
    expect(h.future).toEqual([]);
    expect(reducePlay(h, { type: 'redo' })).toBe(h);
    expect(h.past).toEqual([[-1, -1], [1, -1]]);
  });

  it('keeps no step for a change that changes nothing, and undo at the start does nothing', () => {
    const h = startHistory([0]);
    expect(reducePlay(h, { type: 'set', values: [0], cell: 0 })).toBe(h);
    expect(reducePlay(h, { type: 'undo' })).toBe(h);
  });
});
