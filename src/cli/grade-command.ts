/**
 * `puzzle grade`: how hard each puzzle of the input is, and why, one JSON
 * object per line in input order — `{genre, status, puzzle, grade}` where
 * `grade` is the genre's PuzzleGrade (level, name, levels, score, reason,
 * step, method); `status` is `graded`, `unsolvable`, `timeout`, `refused`
 * (over a size the grade takes) or `invalid` (with `error`, as `solve` gives it).
 */
import type { GradeCommand } from './args';
import { EXIT_INVALID_INPUT, EXIT_OK } from './errors';
import { parsePuzzles } from './puzzle-stream';

export async function runGrade(cmd: GradeCommand, write: (line: string) => void): Promise<number> {
  const genre = cmd.genre;
  let anyInvalid = false;
  for await (const parsed of parsePuzzles(cmd, cmd.file)) {
    if (!parsed.ok) {
      anyInvalid = true;
      write(JSON.stringify({ genre: genre.name, status: 'invalid', puzzle: null, grade: null, error: parsed.error }) + '\n');
      continue;
    }
    const grade = genre.grade!(parsed.puzzle, { budget: { limitMs: cmd.limitMs ?? genre.defaultLimitMs }, params: cmd.params });
    const { status, ...rest } = grade;
    write(JSON.stringify({ genre: genre.name, status, puzzle: genre.print(parsed.puzzle), grade: status === 'graded' ? rest : null, ...(status === 'graded' ? {} : { reason: grade.reason }) }) + '\n');
  }
  return anyInvalid ? EXIT_INVALID_INPUT : EXIT_OK;
}
