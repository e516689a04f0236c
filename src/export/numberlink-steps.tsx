/**
 * Numberlink's two step lists for the step-card frame (./StepCards.tsx):
 *
 * - the trace's whole steps: the edge order, one step per level of the
 *   diagram (the edge it decides, in thick dashes on the board, with how many nodes it
 *   kept and which rules cut choices), the count, the walk and the answer;
 * - the walk along one solution, edge by edge — what the lesson's stepper
 *   steps through, so the reader's step is a walk step: the links taken so
 *   far, the edge just decided and the frontier's mate values, and why the
 *   choice was made (the same words as the lesson's WalkStepper).
 */
import type { CutName } from '../puzzles/numberlink/mate-codes';
import { cutRule } from '../puzzles/numberlink/rule-names';
import { fmt, plural } from '../core/numbers';
import { logItems } from '../core/log';
import type { NumberlinkEvent, WalkStepEvent } from '../puzzles/numberlink/events';
import type { Cell, NumberlinkPuzzle } from '../puzzles/numberlink/puzzle';
import { numberlinkReplay, type NumberlinkView } from '../puzzles/numberlink/replay';
import { at, edgeAt, mateEntries } from '../ui/numberlink/mate-words';
import { NumberlinkBoard } from '../ui/numberlink/NumberlinkBoard';
import { frontierNote, walkReason } from '../ui/numberlink/WalkStepper';
import { boardTestId, type Noun, type StepSequence } from './StepCards';
import { traceSequence } from './trace-steps';

/** Board cells a side for a small multiple; the lesson draws 44. */
const SMALL_CELL = 24;
/** The two lists share one page and the usual budget: most of it for the walk, which the reader steps through. */
const LEVELS_BUDGET = 150_000;
const WALK_BUDGET = 350_000;

const NOUNS: Record<string, Noun> = {
  graph: { one: 'edge order', many: 'edge orders' },
  level: { one: 'level', many: 'levels' },
  count: { one: 'count', many: 'counts' },
  walk: { one: 'walk', many: 'walks' },
  solution: { one: 'answer', many: 'answers' },
  end: { one: 'stop', many: 'stops' },
  'sat-formula': { one: 'formula', many: 'formulas' },
  'sat-loops': { one: 'loop cut', many: 'loop cuts' },
  'sat-verdict': { one: 'verdict', many: 'verdicts' },
};

const cutsInWords = (cuts: Partial<Record<string, number>>): string =>
  Object.entries(cuts)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([rule, n]) => `${fmt(n!)} by ${cutRule(rule as CutName)}`)
    .join(', ');

function stepWords(e: NumberlinkEvent): string {
  switch (e.kind) {
    case 'graph':
      return `Order the ${fmt(e.edges.length)} edges: ${e.why}. The widest frontier has ${e.maxFrontier} cells.`;
    case 'level': {
      const cut = cutsInWords(e.cuts);
      return `Level ${fmt(e.level + 1)} decides the edge ${edgeAt(e.edge[0], e.edge[1])}: its ${plural(e.width, 'node')} ${e.width === 1 ? 'leads' : 'lead'} to ${fmt(e.nextWidth)} at the next level` +
        `${cut ? `; choices cut: ${cut}` : ''}${e.merged > 0 ? `; ${plural(e.merged, 'child', 'children')} found ${e.merged === 1 ? 'its' : 'their'} state already made and ${e.merged === 1 ? 'was' : 'were'} merged` : ''}.`;
    }
    case 'count':
      return `Count the ways from the root to ⊤: ${BigInt(e.count).toLocaleString('en-US')} solution${e.count === '1' ? '' : 's'} (${fmt(e.nodes)} nodes built, ${e.reducedNodes >= 0 ? fmt(e.reducedNodes) : 'not'} reduced).`;
    case 'walk':
      return 'Follow one solution down the diagram, edge by edge (the walk below lists every edge with its board).';
    case 'walk-step':
      return `Edge ${edgeAt(e.edge[0], e.edge[1])}: ${e.choice === 1 ? 'taken' : 'left out'}.`;
    case 'solution':
      return e.count === undefined ? 'The paths of the first solution the SAT solver found without a closed loop.' : 'The paths of the solution the walk followed.';
    case 'sat-formula':
      return `Write the board as a formula: ${fmt(e.variables)} variables and ${fmt(e.clauses)} clauses (${e.families.map((f) => `${f.name} ${fmt(f.clauses)}`).join(', ')}).`;
    case 'sat-loops':
      return `The solver's answer has ${e.loops.length === 1 ? 'a closed loop' : `${fmt(e.loops.length)} closed loops`} touching no endpoint (${e.loops
        .map((l) => `${fmt(l.length)} cells from ${at(l[0])}`)
        .join('; ')}): a clause forbids the smallest, and the search goes on (${fmt(e.cut)} cut so far).`;
    case 'sat-verdict':
      return e.verdict === 'unique'
        ? `With that solution forbidden, the solver refuted every possibility: the solution is unique (${fmt(e.conflicts)} conflicts in all).`
        : e.verdict === 'several'
          ? 'With that solution forbidden, the solver found another: the puzzle is not unique.'
          : 'The limit ran out while looking for a second solution: uniqueness is not decided.';
    case 'end':
      return `Stopped: ${e.reason}`;
    case 'node':
      return '';
  }
}

const edgesOf = (view: NumberlinkView, choice: 0 | 1): [Cell, Cell][] =>
  choice === 1 ? logItems(view.taken).map((i) => view.edges[i]) : [];

/** The trace's whole steps: one card per level, with the edge it decides in thick dashes on the board. */
export function buildSequence(puzzle: NumberlinkPuzzle, events: readonly NumberlinkEvent[]): StepSequence {
  return traceSequence({
    replay: numberlinkReplay,
    puzzle,
    events,
    current: null,
    boardBudget: LEVELS_BUDGET,
    kindOf: (e) => NOUNS[e.kind] ?? { one: 'other step', many: 'other steps' },
    words: (s) => <p>{stepWords(s.event)}</p>,
    board: (view, s, testId) => (
      <NumberlinkBoard puzzle={puzzle} cellSize={SMALL_CELL} paths={s?.event.kind === 'solution' ? view.paths : null}
        links={s?.event.kind === 'walk' ? edgesOf(view, 1) : []} current={s?.event.kind === 'level' ? s.event.edge : null}
        title={s ? `The board at step ${s.number}` : 'The board'} testId={testId} />
    ),
  });
}

/** The walk along one solution, one card per edge: the lesson's walk stepper, on paper. */
export function walkSequence(puzzle: NumberlinkPuzzle, walk: readonly WalkStepEvent[]): StepSequence {
  const links = (k: number) => walk.slice(0, k).filter((w) => w.choice === 1).map((w) => w.edge);
  const off = (k: number) => walk.slice(0, k).filter((w) => w.choice === 0).map((w) => w.edge);
  return {
    count: walk.length,
    unit: { one: 'edge', many: 'edges' },
    boardBudget: WALK_BUDGET,
    kindOf: (k) => (walk[k - 1].choice === 1 ? { one: 'edge taken', many: 'edges taken' } : { one: 'edge left out', many: 'edges left out' }),
    card(k) {
      const w = walk[k - 1];
      const reason = walkReason(w);
      return {
        words: (
          <p>
            {edgeAt(w.edge[0], w.edge[1])} is {w.choice === 1 ? 'taken' : 'left out'}. {reason.text} {frontierNote(w)}
          </p>
        ),
        board: (place) => (
          <NumberlinkBoard puzzle={puzzle} links={links(k)} off={off(k)} pointed={w.edge} current={walk[k]?.edge ?? null} cellSize={SMALL_CELL}
            frontier={mateEntries(w.frontier, w.mate, puzzle.labels, puzzle.width)} marked={w.other?.cut?.cells ?? []}
            title={`The board after edge ${k}`} testId={boardTestId(place, `export-walk-board-${k}`)} />
        ),
      };
    },
    start: (place) => (
      <NumberlinkBoard puzzle={puzzle} current={walk[0]?.edge ?? null} cellSize={SMALL_CELL}
        title="The board before any edge is decided" testId={boardTestId(place, 'export-walk-board-0')} />
    ),
  };
}
