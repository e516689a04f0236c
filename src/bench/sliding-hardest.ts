/**
 * Benchmark sections that need the strong tables or run long: the 17
 * positions 80 moves from the goal with 7-8 + mirror, the cached tables
 * themselves, and the full 8-puzzle check.
 */
import { checkAll8Puzzle } from '../puzzles/sliding/eight-puzzle/check';
import type { Heuristic } from '../puzzles/sliding/heuristics/heuristic';
import { loadOrBuildStrongTablesReport, type StrongLoadReport } from '../puzzles/sliding/pdb/cache-node';
import type { Instance } from './sliding-data';
import { nodesPerSecond, solveTimed, summarize, type Summary } from './sliding-runs';
import { count, note, printTable, secs } from './text-table';

/** Loads (or builds once, with progress on stderr) the 7-8 tables and prints where they came from. */
export async function loadStrong(cacheDir: string, rebuild = false): Promise<StrongLoadReport> {
  let shown = -1;
  const report = await loadOrBuildStrongTablesReport(
    cacheDir,
    (fraction, label) => {
      const pct = Math.floor(fraction * 100);
      if (pct !== shown) {
        shown = pct;
        process.stderr.write(`\r${label}: ${pct}%\x1b[K`);
      }
    },
    { rebuild },
  );
  if (shown >= 0) process.stderr.write('\n');
  printTable(
    `Strong tables (7-8 partition + mirror), cache ${cacheDir}`,
    ['pattern', 'source', 'seconds', 'entries', 'states (placement, region)', 'max'],
    report.sources.map((s, i) => [
      `{${s.tiles.join(',')}}`,
      s.source === 'built' ? 'built now' : 'loaded from cache',
      secs(s.ms),
      count(report.tables[i].values.length),
      count(report.tables[i].states),
      report.tables[i].maxValue,
    ]),
    ['Built once per machine (about 1 GB of memory while building), then read from disk.'],
  );
  return report;
}

export function benchHardest(instances: Instance[], strong: Heuristic, lesson: Heuristic, limitMs: number): Summary {
  const runs = instances.map((inst) => {
    note(`hardest #${inst.id} with ${strong.name} …`);
    const run = solveTimed(inst, strong, false, limitMs);
    lesson.init(Uint8Array.from(inst.tiles));
    return { run, lessonH0: lesson.value() };
  });
  printTable(
    `Positions 80 moves from the goal (${instances.length} of the 17), IDA* with ${strong.name}`,
    ['id', 'optimal', 'found', 'ok', 'h0', 'h0 6-6-3+mirror', 'nodes', 'CPU s', 'wall s'],
    runs.map(({ run, lessonH0 }) => [
      run.id,
      run.optimal,
      run.length ?? run.status,
      run.length === run.optimal ? 'yes' : 'NO',
      run.h0,
      lessonH0,
      count(run.nodes),
      secs(run.cpuMs),
      secs(run.wallMs),
    ]),
  );
  const s = summarize(
    strong.name,
    runs.map((r) => r.run),
  );
  const speed = nodesPerSecond(s);
  printTable(
    `Hardest-80 totals, ${strong.name}`,
    ['measure', 'value'],
    [
      ['proven optimal (80 moves)', `${s.optimal} / ${s.instances}`],
      ['total CPU seconds', secs(s.cpuMs)],
      ['total wall seconds', secs(s.wallMs)],
      [`worst (#${s.worst.id}): CPU s`, secs(s.worst.cpuMs)],
      ['average nodes generated', count(s.nodes / s.instances)],
      ['nodes per CPU second', speed.cpu],
      ['nodes per wall second', speed.wall],
    ],
    [
      `goal ≥ 10,000,000 nodes per second: ${s.nodes / (s.cpuMs / 1000) >= 1e7 ? 'met' : 'NOT met'} (CPU); per-position limit ${secs(limitMs)} s.`,
      'Each node reads the 519 MB and the 58 MB table once each (board and mirror): mostly cache misses.',
    ],
  );
  return s;
}

export function benchEightPuzzle(): void {
  note('full 8-puzzle check …');
  const check = checkAll8Puzzle();
  printTable(
    'Full 8-puzzle check: IDA* (Manhattan + linear conflicts) vs breadth-first distances',
    ['measure', 'value'],
    [
      ['positions', count(check.positions)],
      ['mismatches', count(check.mismatches)],
      ['nodes generated', count(check.nodes ?? 0)],
      ['seconds (BFS + all IDA* runs)', secs(check.ms)],
    ],
  );
}
