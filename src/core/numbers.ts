/**
 * Numbers as the views, export pages and lesson facts of every genre print
 * them: whole numbers with thousands separators ("1,234,567"), the same on
 * every machine. It sits in core, not in ui/, because the lesson facts use
 * it too. One formatter is made once and reused: `toLocaleString` with a
 * locale builds a new formatter on every call, which a long table feels.
 */
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands separators; fractions are rounded. */
export const fmt = (n: number): string => WHOLE.format(n);

/** "1 move", "2 moves": a count and its noun, singular only for exactly one. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${fmt(n)} ${n === 1 ? one : many}`;
}
