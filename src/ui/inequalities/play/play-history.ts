/**
 * The play island's position with its history, as a pure reducer: every
 * change (a mark the reader sets, a hint's Apply) is one step that Undo takes
 * back and Redo puts again; a new change after an Undo drops what Redo would
 * have restored. `last` is the cell the reader changed last, where the next
 * hint looks first.
 */
export interface PlayHistory {
  past: readonly (readonly number[])[];
  present: readonly number[];
  future: readonly (readonly number[])[];
  last: number | null;
}

export type PlayAction =
  | { type: 'set'; values: readonly number[]; cell: number | null }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; values: readonly number[] };

export function startHistory(values: readonly number[]): PlayHistory {
  return { past: [], present: values, future: [], last: null };
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function reducePlay(h: PlayHistory, a: PlayAction): PlayHistory {
  switch (a.type) {
    case 'set':
      if (same(a.values, h.present)) return h;
      return { past: [...h.past, h.present], present: a.values, future: [], last: a.cell ?? h.last };
    case 'undo':
      if (h.past.length === 0) return h;
      return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future], last: null };
    case 'redo':
      if (h.future.length === 0) return h;
      return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1), last: null };
    case 'reset':
      return startHistory(a.values);
  }
}
