/**
 * The branching order of the CDCL solver: a binary max-heap of variables
 * keyed on their activity (the VSIDS score), as in MiniSat. Bumping a
 * variable moves it up; taking the top gives the most active variable; a
 * variable unassigned on backtracking goes back in. Ties keep no particular
 * order but the same one every run, so traces are reproducible.
 */
export class VarHeap {
  private heap: Int32Array;
  private size = 0;
  /** Position of each variable in the heap, −1 when it is not in it. */
  private readonly index: Int32Array;

  constructor(
    numVars: number,
    private readonly activity: Float64Array,
  ) {
    this.heap = new Int32Array(numVars);
    this.index = new Int32Array(numVars).fill(-1);
  }

  get length(): number {
    return this.size;
  }

  contains(v: number): boolean {
    return this.index[v] >= 0;
  }

  /** Empties the heap and puts back every variable 0 … n−1 (all activities equal: any order is a heap). */
  fillAll(n: number): void {
    for (let v = 0; v < n; v++) {
      this.heap[v] = v;
      this.index[v] = v;
    }
    this.size = n;
  }

  insert(v: number): void {
    if (this.index[v] >= 0) return;
    this.heap[this.size] = v;
    this.index[v] = this.size;
    this.up(this.size++);
  }

  /** Restores the order after v's activity grew. */
  increased(v: number): void {
    const i = this.index[v];
    if (i >= 0) this.up(i);
  }

  /** Takes out and returns the most active variable (the heap must not be empty). */
  pop(): number {
    const heap = this.heap;
    const top = heap[0];
    const last = heap[--this.size];
    this.index[top] = -1;
    if (this.size > 0) {
      heap[0] = last;
      this.index[last] = 0;
      this.down(0);
    }
    return top;
  }

  private up(i: number): void {
    const { heap, index, activity } = this;
    const v = heap[i];
    const a = activity[v];
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pv = heap[parent];
      if (activity[pv] >= a) break;
      heap[i] = pv;
      index[pv] = i;
      i = parent;
    }
    heap[i] = v;
    index[v] = i;
  }

  private down(i: number): void {
    const { heap, index, activity } = this;
    const n = this.size;
    const v = heap[i];
    const a = activity[v];
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && activity[heap[child + 1]] > activity[heap[child]]) child++;
      if (activity[heap[child]] <= a) break;
      heap[i] = heap[child];
      index[heap[i]] = i;
      i = child;
    }
    heap[i] = v;
    index[v] = i;
  }
}
