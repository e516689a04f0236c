/**
 * Benchmark sections for the pattern-database builds: the lesson's 6-6-3
 * tables in Node and in Chromium (goal ≤ 2 s each), and the cached strong
 * 7-8 tables.
 */
import { buildPatternDb } from '../puzzles/sliding/pdb/build';
import { PDB663_PATTERNS } from '../puzzles/sliding/heuristics/pdb';
import { timePdb663InChromium } from './sliding-chromium';
import { count, printTable, secs, type Cell } from './text-table';
import { median } from './sliding-timing';

const patternLabel = (p: readonly number[]) => `{${p.join(',')}}`;

/** Rows "run i: ms per table, total", then min and median totals. */
function timingRows(runs: number[][]): { rows: Cell[][]; best: number; middle: number } {
  const totals = runs.map((r) => r.reduce((a, b) => a + b, 0));
  const rows: Cell[][] = runs.map((r, i) => [`run ${i + 1}`, ...r.map(secs), secs(totals[i])]);
  const best = Math.min(...totals);
  const middle = median(totals);
  rows.push(['min', ...PDB663_PATTERNS.map((_, t) => secs(Math.min(...runs.map((r) => r[t])))), secs(best)]);
  rows.push(['median', ...PDB663_PATTERNS.map((_, t) => secs(median(runs.map((r) => r[t])))), secs(middle)]);
  return { rows, best, middle };
}

const header = ['', ...PDB663_PATTERNS.map((p) => `${patternLabel(p)} s`), 'all three s'];

export function benchPdbNode(runs: number): void {
  const times: number[][] = [];
  const facts: Cell[][] = [];
  for (let r = 0; r < runs; r++) {
    times.push(
      PDB663_PATTERNS.map((p) => {
        const started = performance.now();
        const db = buildPatternDb(p, { layout: 'sparse' });
        const ms = performance.now() - started;
        if (r === 0) {
          const placements = db.values.reduce((n, v) => (v !== 255 ? n + 1 : n), 0);
          facts.push([patternLabel(p), count(placements), count(db.states), db.maxValue, count(db.values.length)]);
        }
        return ms;
      }),
    );
  }
  const { rows, best, middle } = timingRows(times);
  printTable(`PDB build, 6-6-3, Node ${process.version} (${runs} runs)`, header, rows, [
    `goal ≤ 2 s for all three: ${best <= 2000 ? 'met' : 'NOT met'} (min ${secs(best)} s, median ${secs(middle)} s);`,
    'the same construction in C is timed in the Korf section (table build), in the same run.',
    'Construction: BFS over (occupancy mask, free region of the blank, tile order), one bit per',
    'state; horizontal moves shift whole 32-bit words, vertical moves go through a rank-rotation table.',
  ]);
  printTable(
    'PDB tables, 6-6-3',
    ['pattern', 'placements', 'states (placement, region)', 'max', 'bytes (sparse 16^k)'],
    facts,
  );
}

export async function benchPdbChromium(runs: number): Promise<void> {
  const result = await timePdb663InChromium(runs);
  if (!result) {
    process.stdout.write('\n== PDB build, 6-6-3, Chromium\nskipped: no chromium\n');
    return;
  }
  const version = /HeadlessChrome\/([\d.]+)/.exec(result.userAgent)?.[1] ?? result.userAgent;
  for (const { label: where, runs: runsMs } of result.timings) {
    const { rows, best, middle } = timingRows(runsMs);
    printTable(`PDB build, 6-6-3, Chromium ${version}, ${where} (${runs} runs)`, header, rows, [
      `goal ≤ 2 s for all three: ${best <= 2000 ? 'met' : 'NOT met'} (min ${secs(best)} s, median ${secs(middle)} s)`,
    ]);
  }
}
