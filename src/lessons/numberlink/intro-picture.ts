/**
 * The lesson's first part-way picture: the frontier-based search part-way
 * through the running 5×5 example. It is one step of the solver's own
 * walk along that board's solution, chosen by what it shows, not
 * by a typed-in number: the first step at which the frontier holds a full
 * line of cells, a loose end of a label's path and a loose end of a piece
 * with no label yet (so every kind of tag the text explains is on it). When
 * no step has all of that, the step with the most kinds of tag.
 */
import type { Cell } from '../../puzzles/numberlink/puzzle';
import type { WalkStepEvent } from '../../puzzles/numberlink/events';

export interface IntroPicture {
  /** The step (1-based, as the walk's stepper counts) and the edges decided by then. */
  step: number;
  edges: number;
  links: [Cell, Cell][];
  off: [Cell, Cell][];
  /** The edge decided next. */
  next: [Cell, Cell] | null;
  frontier: Cell[];
  mate: number[];
}

const kinds = (w: WalkStepEvent): number =>
  new Set(w.mate.map((v) => (v === -1 ? 'done' : v === -2 ? 'free' : v <= -3 ? 'label' : 'piece'))).size;

export function introPicture(walk: readonly WalkStepEvent[], width: number): IntroPicture {
  const full = (w: WalkStepEvent): boolean =>
    w.frontier.length >= width && w.mate.some((v) => v <= -3) && w.mate.some((v) => v >= 0);
  let k = walk.findIndex(full);
  if (k < 0) k = walk.reduce((best, w, i) => (kinds(w) > kinds(walk[best]) ? i : best), 0);
  const done = walk.slice(0, k + 1);
  return {
    step: k + 1,
    edges: walk.length,
    links: done.filter((w) => w.choice === 1).map((w) => w.edge),
    off: done.filter((w) => w.choice === 0).map((w) => w.edge),
    next: walk[k + 1]?.edge ?? null,
    frontier: walk[k].frontier,
    mate: walk[k].mate,
  };
}
