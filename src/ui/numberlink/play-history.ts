/**
 * Play's history of positions, for Undo and Redo. One drag (or one stretch of
 * keyboard moves with the pen down) is one stroke, and a stroke is one entry:
 * a reader dragged a line across four cells, pressed Undo and saw only its last
 * edge go. Each entry remembers the stroke that made it; a change by the same
 * stroke replaces that entry instead of adding one.
 */
import type { EdgeMark } from '../../puzzles/numberlink/play/position';

export interface PlayHistory {
  list: EdgeMark[][];
  at: number;
  /** byHelp[i]: list[i] was made by Apply, not drawn by the reader (Check blames only what the reader drew). */
  byHelp: boolean[];
  /** stroke[i]: the stroke that made list[i], or null (a button, Apply, the board's start). */
  stroke: (number | null)[];
}

export function startHistory(position: EdgeMark[]): PlayHistory {
  return { list: [position], at: 0, byHelp: [false], stroke: [null] };
}

/** The history with `next` as its newest position (any redo beyond the current one is dropped). */
export function pushPosition(h: PlayHistory, next: EdgeMark[], byHelp = false, stroke: number | null = null): PlayHistory {
  // The same stroke goes on: its entry grows, so one Undo takes the whole stroke back.
  const same = stroke !== null && h.at > 0 && h.stroke[h.at] === stroke && h.at + 1 === h.list.length;
  const keep = same ? h.at : h.at + 1;
  return {
    list: [...h.list.slice(0, keep), next],
    at: keep,
    byHelp: [...h.byHelp.slice(0, keep), byHelp],
    stroke: [...h.stroke.slice(0, keep), stroke],
  };
}

export const undoHistory = (h: PlayHistory): PlayHistory => (h.at === 0 ? h : { ...h, at: h.at - 1 });
export const redoHistory = (h: PlayHistory): PlayHistory => (h.at + 1 >= h.list.length ? h : { ...h, at: h.at + 1 });
