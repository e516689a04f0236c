/**
 * Two more tables of the Akari benchmark:
 * - open boards: an empty 60×60, an empty 100×100 and a 100×100 with 2 %
 *   random clues (seeded), solved with the default method — how long, and
 *   what the method, the trials and the search each did; goal: each ≤ 2 s;
 * - time limits: each method on a board it cannot finish quickly, under a
 *   100 ms and a 1 s limit — how far past the limit it stopped; goal: at
 *   most 10 % + 50 ms.
 * Times are wall-clock, measured here in this run.
 */
import { seededRandom } from '../core/random';
import type { AkariPuzzle } from '../puzzles/akari/puzzle';
import { checkAkari } from '../puzzles/akari/rules';
import { attemptAkari } from '../puzzles/akari/solve-engine';
import type { EngineMethod } from '../inequalities/solve';

const empty = (n: number): AkariPuzzle => ({ width: n, height: n, rows: Array.from({ length: n }, () => '.'.repeat(n)) });

/** A 100×100 board with about 2 % black cells, half of them 0 clues (so it has a solution), from a fixed seed. */
function sparseClues(n: number, seed: number): AkariPuzzle {
  const random = seededRandom(seed);
  const rows = Array.from({ length: n }, () => Array.from({ length: n }, () => (random() < 0.02 ? (random() < 0.5 ? '#' : '0') : '.')).join(''));
  return { width: n, height: n, rows };
}

export const OPEN_BOARDS: { id: string; puzzle: AkariPuzzle }[] = [
  { id: 'empty 60×60', puzzle: empty(60) },
  { id: 'empty 100×100', puzzle: empty(100) },
  { id: '100×100, 2% clues (seed 7)', puzzle: sparseClues(100, 7) },
];

const secs = (ms: number): string => (ms / 1000).toFixed(3);
const count = (x: number): string => Math.round(x).toLocaleString('en-US');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((r) => r[c].length)));
  const line = (r: string[]) => r.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The open boards with the default method; returns the lines of its goal. */
export function benchOpenBoards(runs: number): string[] {
  const rows: string[][] = [];
  let slowest = { id: '', ms: 0 };
  let wrong = 0;
  for (const { id, puzzle } of OPEN_BOARDS) {
    process.stderr.write(`akari: ${id}\n`);
    let best = Infinity;
    let last: ReturnType<typeof attemptAkari> | null = null;
    for (let k = 0; k < runs; k++) {
      const started = performance.now();
      last = attemptAkari(puzzle, 'selective', { budget: { limitMs: 600_000 } });
      best = Math.min(best, performance.now() - started);
    }
    const { result, engine } = last!;
    const ok = result.status === 'solved' && result.solution && checkAkari(puzzle, result.solution).ok;
    if (!ok) wrong++;
    if (best > slowest.ms) slowest = { id, ms: best };
    const m = engine?.methodStats;
    rows.push([
      id,
      result.status,
      count(puzzle.width * puzzle.height),
      engine ? count(engine.undecidedAfterMethod) : '–',
      m ? count(m.rounds) : '–',
      m ? count(m.sumsBuilt) : '–',
      m ? count(m.pairsTried) : '–',
      m ? count(m.chainProbes) : '–',
      engine ? count(engine.stats.trials) : '–',
      engine ? count(engine.stats.searchNodes) : '–',
      secs(best),
      ok ? 'ok' : 'WRONG',
    ]);
  }
  process.stdout.write(`\n== Akari on open boards (default method, best of ${runs})\n`);
  process.stdout.write(table(['board', 'status', 'cells', 'open after method', 'rounds', 'built', 'weighed', 'look-aheads', 'trials', 'search', 's', 'check'], rows) + '\n');
  process.stdout.write('  open after method = cells the method left to the trials and the search; look-aheads = chain-sum look-aheads the method made.\n');
  if (wrong > 0) process.exitCode = 1;
  return [`5. every open board ≤ 2 s with the default method: slowest ${slowest.id} ${secs(slowest.ms)} s${slowest.ms <= 2000 && wrong === 0 ? ' MET' : ' NOT MET'}`];
}

/** Each method under a 100 ms and a 1 s limit on a board it cannot finish quickly; returns the lines of its goal. */
export function benchLimits(): string[] {
  const board = OPEN_BOARDS[1];
  const rows: string[][] = [];
  let worst = { label: '', over: -Infinity, allowed: 0 };
  let met = true;
  for (const method of ['force', 'pairs', 'selective'] as EngineMethod[]) {
    for (const limitMs of [100, 1000]) {
      process.stderr.write(`akari: ${method} under ${limitMs} ms\n`);
      const started = performance.now();
      const { result } = attemptAkari(board.puzzle, method, { budget: { limitMs } });
      const ms = performance.now() - started;
      const allowed = 0.1 * limitMs + 50;
      const over = ms - limitMs;
      const stopped = result.status === 'timeout';
      if (stopped && over - allowed > worst.over - worst.allowed) worst = { label: `${method} ${limitMs} ms`, over, allowed };
      if (stopped && over > allowed) met = false;
      rows.push([method, `${limitMs} ms`, stopped ? 'stopped' : `finished (${result.status})`, Math.round(ms).toString(), stopped ? Math.round(over).toString() : '–', Math.round(allowed).toString()]);
    }
  }
  process.stdout.write(`\n== Akari time limits (${board.id}; the clock starts before the model is built)\n`);
  process.stdout.write(table(['method', 'limit', 'outcome', 'ms', 'over', 'allowed'], rows) + '\n');
  process.stdout.write('  over = wall time past the limit; allowed = 10 % of the limit + 50 ms.\n');
  return [
    `6. every method stops within its limit + 10 % + 50 ms: worst ${worst.label || '(none stopped)'}${worst.label ? `, ${Math.round(worst.over)} ms over (${Math.round(worst.allowed)} allowed)` : ''}${met ? ' MET' : ' NOT MET'}`,
  ];
}
