/**
 * The solver's status line after a run, in words: a reader met the code
 * "timeout" and "20003 ms" there. Each status is a word of its own and the
 * time has its thousands separated, like every other count on the page.
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
  return `${word}${r.reason ? ` (${r.reason})` : ''}: ${fmt(steps)} steps recorded in ${fmt(ms)} ms (timings are noisy).${capped}`;
}
