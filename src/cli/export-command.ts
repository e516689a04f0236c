/**
 * `puzzle export`: solves the first puzzle of the input with the trace on and
 * writes its worked-example page — the same page the lesson's Export button
 * makes, found through the export registry (src/export/registry.ts). stdout gets the
 * same JSON record as `solve` (without the trace) plus `output`, so a script
 * knows what happened.
 */
import { writeFile } from 'node:fs/promises';
import { isGenreName } from '../puzzles/index';
import { loadViews } from '../export/registry';
import type { ExportCommand } from './args';
import { EXIT_INVALID_INPUT, EXIT_OK, UsageError } from './errors';
import { terminalProgress } from './progress';
import { parsePuzzles } from './puzzle-stream';
import { solveOne } from './solve-one';

export async function runExport(cmd: ExportCommand, write: (line: string) => void): Promise<number> {
  if (!isGenreName(cmd.genre.name)) throw new UsageError(`there is no export page for ${cmd.genre.name}`);
  const views = await loadViews(cmd.genre.name);
  // Only the first puzzle is exported; the rest of the input is not read.
  const puzzles = parsePuzzles(cmd, cmd.file);
  const first = (await puzzles.next()).value!;
  await puzzles.return(undefined);
  const progress = terminalProgress();
  const { record, solved } = await solveOne(cmd.genre, first, {
    method: cmd.method,
    params: cmd.params,
    limitMs: cmd.limitMs,
    trace: true,
    onProgress: progress?.report,
  });
  progress?.end();
  if (!solved) {
    const { message, line, col } = record.error!;
    process.stderr.write(`puzzle: invalid input at line ${line}, column ${col}: ${message}\n`);
    write(JSON.stringify(record) + '\n');
    return EXIT_INVALID_INPUT;
  }
  const { html } = views.exportPage({
    puzzle: solved.puzzle,
    result: solved.result,
    trace: solved.trace!,
    resources: cmd.genre.resources?.save(),
    currentStep: cmd.step ?? null,
  });
  try {
    await writeFile(cmd.output, html, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot write ${cmd.output}: ${(e as Error).message}`);
  }
  delete record.trace;
  write(JSON.stringify({ ...record, output: cmd.output }) + '\n');
  return EXIT_OK;
}
