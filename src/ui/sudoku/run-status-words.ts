/**
 * The solver's status line after a run, in words: a reader met the code
 * "timeout" and "20003 ms" there. Each status is a word of its own and the
 * time has its thousands separated, like every other count on the page.
 * A reader set "19,848 steps recorded" against the race's 6,181 tries on the
 * same board, so the line says that a recorded step is not a try.
 */
import { fmt } from '../../core/numbers';

const STATUS_WORDS: Record<string, string> = {
  solved: 'Solved',
  unsolvable: 'No solution',
  timeout: 'Stopped unsolved',
  cancelled: 'Cancelled',
};

export function runStatusWords(r: { status: string; reason?: string }, steps: number, ms: number, truncated: boolean): string {
  const word = STATUS_WORDS[r.status] ?? r.status;
  const capped = truncated ? ' The trace was capped: its middle part is left out, the start and the end are kept.' : '';
  return `${word}${r.reason ? ` (${r.reason})` : ''}: ${fmt(steps)} steps recorded (every step, not the race’s tries) in ${fmt(ms)} ms (timings are noisy).${capped}`;
}
