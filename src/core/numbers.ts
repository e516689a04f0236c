/**
 * Numbers as the views, export pages and lesson facts of every genre print
 * them: whole numbers with thousands separators ("1,234,567"), the same on
 * every machine. It sits in core, not in ui/, because the lesson facts use
 * it too. One formatter is made once and reused: `toLocaleString` with a
 * locale builds a new formatter on every call, which a long table feels.
 */
let whole: Intl.NumberFormat | null = null;

/**
 * A count with thousands separators; fractions are rounded. The formatter is made at the first call, not
 * when the module loads: making one starts Intl, which a command-line run that prints no such number
 * (the module comes in with the genre's code) would pay for nothing.
 */
export const fmt = (n: number): string => (whole ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(n);

/** "1 move", "2 moves": a count and its noun, singular only for exactly one. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${fmt(n)} ${n === 1 ? one : many}`;
}

/** A signed whole number with a true minus sign (U+2212, "−2"), as printed text sets it, not the hyphen of "-2". */
export const signed = (n: number): string => (n < 0 ? `−${fmt(-n)}` : fmt(n));

/**
 * "an" before a whole number said with a vowel sound, "a" before the rest:
 * "an 8×8 board", "an 11", "an 18", "an 80 …", "an 800", "an 8,000", "a 7×7 board".
 * The sound is that of the number's first spoken group: the thousands
 * groups are dropped until what is left is below 1,000 ("eleven thousand"),
 * then a hundreds figure starts with its first digit ("eight hundred").
 */
export function article(n: number): string {
  let lead = Math.abs(Math.trunc(n));
  while (lead >= 1000) lead = Math.floor(lead / 1000);
  if (lead >= 100) lead = Math.floor(lead / 100);
  return lead === 8 || lead === 11 || lead === 18 || (lead >= 80 && lead <= 89) ? 'an' : 'a';
}
