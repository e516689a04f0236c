/**
 * Replay: trace events → what the Numberlink views show after them: the
 * edge order, the level being built and the widths so far (a log, so clones
 * share it), the nodes of a tiny diagram, the walk along one solution with
 * its mate array and the edges taken, and the answer. Applied in place;
 * growing lists are logs (src/core/log.ts), the rest is small.
 */
import { appendLog, emptyLog, type Log } from '../../core/log';
import type { Replay } from '../../core/player';
import type { LevelEvent, NodeEvent, NumberlinkEvent, WalkStepEvent } from './events';
import type { CutName } from './mate';
import type { Cell, NumberlinkPuzzle, NumberlinkRule } from './puzzle';

export type NumberlinkStatus = 'building' | 'counted' | 'solved' | 'unsolvable' | 'stopped';

export interface NumberlinkView {
  width: number;
  height: number;
  rule: NumberlinkRule | null;
  /** Edges in decision order (from the graph event). */
  edges: [Cell, Cell][];
  /** The latest level event (the edge being decided, its widths and cuts). */
  level: LevelEvent | null;
  /** Nodes per level, in order, as the levels are built. */
  widths: Log<number>;
  /** Choices cut so far, per rule. */
  cuts: Partial<Record<CutName, number>>;
  /** Nodes of a tiny diagram (when the trace carries them). */
  nodes: Log<NodeEvent>;
  /** The walk along one solution: the latest step, and the edges taken so far (edge indices). */
  step: WalkStepEvent | null;
  taken: Log<number>;
  count: string | null;
  reducedNodes: number | null;
  verdict: 'none' | 'unique' | 'several' | null;
  paths: Record<string, Cell[]> | null;
  status: NumberlinkStatus;
  note: string | null;
}

export function initialNumberlinkView(puzzle: NumberlinkPuzzle): NumberlinkView {
  return {
    width: puzzle.width,
    height: puzzle.height,
    rule: null,
    edges: [],
    level: null,
    widths: emptyLog(),
    cuts: {},
    nodes: emptyLog(),
    step: null,
    taken: emptyLog(),
    count: null,
    reducedNodes: null,
    verdict: null,
    paths: null,
    status: 'building',
    note: null,
  };
}

export function applyNumberlink(view: NumberlinkView, e: NumberlinkEvent): void {
  switch (e.kind) {
    case 'graph':
      view.rule = e.rule;
      view.edges = e.edges;
      view.note = e.why;
      return;
    case 'level': {
      view.level = e;
      if (view.widths.length === 0) view.widths = appendLog(view.widths, e.width);
      view.widths = appendLog(view.widths, e.nextWidth);
      const cuts = { ...view.cuts };
      for (const [name, n] of Object.entries(e.cuts) as [CutName, number][]) cuts[name] = (cuts[name] ?? 0) + n;
      view.cuts = cuts;
      view.note = null;
      return;
    }
    case 'node':
      view.nodes = appendLog(view.nodes, e);
      return;
    case 'count':
      view.count = e.count;
      view.reducedNodes = e.reducedNodes;
      view.verdict = e.verdict;
      view.status = 'counted';
      view.level = null;
      return;
    case 'walk':
      view.step = null;
      view.taken = emptyLog();
      return;
    case 'walk-step':
      view.step = e;
      if (e.choice === 1) view.taken = appendLog(view.taken, e.level);
      return;
    case 'solution':
      view.paths = e.paths;
      if (e.count !== undefined) view.count = e.count;
      view.status = 'solved';
      view.step = null;
      return;
    case 'sat-formula':
      view.rule = e.rule;
      return;
    case 'sat-loops':
      view.note = `${e.loops.length} closed loop${e.loops.length === 1 ? '' : 's'} forbidden (${e.cut} so far)`;
      return;
    case 'sat-verdict':
      view.verdict = e.verdict === 'unique' ? 'unique' : e.verdict === 'several' ? 'several' : null;
      if (e.verdict === 'unique') view.count = '1';
      return;
    case 'end':
      view.status = e.status === 'unsolvable' ? 'unsolvable' : 'stopped';
      view.note = e.reason;
      return;
  }
}

export const numberlinkReplay: Replay<NumberlinkPuzzle, NumberlinkView, NumberlinkEvent> = {
  initial: initialNumberlinkView,
  apply: applyNumberlink,
  clone: (view) => ({ ...view }),
};
