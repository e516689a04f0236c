/**
 * The C reference of the Sudoku benchmark (bench/reference/dlx-sudoku.c):
 * our Algorithm X with dancing links written in C — the same matrix, the
 * same column choice, the same order of rows — so the 9×9 tables can say how
 * far our TypeScript DLX is from native code doing identical work, and what
 * a goal stated against another JavaScript solver means in native terms.
 *
 * Every board's node and update counts must equal ours (else the comparison
 * is void and the benchmark stops), and every answer goes through the rules
 * check.
 */
import { spawnSync } from 'node:child_process';
import type { SudokuPuzzle } from '../puzzles/sudoku/puzzle';
import { checkSudoku } from '../puzzles/sudoku/rules';
import { sudokuGenre } from '../puzzles/sudoku/genre';
import { gridRows } from '../puzzles/sudoku/run';
import { compileReference } from './c-reference';

export const DLX_REFERENCE_SOURCE = 'bench/reference/dlx-sudoku.c';

export interface DlxReferenceRun {
  compiler: string;
  boards: number;
  /** Building the matrices and searching, all boards (reading them is not timed). */
  cpuMs: number;
  wallMs: number;
  nodes: number;
  updates: number;
}

/**
 * Runs the reference `rounds` times on 9×9 boards (keeping the round with the
 * median CPU time), after checking its counts and answers against ours;
 * a sentence instead when there is no compiler.
 */
export function runDlxReference(boards: SudokuPuzzle[], count: number, rounds = 3): DlxReferenceRun | string {
  const compiled = compileReference(DLX_REFERENCE_SOURCE);
  if (!compiled.ok) return compiled.why;
  if (boards.some((p) => p.order !== 3)) throw new Error(`${DLX_REFERENCE_SOURCE} takes 9×9 boards only`);
  const input = boards.map((p) => Array.from(p.cells, (v) => (v === 0 ? '.' : String(v))).join('')).join('\n') + '\n';
  const runs: DlxReferenceRun[] = [];
  for (let round = 0; round < rounds; round++) {
    const r = spawnSync(compiled.program, [String(count)], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
    if (r.status !== 0) throw new Error(`${compiled.program} failed (exit ${r.status}):\n${r.stderr}`);
    const lines = r.stdout.trim().split('\n');
    const total = lines.pop()!.split(' ');
    if (total[0] !== 'total' || lines.length !== boards.length) throw new Error(`${compiled.program}: unexpected output`);
    let nodes = 0;
    let updates = 0;
    lines.forEach((line, k) => {
      const [, , n, u, found, grid] = line.split(' ');
      nodes += Number(n);
      updates += Number(u);
      if (round === 0) agree(boards[k], k, Number(n), Number(u), Number(found), grid, count);
    });
    runs.push({ compiler: compiled.compiler, boards: boards.length, cpuMs: Number(total[1]) * 1000, wallMs: Number(total[2]) * 1000, nodes, updates });
  }
  runs.sort((a, b) => a.cpuMs - b.cpuMs);
  return runs[Math.floor(runs.length / 2)];
}

/** Board k: the reference's counts must be ours, and its answer must keep the rules. */
function agree(p: SudokuPuzzle, k: number, nodes: number, updates: number, found: number, grid: string, count: number): void {
  const ours = sudokuGenre.methods.dlx.solve(p, { params: { count } });
  const oursFound = ours.stats.solutions ?? 0;
  if (ours.stats.nodes !== nodes || ours.stats.updates !== updates || oursFound !== found) {
    throw new Error(
      `${DLX_REFERENCE_SOURCE} does not do our search on board ${k + 1}: nodes ${nodes} vs ${ours.stats.nodes}, updates ${updates} vs ${ours.stats.updates}, solutions ${found} vs ${oursFound}`,
    );
  }
  if (found > 0) {
    const verdict = checkSudoku(p, gridRows(Array.from(grid, Number), p.size));
    if (!verdict.ok) throw new Error(`${DLX_REFERENCE_SOURCE} answered board ${k + 1} wrongly: ${verdict.message}`);
  }
}
