/**
 * The diagram's verdict on a position, as the grade needs it: whether any
 * solution extends the position, and which open edges every extending
 * solution treats alike. The Play hint's verdict (play/diagram.ts) counts the
 * solutions exactly, in BigInt, which a hint asked once can afford; the grade
 * asks after every stall of the local rules, and on a diagram of millions of
 * nodes each exact count takes seconds (6.9 s on the 14×14 Flow Free board's
 * 3.7 million nodes). Here only "is there one" is asked, as one byte per
 * node, with the same answers in the same order as the hint's
 * (`settledEdges` in reading order, `settledEdge` by the diagram's levels,
 * lines first), so the grade's play is the hint's play.
 *
 * Bytes suffice because every arc of the built diagram goes to the next
 * level (or ⊥, or ⊤ from the last level): each solution meets every level,
 * so "no extending solution takes the edge" and "no extending solution leaves
 * it out" are questions of reach. A diagram with an arc that skips levels is
 * answered by the exact count instead.
 */
import { BOTTOM, TOP } from '../../zdd/diagram';
import { diagramVerdict, settledEdge, settledEdges, type BoardDiagram } from './play/diagram';
import { LINE, NO_LINE, OPEN, type Position } from './play/position';
import type { NumberlinkPuzzle, NumberlinkRule } from './puzzle';

export interface GradeVerdict {
  extends: boolean;
  /** Every open edge the diagram settles, in reading order, with its mark (as `settledEdges`). */
  settled: { edge: number; mark: typeof LINE | typeof NO_LINE }[];
  /** The one the hint's diagram step takes (as `settledEdge`), or null when the solutions disagree on every open edge. */
  first: { edge: number; mark: typeof LINE | typeof NO_LINE } | null;
}

export function gradeVerdict(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, bd: BoardDiagram): GradeVerdict {
  const d = bd.diagram;
  if (!d || d.root === BOTTOM) return { extends: false, settled: [], first: null };
  if (!stepsByOne(bd)) return exact(p, rule, pos, bd);
  const fix = Int8Array.from(bd.edgeOfLevel, (e) => (pos[e] === LINE ? 1 : pos[e] === NO_LINE ? 0 : -1));
  const { lo, hi, levelStart, levels, root } = d;
  const live = new Uint8Array(d.size);
  live[TOP] = 1;
  for (let level = levels - 1; level >= 0; level--) {
    const f = fix[level];
    for (let id = levelStart[level], end = levelStart[level + 1]; id < end; id++) {
      live[id] = (f !== 1 && live[lo[id]]) || (f !== 0 && live[hi[id]]) ? 1 : 0;
    }
  }
  if (!live[root]) return { extends: false, settled: [], first: null };
  const reach = new Uint8Array(d.size);
  reach[root] = 1;
  const leaves: boolean[] = new Array(levels).fill(false);
  const takes: boolean[] = new Array(levels).fill(false);
  for (let level = 0; level < levels; level++) {
    const f = fix[level];
    for (let id = levelStart[level], end = levelStart[level + 1]; id < end; id++) {
      if (!reach[id]) continue;
      if (f !== 1 && live[lo[id]]) {
        reach[lo[id]] = 1;
        leaves[level] = true;
      }
      if (f !== 0 && live[hi[id]]) {
        reach[hi[id]] = 1;
        takes[level] = true;
      }
    }
  }
  const open = (level: number): boolean => pos[bd.edgeOfLevel[level]] === OPEN;
  const settled: GradeVerdict['settled'] = [];
  let firstLine: number | null = null;
  let firstNoLine: number | null = null;
  for (let level = 0; level < d.levels; level++) {
    if (!open(level) || (takes[level] && leaves[level])) continue;
    const mark = takes[level] ? LINE : NO_LINE;
    settled.push({ edge: bd.edgeOfLevel[level], mark });
    if (mark === LINE) firstLine ??= level;
    else firstNoLine ??= level;
  }
  settled.sort((a, b) => a.edge - b.edge);
  const pick = firstLine ?? firstNoLine;
  return { extends: true, settled, first: pick === null ? null : { edge: bd.edgeOfLevel[pick], mark: firstLine !== null ? LINE : NO_LINE } };
}

const checked = new WeakMap<object, boolean>();

/** Whether every arc goes to the next level, ⊥, or (from the last level) ⊤; asked once per diagram. */
function stepsByOne(bd: BoardDiagram): boolean {
  const d = bd.diagram!;
  const known = checked.get(d);
  if (known !== undefined) return known;
  const { lo, hi, levelStart, levels } = d;
  let ok = true;
  for (let level = 0; level < levels && ok; level++) {
    const last = level === levels - 1;
    const from = last ? 0 : levelStart[level + 1];
    const to = last ? 0 : levelStart[level + 2];
    for (let id = levelStart[level], end = levelStart[level + 1]; id < end && ok; id++) {
      for (const c of [lo[id], hi[id]]) if (c !== BOTTOM && (last ? c !== TOP : c < from || c >= to)) ok = false;
    }
  }
  checked.set(d, ok);
  return ok;
}

/** The hint's own exact verdict, for a diagram whose arcs skip levels. */
function exact(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, bd: BoardDiagram): GradeVerdict {
  const v = diagramVerdict(p, rule, pos, bd);
  return { extends: v.extending > 0n, settled: settledEdges(v), first: settledEdge(v) };
}
