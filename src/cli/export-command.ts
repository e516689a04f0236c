/**
 * `puzzle export`: solves the first puzzle of the input with the trace on and
 * writes its worked-example page. stdout gets the same JSON record as
 * `solve` (without the trace) plus `output`, so a script knows what happened.
 */
import { writeFile } from 'node:fs/promises';
import type { ExportCommand } from './args';
import { EXIT_INVALID_INPUT, EXIT_OK, UsageError } from './errors';
import { exporters } from './exporters';
import { terminalProgress } from './progress';
import { readInput } from './read-input';
import { parseAll } from './solve-command';
import { solveOne } from './solve-one';

export async function runExport(cmd: ExportCommand, write: (line: string) => void): Promise<number> {
  const exporter = exporters[cmd.genre.name];
  if (!exporter) throw new UsageError(`there is no export page for ${cmd.genre.name}`);
  const text = await readInput(cmd.file);
  const [first] = parseAll(cmd, text);
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
  const html = exporter({ ...solved, trace: record.trace });
  try {
    await writeFile(cmd.output, html, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot write ${cmd.output}: ${(e as Error).message}`);
  }
  delete record.trace;
  write(JSON.stringify({ ...record, output: cmd.output }) + '\n');
  return EXIT_OK;
}
