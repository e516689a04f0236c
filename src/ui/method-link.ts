/**
 * The methods a solver island offers and the options a link may set, derived
 * from the genre's own declarations (`Genre.methods`, `Method.options` in
 * src/puzzles/types.ts) exactly as the command line derives its flags
 * (src/cli/args.ts): the same names, the same defaults, the same ranges and
 * choices, checked by the same code (src/puzzles/options.ts). Nothing here
 * repeats a method or a range, so a method or an option added to a genre
 * reaches its page's picker and link without another edit.
 */
import type { OptionValues } from '../core/trace';
import { resolveOptions } from '../puzzles/options';
import type { MethodOption } from '../puzzles/types';
import { listWords } from './solver-link';

/** What a genre declares about its methods (a `Genre` is one). */
export interface MethodTable {
  methods: Record<string, { summary: string; options?: Record<string, MethodOption> }>;
  defaultMethod: string;
}

/** The genre's methods, its default first, then the rest in the order the genre declares them. */
export function methodNames(table: MethodTable): string[] {
  return [table.defaultMethod, ...Object.keys(table.methods).filter((m) => m !== table.defaultMethod)];
}

/**
 * Every option any method declares, by name, as the CLI's flags are one per
 * name: methods that share a name (Shakashaka's `model`) share its meaning.
 */
export function optionsOf(table: MethodTable): Record<string, MethodOption> {
  const options: Record<string, MethodOption> = {};
  for (const m of Object.values(table.methods)) {
    for (const [name, spec] of Object.entries(m.options ?? {})) if (!(name in options)) options[name] = spec;
  }
  return options;
}

/** The values of every option at its default. */
export function defaultOptionValues(table: MethodTable): OptionValues {
  const values: OptionValues = {};
  for (const [name, spec] of Object.entries(optionsOf(table))) values[name] = spec.default;
  return values;
}

/** The options `method` declares, with their values from `values` (what the worker is sent). */
export function paramsFor(table: MethodTable, method: string, values: OptionValues): OptionValues | undefined {
  const names = Object.keys(table.methods[method]?.options ?? {});
  if (names.length === 0) return undefined;
  const params: OptionValues = {};
  for (const n of names) params[n] = values[n];
  return params;
}

/** A number option's range, as the picker's field and the link's reader take it. */
export function numberRange(spec: MethodOption): { min: number; max: number } {
  if (spec.type !== 'number') throw new Error('numberRange: not a number option');
  return { min: spec.min ?? 0, max: spec.max ?? Number.MAX_SAFE_INTEGER };
}

/** A choice option's choices, its default first (the order a picker offers them). */
export function choicesOf(spec: MethodOption): string[] {
  if (spec.type !== 'choice') throw new Error('choicesOf: not a choice option');
  return [spec.default, ...spec.choices.filter((c) => c !== spec.default)];
}

const fmt = (v: number | boolean | string) => (typeof v === 'number' ? v.toLocaleString('en-US') : String(v));

/** Why a link's value for option `name` cannot be used, in a sentence that names what is used instead. */
function optionProblem(name: string, spec: MethodOption, raw: string): string {
  if (spec.type === 'number') {
    const { min, max } = numberRange(spec);
    return `The link’s ${name} “${raw}” is not a whole number from ${fmt(min)} to ${fmt(max)}; ${fmt(spec.default)} is used.`;
  }
  if (spec.type === 'choice') {
    return `The link asks for the ${name} “${raw}”, which is none of ${listWords(choicesOf(spec))}; ${spec.default} is used.`;
  }
  return `The link’s ${name} “${raw}” is neither true nor false; ${fmt(spec.default)} is used.`;
}

/**
 * The options a link sets (under their own names, as the CLI's `--name`),
 * each checked as the CLI checks it; a value that cannot be used is left out
 * and named in a sentence in `problems`.
 */
export function readLinkOptions(params: URLSearchParams, table: MethodTable, problems: string[]): OptionValues {
  const values: OptionValues = {};
  for (const [name, spec] of Object.entries(optionsOf(table))) {
    const raw = params.get(name);
    if (raw === null) continue;
    const resolved = resolveOptions({ [name]: spec }, { [name]: raw });
    if (resolved.ok) values[name] = resolved.values[name];
    else problems.push(optionProblem(name, spec, raw));
  }
  return values;
}

/** The link's value for each option: null (left out of the link) while it is the default. */
export function optionLinkValues(table: MethodTable, values: OptionValues): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [name, spec] of Object.entries(optionsOf(table))) {
    const v = values[name];
    out[name] = v === undefined || v === spec.default ? null : String(v);
  }
  return out;
}
