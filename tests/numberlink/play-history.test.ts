import { describe, expect, it } from 'vitest';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { edgeIndex, emptyPosition, LINE, withMark } from '../../src/puzzles/numberlink/play/position';
import { pushPosition, redoHistory, startHistory, undoHistory } from '../../src/ui/numberlink/play-history';

// A reader dragged a line across several cells, pressed Undo and saw only its last edge go: a stroke is one entry.
describe('Play’s history takes a whole stroke back at once', () => {
  const r = parseNumberlink('1....\n2..3.\n.....\n.1..2\n....3');
  if (!r.ok) throw new Error(r.error.message);
  const p = r.puzzle;
  const empty = emptyPosition(p);
  const one = withMark(empty, edgeIndex(p, 20, 21), LINE);
  const two = withMark(one, edgeIndex(p, 21, 22), LINE);
  const three = withMark(two, edgeIndex(p, 22, 17), LINE);

  it('one Undo takes back every edge of one stroke, and Redo brings them all back', () => {
    let h = startHistory(empty);
    h = pushPosition(h, one, false, 1);
    h = pushPosition(h, two, false, 1);
    h = pushPosition(h, three, false, 1);
    expect(h.list[h.at]).toEqual(three);
    h = undoHistory(h);
    expect(h.list[h.at]).toEqual(empty);
    h = redoHistory(h);
    expect(h.list[h.at]).toEqual(three);
  });

  it('two strokes, or a change not by a stroke, are taken back one at a time', () => {
    let h = startHistory(empty);
    h = pushPosition(h, one, false, 1);
    h = pushPosition(h, two, false, 2);
    h = pushPosition(h, three);
    h = undoHistory(h);
    expect(h.list[h.at]).toEqual(two);
    h = undoHistory(h);
    expect(h.list[h.at]).toEqual(one);
    h = undoHistory(h);
    expect(h.list[h.at]).toEqual(empty);
    expect(undoHistory(h)).toBe(h);
  });

  it('a stroke that goes on after an Undo starts a new entry and drops what could be redone', () => {
    let h = startHistory(empty);
    h = pushPosition(h, one, false, 1);
    h = pushPosition(h, two, false, 2);
    h = undoHistory(h);
    h = pushPosition(h, three, false, 1);
    expect(h.list).toEqual([empty, one, three]);
    expect(undoHistory(h).list[1]).toEqual(one);
  });
});
