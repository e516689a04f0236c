/**
 * The Sudoku search tree beside the stepper: which node a step stands for,
 * and each node in plain words (the shared tree's default words speak of
 * searches in general: "expanded", "on the way to the goal").
 */
import { fmt } from '../../core/numbers';
import type { SearchNodeEvent } from '../../core/search-tree';
import type { PlacedNode } from '../search-tree/layout';

/**
 * The node of the step that shows the first `shown` events: the last choice
 * recorded among them; the start before any. Null past the recorded part of
 * the tree (a capped tree stops recording, and pointing at its last node would be wrong).
 */
export function nodeOfStep(events: readonly { kind: string }[], shown: number): number | null {
  let last = -1;
  for (let i = 0; i < events.length; i++) if (events[i].kind === 'search-node') last = i;
  if (last < 0) return null;
  for (let i = Math.min(shown, events.length) - 1; i >= 0; i--) {
    if (events[i].kind !== 'search-node') continue;
    // A step far past the last recorded node lies outside the tree: leave the tree's choice alone.
    return shown > nextStepAfter(events, last) ? null : (events[i] as SearchNodeEvent).id;
  }
  // Before the first choice: the start, so the tree opens at its top (not scrolled down to a goal).
  const root = events.find((e) => e.kind === 'search-node' && (e as SearchNodeEvent).parent === null) as SearchNodeEvent | undefined;
  return root ? root.id : null;
}

/**
 * What the tree says at a step past its recorded part (nodeOfStep gives null there) when that part does not
 * reach the solution (the tree is capped, or the search failed): the step lies beyond the drawn nodes. Without it the words beside the tree kept describing the node last chosen, "The start: …" at the
 * end of a solve. Null within the tree, and before the first step.
 */
export function beyondTreeWords(events: readonly { kind: string; depth?: number }[], shown: number): string | null {
  if (shown <= 0 || nodeOfStep(events, shown) !== null) return null;
  const nodes = events.filter((e): e is SearchNodeEvent & { depth: number } => e.kind === 'search-node');
  // A tree that reached the solution keeps its goal chosen after it: the end steps add nothing to it.
  if (nodes.length === 0 || nodes.some((n) => n.outcome === 'goal')) return null;
  let step = 0;
  for (let i = 0; i < Math.min(shown, events.length); i++) if (events[i].depth === 0) step++;
  return `Step ${fmt(step)} lies past the last of the ${fmt(nodes.length)} nodes drawn, so the tree marks no node for it. Pick a node to go to its step.`;
}

/** The index just past the whole step that holds event i (the next top-level event after it). */
function nextStepAfter(events: readonly { kind: string }[], i: number): number {
  let j = i + 1;
  while (j < events.length && (events[j] as { depth?: number }).depth !== 0) j++;
  return j;
}

/** A node in words: the choice and what came of it. */
export function describeSudokuNode(p: PlacedNode): string {
  const n = p.node;
  if (n.parent === null) return 'The start: the board with only its givens. Each branch below it is a first choice the search tried.';
  const choice = `After ${n.label}`;
  switch (n.outcome) {
    case 'goal':
      return `${choice}: the solution, every cell filled.`;
    case 'dead-end':
      return `${choice}: a dead end. Nothing fits somewhere after this choice, so it was taken back.`;
    case 'pruned':
      return `${choice}: cut off.`;
    default:
      return `${choice}: the search went on from here to the choices below it${p.onGoalPath ? ', and this branch leads to the solution' : ''}.`;
  }
}
