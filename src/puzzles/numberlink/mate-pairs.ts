/**
 * Under `fill-notouch`, the pairs of path pieces a state keeps apart (./mate.ts):
 * an edge left out between two cells says they lie on different paths, so
 * their pieces may never merge. A piece is named by its identity — its label
 * (LBIT | L) once it holds an endpoint, else a number for an unlabelled piece.
 *
 * The pairs live in one Int32Array, two identities per pair. Each state
 * stores them after its mate words (count, then the pairs, sorted and without
 * repeats), so that equal states have equal words; a pair already settled —
 * two labels, or a label whose path is finished — is dropped, so a state
 * keeps only what the future can still break.
 */
import { LBIT } from './mate-codes';

export class ApartPairs {
  /** The working pairs: identities pairs[2q], pairs[2q + 1] for q < np. */
  pairs = new Int32Array(64);
  np = 0;
  /** The loaded state's pairs, kept so both choices start from them (`reset`). */
  private base = new Int32Array(64);
  private baseCount = 0;

  /** Reads a stored state's pairs (count at pool[at], then the pairs) as the base. */
  load(pool: Uint16Array, at: number): void {
    const np = pool[at];
    if (this.base.length < 2 * np + 4) this.base = new Int32Array(2 * np + 64);
    for (let q = 0; q < 2 * np; q++) this.base[q] = pool[at + 1 + q];
    this.baseCount = np;
  }

  /** The loaded pairs become the working pairs again. */
  reset(): void {
    if (this.pairs.length < this.base.length) this.pairs = new Int32Array(this.base.length);
    for (let q = 0; q < 2 * this.baseCount; q++) this.pairs[q] = this.base[q];
    this.np = this.baseCount;
  }

  has(x: number, y: number): boolean {
    const p = this.pairs;
    for (let q = 0; q < 2 * this.np; q += 2) if ((p[q] === x && p[q + 1] === y) || (p[q] === y && p[q + 1] === x)) return true;
    return false;
  }

  /** Keeps pieces ia and ib apart from now on. */
  add(ia: number, ib: number): void {
    if (this.has(ia, ib)) return;
    if (this.pairs.length < 2 * this.np + 2) {
      const grown = new Int32Array(this.pairs.length * 2);
      grown.set(this.pairs);
      this.pairs = grown;
    }
    this.pairs[2 * this.np] = ia;
    this.pairs[2 * this.np + 1] = ib;
    this.np++;
  }

  /** Piece `from` merged into piece `into`; two labels kept apart are settled then and dropped. */
  rename(from: number, into: number): void {
    const p = this.pairs;
    for (let q = 0; q < 2 * this.np; ) {
      if (p[q] === from) p[q] = into;
      if (p[q + 1] === from) p[q + 1] = into;
      // Two labels kept apart are settled: different labels never join.
      if (p[q] & LBIT && p[q + 1] & LBIT) {
        this.np--;
        p[q] = p[2 * this.np];
        p[q + 1] = p[2 * this.np + 1];
      } else q += 2;
    }
  }

  /**
   * Keeps the pairs still open, in the stored state's identities: both sides
   * on the frontier (an unlabelled piece renumbered by `map`, −1 when it
   * left), a label side not yet finished (`hasEnd`: it has a loose end).
   */
  settle(hasEnd: Uint8Array, map: Int32Array): void {
    const p = this.pairs;
    let n = 0;
    for (let q = 0; q < 2 * this.np; q += 2) {
      const a = p[q];
      const b = p[q + 1];
      const x = a & LBIT ? (hasEnd[a & ~LBIT] ? a : -1) : map[a];
      const y = b & LBIT ? (hasEnd[b & ~LBIT] ? b : -1) : map[b];
      if (x < 0 || y < 0) continue;
      p[2 * n] = x < y ? x : y;
      p[2 * n + 1] = x < y ? y : x;
      n++;
    }
    this.np = n;
  }

  /** Writes the settled pairs at out[k…] (count, then the pairs, sorted, without repeats); returns the end. */
  write(out: Uint16Array, k: number): number {
    const p = this.pairs;
    const n = this.np;
    // Insertion sort of the pairs (there are few), by first then second identity.
    for (let s = 1; s < n; s++) {
      const x = p[2 * s];
      const y = p[2 * s + 1];
      let r = s - 1;
      while (r >= 0 && (p[2 * r] > x || (p[2 * r] === x && p[2 * r + 1] > y))) {
        p[2 * r + 2] = p[2 * r];
        p[2 * r + 3] = p[2 * r + 1];
        r--;
      }
      p[2 * r + 2] = x;
      p[2 * r + 3] = y;
    }
    const countAt = k++;
    let kept = 0;
    for (let s = 0; s < n; s++) {
      if (s > 0 && p[2 * s] === p[2 * s - 2] && p[2 * s + 1] === p[2 * s - 1]) continue;
      out[k++] = p[2 * s];
      out[k++] = p[2 * s + 1];
      kept++;
    }
    out[countAt] = kept;
    this.np = 0;
    return k;
  }
}
