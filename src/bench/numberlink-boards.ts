/**
 * The board tables of the Numberlink benchmark: every public board up to
 * 40×20 under one rule, the TypeScript ZDD beside the C reference (same edge
 * order, so the same node counts), the count against the data's, and the
 * goals at the end.
 */
import { isCanonical, type NumberlinkRule } from '../puzzles/numberlink/puzzle';
import type { NumberlinkRecord } from '../puzzles/numberlink/records';
import { runZdd, zddParams } from '../puzzles/numberlink/solve-zdd';
import type { NumberlinkBenchOptions } from './numberlink';
import { runReference } from './numberlink-reference';
import { count, printTable, secs, type Cell } from './text-table';

export interface BoardRow {
  id: string;
  cells: number;
  rule: NumberlinkRule;
  status: string;
  /** Whole solve, wall clock and this process's CPU. */
  ms: number;
  cpuMs: number;
  nodes: number;
  count: bigint | null;
  expected: bigint | null;
  /** C reference: its time, and whether its node count equals ours. */
  cMs: number | null;
  cSame: boolean | null;
  /** Our build + count time over the C reference's (the same work). */
  ratio: number | null;
  /** Bytes of the diagram's arrays (capacity) and, at the peak, of the two live levels of states. */
  diagramBytes: number;
  stateBytes: number;
}

/** Boards this large get a row of their own (smaller ones are summed up in one line). */
const ROW_CELLS = 300;

export function benchBoards(records: NumberlinkRecord[], rule: NumberlinkRule, o: NumberlinkBenchOptions, withC: boolean, ofAll: number): BoardRow[] {
  const out: BoardRow[] = [];
  const table: Cell[][] = [];
  records.forEach((r, k) => {
    process.stderr.write(`\r${rule}: ${k + 1}/${records.length} ${r.id}`.padEnd(60));
    const p = r.puzzle;
    const cpu0 = process.cpuUsage();
    const run = runZdd(p, zddParams({ rule, 'max-nodes': o.maxNodes }, p), { limitMs: o.limitMs });
    const used = process.cpuUsage(cpu0);
    const s = run.result.stats;
    // The C reference runs where ours finished: racing it into the same time-out would say nothing.
    // The C reference has no canonical conventions (their patterns live in mate-canonical.ts only).
    const ref = withC && !isCanonical(rule) && run.count !== undefined ? runReference(p, rule, run.graph.orientation, o.maxNodes, o.limitMs) : null;
    const refDone = ref?.status === 'done';
    const ours = (s.buildMs ?? 0) + (s.countMs ?? 0);
    const row: BoardRow = {
      id: r.id,
      cells: p.width * p.height,
      rule,
      status: run.result.status,
      ms: s.ms ?? 0,
      cpuMs: (used.user + used.system) / 1000,
      nodes: s.nodes,
      count: run.count ?? null,
      expected: r.counts[rule],
      cMs: ref ? ref.ms : null,
      cSame: ref && refDone && run.count !== undefined ? ref.nodes === s.nodes && ref.count === String(run.count) : null,
      ratio: ref && refDone && run.count !== undefined ? ours / Math.max(ref.ms, 0.5) : null,
      diagramBytes: s.diagramBytes ?? 0,
      stateBytes: s.stateBytes ?? 0,
    };
    out.push(row);
    if (o.rows === 'all' || row.cells >= ROW_CELLS) {
      const agree = row.expected === null || row.count === null ? '?' : row.expected === row.count ? '=' : '≠';
      table.push([
        r.id,
        `${p.width}×${p.height}`,
        row.status,
        row.count === null ? `${s.levelsDone}/${s.edges} lv` : String(row.count),
        row.expected === null ? '?' : String(row.expected),
        agree,
        count(s.nodes),
        count(s.maxWidth),
        s.reducedNodes === undefined ? '-' : count(s.reducedNodes),
        ((s.diagramBytes + s.stateBytes) / 1e6).toFixed(1),
        secs(row.ms),
        secs(row.cpuMs),
        ref ? `${secs(ref.ms)}${refDone ? '' : ` ${ref.status}`}` : '-',
        row.cSame === null ? '-' : row.cSame ? 'same' : 'DIFFERENT',
        row.ratio === null ? '-' : `${row.ratio.toFixed(1)}×`,
      ]);
    }
  });
  process.stderr.write('\r'.padEnd(61) + '\r');
  const small = out.filter((row) => row.cells < ROW_CELLS);
  const notes = [
    `count = under the ${rule} rule (levels done / all when stopped); data = the data's count (TdZdd's ddnumlin; ? = not known); MB = the diagram's and the two live levels' arrays;`,
    `s = whole solve (corner probe, build, count, reduce, first solution), wall clock; cpu = this process's CPU time; C = the C reference's build + count with our edge order;`,
    `C nodes "same" = equal node count and count; TS/C = our build + count time over the C reference's.`,
  ];
  if (o.rows === 'large' && small.length > 0) {
    notes.push(
      `${small.length} boards under ${ROW_CELLS} cells not listed: slowest ${secs(Math.max(...small.map((x) => x.ms)))} s, ` +
        `${small.filter((x) => x.status === 'timeout').length} stopped, counts ${summaryAgree(small)}, C ${summaryC(small)}.`,
    );
  }
  const which = records.length === ofAll ? 'every board up to 40×20' : `the ${records.length} boards up to 40×20 (of ${ofAll}) whose ${rule} count the data knows`;
  printTable(`Numberlink under the ${rule} rule: ${which} (limit ${secs(o.limitMs)} s, ${count(o.maxNodes)} nodes)`, ['board', 'size', 'status', 'count', 'data', '', 'nodes', 'widest', 'reduced', 'MB', 's', 'cpu', 'C s', 'C nodes', 'TS/C'], table, notes);
  return out;
}

function summaryAgree(rows: BoardRow[]): string {
  const known = rows.filter((r) => r.expected !== null && r.count !== null);
  const wrong = known.filter((r) => r.expected !== r.count);
  return `${known.length - wrong.length}/${known.length} equal to the data's${wrong.length ? ` (DIFFERENT: ${wrong.map((r) => r.id).join(', ')})` : ''}`;
}

function summaryC(rows: BoardRow[]): string {
  const compared = rows.filter((r) => r.cSame !== null);
  if (compared.length === 0) return 'not run';
  // Ratios only where the C reference ran long enough to time (≥ 20 ms): below that, start-up and JIT warm-up dominate.
  const timed = compared.filter((r) => (r.cMs ?? 0) >= 20);
  const ratios = timed.map((r) => r.ratio!).sort((a, b) => a - b);
  const ratio = ratios.length ? `, TS/C median ${ratios[Math.floor(ratios.length / 2)].toFixed(1)}× (max ${ratios[ratios.length - 1].toFixed(1)}×) over the ${ratios.length} boards where C took ≥ 20 ms` : '';
  return `same nodes and count on ${compared.filter((r) => r.cSame).length}/${compared.length}${ratio}`;
}

export interface LargeRow {
  id: string;
  finished: boolean;
  ms: number;
}

export function printGoals(rows: BoardRow[], large: LargeRow[], o: NumberlinkBenchOptions, ofAll: number): void {
  const lines: string[] = [];
  const goal = 1500;
  for (const rule of o.rules) {
    const mine = rows.filter((r) => r.rule === rule);
    if (mine.length === 0) continue;
    const within = mine.filter((r) => r.status !== 'timeout' && r.ms <= goal);
    const slowest = mine.reduce((a, b) => (b.ms > a.ms ? b : a), mine[0]);
    const over = mine.filter((r) => !(r.status !== 'timeout' && r.ms <= goal));
    lines.push(
      `${rule}: ${within.length}/${mine.length} boards solved and counted within ${secs(goal)} s (wall) ${within.length === mine.length ? 'MET' : 'NOT MET'}; ` +
        `slowest ${slowest.id} ${secs(slowest.ms)} s${over.length ? `; over: ${over.length} (${over.slice(0, 8).map((r) => r.id).join(', ')}${over.length > 8 ? ', …' : ''})` : ''}`,
    );
    // On a loaded machine the wall clock also counts time this process waited for a core; its own CPU time does not.
    const cpuWithin = mine.filter((r) => r.status !== 'timeout' && r.cpuMs <= goal);
    lines.push(`   in this process's CPU time: ${cpuWithin.length}/${mine.length} within ${secs(goal)} s`);
    lines.push(`   counts ${summaryAgree(mine)}; C ${summaryC(mine)}`);
    if (mine.length < ofAll) {
      lines.push(`   the other ${ofAll - mine.length} boards up to 40×20 were not run: the data has no ${rule} count for them (TdZdd did not finish within 10 s); --all-boards runs them`);
    }
  }
  const kept = rows.filter((r) => r.count !== null && r.nodes >= 100_000);
  if (kept.length > 0) {
    const perNode = kept.map((r) => r.diagramBytes / r.nodes).sort((a, b) => a - b);
    const biggest = kept.reduce((a, b) => (b.nodes > a.nodes ? b : a), kept[0]);
    lines.push(
      `memory: a node is two 32-bit children, 8 bytes; with the arrays' room to grow, ${perNode[0].toFixed(1)}–${perNode[perNode.length - 1].toFixed(1)} bytes per node were allocated ` +
        `on the ${kept.length} diagrams of 100,000 nodes and more; the largest, ${biggest.id} under ${biggest.rule} (${count(biggest.nodes)} nodes), ` +
        `held ${(biggest.diagramBytes / 1e6).toFixed(1)} MB of diagram and ${(biggest.stateBytes / 1e6).toFixed(1)} MB of live states at the peak`,
    );
  }
  if (large.length > 0) {
    const done = large.filter((r) => r.finished);
    lines.push(`50×50 boards within 60 s: ${done.length}/${large.length} ${done.length === large.length && o.large === 'all' ? 'MET' : 'NOT MET'} (see the 50×50 section for how far each got)`);
  }
  process.stdout.write(`\n== Numberlink goals\n${lines.join('\n')}\n`);
}
