/**
 * How the Numberlink views number a diagram's levels: one convention for the
 * lesson's text, the drawing, its node panel, the walk and the width charts.
 * A node's `level` in the trace is how many edges are decided above it (0 at
 * the root). The views number levels from 1, as they number edges: level i is
 * the row whose nodes decide edge i, after the first i − 1 are decided (the
 * root is level 1, with nothing decided yet).
 */

/** The level a reader sees for a node with `decided` edges decided above it. */
export const levelNumber = (decided: number): number => decided + 1;

/** The width charts' x axis, in the same words. */
export const LEVEL_AXIS = 'level (= the edge it decides)';
