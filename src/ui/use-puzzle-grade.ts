/**
 * A board's grade for an island (how hard it is, and why), worked out in a
 * worker of its own lane so it never waits behind or stops the island's
 * solve: asked once per board when `ask` turns true (after a solve), and
 * forgotten when the board changes.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GenreName } from '../puzzles/index';
import type { OptionValues } from '../core/trace';
import type { PuzzleGrade } from '../puzzles/types';
import { getSolverClient } from '../worker/solver-client';

/** A grade gets this long before the line says it was not worked out. */
export const GRADE_LIMIT_MS = 10_000;

export type GradeState = { phase: 'none' } | { phase: 'working' } | { phase: 'done'; grade: PuzzleGrade } | { phase: 'failed'; message: string };

/** `params`: the grade's settings (Genre.gradeOptions), part of `key` when they change the grade. */
export function usePuzzleGrade(genre: GenreName, puzzle: unknown, key: string, ask: boolean, params?: OptionValues): GradeState {
  const [state, setState] = useState<{ key: string; grade: GradeState }>({ key, grade: { phase: 'none' } });
  useEffect(() => {
    if (!ask || puzzle === null) return;
    let live = true;
    setState({ key, grade: { phase: 'working' } });
    void getSolverClient(genre, 'grade')
      .grade(puzzle, GRADE_LIMIT_MS, params)
      .then((outcome) => {
        if (!live) return;
        if (outcome.status === 'done') setState({ key, grade: outcome.value ? { phase: 'done', grade: outcome.value } : { phase: 'none' } });
        else if (outcome.status === 'failed') setState({ key, grade: { phase: 'failed', message: outcome.message } });
      });
    return () => {
      live = false;
    };
  }, [key, ask]);
  return state.key === key ? state.grade : { phase: 'none' };
}
