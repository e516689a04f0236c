/**
 * The same diagram as build.ts (the same solutions, in the same order), with
 * fewer nodes: zero suppression done while building, as TdZdd's
 * `zddLookahead` does. A state whose 1-choice is cut would become a node
 * with a ⊥ 1-child, which a ZDD drops anyway (it stands for "this edge left
 * out", exactly what skipping its level says); so such a state gets no node:
 * the arcs that reach it go on to the state its 0-choice reaches (or to ⊥
 * when both choices are cut). The states are those of build.ts, made, merged
 * and worked out once each in the same two level tables; only a node's
 * children wait (src/zdd/arc-states.ts) until the state they reach is
 * known to be a node, and the cuts are counted alike.
 *
 * What it saves: the nodes of those states, about two in five on the
 * largest published boards, so boards whose diagram outgrew the node cap
 * (--max-nodes) can finish, in less memory; the count is the same.
 *
 * Node ids and level widths differ from build.ts (a node's
 * children may skip levels), so only callers that read nothing but the
 * count and solutions use it: the command line's and the benchmark's runs,
 * never a traced run the lesson's walk, drawings or by-hand tools read.
 * Those runs take ./build-cells.ts instead (one level per cell) whenever it
 * takes the board; this builder serves boards one cell wide (and any whose
 * labels outgrow build-cells.ts's 13-bit values).
 */
import { BOTTOM, DiagramBuilder, TOP } from '../../zdd/diagram';
import { landAll, passOn, ROOT_ARC, ROOT_SLOT, StateArcs } from '../../zdd/arc-states';
import { FIRST_STATES, StateTable } from '../../zdd/state-table';
import type { BuildOptions, BuildOutcome } from './build';
import type { FrontierTables } from './frontier';
import type { GridGraph } from './graph';
import { CUT_NAMES, FrontierMachine, type CutName } from './mate';


export function buildSkipping(graph: GridGraph, tables: FrontierTables, options: Pick<BuildOptions, 'rule' | 'clock' | 'maxNodes'>): BuildOutcome {
  const { clock, maxNodes } = options;
  const machine = new FrontierMachine(graph, tables, options.rule);
  const m = tables.m;
  const cutCount = new Float64Array(CUT_NAMES.length + 1);
  const widths: number[] = [];
  const builder = new DiagramBuilder();
  let peakStateBytes = 0;
  const finish = (partial: Partial<BuildOutcome>): BuildOutcome => ({
    stopped: null,
    levelsDone: 0,
    widths,
    nodes: builder.size - 2,
    cuts: Object.fromEntries(CUT_NAMES.map((n, k) => [n, cutCount[k + 1]])) as Record<CutName, number>,
    emptyAt: -1,
    peakStateBytes,
    diagramBytes: builder.bytes(),
    ...partial,
  });
  if (m === 0) {
    const ok = graph.k === 0 && !machine.fill;
    return finish({ diagram: builder.finish(0, ok ? TOP : BOTTOM), emptyAt: ok ? -1 : 0 });
  }

  let cur = new StateTable(FIRST_STATES, tables.maxWidth + 1);
  let next = new StateTable(FIRST_STATES, tables.maxWidth + 1);
  let curArcs = new StateArcs();
  let nextArcs = new StateArcs();
  cur.clear();
  cur.intern(0); // the root's state: the empty frontier
  curArcs.start(0);
  curArcs.add(0, ROOT_ARC);
  for (let i = 0; i < m; i++) {
    machine.setLevel(i);
    const last = i === m - 1;
    const width = cur.count;
    next.clear(width);
    nextArcs.clear();
    const levelBase = builder.openLevel(i, 0);
    for (let k = 0; k < width; k++) {
      machine.load(cur.words, cur.offset[k]);
      // The 0-choice's state goes into the next level's table at once (as in build.ts); its arc is known after the 1-choice.
      const loCode = machine.decide(0);
      let lo = -1;
      if (loCode !== 0) cutCount[loCode]++;
      else if (!last) lo = intern(machine, next, nextArcs);
      machine.reset();
      const hiCode = machine.decide(1);
      if (hiCode !== 0) {
        // No node: state k's arcs go where its 0-choice goes.
        cutCount[hiCode]++;
        if (lo >= 0) passOn(curArcs, k, nextArcs, lo);
        else landAll(builder, curArcs, k, loCode !== 0 ? BOTTOM : TOP);
      } else {
        const id = builder.addNode();
        landAll(builder, curArcs, k, id);
        if (lo >= 0) nextArcs.add(lo, 2 * id);
        else builder.lo[id] = loCode !== 0 ? BOTTOM : TOP;
        if (last) builder.hi[id] = TOP;
        else nextArcs.add(intern(machine, next, nextArcs), 2 * id + 1);
      }
      const nodes = builder.size - 2;
      if (clock.tick(nodes) || nodes > maxNodes) {
        peakStateBytes = Math.max(peakStateBytes, cur.usedBytes() + next.usedBytes() + curArcs.usedBytes(cur.count) + nextArcs.usedBytes(next.count));
        widths.push(builder.size - levelBase);
        return finish({ stopped: clock.stopped ?? 'nodes', levelsDone: i });
      }
    }
    peakStateBytes = Math.max(peakStateBytes, cur.usedBytes() + next.usedBytes() + curArcs.usedBytes(cur.count) + nextArcs.usedBytes(next.count));
    widths.push(builder.size - levelBase);
    // The same test as build.ts, on the same states: those of level i + 1, node or not.
    if (!last && next.count === 0) return finish({ levelsDone: i + 1, emptyAt: i, diagram: builder.finish(m, BOTTOM) });
    [cur, next] = [next, cur];
    [curArcs, nextArcs] = [nextArcs, curArcs];
  }
  const root = builder.lo[ROOT_SLOT];
  builder.lo[ROOT_SLOT] = 0;
  return finish({ levelsDone: m, diagram: builder.finish(m, root) });
}

/** The machine's state after its decision, in the next level's table (written in place, as build.ts does); its index there. */
function intern(machine: FrontierMachine, next: StateTable, arcs: StateArcs): number {
  const at = next.tail(2 * machine.work + 2 + 2 * machine.np);
  const before = next.count;
  const s = next.internTail(machine.store(next.words, at));
  if (next.count !== before) arcs.start(s);
  return s;
}
