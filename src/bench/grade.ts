/**
 * `npm run bench -- grade [--per-level N]`: our grades against Simon
 * Tatham's levels. His Light Up generator (Debian package sgt-puzzles)
 * makes fresh boards at Easy, Tricky and Hard, N per level (default 104,
 * sizes 7×7 to 14×14 in turn); each is graded (`puzzle grade akari`'s
 * function) and the benchmark prints the confusion table, how well our
 * score orders adjacent levels (AUC, goal ≥ 0.9), and the checks: every
 * Easy board in our lowest two levels. Without the generator it says how
 * to install it and stops. Solo (Sudoku) joins when Sudoku has a grade.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseAkari } from '../puzzles/akari/format';
import { gradeAkari } from '../puzzles/akari/grade';
import { ENGINE_LEVELS } from '../inequalities/grade';
import { readFlags } from './bench-args';
import { auc } from './grade-auc';
import { count, printTable } from './text-table';

const LIGHTUP = '/usr/games/sgt-lightup';
const TATHAM_LEVELS = [
  { name: 'Easy', code: 'd0' },
  { name: 'Tricky', code: 'd1' },
  { name: 'Hard', code: 'd2' },
];
const SIDES = [7, 8, 9, 10, 11, 12, 13, 14];

interface Graded {
  tatham: number;
  id: string;
  level: number;
  score: number;
  reason: string;
}

/** `perLevel` fresh game IDs at one of Tatham's levels, the sizes taken in turn. */
function generate(code: string, perLevel: number): string[] {
  const ids: string[] = [];
  for (let k = 0; ids.length < perLevel; k++) {
    const side = SIDES[k % SIDES.length];
    const n = Math.min(Math.ceil(perLevel / SIDES.length), perLevel - ids.length);
    // 20 % black cells and 4-fold symmetry, as the generator's presets.
    const out = execFileSync(LIGHTUP, ['--generate', String(n), `${side}x${side}b20s4${code}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    ids.push(...out.split('\n').filter((l) => l.trim() !== ''));
  }
  return ids.slice(0, perLevel);
}

export async function benchGrade(args: string[]): Promise<number> {
  let perLevel = 104;
  const problem = readFlags(args, (flag, v) => {
    if (flag === '--per-level') perLevel = v.positive();
    else return false;
    return true;
  });
  if (problem) {
    process.stderr.write(`bench grade: ${problem}\nUsage: npm run bench -- grade [--per-level N]\n`);
    return 2;
  }
  if (!existsSync(LIGHTUP)) {
    process.stdout.write(`Simon Tatham's Light Up generator (${LIGHTUP}) is not installed; install it with: sudo apt-get install sgt-puzzles\n`);
    return 0;
  }
  const graded: Graded[] = [];
  const started = Date.now();
  TATHAM_LEVELS.forEach(({ code }, tatham) => {
    for (const id of generate(code, perLevel)) {
      const parsed = parseAkari(id);
      if (!parsed.ok) throw new Error(`the generator printed an ID we cannot read: ${id} (${parsed.error.message})`);
      const g = gradeAkari(parsed.puzzle, { budget: { limitMs: 60_000 } });
      graded.push({ tatham, id, level: g.level, score: g.score, reason: g.reason });
    }
  });
  const ms = Date.now() - started;
  const header = ['Tatham level', 'boards', ...ENGINE_LEVELS.map((l) => `${l.level} ${l.name}`), 'not graded'];
  const rows = TATHAM_LEVELS.map(({ name }, t) => {
    const mine = graded.filter((g) => g.tatham === t);
    return [name, mine.length, ...ENGINE_LEVELS.map((l) => count(mine.filter((g) => g.level === l.level).length)), count(mine.filter((g) => g.level === 0).length)];
  });
  printTable(`Light Up: our level (columns) against Tatham's (rows), ${count(graded.length)} fresh boards from ${LIGHTUP}, 7×7 to 14×14, graded in ${(ms / 1000).toFixed(1)} s`, header, rows);
  const scores = (t: number) => graded.filter((g) => g.tatham === t).map((g) => g.score);
  const aucRows = [0, 1].map((t) => {
    const a = auc(scores(t), scores(t + 1));
    return [`${TATHAM_LEVELS[t].name} < ${TATHAM_LEVELS[t + 1].name}`, a.toFixed(3), a >= 0.9 ? 'met' : 'not met'];
  });
  printTable('How well our score orders adjacent levels (AUC: the chance a board of the harder level scores higher; goal ≥ 0.9)', ['levels', 'AUC', 'goal'], aucRows);
  const easyHigh = graded.filter((g) => g.tatham === 0 && (g.level === 0 || g.level > 2));
  process.stdout.write(`\nEvery Easy board in our lowest two levels: ${easyHigh.length === 0 ? 'yes' : `no, ${easyHigh.length} outside`}\n`);
  for (const g of easyHigh.slice(0, 3)) process.stdout.write(`  ${g.id}: ${g.reason}\n`);
  // Where we disagree most: a Hard board we call easiest, with our reason.
  const surprise = graded.filter((g) => g.tatham === 2).sort((a, b) => a.score - b.score)[0];
  if (surprise) process.stdout.write(`The Hard board we grade lowest: ${surprise.id}\n  ${surprise.reason}\n`);
  process.stdout.write('\nSolo (Sudoku): not measured, Sudoku has no grade yet.\n');
  // A goal not met is a finding the table shows, not a failure of the run.
  return 0;
}
