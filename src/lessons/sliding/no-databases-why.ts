/**
 * Why the cost table has no database columns for the 8-puzzle, in one sentence from its own numbers: with linear
 * conflicts IDA* already solves the 8-puzzle's row (its hardest board) in no more nodes than the databases need
 * on Korf's boards, so a table build would buy nothing there. Pure, so the claim is tested without a browser.
 */
import { fmt } from '../../core/numbers';
import type { CostRow } from './facts';

/**
 * The sentence, or null when every row has the database runs. Throws when the claim it makes is false of the
 * rows (the 8-puzzle's search needing more nodes than the databases do on every Korf board): the lesson must then
 * say something else.
 */
export function noDatabasesWhy(rows: readonly CostRow[]): string | null {
  const most = Math.max(...rows.map((r) => r.runs.length));
  const without = rows.find((r) => r.runs.length < most);
  if (!without) return null;
  const lc = without.runs[without.runs.length - 1];
  const withTables = rows.filter((r) => r.published !== null).flatMap((r) => r.runs.slice(2)).map((x) => x.nodes)
    .filter((n): n is number => n !== null);
  if (lc.nodes === null || withTables.length === 0) throw new Error('the cost table has no node counts to compare');
  const [low, high] = [Math.min(...withTables), Math.max(...withTables)];
  if (lc.nodes > high) throw new Error(`the 8-puzzle row needs ${lc.nodes} nodes, more than the databases on any Korf board`);
  // The comparison is worked out, not assumed: "no more than" next to a bigger number read as false, so a count
  // inside the range says so. Short sentences: readers found one long sentence with nested clauses dense.
  const compared = lc.nodes < low ? 'fewer than the databases need on any of' : 'within the range the databases need on';
  return `A “–” means no run: the 8-puzzle needs no databases. With ${lc.heuristic} IDA* solves ${without.label} in `
    + `${fmt(lc.nodes)} nodes. That is ${compared} Korf’s boards (${fmt(low)} to ${fmt(high)}).`;
}
