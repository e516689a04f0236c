/**
 * One spare typed array, lent again and again: a build that runs once per
 * problem takes its storage from here, and its caller gives it back when
 * nothing built in it is used any more. A fresh typed array of a few
 * kilobytes costs microseconds (its backing store is allocated outside the
 * heap, zeroed, and later collected) — on a 9×9 Sudoku, whose whole solve
 * takes a few hundred, a measurable share.
 *
 * Safe by construction: the spare is handed out once and forgotten until it
 * is given back, so a build that starts while it is lent (a search started
 * from inside another) allocates its own. Arrays longer than `maxLength`
 * are never kept, so what stays alive between problems is small.
 */
type Kind = Int32Array | Uint16Array;

export class SpareArray<A extends Kind> {
  private spare: A | null = null;

  constructor(
    private readonly Kind: { new (length: number): A; new (buffer: ArrayBuffer): A },
    private readonly maxLength: number,
  ) {}

  /** A zeroed array of `length`: the front of the spare when it is free and long enough, else a new one. */
  take(length: number): A {
    const s = this.spare;
    if (s === null || s.length < length) return new this.Kind(length);
    this.spare = null;
    const a = s.subarray(0, length) as A;
    a.fill(0);
    return a;
  }

  /** Gives back the storage of `a` (any view of an array from take), to be lent to the next take. */
  give(a: Kind): void {
    const buffer = a.buffer;
    if (!(buffer instanceof ArrayBuffer) || buffer.byteLength > this.maxLength * a.BYTES_PER_ELEMENT) return;
    this.spare = new this.Kind(buffer);
  }
}
