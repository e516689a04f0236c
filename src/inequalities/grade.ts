/**
 * How hard a board is, in the engine's own terms: the hardest kind of step
 * the selective method needed to settle it, read from its trace. The
 * levels follow the lesson's ladder of methods, so a grade is something a
 * reader can check in the stepper:
 *
 * 1. forcing only — every value follows from one inequality on its own;
 * 2. sums of two — some value needs two of the model's inequalities added up;
 * 3. sums of three or more — a sum of sums (built two at a time, as the
 *    selective method builds them) holds three or more of them;
 * 4. chain sums — the look-ahead of the chain tier finds the sum (the
 *    lessons' name for it, so a grade and a stepper's step say the same);
 * 5. trials — even chain sums stall, and a labelled trial decides a value.
 *
 * Within a level the score ranks, in this order: more chain sums (each one
 * a place where the sums around single cells stalled and a look-ahead was
 * needed), then a wider widest sum (the most of the model's inequalities one
 * step adds up), then more steps that use a sum. The reason sentence says
 * the same three numbers (`gradeCountWords`), so a reader can check the
 * order. On Simon Tatham's boards (`npm run bench -- grade`) the widest sum
 * is what tells most of his Light Up Hard boards from his Tricky ones at our
 * level 3, and the number of chains what tells most of his Solo Unreasonable
 * boards from his Extreme ones at our level 4. Genre-free: a genre turns the
 * hardest step's variables into cells and words.
 */
import { fmt, plural } from '../core/numbers';
import type { Forced } from './forcing';
import type { EngineEvent } from './events';
import type { EngineStats } from './run';
import type { TraceEventBase } from '../core/trace';

/** One rung of a grade's ladder; `L` the ladder's level numbers (the engine's five by default; Numberlink's ladder has four). */
export interface GradeLevel<L extends number = 1 | 2 | 3 | 4 | 5> {
  level: L;
  /** A short name ("sums of two") and what it means in a sentence. */
  name: string;
  meaning: string;
}

export const ENGINE_LEVELS: readonly GradeLevel[] = [
  { level: 1, name: 'forcing only', meaning: 'every value follows from one inequality on its own' },
  { level: 2, name: 'sums of two', meaning: 'some value needs two inequalities added up' },
  { level: 3, name: 'sums of three or more', meaning: 'some value needs three or more inequalities added up, built two at a time' },
  { level: 4, name: 'chain sums', meaning: 'a look-ahead finds a chain sum, inequalities added one after another, that settles a value' },
  { level: 5, name: 'trials', meaning: 'even chain sums stall, and a labelled trial decides a value' },
];

export interface EngineGrade extends GradeLevel {
  /** Orders boards: the level first, then chain sums, then the widest sum, then steps that used a sum (scoreOf). */
  score: number;
  /** Passes of the selective method that built sums, steps that forced by a sum, chain sums, trials. */
  passes: number;
  sumSteps: number;
  chains: number;
  trials: number;
  /** The most of the model's inequalities one step's sum adds up (0 when no step uses a sum), and the most one chain adds up. */
  widest: number;
  longestChain: number;
  /**
   * The first step of the hardest kind, as the stepper counts (step k shows
   * the board after k steps), and the values it settled; null at level 1,
   * where no step stands out.
   */
  hardest: {
    step: number;
    forced: Forced[];
    /** At level 4, the chain sum the step follows (the stepper's "first chain sum"), so both numbers are said together. */
    chain?: number;
  } | null;
}

/** The grade of a run from its trace (every event, untruncated) and its final counters (trials and the last-resort search included). */
/** The counters a grade reads (a solve result's `stats` carries them under the same names). */
export type GradeCounters = Pick<EngineStats, 'rounds' | 'chainSums' | 'trials' | 'searchNodes'>;

/**
 * The grade of a run from its trace (every event, untruncated), its final
 * counters (trials and the last-resort search included) and how many of its
 * inequalities are the model's own (ids below `givenCount`): a sum is as hard
 * as the number of the model's inequalities in it, followed through the
 * trace's `sum` events to the givens.
 */
export function gradeEngineRun(events: readonly TraceEventBase[], stats: GradeCounters, givenCount: number): EngineGrade {
  // A genre's trace holds the engine's events and its own (the end of the run); only the engine's matter here.
  const engine = events as readonly EngineEvent[];
  const steps = engine.filter((e) => e.depth === 0);
  const givensIn = givenCounter(engine, givenCount);
  const sumDeductions = steps.flatMap((e, i) => (e.kind === 'deduce' && e.source === 'sum' ? [{ i, e, givens: givensIn(e.by) }] : []));
  const sumSteps = sumDeductions.length;
  const passes = stats.rounds;
  const widest = Math.max(0, ...sumDeductions.map((d) => d.givens));
  const level: GradeLevel['level'] = stats.trials > 0 || stats.searchNodes > 0 ? 5 : stats.chainSums > 0 ? 4 : widest >= 3 ? 3 : sumSteps > 0 ? 2 : 1;
  let hardest: EngineGrade['hardest'] = null;
  if (level === 2 || level === 3) {
    const first = sumDeductions.find((d) => (level === 3 ? d.givens >= 3 : true))!;
    if (first.e.kind === 'deduce') hardest = { step: first.i + 1, forced: first.e.forced };
  } else hardest = hardestStep(steps, level);
  const grade = ENGINE_LEVELS[level - 1];
  const chains = stats.chainSums;
  return {
    ...grade,
    score: scoreOf(level, chains, widest, sumSteps),
    passes,
    sumSteps,
    chains,
    trials: stats.trials,
    widest,
    longestChain: steps.reduce((most, e) => (e.kind === 'chain' ? Math.max(most, e.inequalities.length) : most), 0),
    hardest,
  };
}

/**
 * The score: one decimal "digit pair" per key, each capped at 99 so it cannot
 * spill into the key above — level, chain sums, widest sum, steps using a sum.
 * Chains come first: each is a value that no sum around a single cell
 * reached, so a look-ahead had to find it, and more of them is more of the
 * board's hardest kind of work. Among boards with as many, the one whose
 * widest step adds up more inequalities is harder; the count of steps that
 * use a sum only breaks ties.
 */
function scoreOf(level: number, chains: number, widest: number, sumSteps: number): number {
  const cap = (n: number) => Math.min(n, 99);
  return level * 1_000_000 + cap(chains) * 10_000 + cap(widest) * 100 + cap(sumSteps);
}

/**
 * The numbers the score ranks by, in its order, for a grade's reason:
 * "2 chain sums, the longest adding up 9 inequalities; 14 steps use a sum" (the widest sum is said
 * apart only when it is wider than every chain sum).
 */
export function gradeCountWords(g: EngineGrade): string[] {
  const parts: string[] = [];
  // A chain sum is one sum: when it is also the widest, its size is said once, under its name.
  if (g.chains > 0) parts.push(`${plural(g.chains, 'chain sum')}, the longest adding up ${plural(g.longestChain, 'inequality', 'inequalities')}`);
  if (g.widest > 0 && (g.chains === 0 || g.widest > g.longestChain)) {
    parts.push(`the widest ${g.chains > 0 ? 'other ' : ''}sum adds up ${fmt(g.widest)} of the board's own ${g.widest === 1 ? 'inequality' : 'inequalities'}`);
  }
  parts.push(plural(g.sumSteps, 'step uses a sum', 'steps use a sum'));
  return parts;
}

/** How many of the model's inequalities a (derived) inequality adds up; a sum whose parts the trace does not show counts 2. */
function givenCounter(events: readonly EngineEvent[], givenCount: number): (id: number) => number {
  const parents = new Map<number, [number, number]>();
  for (const e of events) if (e.kind === 'sum') parents.set(e.id, e.parents);
  const memo = new Map<number, number>();
  const count = (id: number, depth: number): number => {
    if (id < givenCount) return 1;
    const known = memo.get(id);
    if (known !== undefined) return known;
    const p = parents.get(id);
    // Depth guard: a malformed trace cannot loop.
    const n = p && depth < 64 ? count(p[0], depth + 1) + count(p[1], depth + 1) : 2;
    memo.set(id, n);
    return n;
  };
  return (id) => count(id, 0);
}

/** The first trial or search (level 5), or the deduction a chain leads to (level 4). */
function hardestStep(steps: readonly EngineEvent[], level: number): EngineGrade['hardest'] {
  for (let i = 0; i < steps.length; i++) {
    const e = steps[i];
    if (level === 5 && e.kind === 'trial') return { step: i + 1, forced: [{ variable: e.variable, value: e.concluded }] };
    if (level === 5 && e.kind === 'search') return { step: i + 1, forced: [] };
    if (level === 4 && e.kind === 'chain') {
      const next = steps[i + 1];
      if (next?.kind === 'deduce') return { step: i + 2, forced: next.forced, chain: i + 1 };
    }
  }
  return null;
}
