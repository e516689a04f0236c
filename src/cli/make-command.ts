/**
 * `puzzle make`: one board made to order, as one JSON object —
 * `{genre, status, puzzle, size, level, seed, <the maker's options>, grade, certificate, attempts, ms}`
 * where `status` is `made` (one solution, at the level asked for), `missed`
 * (the limit ran out first; `puzzle` is the closest level found, also with
 * one solution, and `reason` says so) or `timeout` (nothing found). A size
 * or level the genre's maker does not take is a usage error.
 */
import type { MakeCommand } from './args';
import { EXIT_OK, UsageError } from './errors';

export function runMake(cmd: MakeCommand, write: (line: string) => void): number {
  const { genre } = cmd;
  const started = Date.now();
  const made = genre.make!.make({ width: cmd.width, height: cmd.height, level: cmd.level, seed: cmd.seed, budget: { limitMs: cmd.limitMs }, params: cmd.params });
  if (made.status === 'refused') throw new UsageError(`make ${genre.name}: ${made.reason}`);
  const print = cmd.format ? genre.forms![cmd.format].write : genre.print;
  const record = {
    genre: genre.name,
    status: made.status,
    puzzle: made.puzzle ? print(made.puzzle) : null,
    size: `${cmd.width}x${cmd.height}`,
    level: cmd.level,
    seed: cmd.seed,
    ...cmd.params,
    grade: made.grade,
    certificate: made.certificate,
    attempts: made.attempts,
    ms: Date.now() - started,
    ...(made.reason ? { reason: made.reason } : {}),
  };
  write(JSON.stringify(record) + '\n');
  return EXIT_OK;
}
