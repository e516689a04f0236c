/**
 * The arcs that reach each state of a level's unique table, for a build that
 * makes a node for a state only once it knows the node is worth having
 * (build-skipping.ts: one whose 1-choice survives). Until then the arcs wait
 * here; a state that gets no node hands its arcs on to the state they reach
 * instead.
 *
 * An arc is written as a `ref`: −1 for the root, else 2 × parent id + choice,
 * the child slot the state's node (or what stands for it) will fill. A state
 * keeps its first arc in `first` and any further ones in a list.
 */

/** No arc yet (a state just added to its table). */
export const NO_ARC = -2;

export class StateArcs {
  /** Per state, its first arc (NO_ARC: none yet). */
  first: Int32Array = new Int32Array(1024);
  /** Per state, the first of its further arcs in the list (−1: none). */
  wait: Int32Array = new Int32Array(1024);
  /** The further arcs: waitRef[e] is an arc, waitNext[e] the next entry of the same state (−1: the last). */
  waitRef: Int32Array = new Int32Array(1024);
  waitNext: Int32Array = new Int32Array(1024);
  private waiting = 0;

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
}

/** A copy twice as long of the first n entries. */
function grow(a: Int32Array, n: number): Int32Array {
  const grown = new Int32Array(2 * a.length);
  grown.set(a.subarray(0, n));
  return grown;
}
