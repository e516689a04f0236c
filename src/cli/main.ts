/**
 * The `puzzle` command (ARCHITECTURE.md §5): a thin shell over the genre registry.
 * Run as `npm run --silent puzzle -- …` (tsx src/cli/main.ts).
 *
 * stdout carries only results (JSON Lines); everything meant for a person —
 * usage, errors, progress — goes to stderr.
 */
import { parseCommand } from './args';
import { EXIT_OK, EXIT_SOLVER_BUG, SolverBugError, UsageError } from './errors';
import { runExport } from './export-command';
import { runGrade } from './grade-command';
import { runMake } from './make-command';
import { exitWhenWritten } from './exit-when-written';
import { runSolve } from './solve-command';
import { shortUsageText, usageText } from './usage';

async function main(argv: string[]): Promise<number> {
  const cmd = await parseCommand(argv);
  const write = (line: string) => void process.stdout.write(line);
  // For solve's answers, one by one: when stdout (a pipe) queues the text, wait until it has drained.
  const writeWaiting = (line: string) => (process.stdout.write(line) ? undefined : new Promise<void>((done) => process.stdout.once('drain', done)));
  switch (cmd.kind) {
    case 'help':
      process.stdout.write((await usageText()) + '\n');
      return EXIT_OK;
    case 'solve':
      return runSolve(cmd, writeWaiting);
    case 'export':
      return runExport(cmd, write);
    case 'grade':
      return runGrade(cmd, write);
    case 'make':
      return runMake(cmd, write);
  }
}

// A reader piping into `head` closes stdout early; that is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

main(process.argv.slice(2)).then(
  // Once the output is written: the background compiles left queued are not worth the user's wait.
  (code) => exitWhenWritten(code),
  (e: unknown) => {
    if (e instanceof UsageError) {
      process.stderr.write(`puzzle: ${e.message}\n\n${shortUsageText()}\n`);
      process.exitCode = e.exitCode;
    } else if (e instanceof SolverBugError) {
      process.stderr.write(`puzzle: internal error — ${e.message}\n`);
      process.exitCode = e.exitCode;
    } else {
      process.stderr.write(`puzzle: internal error — ${(e as Error)?.stack ?? String(e)}\n`);
      process.exitCode = EXIT_SOLVER_BUG;
    }
  },
);
