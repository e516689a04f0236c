/**
 * Why the look-ahead rule ("no way out") cut a choice, edge by edge: the cell
 * it is about still needs a line, and each of its undecided edges is named
 * with the one thing that makes it useless — the cell across is finished, is
 * the other end of the same piece (a loop), ends another label's path, or
 * (no-touch) belongs to a piece it must stay apart from. The machine's
 * look-ahead (mate.ts) only counts the useful edges, in its hot loop; this
 * asks the same questions again, once, for the cut a reader is shown.
 */
import { DONE, LABEL } from './mate-codes';
import type { FrontierMachine } from './mate';

export type UselessWhy = 'finished' | 'loop' | 'label' | 'apart';

export interface BlockedEdge {
  /** The vertex across the undecided edge. */
  to: number;
  /** Null: the edge can still give a line. */
  why: UselessWhy | null;
  /** For 'label': the other label's index. */
  label?: number;
}

/**
 * The label whose path the blocked cell's piece belongs to after the choice
 * (its index), or −1 when the piece carries no label. Only that makes an edge
 * to another label's end useless, so the reason must say it: a choice can
 * join a plain piece to a label's path far from the cell it then blocks.
 */
export function blockedLabel(machine: FrontierMachine): number {
  const t = machine.tables;
  for (let j = 0; j < machine.work; j++) {
    if (t.wVerts[machine.w0 + j] !== machine.cutVertex) continue;
    const s = machine.wm[j];
    return s >= LABEL && s < machine.ptrBase ? s - LABEL : -1;
  }
  return -1;
}

/** The undecided edges of the vertex the last CUT_BLOCKED was about, as the machine saw them when it cut. */
export function blockedEdges(machine: FrontierMachine): BlockedEdge[] {
  const t = machine.tables;
  const { wm, wc, ptrBase: base, w0 } = machine;
  let x = -1;
  for (let j = 0; j < machine.work; j++) if (t.wVerts[w0 + j] === machine.cutVertex) x = j;
  if (x < 0) return [];
  const sx = wm[x];
  const labelled = sx >= LABEL && sx < base;
  const out: BlockedEdge[] = [];
  for (let q = t.pStart[machine.level]; q < t.pStart[machine.level + 1]; q++) {
    if (t.pFrom[q] !== x) continue;
    const y = t.pTo[q];
    const to = t.pVert[q];
    if (y < 0) {
      // Not reached yet: open, unless it is the endpoint of another label.
      const l = machine.graph.label[to];
      out.push(labelled && l >= 0 && LABEL + l !== sx ? { to, why: 'label', label: l } : { to, why: null });
      continue;
    }
    const sy = wm[y];
    if (sy === DONE) out.push({ to, why: 'finished' });
    else if (sx === base + t.wVerts[w0 + y]) out.push({ to, why: 'loop' });
    else if (labelled && sy >= LABEL && sy < base && sx !== sy) out.push({ to, why: 'label', label: sy - LABEL });
    else if (machine.notouch && machine.apartPairs.has(wc[x], wc[y])) out.push({ to, why: 'apart' });
    else out.push({ to, why: null });
  }
  return out;
}
