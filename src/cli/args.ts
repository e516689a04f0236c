/**
 * Command-line arguments → a typed command (ARCHITECTURE.md §5). Parsing is done by
 * node's util.parseArgs in strict mode, so an unknown flag is an error rather
 * than silently ignored; everything else here is validation against the
 * genre registry, turning each mistake into a UsageError with a sentence.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import type { OptionValues } from '../core/trace';
import { genreNames, isGenreName, loadGenre } from '../puzzles/index';
import { resolveOptions } from '../puzzles/options';
import type { AnyGenre } from '../puzzles/types';
import { withCliMethods } from './cli-methods';
import { UsageError } from './errors';

export interface SolveCommand {
  kind: 'solve';
  genre: AnyGenre;
  /** undefined or '-' → standard input. */
  file?: string;
  method: string;
  limitMs?: number;
  trace: boolean;
  /** The method's options, checked, defaults filled in. */
  params: OptionValues;
  /** Genre writers asked for: writer name → file. */
  writers: Record<string, string>;
  /** Threads to solve in (--jobs): this one and jobs − 1 workers; 1 solves in this thread alone. */
  jobs: number;
  /** --format NAME: the genre's form the records' `puzzle` is written in (Genre.forms); absent: its text. */
  format?: string;
}

export interface ExportCommand {
  kind: 'export';
  genre: AnyGenre;
  file?: string;
  method: string;
  limitMs?: number;
  output: string;
  params: OptionValues;
  /** --step N: the step the page's "Where you stopped" card shows (as the lesson's stepper counts); absent: no card. */
  step?: number;
}

export interface GradeCommand {
  kind: 'grade';
  genre: AnyGenre;
  file?: string;
  limitMs?: number;
  /** The grade's settings (Genre.gradeOptions, as flags: Numberlink's --rule). */
  params: OptionValues;
}

export interface MakeCommand {
  kind: 'make';
  genre: AnyGenre;
  width: number;
  height: number;
  level: number;
  seed: number;
  limitMs: number;
  format?: string;
  /** The maker's options (`PuzzleMaker.options`), checked, with defaults filled in. */
  params: OptionValues;
}

export type Command = { kind: 'help' } | SolveCommand | ExportCommand | GradeCommand | MakeCommand;

const solveOptions = {
  method: { type: 'string' },
  jobs: { type: 'string' },
  format: { type: 'string' },
  'limit-ms': { type: 'string' },
  trace: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const exportOptions = {
  method: { type: 'string' },
  'limit-ms': { type: 'string' },
  output: { type: 'string', short: 'o' },
  step: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const gradeOptions = {
  'limit-ms': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const makeOptions = {
  size: { type: 'string' },
  level: { type: 'string' },
  seed: { type: 'string' },
  'limit-ms': { type: 'string' },
  format: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** How long `make` looks for a board at the level when no --limit-ms is given. */
export const MAKE_DEFAULT_LIMIT_MS = 10_000;

type FlagTable = Record<string, { type: 'string' | 'boolean'; short?: string }>;

export async function parseCommand(argv: string[]): Promise<Command> {
  const [sub, ...rest] = argv;
  if (sub === undefined) throw new UsageError('missing command: solve, export, grade or make');
  if (sub === '--help' || sub === '-h' || sub === 'help') return { kind: 'help' };
  if (sub === 'grade') return gradeCommand(rest);
  if (sub === 'make') return makeCommand(rest);
  if (sub !== 'solve' && sub !== 'export') throw new UsageError(`unknown command '${sub}' (expected solve, export, grade or make)`);
  // The genre decides which further flags exist (its methods' options, its
  // writers), so find it among the positionals before the strict parse.
  const genre = await genreOf(rest);
  const base: FlagTable = sub === 'solve' ? { ...solveOptions } : { ...exportOptions };
  const optionFlags = genre ? methodOptionFlags(genre) : {};
  const writerFlags: FlagTable = {};
  if (genre && sub === 'solve') for (const name of Object.keys(genre.writers ?? {})) writerFlags[name] = { type: 'string' };
  const { values, positionals } = usageOnThrow(() =>
    parseArgs({ args: rest, options: { ...base, ...optionFlags, ...writerFlags }, strict: true, allowPositionals: true }),
  );
  const flags = values as Record<string, string | boolean | undefined>;
  if (flags.help) return { kind: 'help' };
  const { genre: named, file } = await genreAndFile(positionals);
  const method = methodOf(named, flags.method as string | undefined);
  const params = paramsOf(named, method, optionFlags, flags);
  const limitMs = limitOf(flags['limit-ms'] as string | undefined);
  if (sub === 'solve') {
    const writers: Record<string, string> = {};
    for (const name of Object.keys(writerFlags)) {
      const target = flags[name];
      if (typeof target === 'string') writers[name] = target;
    }
    const jobs = jobsOf(flags.jobs as string | undefined);
    const format = formatOf(named, flags.format as string | undefined);
    return { kind: 'solve', genre: named, file, method, limitMs, trace: (flags.trace as boolean) ?? false, params, writers, jobs, format };
  }
  if (!flags.output) throw new UsageError('export needs an output file: -o page.html');
  return { kind: 'export', genre: named, file, method, limitMs, output: flags.output as string, params, step: stepOf(flags.step as string | undefined) };
}

/** `grade <genre> [FILE] [--limit-ms N]` and the genre's grade settings (`--rule R` for Numberlink): only genres that have a grade. */
async function gradeCommand(args: string[]): Promise<Command> {
  // The genre decides which further flags exist (its grade's settings), so find it among the positionals before the strict parse.
  const named = await genreOf(args);
  const settings = named?.gradeOptions ?? {};
  const extra: FlagTable = {};
  for (const [name, spec] of Object.entries(settings)) extra[name] = { type: spec.type === 'boolean' ? 'boolean' : 'string' };
  const { values, positionals } = usageOnThrow(() => parseArgs({ args, options: { ...gradeOptions, ...extra }, strict: true, allowPositionals: true }));
  const flags = values as Record<string, string | boolean | undefined>;
  if (flags.help) return { kind: 'help' };
  const { genre, file } = await genreAndFile(positionals);
  if (!genre.grade) {
    const graded = (await Promise.all(genreNames.map(loadGenre))).filter((g) => g.grade).map((g) => g.name);
    throw new UsageError(`${genre.name} has no grade yet (graded: ${graded.join(', ')})`);
  }
  const given: Record<string, unknown> = {};
  for (const name of Object.keys(extra)) if (flags[name] !== undefined) given[name] = flags[name];
  const resolved = resolveOptions(genre.gradeOptions, given);
  if (!resolved.ok) throw new UsageError(`${resolved.message} (grade of ${genre.name})`);
  return { kind: 'grade', genre, file, limitMs: limitOf(flags['limit-ms'] as string | undefined), params: resolved.values };
}

/** `make <genre> --size WxH --level L [--seed N] [--limit-ms N] [--format F]` and the maker's own options (`--rule R`): only genres that have a maker. */
async function makeCommand(args: string[]): Promise<Command> {
  // The maker decides which further flags exist, so find the genre before the strict parse.
  const maker = (await genreOf(args))?.make;
  const makerFlags: FlagTable = {};
  for (const [name, spec] of Object.entries(maker?.options ?? {})) makerFlags[name] = { type: spec.type === 'boolean' ? 'boolean' : 'string' };
  const { values, positionals } = usageOnThrow(() => parseArgs({ args, options: { ...makeOptions, ...makerFlags }, strict: true, allowPositionals: true }));
  if (values.help) return { kind: 'help' };
  if (positionals.length > 1) throw new UsageError('make takes a genre and no file: make akari --size 10x10 --level 2');
  const { genre } = await genreAndFile(positionals);
  if (!genre.make) {
    const makers = (await Promise.all(genreNames.map(loadGenre))).filter((g) => g.make).map((g) => g.name);
    throw new UsageError(`${genre.name} has no maker yet (made: ${makers.join(', ')})`);
  }
  const size = /^(\d{1,4})x(\d{1,4})$/.exec(values.size ?? '');
  if (!size) throw new UsageError(`make needs --size WxH (${genre.name}: ${genre.make.sizes}), got '${values.size ?? ''}'`);
  if (values.level === undefined || !/^\d{1,2}$/.test(values.level)) throw new UsageError(`make needs --level L, a level of the grade (1 = easiest), got '${values.level ?? ''}'`);
  const seedText = values.seed ?? '1';
  if (!/^\d{1,9}$/.test(seedText)) throw new UsageError(`--seed needs a whole number, got '${seedText}'`);
  const given: Record<string, unknown> = {};
  for (const name of Object.keys(makerFlags)) given[name] = (values as Record<string, unknown>)[name];
  const params = resolveOptions(genre.make.options, given);
  if (!params.ok) throw new UsageError(`${params.message} (make ${genre.name})`);
  return {
    kind: 'make',
    genre,
    width: Number(size[1]),
    height: Number(size[2]),
    level: Number(values.level),
    seed: Number(seedText),
    limitMs: limitOf(values['limit-ms']) ?? MAKE_DEFAULT_LIMIT_MS,
    format: formatOf(genre, values.format),
    params: params.values,
  };
}

/** The form named by --format, checked against the genre's (`text` is the genre's own and needs no name). */
function formatOf(genre: AnyGenre, name: string | undefined): string | undefined {
  if (name === undefined || name === 'text') return undefined;
  const forms = Object.keys(genre.forms ?? {});
  if (!forms.includes(name)) {
    const known = ['text', ...forms].join(', ');
    throw new UsageError(`unknown --format '${name}' for ${genre.name} (it writes: ${known})`);
  }
  return name;
}

/** The genre named by the first positional argument, if it is one (errors come later, from the strict parse). */
async function genreOf(args: string[]): Promise<AnyGenre | undefined> {
  const first = args.find((a) => !a.startsWith('-'));
  return first !== undefined && isGenreName(first) ? withCliMethods(await loadGenre(first)) : undefined;
}

/** A flag for every option any of the genre's methods declares. */
function methodOptionFlags(genre: AnyGenre): FlagTable {
  const flags: FlagTable = {};
  for (const m of Object.values(genre.methods)) {
    for (const [name, spec] of Object.entries(m.options ?? {})) {
      flags[name] = { type: spec.type === 'boolean' ? 'boolean' : 'string' };
    }
  }
  return flags;
}

function paramsOf(genre: AnyGenre, method: string, optionFlags: FlagTable, flags: Record<string, unknown>): OptionValues {
  const given: Record<string, unknown> = {};
  for (const name of Object.keys(optionFlags)) if (flags[name] !== undefined) given[name] = flags[name];
  const resolved = resolveOptions(genre.methods[method].options, given);
  if (!resolved.ok) throw new UsageError(`${resolved.message} (method ${method} of ${genre.name})`);
  return resolved.values;
}

function usageOnThrow<T>(parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    // parseArgs names the offending flag in its message; keep that sentence.
    throw new UsageError((e as Error).message);
  }
}

async function genreAndFile(positionals: string[]): Promise<{ genre: AnyGenre; file?: string }> {
  const [name, file, ...extra] = positionals;
  if (name === undefined) throw new UsageError('missing <genre>');
  if (!isGenreName(name)) throw new UsageError(`unknown genre '${name}' (known: ${genreNames.join(', ')})`);
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' (only one FILE is read)`);
  return { genre: withCliMethods(await loadGenre(name)), file };
}

function methodOf(genre: AnyGenre, name: string | undefined): string {
  if (name === undefined) return genre.defaultMethod;
  if (!Object.prototype.hasOwnProperty.call(genre.methods, name)) {
    const known = Object.keys(genre.methods).join(', ');
    throw new UsageError(`unknown method '${name}' for ${genre.name} (known: ${known})`);
  }
  return name;
}

function stepOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw new UsageError(`--step needs a whole number (0 = before the first step), got '${text}'`);
  return Number(text);
}

/** More threads than this only cost memory (each loads the genre and its tables). */
export const MAX_JOBS = 64;

/** The threads `solve` uses when --jobs is not given: one per core the process may use. */
export const defaultJobs = (): number => Math.min(availableParallelism(), MAX_JOBS);

function jobsOf(text: string | undefined): number {
  if (text === undefined) return defaultJobs();
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1 || n > MAX_JOBS) {
    throw new UsageError(`--jobs needs a whole number of threads from 1 to ${MAX_JOBS}, got '${text}'`);
  }
  return n;
}

function limitOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n <= 0) {
    throw new UsageError(`--limit-ms needs a positive whole number of milliseconds, got '${text}'`);
  }
  return n;
}
