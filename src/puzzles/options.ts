/**
 * Method options (src/puzzles/types.ts `MethodOption`): turning what a person
 * typed (a CLI flag, a URL value, a picker) into checked values, with the
 * defaults filled in. The CLI, the worker and the pages all come through here,
 * so an option means the same thing everywhere.
 */
import type { OptionValues } from '../core/trace';
import type { MethodOption } from './types';

export type OptionsResult = { ok: true; values: OptionValues } | { ok: false; message: string };

/** Every declared option of a method, each at its default. */
export function defaultOptions(declared: Record<string, MethodOption> | undefined): OptionValues {
  const values: OptionValues = {};
  for (const [name, spec] of Object.entries(declared ?? {})) values[name] = spec.default;
  return values;
}

/**
 * Checks `given` (typed values, or text as typed on a command line) against
 * the declared options and fills in the rest with defaults. An option the
 * method does not declare is an error, so a typo is never silently ignored.
 */
export function resolveOptions(
  declared: Record<string, MethodOption> | undefined,
  given: Record<string, unknown>,
): OptionsResult {
  const values = defaultOptions(declared);
  for (const [name, raw] of Object.entries(given)) {
    if (raw === undefined) continue;
    const spec = declared && Object.prototype.hasOwnProperty.call(declared, name) ? declared[name] : undefined;
    if (!spec) {
      const known = Object.keys(declared ?? {});
      return { ok: false, message: `unknown option '${name}'${known.length ? ` (known: ${known.join(', ')})` : ' (this method takes none)'}` };
    }
    const value = parseOption(name, spec, raw);
    if (typeof value === 'object') return value;
    values[name] = value;
  }
  return { ok: true, values };
}

function parseOption(name: string, spec: MethodOption, raw: unknown): number | boolean | string | { ok: false; message: string } {
  const fail = (what: string) => ({ ok: false as const, message: `--${name} ${what}, got '${String(raw)}'` });
  switch (spec.type) {
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true' || raw === '1' || raw === '') return true;
      if (raw === 'false' || raw === '0') return false;
      return fail('takes true or false');
    case 'choice': {
      const text = String(raw);
      if (spec.choices.includes(text)) return text;
      return fail(`takes one of ${spec.choices.join(', ')}`);
    }
    case 'number': {
      const n = typeof raw === 'number' ? raw : /^\s*-?\d+(\.\d+)?\s*$/.test(String(raw)) ? Number(raw) : NaN;
      const whole = spec.integer ?? true;
      if (!Number.isFinite(n) || (whole && !Number.isSafeInteger(n))) return fail(`needs a ${whole ? 'whole ' : ''}number`);
      if (spec.min !== undefined && n < spec.min) return fail(`needs a number ≥ ${spec.min}`);
      if (spec.max !== undefined && n > spec.max) return fail(`needs a number ≤ ${spec.max}`);
      return n;
    }
  }
}

/** One line per option for `--help`: `--name <choices> (default x): summary`. */
export function describeOptions(declared: Record<string, MethodOption> | undefined): string[] {
  return Object.entries(declared ?? {}).map(([name, spec]) => {
    const arg = spec.type === 'boolean' ? '' : spec.type === 'choice' ? ` ${spec.choices.join('|')}` : ' N';
    return `--${name}${arg} (default ${String(spec.default)}): ${spec.summary}`;
  });
}
