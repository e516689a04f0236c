/**
 * The arcs that reach each state of a level's unique table, for a build that
 * makes a node for a state only once it knows the node is worth having
 * (Numberlink's build-skipping.ts and build-cells.ts: one whose 1-choice
 * survives). Until then the arcs wait here; a state that gets no node hands
 * its arcs on to the state they reach instead (passOn), and a state that gets
 * one, or ends at a terminal, has them all pointed there (landAll).
 *
 * An arc is written as a `ref`: −1 for the root, else 2 × parent id + choice,
 * the child slot the state's node (or what stands for it) will fill. A state
 * keeps its first arc in `first` and any further ones in a list.
 */

import { BOTTOM, type DiagramBuilder } from './diagram';
import { FIRST_STATES } from './state-table';

/** Arc −1 is the root's; any other is 2 × parent id + choice. */
export const ROOT_ARC = -1;
/** Where the root's arc lands until the build ends: the ⊥ terminal's lo slot (0 again once the root is known). */
export const ROOT_SLOT = BOTTOM;

/** No arc yet (a state just added to its table). */
export const NO_ARC = -2;

export class StateArcs {
  /** Per state, its first arc (NO_ARC: none yet). */
  first: Int32Array;
  /** Per state, the first of its further arcs in the list (−1: none). */
  wait: Int32Array;
  /** The further arcs: waitRef[e] is an arc, waitNext[e] the next entry of the same state (−1: the last). */
  waitRef: Int32Array;
  waitNext: Int32Array;
  private waiting = 0;

  constructor(initial = FIRST_STATES) {
    this.first = new Int32Array(initial);
    this.wait = new Int32Array(initial);
    this.waitRef = new Int32Array(initial);
    this.waitNext = new Int32Array(initial);
  }

  clear(): void {
    this.waiting = 0;
  }

  /** State s was just added to its table: it has no arc yet. */
  start(s: number): void {
    if (s >= this.first.length) {
      this.first = grow(this.first, s);
      this.wait = grow(this.wait, s);
    }
    this.first[s] = NO_ARC;
    this.wait[s] = -1;
  }

  /** Arc `ref` reaches state s. */
  add(s: number, ref: number): void {
    if (this.first[s] === NO_ARC) {
      this.first[s] = ref;
      return;
    }
    const e = this.waiting;
    if (e === this.waitRef.length) {
      this.waitRef = grow(this.waitRef, e);
      this.waitNext = grow(this.waitNext, e);
    }
    this.waitRef[e] = ref;
    this.waitNext[e] = this.wait[s];
    this.wait[s] = e;
    this.waiting++;
  }

  bytes(): number {
    return 4 * (this.first.length + this.wait.length + this.waitRef.length + this.waitNext.length);
  }

  /** Bytes of the entries in use for `states` states (see StateTable.usedBytes: independent of earlier use). */
  usedBytes(states: number): number {
    return 8 * states + 8 * this.waiting;
  }
}

/** A copy twice as long of the first n entries. */
function grow(a: Int32Array, n: number): Int32Array {
  const grown = new Int32Array(2 * a.length);
  grown.set(a.subarray(0, n));
  return grown;
}

/** Every arc of state k points at `target` (a node or a terminal). */
export function landAll(builder: DiagramBuilder, arcs: StateArcs, k: number, target: number): void {
  land(builder, arcs.first[k], target);
  for (let e = arcs.wait[k]; e >= 0; e = arcs.waitNext[e]) land(builder, arcs.waitRef[e], target);
}

/** Every arc of state k (which got no node) reaches state s of the next level instead. */
export function passOn(arcs: StateArcs, k: number, nextArcs: StateArcs, s: number): void {
  nextArcs.add(s, arcs.first[k]);
  for (let e = arcs.wait[k]; e >= 0; e = arcs.waitNext[e]) nextArcs.add(s, arcs.waitRef[e]);
}

/** Points arc `ref` at `target` (a node id or a terminal); the root's arc writes the spare slot ROOT_SLOT. */
function land(builder: DiagramBuilder, ref: number, target: number): void {
  if (ref === ROOT_ARC) builder.lo[ROOT_SLOT] = target;
  else if (ref & 1) builder.hi[ref >> 1] = target;
  else builder.lo[ref >> 1] = target;
}
