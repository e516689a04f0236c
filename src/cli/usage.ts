/** The help text, listing the genres and methods that the registry really has. */
import { loadAllGenres } from '../puzzles/index';
import { describeOptions } from '../puzzles/options';
import { withCliMethods } from './cli-methods';

const SYNOPSIS = [
  'Usage:',
  '  npm run --silent puzzle -- solve <genre> [FILE] [--method M] [--limit-ms N] [--trace] [--jobs N] [--format F]',
  '  npm run --silent puzzle -- export <genre> [FILE] -o page.html [--method M] [--limit-ms N] [--step N]',
  '  npm run --silent puzzle -- grade <genre> [FILE] [--limit-ms N] [the grade\'s settings, below]',
  '  npm run --silent puzzle -- make <genre> --size WxH --level L [--seed N] [--limit-ms N] [--format F] [the maker\'s settings, below]',
  '  npm run --silent puzzle -- --help',
];

/** After a usage error: the synopsis only, and where the rest is. */
export function shortUsageText(): string {
  return [...SYNOPSIS, 'Run with --help for the genres, methods and exit codes.'].join('\n');
}

export async function usageText(): Promise<string> {
  const genreLines = (await loadAllGenres()).map(withCliMethods).flatMap((g) => [
    `  ${g.name} — ${g.title} (default --limit-ms ${g.defaultLimitMs})`,
    ...Object.values(g.methods).flatMap((m) => [
      `      --method ${m.name}${m.name === g.defaultMethod ? ' (default)' : ''}: ${m.summary}`,
      ...describeOptions(m.options).map((line) => `          ${line}`),
    ]),
    ...Object.entries(g.writers ?? {}).map(([name, w]) => `      --${name} FILE: ${w.summary}`),
    ...(g.grade
      ? ['      grade: the hardest kind of step the lesson\'s solving needs, and where', ...describeOptions(g.gradeOptions).map((line) => `          ${line}`)]
      : []),
    ...(g.make ? [`      make: boards of ${g.make.sizes} with one solution, at a level of the grade`, ...describeOptions(g.make.options).map((line) => `          ${line}`)] : []),
    ...Object.entries(g.forms ?? {}).map(([name, f]) => `      --format ${name}: the puzzle written as ${f.summary}${f.loses ? ` (it cannot keep ${f.loses})` : ''}`),
  ]);
  return [
    ...SYNOPSIS,
    '',
    'Reads FILE, or standard input when FILE is absent or "-".',
    'solve   prints one JSON object per puzzle (JSON Lines) with genre, method, status',
    '        (solved | unsolvable | timeout | invalid), puzzle, solution, stats;',
    '        --trace adds the recorded trace; --limit-ms N limits the optimal search of each',
    '        puzzle to N milliseconds (default per genre, below); sliding then answers with the',
    '        fast method, labelled not proven shortest.',
    '        --jobs N solves in N threads, this one and N - 1 workers (default: the number of',
    '        cores), same output;',
    '        --jobs 1 solves in this thread alone.',
    '        --format F writes each record\'s puzzle in another form the genre reads',
    '        (text, the default; others per genre, below).',
    'export  solves the first puzzle and writes a self-contained worked-example page;',
    '        --step N opens it with a "Where you stopped" card at step N (as the lesson counts).',
    'grade   prints one JSON object per puzzle: genre, status (graded | unsolvable | timeout |',
    '        refused | invalid), puzzle, grade {level, name, levels, score, reason, step, method}: how hard',
    '        the puzzle is in the lesson\'s terms, the hardest step and where the stepper shows it.',
    '        Graded genres: those whose list below has a grade line.',
    'make    prints one JSON object: genre, status (made | missed | timeout), puzzle, size, level,',
    '        seed, grade, certificate (how the one solution is known), attempts, ms. A board with',
    '        exactly one solution at level L of the grade (1 = easiest); the same seed gives the',
    '        same board. --limit-ms (default 10000) bounds the search; when it runs out first,',
    '        status missed gives the board found closest to L. Genres with a make line below;',
    '        the options under it (Numberlink\'s --rule) are written into the record too.',
    '',
    'Genres and methods:',
    ...genreLines,
    '',
    'Exit codes: 0 every puzzle answered, 1 some input was invalid, 2 usage error,',
    '            3 internal error (a solver answer failed its rules check).',
  ].join('\n');
}
