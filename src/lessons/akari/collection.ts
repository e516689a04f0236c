/**
 * What each method does on the public boards (tests/data/akari/, see
 * PROVENANCE.md there), measured while the site is built, with the same
 * measurement the benchmark uses (./measure-board.ts). Only counts are
 * kept: they do not depend on the machine; times do, so the lesson quotes none.
 *
 * Forcing and the selective method run on all boards (about a second in all).
 * The literal pair loop is expensive, so it runs only on Tatham's boards up to
 * 10×10, with the browser's cap; `npm run bench -- akari` runs it everywhere
 * with a larger cap.
 */
import { collectionRecords } from './files-node';
import { measure, type Measured } from './measure-board';
import { DEFAULT_PAIR_CAP } from '../../inequalities/pairs';
import { runAkari } from '../../puzzles/akari/solve-engine';

export const LESSON_PAIR_CAP = DEFAULT_PAIR_CAP;
/** Largest side on which the lesson runs the literal loop. */
const PAIRS_MAX_SIDE = 10;
const LIMIT_MS = 30_000;

export type Level = 'easy' | 'tricky' | 'hard' | 'other';

export interface BoardMeasure {
  id: string;
  /** The grid, rows joined by newlines, to find a lesson example among the boards. */
  grid: string;
  level: Level;
  width: number;
  height: number;
  force: Measured;
  /** Cells forcing alone leaves undecided. */
  forceLeft: number;
  /** Selective method without its chain tier: stars only. */
  stars: Measured;
  selective: Measured;
  /** Literal loop; null where the lesson does not run it. */
  pairs: Measured | null;
}

function checked(id: string, m: Measured): Measured {
  // The lesson must not quote figures of a wrong answer.
  if (m.problem) throw new Error(`lesson measurement: ${id} with ${m.method}: ${m.problem}`);
  return m;
}

export function measureBoards(): BoardMeasure[] {
  const o = { runs: 1, cap: LESSON_PAIR_CAP, limitMs: LIMIT_MS };
  return collectionRecords().map((r) => {
    const { width, height } = r.puzzle;
    const run = (method: 'force' | 'pairs' | 'selective', chains?: boolean) => checked(r.id, measure(r, method, { ...o, chains }));
    const pairsHere = r.difficulty !== null && Math.max(width, height) <= PAIRS_MAX_SIDE;
    return {
      id: r.id,
      grid: r.puzzle.rows.join('\n'),
      level: r.difficulty ?? 'other',
      width,
      height,
      force: run('force'),
      forceLeft: runAkari(r.puzzle, 'force').engine.undecidedAfterMethod,
      stars: run('selective', false),
      selective: run('selective'),
      pairs: pairsHere ? run('pairs') : null,
    };
  });
}

/** A trial or the last-resort search was needed after the method stopped. */
export const neededTrial = (m: Measured): boolean => m.trials + m.searchNodes > 0;

export interface LevelSummary {
  level: Level;
  boards: number;
  sizes: string;
  forcing: number;
  stars: number;
  selective: number;
  /** Boards the literal loop ran on, settled, and stopped at its cap. */
  pairsRun: number;
  pairsSettled: number;
  /** Reached the cap (some still finish, forcing with the sums they have). */
  pairsCapped: number;
  /** Stopped without settling every cell: in all, at the cap, and with every pair added below the cap. */
  pairsStopped: number;
  pairsStoppedAtCap: number;
  pairsStalledBelowCap: number;
}

function sizesOf(rows: BoardMeasure[]): string {
  const sorted = rows.slice().sort((a, b) => a.width * a.height - b.width * b.height);
  return [...new Set(sorted.map((r) => `${r.width}×${r.height}`))].join(', ');
}

export function summarise(rows: BoardMeasure[]): LevelSummary[] {
  const levels: Level[] = ['easy', 'tricky', 'hard', 'other'];
  return levels.map((level) => {
    const at = rows.filter((r) => r.level === level);
    const ran = at.filter((r) => r.pairs);
    return {
      level,
      boards: at.length,
      sizes: sizesOf(at),
      forcing: at.filter((r) => r.force.settled).length,
      stars: at.filter((r) => r.stars.settled).length,
      selective: at.filter((r) => r.selective.settled).length,
      pairsRun: ran.length,
      pairsSettled: ran.filter((r) => r.pairs!.settled).length,
      pairsCapped: ran.filter((r) => r.pairs!.capHit).length,
      pairsStopped: ran.filter((r) => !r.pairs!.settled).length,
      pairsStoppedAtCap: ran.filter((r) => !r.pairs!.settled && r.pairs!.capHit).length,
      pairsStalledBelowCap: ran.filter((r) => !r.pairs!.settled && !r.pairs!.capHit).length,
    };
  });
}

/** The literal loop against the selective method, on the boards the loop settles without a trial. */
export function loopVersusSelective(rows: BoardMeasure[]) {
  const both = rows.filter((r) => r.pairs?.settled && r.pairs.built > 0);
  const loopBuilt = both.reduce((a, r) => a + r.pairs!.built, 0);
  const loopTried = both.reduce((a, r) => a + r.pairs!.tried, 0);
  const selectiveBuilt = both.reduce((a, r) => a + r.selective.built, 0);
  const selectiveTried = both.reduce((a, r) => a + r.selective.tried, 0);
  const ran = rows.filter((r) => r.pairs);
  return {
    boards: both.length,
    loopBuilt,
    loopTried,
    selectiveBuilt,
    selectiveTried,
    /** Selective sums as a percentage of the loop's, two significant digits. */
    percent: Number(((100 * selectiveBuilt) / Math.max(1, loopBuilt)).toPrecision(2)),
    /** The loop builds this many sums for each one the selective method builds. */
    timesMore: Math.round(loopBuilt / Math.max(1, selectiveBuilt)),
    loopMaxRounds: Math.max(0, ...ran.map((r) => r.pairs!.rounds)),
    loopMaxBuilt: Math.max(0, ...ran.map((r) => r.pairs!.built)),
  };
}
