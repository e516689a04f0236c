/**
 * The states one level of a frontier build is about to look at, each with
 * the arcs that reach it, not yet merged with equal states of the level.
 * A build that only makes a node for a state once it knows the node is worth
 * having (build-skipping.ts: one whose 1-choice survives) keeps its next
 * level's states here, and looks each up in the level's unique table itself.
 *
 * An arc is written as a `ref`: −1 for the root, else 2 × parent id + choice,
 * the child slot that the state's node (or what stands for it) will fill.
 * A state has its first arc in `ref` and any further ones (arcs that reached
 * an equal state which got no node of its own, passed on) in a list of
 * waiting arcs kept with the list.
 */
export class ArcStates {
  /** State s is words[offset[s] … offset[s+1]). */
  words = new Uint16Array(4096);
  offset = new Int32Array(1025);
  ref: Int32Array = new Int32Array(1024);
  /** Per state, the first of its further arcs in the waiting list (−1: none). */
  wait: Int32Array = new Int32Array(1024);
  count = 0;
  /** The waiting arcs: waitRef[e] is an arc, waitNext[e] the next entry of the same state (−1: the last). */
  waitRef: Int32Array = new Int32Array(1024);
  waitNext: Int32Array = new Int32Array(1024);
  private waiting = 0;

  clear(): void {
    this.count = 0;
    this.waiting = 0;
  }

  /** Where the next state may be written, at most n words from the returned offset (valid until `commit`). */
  tail(n: number): number {
    const o = this.offset[this.count];
    if (o + n > this.words.length) {
      const grown = new Uint16Array(Math.max(o + n, this.words.length * 2));
      grown.set(this.words.subarray(0, o));
      this.words = grown;
    }
    return o;
  }

  /** Keeps the len words written at tail() as the next state, reached by arc `ref`; returns its index. */
  commit(len: number, ref: number): number {
    const s = this.count;
    if (s === this.ref.length) {
      // offset keeps one entry more than ref (the end of the last state).
      const offset = new Int32Array(2 * s + 1);
      offset.set(this.offset.subarray(0, s + 1));
      this.offset = offset;
      this.ref = grow(this.ref, s);
      this.wait = grow(this.wait, s);
    }
    this.offset[s + 1] = this.offset[s] + len;
    this.ref[s] = ref;
    this.wait[s] = -1;
    this.count++;
    return s;
  }

  /** Adds arc `ref` to state s's further arcs. */
  addArc(s: number, ref: number): void {
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
    return this.words.byteLength + this.offset.byteLength + 4 * (this.ref.length + this.wait.length + 2 * this.waitRef.length);
  }
}

/** A copy twice as long of the first n entries. */
function grow(a: Int32Array, n: number): Int32Array {
  const grown = new Int32Array(2 * a.length);
  grown.set(a.subarray(0, n));
  return grown;
}
