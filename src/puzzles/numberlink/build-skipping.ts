/**
 * The same diagram as build.ts (the same solutions, in the same order), with
 * fewer nodes: zero suppression done while building, as TdZdd's
 * `zddLookahead` does. A state whose 1-choice is cut would become a node
 * with a ⊥ 1-child, which a ZDD drops anyway (it stands for "this edge left
 * out", exactly what skipping its level says); so such a state gets no node:
 * the arcs that reach it go on to what its 0-choice reaches (or to ⊥ when
 * both choices are cut). It still goes into its level's unique table, with
 * where its arcs went, so an equal state reached later is not worked out
 * again and every state costs what it costs in build.ts, cuts counted alike.
 *
 * What it saves: the nodes of those states, about two in five on the
 * largest published boards, so boards whose diagram outgrew the node cap
 * (--max-nodes) can finish, in less memory; the count is the same.
 *
 * Node ids and level widths differ from build.ts (a node's
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
/** Where the root's arc lands until the build ends: the ⊥ terminal's lo slot (0 again once the root is known). */
const ROOT_SLOT = BOTTOM;
/** The first arc of a state that got no node (its arcs wait in the list: see ArcStates). */
const NO_ARC = -2;

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

  const table = new StateTable(1024, tables.maxWidth + 1);
  // Per state of the level's table, what its arcs point at: a node id, ⊥ or ⊤, or −(k + 1) when it got
  // no node and its arcs go on with state k of the next level.
  let target = new Int32Array(1024);
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
      // An equal state met before: its arcs go where that one's go (they merge as in build.ts).
      const known = table.find(words, off, len);
      if (known >= 0) {
        passOn(here, s, target[known], ahead, builder);
        continue;
      }
      machine.load(words, off);
      // The 0-choice's state goes to the next level's list at once; whose arc it is, is known after the 1-choice.
      const loCode = machine.decide(0);
      let loLen = 0;
      if (loCode !== 0) cutCount[loCode]++;
      else if (!last) {
        // tail() first: it may move the words to a larger array.
        const at = ahead.tail(2 * machine.work + 2 + 2 * machine.np);
        loLen = machine.store(ahead.words, at);
      }
      machine.reset();
      const hiCode = machine.decide(1);
      let to: number;
      if (hiCode !== 0) {
        // No node: the arcs go where the 0-choice goes.
        cutCount[hiCode]++;
        to = loCode !== 0 ? BOTTOM : last ? TOP : -(ahead.commit(loLen, NO_ARC) + 1);
      } else {
        const id = builder.addNode();
        to = id;
        if (loCode !== 0) builder.lo[id] = BOTTOM;
        else if (last) builder.lo[id] = TOP;
        else ahead.commit(loLen, 2 * id);
        if (last) builder.hi[id] = TOP;
        else {
          const at = ahead.tail(2 * machine.work + 2 + 2 * machine.np);
          ahead.commit(machine.store(ahead.words, at), 2 * id + 1);
        }
      }
      const t = table.addFound(words, off, len);
      if (t === target.length) {
        const grown = new Int32Array(2 * t);
        grown.set(target);
        target = grown;
      }
      target[t] = to;
      passOn(here, s, to, ahead, builder);
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
  const root = builder.lo[ROOT_SLOT];
  builder.lo[ROOT_SLOT] = 0;
  return finish({ levelsDone: m, diagram: builder.finish(m, root) });
}

/**
 * State s's arcs (its first and its waiting ones) go to `to`: a node or terminal, which they point at
 * now, or −(k + 1), state k of the next level, whose arcs they join (the first arc of a state that got
 * no node is NO_ARC: its arcs are all waiting ones).
 */
function passOn(here: ArcStates, s: number, to: number, ahead: ArcStates, builder: DiagramBuilder): void {
  const first = here.ref[s];
  if (to >= 0) {
    if (first !== NO_ARC) land(builder, first, to);
    for (let e = here.wait[s]; e >= 0; e = here.waitNext[e]) land(builder, here.waitRef[e], to);
    return;
  }
  const k = -to - 1;
  if (first !== NO_ARC) ahead.addArc(k, first);
  for (let e = here.wait[s]; e >= 0; e = here.waitNext[e]) ahead.addArc(k, here.waitRef[e]);
}

/** Points arc `ref` at `target` (a node id or a terminal); the root's arc writes the spare slot ROOT_SLOT. */
function land(builder: DiagramBuilder, ref: number, target: number): void {
  if (ref === ROOT_ARC) builder.lo[ROOT_SLOT] = target;
  else if (ref & 1) builder.hi[ref >> 1] = target;
  else builder.lo[ref >> 1] = target;
}
