/**
 * The words of the mate array (./mate.ts) and the codes for why a frontier
 * choice is cut off, shared by the machine, its views and the traces.
 */

export const DONE = 0;
export const FREE = 1;
export const LABEL = 2;
/** notouch: an identity with this bit set is a label (LBIT | L); without, an unlabelled piece's number. */
export const LBIT = 0x8000;

/** Why a choice is cut off (0 = it is not). */
export const OK = 0;
export const CUT_DEGREE = 1;
export const CUT_LABELS = 2;
export const CUT_CYCLE = 3;
export const CUT_UNCOVERED = 4;
export const CUT_ENDPOINT = 5;
export const CUT_DEAD_END = 6;
export const CUT_TOUCH = 7;
export const CUT_BLOCKED = 8;
export const CUT_CROSSING = 9;
export const CUT_REDUNDANT = 10;
/** How a touch was found: an edge left out inside one piece, two pieces kept apart joined, or seen one step ahead. */
export const TOUCH_APART = 1;
export const TOUCH_MERGE = 2;
export const TOUCH_AHEAD = 3;

export type CutName = 'degree' | 'labels' | 'cycle' | 'uncovered' | 'endpoint' | 'dead-end' | 'touch' | 'blocked' | 'crossing' | 'redundant';
export const CUT_NAMES: readonly CutName[] = ['degree', 'labels', 'cycle', 'uncovered', 'endpoint', 'dead-end', 'touch', 'blocked', 'crossing', 'redundant'];
/** The name of a cut code (1 … 10). */
export const cutName = (code: number): CutName => CUT_NAMES[code - 1];
