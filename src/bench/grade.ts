/**
 * `npm run bench -- grade [--per-level N] [--only lightup,solo]`: our grades
 * against Simon Tatham's levels. His generators (Debian package
 * sgt-puzzles) make fresh boards at each of his levels — Light Up: Easy,
 * Tricky, Hard, sizes 7×7 to 14×14 in turn; Solo (Sudoku): Trivial, Basic,
 * Intermediate, Advanced, Extreme, Unreasonable, 9×9 — N per level
 * (default 104). Each is graded (the functions behind `puzzle grade`), and
 * the benchmark prints the confusion table (for Solo also the hardest
 * technique of the Sudoku ladder per level), how well our score orders
 * adjacent levels (AUC, goal ≥ 0.9) and the checks the grade should pass;
 * for a pair below the goal, the two boards that disagree most.
 * Without a generator it says how to install it and skips that puzzle.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseAkari } from '../puzzles/akari/format';
import { gradeAkari } from '../puzzles/akari/grade';
import { parseSudoku } from '../puzzles/sudoku/format';
import { gradeSudoku } from '../puzzles/sudoku/grade';
import { techniqueLadder, TECHNIQUE_NAMES } from '../puzzles/sudoku/technique-ladder';
import type { PuzzleGrade } from '../puzzles/types';
import { readFlags } from './bench-args';
import { auc } from './grade-auc';
import { count, printTable } from './text-table';

interface TathamSet {
  key: 'lightup' | 'solo';
  title: string;
  program: string;
  /** His levels, easiest first, with the generator's parameters for each board k. */
  levels: { name: string; params: (k: number) => string }[];
  /** Our level names, 1 … n. */
  ours: string[];
  grade(id: string): PuzzleGrade;
  /** The checks the grade should pass (where its lowest and highest levels land), each a sentence with its verdict. */
  checks(graded: Graded[]): string[];
  /** A second table against his levels, of what orders boards within our level (Sudoku: the hardest technique of the ladder). */
  within?: { title: string; columns: string[]; column(id: string): number };
}

interface Graded {
  tatham: number;
  id: string;
  grade: PuzzleGrade;
}

const SIDES = [7, 8, 9, 10, 11, 12, 13, 14];

function gradeText<P>(parse: (t: string) => { ok: true; puzzle: P } | { ok: false; error: { message: string } }, grade: (p: P) => PuzzleGrade) {
  return (id: string): PuzzleGrade => {
    const r = parse(id);
    if (!r.ok) throw new Error(`the generator printed an ID we cannot read: ${id} (${r.error.message})`);
    return grade(r.puzzle);
  };
}

/** "every … in our lowest two levels: yes / no, N outside", with the first one shown. */
function check(words: string, bad: Graded[]): string[] {
  const head = `${words}: ${bad.length === 0 ? 'yes' : `no, ${count(bad.length)} ${bad.length === 1 ? 'board' : 'boards'} not`}`;
  return [head, ...bad.slice(0, 2).map((g) => `  ${g.id}: level ${g.grade.level}, ${g.grade.reason}`)];
}

const SETS: TathamSet[] = [
  {
    key: 'lightup',
    title: 'Light Up',
    program: '/usr/games/sgt-lightup',
    // 20 % black cells and 4-fold symmetry, as the generator's presets.
    levels: ['Easy', 'Tricky', 'Hard'].map((name, d) => ({ name, params: (k: number) => `${SIDES[k % SIDES.length]}x${SIDES[k % SIDES.length]}b20s4d${d}` })),
    ours: ['forcing only', 'sums of two', 'sums of three+', 'chain sums', 'trials'],
    grade: gradeText(parseAkari, (p) => gradeAkari(p, { budget: { limitMs: 60_000 } })),
    checks: (g) => check('every Easy board in our lowest two levels', g.filter((x) => x.tatham === 0 && (x.grade.level < 1 || x.grade.level > 2))),
  },
  {
    key: 'solo',
    title: 'Solo (Sudoku)',
    program: '/usr/games/sgt-solo',
    levels: ['Trivial', 'Basic', 'Intermediate', 'Advanced', 'Extreme', 'Unreasonable'].map((name) => ({ name, params: () => `3x3d${name[0].toLowerCase()}` })),
    ours: ['singles', 'sums of two', 'sums of three+', 'longer chains', 'trials'],
    grade: gradeText(parseSudoku, (p) => gradeSudoku(p, { budget: { limitMs: 60_000 } })),
    checks: (g) => [
      ...check('every Trivial and Basic board in our lowest two levels', g.filter((x) => x.tatham <= 1 && (x.grade.level < 1 || x.grade.level > 2))),
      ...check('no Unreasonable board in our lowest level', g.filter((x) => x.tatham === 5 && x.grade.level <= 1)),
    ],
    within: {
      title: 'the hardest technique of the Sudoku ladder (src/puzzles/sudoku/technique-ladder.ts), which orders the score within our level',
      columns: Object.values(TECHNIQUE_NAMES),
      column: (id) => {
        const r = parseSudoku(id);
        return r.ok ? (techniqueLadder(r.puzzle)?.rank ?? 0) - 1 : -1;
      },
    },
  },
];

/** `n` fresh game IDs at one level; boards k = 0, 1, … take their parameters in turn (Light Up's sizes). */
function generate(set: TathamSet, level: number, n: number): string[] {
  const byParams = new Map<string, number>();
  for (let k = 0; k < n; k++) {
    const p = set.levels[level].params(k);
    byParams.set(p, (byParams.get(p) ?? 0) + 1);
  }
  const ids: string[] = [];
  for (const [params, many] of byParams) {
    const out = execFileSync(set.program, ['--generate', String(many), params], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    ids.push(...out.split('\n').filter((l) => l.trim() !== ''));
  }
  return ids;
}

function runSet(set: TathamSet, perLevel: number): void {
  if (!existsSync(set.program)) {
    process.stdout.write(`\n${set.title}: Simon Tatham's generator (${set.program}) is not installed; install it with: sudo apt-get install sgt-puzzles\n`);
    return;
  }
  const graded: Graded[] = [];
  const started = Date.now();
  set.levels.forEach((_, tatham) => {
    for (const id of generate(set, tatham, perLevel)) graded.push({ tatham, id, grade: set.grade(id) });
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const header = ['Tatham level', 'boards', ...set.ours.map((name, i) => `${i + 1} ${name}`), 'not graded'];
  const rows = set.levels.map(({ name }, t) => {
    const mine = graded.filter((g) => g.tatham === t);
    return [name, mine.length, ...set.ours.map((_, i) => count(mine.filter((g) => g.grade.level === i + 1).length)), count(mine.filter((g) => g.grade.level === 0).length)];
  });
  printTable(`${set.title}: our level (columns) against Tatham's (rows), ${count(graded.length)} fresh boards from ${set.program}, generated and graded in ${seconds} s`, header, rows);
  if (set.within) {
    const { title, columns, column } = set.within;
    const rows = set.levels.map(({ name }, t) => {
      const at = graded.filter((g) => g.tatham === t).map((g) => column(g.id));
      return [name, at.length, ...columns.map((_, i) => count(at.filter((c) => c === i).length))];
    });
    printTable(`${set.title}: ${title} (columns) against Tatham's level (rows)`, ['Tatham level', 'boards', ...columns], rows);
  }
  const scores = (t: number) => graded.filter((g) => g.tatham === t).map((g) => g.grade.score);
  const aucRows = set.levels.slice(1).map((level, t) => {
    const a = auc(scores(t), scores(t + 1));
    return [`${set.levels[t].name} < ${level.name}`, a.toFixed(3), a >= 0.9 ? 'met' : 'not met'];
  });
  printTable(`${set.title}: how well our score orders adjacent levels (AUC: the chance a board of the harder level scores higher; goal ≥ 0.9)`, ['levels', 'AUC', 'goal'], aucRows);
  for (const line of set.checks(graded)) process.stdout.write(`${line}\n`);
  // Where we disagree most: the hardest level's board we grade lowest, with our reason.
  const top = set.levels.length - 1;
  const byScore = (t: number) => graded.filter((g) => g.tatham === t).sort((a, b) => a.grade.score - b.grade.score);
  const lowest = byScore(top)[0];
  if (lowest) process.stdout.write(`The ${set.levels[top].name} board we grade lowest: ${lowest.id}\n  level ${lowest.grade.level}: ${lowest.grade.reason}\n`);
  // For each pair whose goal is not met, the two boards that disagree most: the easier level's we score highest, the harder one's we score lowest.
  set.levels.slice(1).forEach((level, t) => {
    if (auc(scores(t), scores(t + 1)) >= 0.9) return;
    const easier = byScore(t).at(-1);
    const harder = byScore(t + 1)[0];
    if (!easier || !harder) return;
    process.stdout.write(`${set.levels[t].name} < ${level.name} not met; the two boards that disagree most:\n`);
    for (const [name, g] of [[set.levels[t].name, easier], [level.name, harder]] as const) {
      process.stdout.write(`  ${name} ${g.id}: level ${g.grade.level}, score ${g.grade.score}: ${g.grade.reason}\n`);
    }
  });
}

export async function benchGrade(args: string[]): Promise<number> {
  let perLevel = 104;
  let only: TathamSet['key'][] = SETS.map((s) => s.key);
  const problem = readFlags(args, (flag, v) => {
    if (flag === '--per-level') perLevel = v.positive();
    else if (flag === '--only') only = v.list(SETS.map((s) => s.key));
    else return false;
    return true;
  });
  if (problem) {
    process.stderr.write(`bench grade: ${problem}\nUsage: npm run bench -- grade [--per-level N] [--only lightup,solo]\n`);
    return 2;
  }
  for (const set of SETS) if (only.includes(set.key)) runSet(set, perLevel);
  // A goal not met is a finding the tables show, not a failure of the run.
  return 0;
}
