/**
 * The literal pair loop: force; when stuck add every pair of inequalities
 * and keep the new sums; repeat. Capped, because the set of inequalities
 * explodes; the trace says when the cap is hit, and the labelled trial step
 * finishes the board.
 *
 * The cap is a declared option (`cap`), so the CLI takes `--cap N`, the
 * lesson's island passes it as a parameter, and the trace's envelope records
 * the cap a run had.
 */
import { DEFAULT_PAIR_CAP } from '../../inequalities/pairs';
import type { Method } from '../types';
import type { AkariEvent } from './events';
import type { AkariPuzzle, AkariSolution } from './puzzle';
import { akariRefusal, solveAkari } from './solve-engine';

/** Smallest and largest cap a reader or a command line may ask for. */
export const PAIR_CAP_MIN = 100;
export const PAIR_CAP_MAX = 2_000_000;

/** @param cap the option's default (the benchmark and the CLI may still ask for another) */
export function pairsMethod(cap = DEFAULT_PAIR_CAP): Method<AkariPuzzle, AkariSolution, AkariEvent> {
  return {
    name: 'pairs',
    summary: 'the literal pair loop: add every pair of inequalities (up to a cap), then trials',
    options: {
      cap: {
        type: 'number',
        summary: 'cap on the loop’s set of inequalities; past it the loop stops and the trace says so',
        default: cap,
        min: PAIR_CAP_MIN,
        max: PAIR_CAP_MAX,
        integer: true,
      },
    },
    refusal: akariRefusal,
    solve: (puzzle, options) => {
      const given = options.params?.cap;
      return solveAkari(puzzle, 'pairs', { ...options, cap: typeof given === 'number' ? given : cap });
    },
  };
}
