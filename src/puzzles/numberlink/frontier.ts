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
import { int32Arrays } from '../../core/int32-arrays';

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
  /** The other vertex of each such edge (reached or not). */
  pVert: Int32Array;
  /** The widest frontier |F_i|. */
  maxWidth: number;
  /** The widest working list. */
  maxWork: number;
}

/**
 * The tables for n vertices and the edges (a[e], b[e]) in decision order.
 * Building them is linear in the sum of the frontier widths; `stop` is asked
 * every 8 edges with the edges done (a time limit covers this work too) and
 * the build gives up, returning null, when it says so.
 *
 * Every list is allocated once at its exact length, worked out from each
 * vertex's first and last edge before the sweep: a vertex is in F_i from the
 * level after its first edge to its last (last − first levels), in the working
 * list one level longer, and lists each of its later edges f on every level
 * from its first edge up to f (f − first rows). Lists grown by doubling cost,
 * on a small board probed from every corner, a dozen fresh arrays per probe,
 * each allocated outside the heap, zeroed and later swept; on a 100×100 board
 * they held up to twice the numbers kept.
 */
export function frontierTables(n: number, a: Int32Array, b: Int32Array): FrontierTables;
export function frontierTables(n: number, a: Int32Array, b: Int32Array, stop: (edgesDone: number) => boolean): FrontierTables | null;
export function frontierTables(n: number, a: Int32Array, b: Int32Array, stop: (edgesDone: number) => boolean = () => false): FrontierTables | null {
  const m = a.length;
  // The working arrays, in one store (the lists below in another, once their lengths are known).
  const [first, last, degree, incStart, incident, filled, seen, frontier0, next0, work, position, slot, pStart, fStart, wStart, pa, pb, remA, remB] = int32Arrays([
    n, n, n, n + 1, 2 * m, n, n, n + 2, n + 2, n + 2, n, n, m + 1, m + 2, m + 1, m, m, m, m,
  ]);
  first.fill(-1);
  last.fill(-1);
  for (let e = 0; e < m; e++) {
    for (let s = 0; s < 2; s++) {
      const v = s === 0 ? a[e] : b[e];
      if (s === 1 && v === a[e]) continue;
      if (first[v] < 0) first[v] = e;
      last[v] = e;
      degree[v]++;
      incStart[v + 1]++;
    }
  }
  for (let v = 0; v < n; v++) incStart[v + 1] += incStart[v];
  for (let e = 0; e < m; e++) {
    incident[incStart[a[e]] + filled[a[e]]++] = e;
    if (b[e] !== a[e]) incident[incStart[b[e]] + filled[b[e]]++] = e;
  }
  let fSize = 0;
  let wSize = 0;
  let pSize = 0;
  for (let v = 0; v < n; v++) {
    if (first[v] < 0) continue;
    fSize += last[v] - first[v];
    wSize += last[v] - first[v] + 1;
    for (let x = incStart[v]; x < incStart[v + 1]; x++) pSize += incident[x] - first[v];
  }
  // seen[v]: the edges of v decided so far.
  const [pFrom, pTo, pVert, fVerts, wVerts, wFrom] = int32Arrays([pSize, pSize, pSize, fSize, wSize, wSize]);
  const wLeaves = new Uint8Array(wSize);
  let nfv = 0;
  let nwv = 0;
  let npv = 0;
  let frontier = frontier0;
  let nf = 0;
  let next = next0;
  // position[v]: the index of v in the current frontier; slot[v]: in the current working list.
  slot.fill(-1);
  let maxWidth = 0;
  let maxWork = 0;
  for (let e = 0; e <= m; e++) {
    if ((e & 7) === 7 && stop(e)) return null;
    fStart[e] = nfv;
    for (let j = 0; j < nf; j++) {
      fVerts[nfv++] = frontier[j];
      position[frontier[j]] = j;
    }
    maxWidth = Math.max(maxWidth, nf);
    if (e === m) break;
    wStart[e] = nwv;
    // F_e plus the vertices that come in at this edge, kept ascending (insertion: at most two).
    let nw = 0;
    for (let j = 0; j < nf; j++) work[nw++] = frontier[j];
    for (let s = 0; s < 2; s++) {
      const v = s === 0 ? a[e] : b[e];
      if ((s === 1 && v === a[e]) || first[v] !== e) continue;
      let j = nw++;
      while (j > 0 && work[j - 1] > v) {
        work[j] = work[j - 1];
        j--;
      }
      work[j] = v;
    }
    maxWork = Math.max(maxWork, nw);
    seen[a[e]]++;
    if (b[e] !== a[e]) seen[b[e]]++;
    let nn = 0;
    for (let j = 0; j < nw; j++) {
      const v = work[j];
      slot[v] = j;
      wFrom[nwv] = first[v] === e ? -1 : position[v];
      const leaves = last[v] === e;
      wLeaves[nwv] = leaves ? 1 : 0;
      wVerts[nwv++] = v;
      if (!leaves) next[nn++] = v;
      if (v === a[e]) pa[e] = j;
      if (v === b[e]) pb[e] = j;
    }
    pStart[e] = npv;
    for (let j = 0; j < nw; j++) {
      const v = work[j];
      if (last[v] === e) continue;
      for (let x = incStart[v]; x < incStart[v + 1]; x++) {
        const f = incident[x];
        if (f <= e) continue;
        const u = a[f] === v ? b[f] : a[f];
        pFrom[npv] = j;
        pTo[npv] = first[u] <= e ? slot[u] : -1;
        pVert[npv++] = u;
      }
    }
    remA[e] = degree[a[e]] - seen[a[e]];
    remB[e] = degree[b[e]] - seen[b[e]];
    const swap = frontier;
    frontier = next;
    next = swap;
    nf = nn;
  }
  wStart[m] = nwv;
  pStart[m] = npv;
  fStart[m + 1] = nfv;
  if (nfv !== fSize || nwv !== wSize || npv !== pSize) throw new Error(`frontier tables: lists of ${nfv}, ${nwv}, ${npv} numbers, sized ${fSize}, ${wSize}, ${pSize}`);
  return {
    m,
    fStart,
    fVerts,
    wStart,
    wVerts,
    wFrom,
    wLeaves,
    pa,
    pb,
    remA,
    remB,
    pStart,
    pFrom,
    pTo,
    pVert,
    maxWidth,
    maxWork,
  };
}

/** The vertices of F_i (a fresh array). */
export function frontierAt(t: FrontierTables, level: number): number[] {
  return Array.from(t.fVerts.subarray(t.fStart[level], t.fStart[level + 1]));
}
