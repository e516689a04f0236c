/**
 * The frontier of every ZDD level, worked out once from the edge order.
 *
 * Before edge i is decided, level i remembers the state of the frontier F_i:
 * the vertices that have a decided edge and an undecided one. Deciding edge
 * i = (a, b) works on F_i plus a and b when they come in new (their first
 * edge is i); afterwards the vertices whose last edge is i leave, and what
 * stays is F_{i+1}. These tables say, per level, which slot of the working
 * list each vertex occupies, which slots are new, which leave and which go on
 * into the next state, so the hot loop copies slots without looking anything
 * up. Nothing here is grid-specific: any edge order works (the lesson can show
 * a bad one).
 */

export interface FrontierTables {
  /** Edges (decision levels). */
  m: number;
  /** F_i as vertex lists: vertices fVerts[fStart[i] … fStart[i+1]). Levels 0 … m. */
  fStart: Int32Array;
  fVerts: Int32Array;
  /** The working list of level i (F_i ∪ {a_i, b_i}, ascending): wVerts[wStart[i] … wStart[i+1]). */
  wStart: Int32Array;
  wVerts: Int32Array;
  /** Per working slot: its index in F_i, or −1 when the vertex comes in at this edge. */
  wFrom: Int32Array;
  /** Per working slot: 1 when the vertex's last edge is this one (it leaves the frontier). */
  wLeaves: Uint8Array;
  /** Working slots of a_i and b_i. */
  pa: Int32Array;
  pb: Int32Array;
  /** Edges a_i and b_i still have after edge i. */
  remA: Int32Array;
  remB: Int32Array;
  /**
   * Undecided edges after edge i from each vertex that stays: pairs of working
   * slots (x, y), y = −1 when the other end is not reached yet; rows
   * pStart[i] … pStart[i+1]. An edge between two frontier vertices appears
   * once from each side.
   */
  pStart: Int32Array;
  pFrom: Int32Array;
  pTo: Int32Array;
  /** The widest frontier |F_i|. */
  maxWidth: number;
  /** The widest working list. */
  maxWork: number;
}

export function frontierTables(n: number, a: Int32Array, b: Int32Array): FrontierTables {
  const m = a.length;
  const first = new Int32Array(n).fill(-1);
  const last = new Int32Array(n).fill(-1);
  const degree = new Int32Array(n);
  for (let e = 0; e < m; e++) {
    for (const v of [a[e], b[e]]) {
      if (first[v] < 0) first[v] = e;
      last[v] = e;
      degree[v]++;
    }
  }
  const seen = new Int32Array(n); // edges of v decided so far
  const incident: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < m; e++) {
    incident[a[e]].push(e);
    if (b[e] !== a[e]) incident[b[e]].push(e);
  }
  const pStart = new Int32Array(m + 1);
  const pFrom: number[] = [];
  const pTo: number[] = [];
  const fStart = new Int32Array(m + 2);
  const wStart = new Int32Array(m + 1);
  const fVerts: number[] = [];
  const wVerts: number[] = [];
  const wFrom: number[] = [];
  const wLeaves: number[] = [];
  const pa = new Int32Array(m);
  const pb = new Int32Array(m);
  const remA = new Int32Array(m);
  const remB = new Int32Array(m);
  let frontier: number[] = [];
  const position = new Int32Array(n); // index of each vertex in the current frontier
  let maxWidth = 0;
  let maxWork = 0;
  for (let e = 0; e <= m; e++) {
    fStart[e] = fVerts.length;
    frontier.forEach((v, j) => {
      fVerts.push(v);
      position[v] = j;
    });
    maxWidth = Math.max(maxWidth, frontier.length);
    if (e === m) break;
    wStart[e] = wVerts.length;
    const work = frontier.slice();
    for (const v of a[e] === b[e] ? [a[e]] : [a[e], b[e]]) if (first[v] === e) work.push(v);
    work.sort((x, y) => x - y);
    maxWork = Math.max(maxWork, work.length);
    seen[a[e]]++;
    seen[b[e]]++;
    const next: number[] = [];
    work.forEach((v, j) => {
      wVerts.push(v);
      wFrom.push(first[v] === e ? -1 : position[v]);
      const leaves = last[v] === e;
      wLeaves.push(leaves ? 1 : 0);
      if (!leaves) next.push(v);
      if (v === a[e]) pa[e] = j;
      if (v === b[e]) pb[e] = j;
    });
    pStart[e] = pFrom.length;
    const slot = new Map(work.map((v, j) => [v, j]));
    work.forEach((v, j) => {
      if (last[v] === e) return;
      for (const f of incident[v]) {
        if (f <= e) continue;
        const u = a[f] === v ? b[f] : a[f];
        pFrom.push(j);
        pTo.push(slot.get(u) ?? -1);
      }
    });
    remA[e] = degree[a[e]] - seen[a[e]];
    remB[e] = degree[b[e]] - seen[b[e]];
    frontier = next;
  }
  wStart[m] = wVerts.length;
  pStart[m] = pFrom.length;
  fStart[m + 1] = fVerts.length;
  return {
    m,
    fStart,
    fVerts: Int32Array.from(fVerts),
    wStart,
    wVerts: Int32Array.from(wVerts),
    wFrom: Int32Array.from(wFrom),
    wLeaves: Uint8Array.from(wLeaves),
    pa,
    pb,
    remA,
    remB,
    pStart,
    pFrom: Int32Array.from(pFrom),
    pTo: Int32Array.from(pTo),
    maxWidth,
    maxWork,
  };
}

/** The vertices of F_i (a fresh array). */
export function frontierAt(t: FrontierTables, level: number): number[] {
  return Array.from(t.fVerts.subarray(t.fStart[level], t.fStart[level + 1]));
}
