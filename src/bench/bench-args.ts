/**
 * Command-line flags of a benchmark (`--name value`), read one by one with a
 * sentence for every mistake. A benchmark says what each flag does; this
 * file only knows how to read values: text, whole numbers ≥ 1, and a
 * comma-separated list of known names (`--only a,b`).
 */

export interface FlagValues {
  /** The text after the flag. */
  text(): string;
  /** A whole number ≥ 1. */
  positive(): number;
  /** A comma-separated list, every item one of `allowed`. */
  list<T extends string>(allowed: readonly T[]): T[];
}

/**
 * Calls `onFlag` for each flag with a reader for its value; `onFlag` returns
 * false for a flag it does not know. Returns a sentence on the first mistake,
 * or null when every flag was read.
 */
export function readFlags(args: string[], onFlag: (flag: string, values: FlagValues) => boolean): string | null {
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const values: FlagValues = {
      text() {
        const v = args[++i];
        if (v === undefined) throw new Error(`${flag} needs a value`);
        return v;
      },
      positive() {
        const n = Number(this.text());
        if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number ≥ 1`);
        return n;
      },
      list(allowed) {
        const items = this.text().split(',').map((s) => s.trim());
        const bad = items.find((s) => !(allowed as readonly string[]).includes(s));
        if (bad !== undefined) throw new Error(`unknown section '${bad}' (known: ${allowed.join(', ')})`);
        return items as (typeof allowed)[number][];
      },
    };
    try {
      if (!onFlag(flag, values)) return `unknown option '${flag}'`;
    } catch (e) {
      return (e as Error).message;
    }
  }
  return null;
}

/** The whole number ≥ 1 after flag `flag` at args[i] (for parsers that walk the arguments themselves); throws a sentence naming the flag otherwise. */
export function wholeNumberAfter(args: string[], i: number, flag: string): number {
  const n = Number(args[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number ≥ 1`);
  return n;
}
