/**
 * The same diagram as build.ts (the same solutions, in the same order), with
 * fewer nodes: zero suppression done while building, as TdZdd's
 * `zddLookahead` does. A state whose 1-choice is cut would become a node
 * with a ⊥ 1-child, which a ZDD drops anyway (it stands for "this edge left
 * out", exactly what skipping its level says); so such a state gets no node
 * and no place in its level's unique table: its 0-choice is worked out at
 * once and the arc that reached it goes on to what that choice reaches. A
 * state whose two choices are both cut sends its arc to ⊥.
 *
 * What it saves: for those states (about two in five on the largest
 * published boards) the hashing, the table look-up and the node. What it
 * costs: such a state is worked out once per arc that reaches it instead of
 * once, since it is never merged; on those boards few states have two arcs.
 *
 * Node ids, level widths and the cut counts differ from build.ts (a node's
 * children may skip levels), so only callers that read nothing but the
 * count and solutions use it: the command line's and the benchmark's runs,
 * never a traced run the lesson's walk, drawings or by-hand tools read.
 */
import { BOTTOM, DiagramBuilder, TOP } from '../../zdd/diagram';
import { ArcStates } from '../../zdd/arc-states';
import { StateTable } from '../../zdd/state-table';
import type { BuildOptions, BuildOutcome } from './build';
import type { FrontierTables } from './frontier';
import type { GridGraph } from './graph';
import { CUT_NAMES, FrontierMachine, type CutName } from './mate';

/** Arc −1 is the root's; any other is 2 × parent id + choice. */
const ROOT_ARC = -1;

export function buildSkipping(graph: GridGraph, tables: FrontierTables, options: Pick<BuildOptions, 'rule' | 'clock' | 'maxNodes'>): BuildOutcome {
  const { clock, maxNodes } = options;
  const machine = new FrontierMachine(graph, tables, options.rule);
  const m = tables.m;
  const cutCount = new Float64Array(CUT_NAMES.length + 1);
  const widths: number[] = [];
  const builder = new DiagramBuilder();
  let root = BOTTOM;
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
  /** Points arc `ref` at `target` (a node id or a terminal). */
  const land = (ref: number, target: number): void => {
    if (ref === ROOT_ARC) root = target;
    else if (ref & 1) builder.hi[ref >> 1] = target;
    else builder.lo[ref >> 1] = target;
  };

  const table = new StateTable(1024, tables.maxWidth + 1);
  let here = new ArcStates();
  let ahead = new ArcStates();
  here.commit(0, ROOT_ARC); // the root's state: the empty frontier
  for (let i = 0; i < m; i++) {
    machine.setLevel(i);
    const last = i === m - 1;
    table.clear(here.count);
    ahead.clear();
    const levelBase = builder.openLevel(i, 0);
    const words = here.words;
    for (let s = 0; s < here.count; s++) {
      const off = here.offset[s];
      const len = here.offset[s + 1] - off;
      const ref = here.ref[s];
      // Only states that became nodes are in the table; an equal one found there is this arc's node.
      const known = table.find(words, off, len);
      if (known >= 0) {
        land(ref, levelBase + known);
        continue;
      }
      machine.load(words, off);
      // The 0-choice's state goes to the next level's list at once; whose arc it is, is known after the 1-choice.
      const loCode = machine.decide(0);
      let loLen = 0;
      let loAt = 0;
      if (loCode !== 0) cutCount[loCode]++;
      else if (!last) {
        loAt = ahead.tail(2 * machine.work + 2 + 2 * machine.np);
        loLen = machine.store(ahead.words, loAt);
      }
      machine.reset();
      const hiCode = machine.decide(1);
      if (hiCode !== 0) {
        // No node: the arc goes where the 0-choice goes.
        cutCount[hiCode]++;
        if (loCode !== 0) land(ref, BOTTOM);
        else if (last) land(ref, TOP);
        else ahead.commit(loLen, ref);
      } else {
        const id = builder.addNode();
        table.addFound(words, off, len);
        land(ref, id);
        if (loCode !== 0) builder.lo[id] = BOTTOM;
        else if (last) builder.lo[id] = TOP;
        else ahead.commit(loLen, 2 * id);
        if (last) builder.hi[id] = TOP;
        else ahead.commit(machine.store(ahead.words, ahead.tail(2 * machine.work + 2 + 2 * machine.np)), 2 * id + 1);
      }
      const nodes = builder.size - 2;
      if (clock.tick(nodes) || nodes > maxNodes) {
        peakStateBytes = Math.max(peakStateBytes, table.bytes() + here.bytes() + ahead.bytes());
        widths.push(builder.size - levelBase);
        return finish({ stopped: clock.stopped ?? 'nodes', levelsDone: i });
      }
    }
    peakStateBytes = Math.max(peakStateBytes, table.bytes() + here.bytes() + ahead.bytes());
    widths.push(builder.size - levelBase);
    // The same test as build.ts: the states of level i + 1 are those reached by an arc, node or not.
    if (!last && ahead.count === 0) return finish({ levelsDone: i + 1, emptyAt: i, diagram: builder.finish(m, BOTTOM) });
    const swap = here;
    here = ahead;
    ahead = swap;
  }
  return finish({ levelsDone: m, diagram: builder.finish(m, root) });
}
