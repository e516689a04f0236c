/**
 * The states one level of a frontier build is about to look at, each with
 * the arc that reaches it: not yet merged, so a state appears once per arc.
 * A build that only makes a node for a state once it knows the node is worth
 * having (build-skipping.ts: one whose 1-choice survives) keeps its next
 * level's states here, and looks each up in the level's unique table itself.
 *
 * An arc is written as `ref`: −1 for the root, else 2 × parent id + choice,
 * the child slot the state's node (or what stands for it) will fill.
 */
export class ArcStates {
  /** State s is words[offset[s] … offset[s+1]). */
  words = new Uint16Array(4096);
  offset = new Int32Array(1025);
  ref = new Int32Array(1024);
  count = 0;

  clear(): void {
    this.count = 0;
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

  /** Keeps the len words written at tail() as the next state, reached by arc `ref`. */
  commit(len: number, ref: number): void {
    const s = this.count;
    if (s === this.ref.length) {
      // offset keeps one entry more than ref (the end of the last state).
      const offset = new Int32Array(2 * s + 1);
      offset.set(this.offset.subarray(0, s + 1));
      this.offset = offset;
      const refs = new Int32Array(this.ref.length * 2);
      refs.set(this.ref.subarray(0, s));
      this.ref = refs;
    }
    this.offset[s + 1] = this.offset[s] + len;
    this.ref[s] = ref;
    this.count++;
  }

  bytes(): number {
    return this.words.byteLength + this.offset.byteLength + this.ref.byteLength;
  }
}
