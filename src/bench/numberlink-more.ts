/**
 * The other sections of the Numberlink benchmark: the Nikoli rule's clean
 * stop at the node budget, the 50×50 boards (counted without keeping the
 * diagram, with the figures of how far they got), and the paper's published
 * figures, printed as such.
 */
import type { NumberlinkRecord } from '../puzzles/numberlink/records';
import { runZdd, zddParams } from '../puzzles/numberlink/solve-zdd';
import type { NumberlinkBenchOptions } from './numberlink';
import type { LargeRow } from './numberlink-boards';
import { runReference, type ReferenceRun } from './numberlink-reference';
import { count, printTable, secs, type Cell } from './text-table';

/** Node budget of the Nikoli section: enough to show the growth, small enough to stop in seconds. */
const NIKOLI_NODES = 2_000_000;

export function benchNikoliStop(records: NumberlinkRecord[], o: NumberlinkBenchOptions): void {
  // The boards whose Nikoli count the data could not settle, largest first: where the diagram explodes.
  const boards = records
    .filter((r) => r.counts.nikoli === null && r.puzzle.width * r.puzzle.height <= 800)
    .sort((a, b) => b.puzzle.width * b.puzzle.height - a.puzzle.width * a.puzzle.height)
    .filter((r, k, all) => all.findIndex((x) => x.puzzle.width === r.puzzle.width && x.puzzle.height === r.puzzle.height) === k)
    .slice(0, 6);
  const maxNodes = Math.min(NIKOLI_NODES, o.maxNodes);
  const rows: Cell[][] = [];
  for (const r of boards) {
    process.stderr.write(`\rnikoli: ${r.id}`.padEnd(60));
    const run = runZdd(r.puzzle, zddParams({ rule: 'nikoli', 'max-nodes': maxNodes }, r.puzzle), { limitMs: 60_000 });
    const s = run.result.stats;
    const ref = o.c ? runReference(r.puzzle, 'nikoli', run.graph.orientation, maxNodes, 60_000) : null;
    rows.push([
      r.id,
      `${r.puzzle.width}×${r.puzzle.height}`,
      run.result.status,
      `${s.levelsDone}/${s.edges}`,
      count(s.nodes),
      count(s.maxWidth),
      ((s.diagramBytes + s.stateBytes) / 1e6).toFixed(0),
      secs(s.ms),
      ref ? `${refStop(ref)}, ${count(ref.nodes)} nodes, ${secs(ref.ms)} s` : '-',
    ]);
  }
  process.stderr.write('\r'.padEnd(61) + '\r');
  printTable(`Numberlink under the nikoli rule (cells may stay empty): a clean stop at the node budget (${count(maxNodes)} nodes)`, ['board', 'size', 'status', 'levels', 'nodes', 'widest', 'MB', 's', 'C reference'], rows, [
    'Boards whose Nikoli count the data could not settle (one per size, largest first). With empty cells allowed the frontier states multiply',
    '(a cell may be skipped, so far more partial paths stay alive); the build stops at the budget and reports how far it got.',
  ]);
}

export function benchLarge(records: NumberlinkRecord[], o: NumberlinkBenchOptions, withC: boolean): LargeRow[] {
  const boards = records.filter((r) => r.puzzle.width === 50 && r.puzzle.height === 50).slice(0, o.large === 'all' ? 11 : 2);
  const limitMs = o.large === 'all' ? 60_000 : 15_000;
  const rows: Cell[][] = [];
  const out: LargeRow[] = [];
  for (const r of boards) {
    process.stderr.write(`\r50×50: ${r.id}`.padEnd(60));
    // Counting only: two levels of states in memory, no diagram.
    const run = runZdd(r.puzzle, zddParams({ rule: 'fill-notouch', keep: false, 'max-nodes': o.maxNodes }, r.puzzle), { limitMs });
    const s = run.result.stats;
    const ref = withC ? runReference(r.puzzle, 'fill-notouch', run.graph.orientation, o.maxNodes, limitMs) : null;
    const widths = run.build.widths;
    out.push({ id: r.id, finished: run.count !== undefined, ms: s.ms });
    rows.push([
      r.id,
      run.result.status,
      run.count === undefined ? '-' : String(run.count),
      `${s.levelsDone}/${s.edges}`,
      count(s.nodes),
      count(s.maxWidth),
      growth(widths),
      (s.stateBytes / 1e6).toFixed(0),
      secs(s.ms),
      ref ? `${refStop(ref)}, ${count(ref.nodes)} nodes, widest ${count(ref.maxWidth)}, ${secs(ref.ms)} s` : '-',
    ]);
  }
  process.stderr.write('\r'.padEnd(61) + '\r');
  printTable(`Numberlink 50×50 boards under fill-notouch, counted without keeping the diagram (limit ${secs(limitMs)} s each)`, ['board', 'status', 'count', 'levels', 'nodes', 'widest', 'growth/edge', 'MB', 's', 'C reference'], rows, [
    'growth/edge = how much a level widened per edge over the last 40 levels built. The frontier of a 50-wide board holds 51',
    'cells and almost every cell is empty, so the first rows can be crossed in very many ways that die only rows later; the',
    'look-ahead cut, no-touch as pruning and counting with two levels in memory keep each node cheap but do not stop that growth.',
  ]);
  return out;
}

/** How the C reference ended: done, or stopped with its levels done (its widths end with the level it was filling). */
function refStop(ref: ReferenceRun): string {
  if (ref.status === 'done') return 'done';
  const why = ref.status === 'nodes' ? 'node budget' : ref.status;
  return `${why} after ${Math.max(0, ref.widths.length - 2)} levels`;
}

/** The mean factor by which the level widths grew per edge over the last 40 levels. */
function growth(widths: number[]): string {
  const to = widths.length - 1;
  const from = Math.max(0, to - 40);
  if (to <= from || widths[from] === 0) return '-';
  return `×${Math.pow(widths[to] / widths[from], 1 / (to - from)).toFixed(3)}`;
}

export function printPublished(): void {
  const rows: Cell[][] = [
    ['BN52', '10×10', '0.45', '1.520', '0.012', '3'],
    ['BN64', '10×10', '108.07', '1.704', '0.136', '11'],
    ['BN72', '10×10', '276.07', '1.388', '0.012', '4'],
    ['BN79', '10×10', '15,117.47', '1.496', '0.220', '37'],
    ['BN85', '20×15', '> 100,000', '7,213.079', '862.518', '43,846'],
    ['BN99', '20×15', '> 100,000', '14.097', '1,658.772', '67,094'],
    ['C88', '20×36', '> 100,000', '> 100,000', '-', '-'],
  ];
  printTable('Numberlink, published (Yoshinaka et al. 2012): all solutions under fill, their C++ program with -O3', ['instance', 'size', 'CPLEX s', 'Sugar s', 'ZDD s', 'ZDD MB'], rows, [
    'Source: Yoshinaka, Saitoh, Kawahara, Tsuruma, Iwashita, Minato, "Finding All Solutions and Instances of Numberlink and',
    'Slitherlink by ZDDs", Algorithms 5(2), 2012 — measured on their machine; the instances are Nikoli book puzzles that are not',
    'public, so none of them is in tests/data/numberlink/ and no ratio against these figures is printed.',
  ]);
}
