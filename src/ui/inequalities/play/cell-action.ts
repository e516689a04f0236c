/**
 * What a click, a tap, Enter or Space on a play board's cell does: choose it
 * (for the mark buttons) or cycle its mark. For a genre with pointerSelectsFirst
 * (Shakashaka: six marks per cell), a pointer's first click on a cell only
 * chooses it; a cycle needs the cell to have been chosen by the reader before.
 * The cell the island starts on (for the keyboard's focus) is not chosen by the
 * reader, so a first click there must not change it. Enter and Space always cycle.
 */
export type CellAction = 'choose' | 'cycle';

export interface CellActionInput {
  pointerSelectsFirst: boolean;
  /** Whether the gesture came from a pointer (not Enter or Space). */
  byPointer: boolean;
  cell: number;
  /** The cell the reader chose last (a click, a key, a mark button), or null while none is. */
  chosen: number | null;
}

export function cellAction({ pointerSelectsFirst, byPointer, cell, chosen }: CellActionInput): CellAction {
  return pointerSelectsFirst && byPointer && cell !== chosen ? 'choose' : 'cycle';
}
