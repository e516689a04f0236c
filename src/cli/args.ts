/**
 * Command-line arguments → a typed command (DESIGN.md §5). Parsing is done by
 * node's util.parseArgs in strict mode, so an unknown flag is an error rather
 * than silently ignored; everything else here is validation against the
 * genre registry, turning each mistake into a UsageError with a sentence.
 */
import { parseArgs } from 'node:util';
import { getGenre, genres } from '../puzzles/index';
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
}

export interface ExportCommand {
  kind: 'export';
  genre: AnyGenre;
  file?: string;
  method: string;
  limitMs?: number;
  output: string;
}

export type Command = { kind: 'help' } | SolveCommand | ExportCommand;

const solveOptions = {
  method: { type: 'string' },
  'limit-ms': { type: 'string' },
  trace: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const exportOptions = {
  method: { type: 'string' },
  'limit-ms': { type: 'string' },
  output: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const;

export function parseCommand(argv: string[]): Command {
  const [sub, ...rest] = argv;
  if (sub === undefined) throw new UsageError('missing command: solve or export');
  if (sub === '--help' || sub === '-h' || sub === 'help') return { kind: 'help' };
  if (sub === 'solve') {
    const { values, positionals } = usageOnThrow(() =>
      parseArgs({ args: rest, options: solveOptions, strict: true, allowPositionals: true }),
    );
    if (values.help) return { kind: 'help' };
    const { genre, file } = genreAndFile(positionals);
    return {
      kind: 'solve',
      genre,
      file,
      method: methodOf(genre, values.method),
      limitMs: limitOf(values['limit-ms']),
      trace: values.trace ?? false,
    };
  }
  if (sub === 'export') {
    const { values, positionals } = usageOnThrow(() =>
      parseArgs({ args: rest, options: exportOptions, strict: true, allowPositionals: true }),
    );
    if (values.help) return { kind: 'help' };
    const { genre, file } = genreAndFile(positionals);
    if (!values.output) throw new UsageError('export needs an output file: -o page.html');
    return {
      kind: 'export',
      genre,
      file,
      method: methodOf(genre, values.method),
      limitMs: limitOf(values['limit-ms']),
      output: values.output,
    };
  }
  throw new UsageError(`unknown command '${sub}' (expected solve or export)`);
}

function usageOnThrow<T>(parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    // parseArgs names the offending flag in its message; keep that sentence.
    throw new UsageError((e as Error).message);
  }
}

function genreAndFile(positionals: string[]): { genre: AnyGenre; file?: string } {
  const [name, file, ...extra] = positionals;
  if (name === undefined) throw new UsageError('missing <genre>');
  const genre = getGenre(name);
  if (!genre) {
    throw new UsageError(`unknown genre '${name}' (known: ${Object.keys(genres).join(', ')})`);
  }
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' (only one FILE is read)`);
  return { genre: withCliMethods(genre), file };
}

function methodOf(genre: AnyGenre, name: string | undefined): string {
  if (name === undefined) return genre.defaultMethod;
  if (!Object.prototype.hasOwnProperty.call(genre.methods, name)) {
    const known = Object.keys(genre.methods).join(', ');
    throw new UsageError(`unknown method '${name}' for ${genre.name} (known: ${known})`);
  }
  return name;
}

function limitOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n <= 0) {
    throw new UsageError(`--limit-ms needs a positive whole number of milliseconds, got '${text}'`);
  }
  return n;
}
