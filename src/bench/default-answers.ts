/**
 * "The default answers every public board": each genre's public boards
 * (tests/data/<genre>/) through `puzzle solve <genre>` with nothing but the
 * input — the default method, its default options and the genre's default
 * time limit — as a user runs it, in one process. A board is a miss when its
 * answer has no solution (timeout without a fallback, unsolvable, invalid);
 * every solution the command prints has passed the genre's rules check
 * there, or the command exits 3, which is reported here too. Each genre's
 * benchmark ends with this list; it should be empty.
 */
import type { GenreName } from '../puzzles/types';
import { loadGenre } from '../puzzles';
import { runCli } from './cli-process';

export interface PublicBoard {
  id: string;
  /** The parsed puzzle, printed by the genre for the command's input. */
  puzzle: unknown;
}

export interface DefaultMiss {
  id: string;
  status: string;
  reason: string;
}

/** Runs the boards through the command's defaults; returns the misses (also printed, with a heading, on stdout). */
export async function printDefaultMisses(name: GenreName, boards: readonly PublicBoard[]): Promise<DefaultMiss[]> {
  const genre = await loadGenre(name);
  process.stderr.write(`${name}: ${boards.length} public boards through \`puzzle solve ${name}\` with its defaults\n`);
  const started = Date.now();
  const misses: DefaultMiss[] = [];
  const records: Record<string, unknown>[] = [];
  for (const chunk of chunks(boards.map((b) => ({ ...b, text: genre.print(b.puzzle) })))) {
    // A blank line ends a board in every genre's text format, so the boards are read one by one.
    const run = await runCli(['solve', name], chunk.map((b) => b.text).join('\n\n') + '\n');
    if (run.records.length !== chunk.length || (run.exitCode !== 0 && run.exitCode !== 1)) {
      const where = `${chunk[0].id} … ${chunk[chunk.length - 1].id}`;
      misses.push({ id: where, status: `exit ${run.exitCode}`, reason: `${run.records.length} answers for ${chunk.length} boards; ${run.stderr.slice(0, 300)}` });
    }
    run.records.forEach((record, k) => {
      records.push(record);
      if (k >= chunk.length || record.solution !== null) return;
      misses.push({ id: chunk[k].id, status: String(record.status), reason: String(record.reason ?? (record.error as { message?: string } | undefined)?.message ?? '') });
    });
  }
  const method = String(records[0]?.method ?? '?');
  const by = new Map<string, number>();
  for (const r of records) if (typeof r.by === 'string') by.set(r.by, (by.get(r.by) ?? 0) + 1);
  const byWords = by.size ? `; answered by ${[...by].map(([m, n]) => `${m} ${n}`).join(', ')}` : '';
  process.stdout.write(
    `\n== ${name}: public boards whose default answer is not a solution (\`puzzle solve ${name}\`, method ${method}, ` +
      `default limit ${genre.defaultLimitMs / 1000} s per board; ${boards.length} boards in ${((Date.now() - started) / 1000).toFixed(1)} s${byWords})\n`,
  );
  process.stdout.write(misses.length === 0 ? '  none\n' : misses.map((m) => `  ${m.id}: ${m.status}${m.reason ? ` (${m.reason})` : ''}\n`).join(''));
  return misses;
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
