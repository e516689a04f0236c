/**
 * The methods a solver island offers and the options a link may set, derived
 * from the genre's own declarations (`Genre.methods`, `Method.options` in
 * src/puzzles/types.ts) exactly as the command line derives its flags
 * (src/cli/args.ts): the same names, the same defaults, the same ranges and
 * choices, checked by the same code (src/puzzles/options.ts). Nothing here
 * repeats a method or a range, so a method or an option added to a genre
 * reaches its page's picker and link without another edit.
 */
import type { ParseError } from '../core/result';
import type { OptionValues } from '../core/trace';
import { resolveOptions } from '../puzzles/options';
import type { MethodOption } from '../puzzles/types';
import { LINK_KEY, listWords, readLinkBoard, readLinkMethod, readLinkStep, readLinkWhole } from './solver-link';

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

/** What a link to a grid genre's solver island asks for, read once when the page opens. */
export interface IslandLink {
  /** The board text from the link (it may not parse; `boardError` then says why). */
  board: string | null;
  boardError: ParseError | null;
  /** The method the link names (null: none, or one the page does not have). */
  method: string | null;
  /** The options the link sets (checked); the others keep their values. */
  options: OptionValues;
  limitSec: number | null;
  /** True when the link names a step of the deduction (the board is then solved again on load). */
  namesStep: boolean;
  /** Sentences about link values that could not be used. */
  problems: string[];
}

/** A grid genre's link, as configuration: its board format, its methods and the page's time limit. */
export interface IslandLinkConfig {
  table: MethodTable;
  parse: (text: string) => { ok: true } | { ok: false; error: ParseError };
  isUrl: (line: string) => boolean;
  /** False when the island runs every method at once (a link then names none). */
  namesMethod: boolean;
  limit: { min: number; max: number; defaultSec: number };
}

/** Reads a link in the keys now (old keys are upgraded first: `readPageLink`). */
export function readIslandLink(params: URLSearchParams, config: IslandLinkConfig): IslandLink {
  const problems: string[] = [];
  const { board, boardError } = readLinkBoard(params, LINK_KEY.board, config.isUrl, config.parse, problems);
  const method = config.namesMethod ? readLinkMethod(params, LINK_KEY.method, methodNames(config.table), problems) : null;
  const options = readLinkOptions(params, config.table, problems);
  const { min, max, defaultSec } = config.limit;
  const limitSec = readLinkWhole(params, LINK_KEY.limit, { min, max }, problems,
    (raw) => `The link’s time limit “${raw}” is not a whole number of seconds from ${min} to ${max}; ${defaultSec} s is used.`);
  const namesStep = readLinkStep(params, LINK_KEY.step, problems);
  return { board, boardError, method, options, limitSec, namesStep, problems };
}

/** Every key a link to the island may carry (the keys now, the options' names, the old keys): such a link starts the island at once. */
export function islandLinkKeys(config: IslandLinkConfig, oldKeys: Readonly<Record<string, string>>): string[] {
  const keys: string[] = [LINK_KEY.board, LINK_KEY.limit, LINK_KEY.step];
  if (config.namesMethod) keys.push(LINK_KEY.method);
  return [...keys, ...Object.keys(optionsOf(config.table)), ...Object.keys(oldKeys)];
}
