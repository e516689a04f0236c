/**
 * Which inequalities each variable is in, with its coefficient there: the
 * index every forcing step and every weighing walks.
 *
 * All lists live in one pair of typed arrays (a pool), each variable owning a
 * run of it with room to grow. An open 100×100 Akari board has two million
 * occurrences; as ten thousand growing JavaScript arrays they were copied
 * again and again by the garbage collector while the model was built, and
 * read through one more pointer each time. A caller that knows the counts
 * (a model built in one go) reserves the runs first, so nothing moves.
 *
 * The pool arrays are replaced when they grow: read `ids` and `coefs` again
 * after anything may have added an occurrence.
 */
import { grownInt32 } from './typed-arrays';

/** Room a list gets when it must move without a reservation (then it doubles). */
const FIRST_ROOM = 4;

export class OccurrenceLists {
  /** Inequality ids, by run: variable v's are ids[start[v]] … ids[start[v] + count[v] − 1]. */
  ids: Int32Array;
  /** The coefficient of the variable in each of those inequalities. */
  coefs: Int32Array;
  readonly start: Int32Array;
  readonly count: Int32Array;
  private readonly room: Int32Array;
  private used = 0;

  constructor(readonly variableCount: number) {
    this.start = new Int32Array(variableCount);
    this.count = new Int32Array(variableCount);
    this.room = new Int32Array(variableCount);
    this.ids = new Int32Array(Math.max(64, FIRST_ROOM * variableCount));
    this.coefs = new Int32Array(this.ids.length);
  }

  /** Makes room for `more[v]` further occurrences of every variable v, moving each list at most once. */
  reserve(more: ArrayLike<number>): void {
    let needed = 0;
    for (let v = 0; v < this.variableCount; v++) if (this.count[v] + more[v] > this.room[v]) needed += this.count[v] + more[v];
    this.ensurePool(this.used + needed);
    for (let v = 0; v < this.variableCount; v++) {
      if (this.count[v] + more[v] > this.room[v]) this.move(v, this.count[v] + more[v]);
    }
  }

  add(v: number, id: number, coef: number): void {
    let n = this.count[v];
    if (n === this.room[v]) {
      const room = Math.max(FIRST_ROOM, 2 * n);
      this.ensurePool(this.used + room);
      this.move(v, room);
    }
    const at = this.start[v] + n++;
    this.ids[at] = id;
    this.coefs[at] = coef;
    this.count[v] = n;
  }

  /** Empties every list (their room stays). */
  clearAll(): void {
    this.count.fill(0);
  }

  /** Empties v's list (its room stays). */
  clear(v: number): void {
    this.count[v] = 0;
  }

  /** Keeps only the occurrences of inequalities `keep` accepts, in their order. */
  filter(keep: (id: number) => boolean): void {
    for (let v = 0; v < this.variableCount; v++) {
      const s = this.start[v];
      let n = 0;
      for (let k = 0; k < this.count[v]; k++) {
        if (!keep(this.ids[s + k])) continue;
        this.ids[s + n] = this.ids[s + k];
        this.coefs[s + n++] = this.coefs[s + k];
      }
      this.count[v] = n;
    }
  }

  /** Moves v's list to fresh room of `room` entries at the end of the pool (which must have it). */
  private move(v: number, room: number): void {
    const from = this.start[v];
    const n = this.count[v];
    this.ids.copyWithin(this.used, from, from + n);
    this.coefs.copyWithin(this.used, from, from + n);
    this.start[v] = this.used;
    this.room[v] = room;
    this.used += room;
  }

  private ensurePool(size: number): void {
    if (size <= this.ids.length) return;
    const next = Math.max(size, 2 * this.ids.length);
    this.ids = grownInt32(this.ids, next);
    this.coefs = grownInt32(this.coefs, next);
  }
}
