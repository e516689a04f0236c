/**
 * "The default answers every public board": each genre's public boards
 * (tests/data/<genre>/) through `puzzle solve <genre>` with nothing but the
 * input — the default method, its default options and the genre's default
 * time limit — as a user runs it, in one process. A board is a miss when its
 * answer has no solution (timeout without a fallback, unsolvable, invalid);
 * every solution the command prints has passed the genre's rules check
 * there, or the command exits 3, which is reported here too. A board the
 * data knows to have no solution under the default rules, answered
 * `unsolvable`, is right, and is listed apart. Each genre's
 * benchmark ends with this list; it should be empty.
 */
import type { GenreName } from '../puzzles/types';
import { loadGenre } from '../puzzles';
import { runCli } from './cli-process';

export interface PublicBoard {
  id: string;
  /** The parsed puzzle, printed by the genre for the command's input. */
  puzzle: unknown;
  /**
   * Why the board has no solution under the command's default rules, where the data knows it has none (a counting
   * example, not a puzzle): then `unsolvable` is the right answer, listed apart, not a miss.
   */
  noSolution?: string;
  /**
   * Where the board is not a public puzzle but one generated for stress tests (its folder's PROVENANCE.md says so): a
   * miss there is listed apart, under this note, so the list of public misses stays about public boards and the
   * generated ones are still not forgotten.
   */
  generated?: string;
}

export interface DefaultMiss {
  id: string;
  status: string;
  reason: string;
}

/** The goal of a board run alone (`perBoard`): its answer within a second of CPU, the whole process. */
const GOAL_CPU_MS = 1000;

/**
 * Runs the boards through the command's defaults; returns the misses (also printed, with a heading, on stdout).
 * With `perBoard`, each board is its own process, as a reader pastes one, and a row per board says its answer's
 * status, its count where the record has one, and the whole process's CPU and wall time; then the boards over a
 * second of CPU.
 */
export async function printDefaultMisses(name: GenreName, boards: readonly PublicBoard[], perBoard = false): Promise<DefaultMiss[]> {
  const genre = await loadGenre(name);
  process.stderr.write(`${name}: ${boards.length} public boards through \`puzzle solve ${name}\` with its defaults\n`);
  const started = Date.now();
  const misses: DefaultMiss[] = [];
  const rightlyUnsolvable: string[] = [];
  const generatedMisses: string[] = [];
  const records: Record<string, unknown>[] = [];
  const texts = boards.map((b) => ({ ...b, text: genre.print(b.puzzle) }));
  const times: BoardTime[] = [];
  // Row by row as the boards finish, so a long run shows how far it got.
  if (perBoard)
    process.stdout.write(
      `\n== ${name}: each public board alone through \`puzzle solve ${name}\` (whole process: start-up, solve, rules check, output)\n  board  status  count  cpu s  wall s\n`,
    );
  for (const chunk of perBoard ? texts.map((b) => [b]) : chunks(texts)) {
    if (perBoard) process.stderr.write(`${chunk[0].id}…\r`);
    // A blank line ends a board in every genre's text format, so the boards are read one by one.
    const run = await runCli(['solve', name], chunk.map((b) => b.text).join('\n\n') + '\n');
    if (perBoard) {
      times.push({ id: chunk[0].id, cpuMs: run.cpuMs, wallMs: run.wallMs });
      process.stdout.write(boardRow(chunk[0].id, run.records[0], run.cpuMs, run.wallMs));
    }
    if (run.records.length !== chunk.length || (run.exitCode !== 0 && run.exitCode !== 1)) {
      const where = `${chunk[0].id} … ${chunk[chunk.length - 1].id}`;
      misses.push({
        id: where,
        status: `exit ${run.exitCode}`,
        reason: `${run.records.length} answers for ${chunk.length} boards; ${run.stderr.slice(0, 300)}`,
      });
    }
    run.records.forEach((record, k) => {
      records.push(record);
      if (k >= chunk.length || record.solution !== null) return;
      if (record.status === 'unsolvable' && chunk[k].noSolution) {
        rightlyUnsolvable.push(`  ${chunk[k].id}: unsolvable, as it should be (${chunk[k].noSolution})\n`);
        return;
      }
      const miss = {
        id: chunk[k].id,
        status: String(record.status),
        reason: String(record.reason ?? (record.error as { message?: string } | undefined)?.message ?? ''),
      };
      if (chunk[k].generated) generatedMisses.push(`  ${miss.id}: ${miss.status} (${chunk[k].generated})\n`);
      else misses.push(miss);
    });
  }
  if (perBoard) printOverGoal(name, times);
  const method = String(records[0]?.method ?? '?');
  const by = new Map<string, number>();
  for (const r of records) if (typeof r.by === 'string') by.set(r.by, (by.get(r.by) ?? 0) + 1);
  const byWords = by.size ? `; answered by ${[...by].map(([m, n]) => `${m} ${n}`).join(', ')}` : '';
  process.stdout.write(
    `\n== ${name}: public boards whose default answer is not a solution (\`puzzle solve ${name}\`, method ${method}, ` +
      `default limit ${genre.defaultLimitMs / 1000} s per board; ${boards.length} boards in ${((Date.now() - started) / 1000).toFixed(1)} s${byWords})\n`,
  );
  process.stdout.write(misses.length === 0 ? '  none\n' : misses.map((m) => `  ${m.id}: ${m.status}${m.reason ? ` (${m.reason})` : ''}\n`).join(''));
  const generated = boards.filter((b) => b.generated).length;
  if (generated > 0)
    process.stdout.write(
      `\n== ${name}: generated stress boards (not public puzzles) whose default answer is not a solution: ${generatedMisses.length} of ${generated}\n${generatedMisses.join('')}`,
    );
  if (rightlyUnsolvable.length > 0)
    process.stdout.write(`\n== ${name}: public boards with no solution under the default rules, answered so (not misses)\n${rightlyUnsolvable.join('')}`);
  return misses;
}

interface BoardTime {
  id: string;
  cpuMs: number;
  wallMs: number;
}

/** One board's line: its answer's status, its count where the record has one (exact, or "≥ n"), CPU and wall seconds. */
function boardRow(id: string, r: Record<string, unknown> | undefined, cpuMs: number, wallMs: number): string {
  const count = r?.count !== undefined && r.count !== null ? String(r.count) : r?.countAtLeast !== undefined ? `≥ ${String(r.countAtLeast)}` : '-';
  return `  ${id}  ${String(r?.status ?? '?')}  ${count}  ${(cpuMs / 1000).toFixed(2)}  ${(wallMs / 1000).toFixed(2)}\n`;
}

function printOverGoal(name: string, times: BoardTime[]): void {
  const over = times.filter((t) => !(t.cpuMs <= GOAL_CPU_MS));
  const cpus = times.map((t) => t.cpuMs).sort((a, b) => a - b);
  process.stdout.write(
    `\n== ${name}: public boards over ${GOAL_CPU_MS / 1000} s of CPU (median ${(cpus[Math.floor(cpus.length / 2)] / 1000).toFixed(2)} s, ` +
      `slowest ${(cpus[cpus.length - 1] / 1000).toFixed(2)} s; wall times on a shared machine count the other processes too)\n`,
  );
  process.stdout.write(over.length === 0 ? '  none\n' : over.map((t) => `  ${t.id}: ${(t.cpuMs / 1000).toFixed(2)} s of CPU\n`).join(''));
}

/** Inputs well under the command's 16 MiB cap on its input (Sudoku's 400×400 boards are about 0.6 MB each). */
const CHUNK_CHARS = 4 << 20;

function chunks<T extends { text: string }>(items: T[]): T[][] {
  const out: T[][] = [];
  let size = 0;
  for (const item of items) {
    if (out.length === 0 || size + item.text.length > CHUNK_CHARS) {
      out.push([]);
      size = 0;
    }
    out[out.length - 1].push(item);
    size += item.text.length + 2;
  }
  return out;
}
