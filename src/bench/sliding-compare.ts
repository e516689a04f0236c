/**
 * TypeScript against the C reference on Korf's 100, from the same run:
 * first the check that both ran the same search (equal node counts and
 * lengths on every instance; the benchmark fails loudly otherwise), then the
 * ratio TS / C in CPU and in wall time for the whole set, the worst
 * instance and the table build — per round and as the median over rounds.
 */
import type { Run } from './sliding-runs';
import type { ReferenceRun } from './sliding-reference';
import { printTable, secs, type Cell } from './text-table';
import { median, ratio, type Timing } from './sliding-timing';

/** One round of the TypeScript side: the 6-6-3 build, then every instance. */
export interface TsRound {
  build: Timing;
  runs: Run[];
}

/** Where the two sides did not run the same search (empty when they did). */
export function searchDifferences(ts: Run[], c: ReferenceRun): string[] {
  const byId = new Map(c.solves.map((s) => [s.id, s]));
  const out: string[] = [];
  for (const run of ts) {
    const ref = byId.get(run.id);
    if (!ref) out.push(`#${run.id}: missing from the C output`);
    else if (ref.nodes !== run.nodes || ref.length !== run.length) {
      out.push(`#${run.id}: TypeScript ${run.nodes} nodes, ${run.length} moves; C ${ref.nodes} nodes, ${ref.length} moves`);
    } else if (ref.moves.join(',') !== run.moves.join(',')) out.push(`#${run.id}: same length, different moves`);
  }
  if (c.solves.length !== ts.length) out.push(`C solved ${c.solves.length} instances, TypeScript ${ts.length}`);
  return out;
}

interface Measures {
  total: Timing;
  worst: Timing & { id: number };
  build: Timing;
}

function measures(build: Timing, runs: readonly (Timing & { id: number })[]): Measures {
  const sum = (key: keyof Timing) => runs.reduce((a, r) => a + r[key], 0);
  const worst = runs.reduce((a, r) => (r.cpuMs > a.cpuMs ? r : a), runs[0]);
  return { total: { cpuMs: sum('cpuMs'), wallMs: sum('wallMs') }, worst, build };
}

const ROWS = ['total, 100 instances', 'worst instance', 'table build (6-6-3)'] as const;

function pick(m: Measures, row: number): Timing {
  return row === 0 ? m.total : row === 1 ? m.worst : m.build;
}

/** Prints the comparison; throws when the two sides did not run the same search. */
export function printComparison(ts: TsRound[], c: ReferenceRun[], compiler: string, source: string): void {
  const problems = c.flatMap((run, r) => searchDifferences(ts[r].runs, run).map((p) => `round ${r + 1}: ${p}`));
  if (problems.length) {
    throw new Error(
      `the C reference and the TypeScript did not run the same search:\n  ${problems.slice(0, 20).join('\n  ')}`,
    );
  }
  const tsM = ts.map((r) => measures(r.build, r.runs));
  const cM = c.map((r) => measures(r.build, r.solves));
  const rows: Cell[][] = ROWS.map((label, row) => {
    const mid = (side: Measures[], key: keyof Timing) => median(side.map((m) => pick(m, row)[key]));
    const name = row === 1 ? `${label} (#${tsM[0].worst.id} TS, #${cM[0].worst.id} C)` : label;
    return [
      name,
      secs(mid(tsM, 'cpuMs')),
      secs(mid(cM, 'cpuMs')),
      ratio(mid(tsM, 'cpuMs'), mid(cM, 'cpuMs')),
      secs(mid(tsM, 'wallMs')),
      secs(mid(cM, 'wallMs')),
      ratio(mid(tsM, 'wallMs'), mid(cM, 'wallMs')),
    ];
  });
  const perRound = ROWS.map(
    (label, row) =>
      `${label}: CPU ${tsM.map((m, r) => ratio(pick(m, row).cpuMs, pick(cM[r], row).cpuMs)).join(' ')}; ` +
      `wall ${tsM.map((m, r) => ratio(pick(m, row).wallMs, pick(cM[r], row).wallMs)).join(' ')}`,
  );
  const totalCpu = median(tsM.map((m) => m.total.cpuMs)) / median(cM.map((m) => m.total.cpuMs));
  printTable(
    `TypeScript vs the C reference (${source}, ${compiler}, -O2), Korf's 100, median of ${ts.length} round${ts.length > 1 ? 's' : ''}`,
    ['measure', 'TS CPU s', 'C CPU s', 'TS/C CPU', 'TS wall s', 'C wall s', 'TS/C wall'],
    rows,
    [
      `same search: node counts, lengths and moves equal on all ${ts[0].runs.length} instances in every round.`,
      `goal TS/C CPU on the total ≤ 1.5×: ${totalCpu <= 1.5 ? 'met' : 'NOT met'} (${totalCpu.toFixed(2)}×).`,
      'per round (TS/C):',
      ...perRound.map((line) => `  ${line}`),
      'Both sides measured in this run, alternating; CPU time is of the whole process (for TypeScript',
      'this includes the garbage collector and compiler threads). Wall time also counts waiting for a core.',
    ],
  );
}
