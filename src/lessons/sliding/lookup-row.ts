/**
 * Part 4's lookup stepper opens on a Korf board; a reader then looks for that board in part 4's cost table
 * ("What each estimate buys"). These words say whether it is there, and if not, which Korf boards are.
 */
import { listWords } from '../../core/list-words';

export function lookupRowWords(lookupLabel: string, costLabels: readonly string[]): string {
  if (costLabels.includes(lookupLabel)) return 'it is also a row of the cost table in “What each estimate buys”';
  const korf = costLabels.filter((l) => l.startsWith('Korf')).map((l) => l.replace(/\D+/g, ''));
  return `the cost table in “What each estimate buys” compares other ones, Korf’s boards ${listWords(korf)}`;
}
