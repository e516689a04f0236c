/**
 * `npm run bench -- make [--boards N] [--only akari,sudoku,numberlink] [--rule R] [--levels L,…]`: how long
 * `puzzle make` takes per board, level by level — Akari 10×10 and Sudoku 9×9,
 * Numberlink 6×6, 8×8 and 10×10 under one rule (default fill; goal ≤ 2 s up to
 * 10×10) at the levels `--levels` names (default all), N seeds per level (default 15) — as CPU and wall time of this process (the
 * median is the goal's measure: ≤ 1 s), with how many were made at the level and how
 * many attempts (answers tried) that took. The peer, measured in the same
 * run, is Simon Tatham's generator (Debian package sgt-puzzles) making
 * boards of the same size at each of his levels, per board from one process
 * for N boards, wall time against our wall time (the median over our levels
 * of each level's median). The two ladders differ (his levels are his solver's
 * techniques, ours the engine's kinds of step), so the ratio compares the
 * work of making a board at each end of the ladder, not level for level.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ENGINE_LEVELS } from '../inequalities/grade';
import { makeAkari } from '../puzzles/akari/make';
import { SUDOKU_NAMES } from '../puzzles/sudoku/grade';
import { makeSudoku } from '../puzzles/sudoku/make';
import { NUMBERLINK_GRADE_LEVELS } from '../puzzles/numberlink/grade';
import { makeNumberlink } from '../puzzles/numberlink/make';
import { RULES, type PuzzleRule } from '../puzzles/numberlink/puzzle';
import type { MadeBoard, MakeRequest } from '../puzzles/types';
import { readFlags } from './bench-args';
import { count, printTable } from './text-table';

interface MakeSet {
  key: 'akari' | 'sudoku';
  title: string;
  side: number;
  make(request: MakeRequest): MadeBoard<unknown>;
  /** The genre's names for the grade's levels, level 1 first. */
  levelNames: string[];
  peer: { program: string; levels: { name: string; params: string }[] };
}

const SETS: MakeSet[] = [
  {
    key: 'akari',
    title: 'Akari 10×10',
    side: 10,
    make: makeAkari,
    levelNames: ENGINE_LEVELS.map((l) => l.name),
    peer: { program: '/usr/games/sgt-lightup', levels: ['Easy', 'Tricky', 'Hard'].map((name, d) => ({ name, params: `10x10b20s4d${d}` })) },
  },
  {
    key: 'sudoku',
    title: 'Sudoku 9×9',
    side: 9,
    make: makeSudoku,
    levelNames: Object.values(SUDOKU_NAMES),
    peer: {
      program: '/usr/games/sgt-solo',
      levels: [['Trivial', 't'], ['Basic', 'b'], ['Intermediate', 'i'], ['Advanced', 'a'], ['Extreme', 'e'], ['Unreasonable', 'u']].map(([name, d]) => ({ name, params: `3x3d${d}` })),
    },
  },
];

const LIMIT_MS = 30_000;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Tatham's generator: wall ms per board of one process making `boards` boards (start-up included, shared out). */
function peerMsPerBoard(program: string, params: string, boards: number): number {
  const started = Date.now();
  execFileSync(program, ['--generate', String(boards), params], { stdio: ['ignore', 'ignore', 'ignore'] });
  return (Date.now() - started) / boards;
}

/** Our make: CPU and wall ms of one board. */
function timed(work: () => void): { cpu: number; wall: number } {
  const started = Date.now();
  const cpu = cpuMs(work);
  return { cpu, wall: Date.now() - started };
}

/** One row per size and level: Numberlink has no peer generator here, so only our times. */
function runNumberlink(boards: number, rule: PuzzleRule, levels: readonly number[]): void {
  const rows: (string | number)[][] = [];
  const over: string[] = [];
  for (const side of [6, 8, 10]) {
    for (const { level, name } of NUMBERLINK_GRADE_LEVELS.filter((l) => levels.includes(l.level))) {
      const times: number[] = [];
      const walls: number[] = [];
      let made = 0;
      let attempts = 0;
      let labels = 0;
      for (let seed = 1; seed <= boards; seed++) {
        let m: MadeBoard<unknown> | null = null;
        const t = timed(() => void (m = makeNumberlink({ width: side, height: side, level, seed, budget: { limitMs: LIMIT_MS }, params: { rule } })));
        times.push(t.cpu);
        walls.push(t.wall);
        const result = m as MadeBoard<{ labels: string[] }> | null;
        if (result?.status === 'made') made++;
        attempts += result?.attempts ?? 0;
        labels += result?.puzzle?.labels.length ?? 0;
      }
      if (median(times) > 2000) over.push(`${side}×${side} level ${level}`);
      rows.push([`${side}×${side}`, `${level} ${name}`, `${made}/${boards}`, (median(times) / 1000).toFixed(3), (Math.max(...times) / 1000).toFixed(3), (median(walls) / 1000).toFixed(3), count(attempts / boards), count(labels / boards)]);
    }
  }
  printTable(`Numberlink under ${rule}: puzzle make, ${boards} seeds per size and level (limit ${LIMIT_MS / 1000} s each)`, ['size', 'level', 'made', 'median CPU s', 'max CPU s', 'median wall s', 'attempts/board', 'labels/board'], rows, [
    `goal: median ≤ 2 s of CPU per board up to 10×10 — ${over.length === 0 ? 'met' : `not met at ${over.join(', ')}`}`,
  ]);
}

function runSet(set: MakeSet, boards: number): void {
  const rows: (string | number)[][] = [];
  const medians: number[] = [];
  const wallMedians: number[] = [];
  for (const { level } of ENGINE_LEVELS) {
    const name = set.levelNames[level - 1];
    const times: number[] = [];
    const walls: number[] = [];
    let made = 0;
    let attempts = 0;
    for (let seed = 1; seed <= boards; seed++) {
      let m: MadeBoard<unknown> | null = null;
      const t = timed(() => void (m = set.make({ width: set.side, height: set.side, level, seed, budget: { limitMs: LIMIT_MS } })));
      times.push(t.cpu);
      walls.push(t.wall);
      const result = m as MadeBoard<unknown> | null;
      if (result?.status === 'made') made++;
      attempts += result?.attempts ?? 0;
    }
    medians.push(median(times));
    wallMedians.push(median(walls));
    rows.push([`${level} ${name}`, `${made}/${boards}`, (median(times) / 1000).toFixed(3), (Math.max(...times) / 1000).toFixed(3), (median(walls) / 1000).toFixed(3), count(attempts / boards)]);
  }
  printTable(`${set.title}: puzzle make, ${boards} seeds per level (limit ${LIMIT_MS / 1000} s each)`, ['level', 'made', 'median CPU s', 'max CPU s', 'median wall s', 'attempts/board'], rows, [
    `goal: median ≤ 1 s per board at every level — ${medians.every((m) => m <= 1000) ? 'met' : `not met at level ${medians.map((m, i) => (m > 1000 ? i + 1 : 0)).filter(Boolean).join(', ')}`}`,
  ]);
  if (!existsSync(set.peer.program)) {
    process.stdout.write(`  peer: Simon Tatham's generator (${set.peer.program}) is not installed; install it with: sudo apt-get install sgt-puzzles\n`);
    return;
  }
  const ours = median(wallMedians);
  const peerRows = set.peer.levels.map(({ name, params }) => {
    const ms = peerMsPerBoard(set.peer.program, params, boards);
    return [name, params, (ms / 1000).toFixed(3), `${(ours / ms).toFixed(2)}×`];
  });
  printTable(`${set.title}: Simon Tatham's generator, ${boards} boards per level in one process (wall s per board, measured now)`, ['his level', 'parameters', 's per board', 'our median wall ÷ his'], peerRows);
}

export async function benchMake(args: string[]): Promise<number> {
  let boards = 15;
  const keys = [...SETS.map((s) => s.key), 'numberlink'] as const;
  let only: string[] = [...keys];
  let rule: PuzzleRule = 'fill';
  const levelNames = NUMBERLINK_GRADE_LEVELS.map((l) => String(l.level));
  let levels: number[] = NUMBERLINK_GRADE_LEVELS.map((l) => l.level);
  const problem = readFlags(args, (flag, v) => {
    if (flag === '--boards') boards = v.positive();
    else if (flag === '--only') only = v.list(keys);
    else if (flag === '--levels') levels = v.list(levelNames).map(Number);
    else if (flag === '--rule') {
      const named = v.list(RULES);
      if (named.length !== 1) throw new Error('--rule takes one rule');
      rule = named[0];
    }
    else return false;
    return true;
  });
  if (problem) {
    process.stderr.write(`bench make: ${problem}\nUsage: npm run bench -- make [--boards N] [--only akari,sudoku,numberlink] [--rule fill|fill-notouch|nikoli] [--levels 1,2,3,4 (Numberlink's)]\n`);
    return 2;
  }
  for (const set of SETS) if (only.includes(set.key)) runSet(set, boards);
  if (only.includes('numberlink')) runNumberlink(boards, rule, levels);
  return 0;
}
