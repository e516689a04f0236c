/**
 * "How hard is this board?" under a solver's run: the board's grade (level
 * of the genre's ladder and the reason, naming the hardest step), or that it
 * is being worked out. `jumpNote` tells the reader where the hardest step
 * can be seen, when an island offers a jump to it.
 */
import type { JSX } from 'preact';
import { SEVERAL_SENTENCE } from '../puzzles/engine-grade';
import type { GradeState } from './use-puzzle-grade';

/** `word` names a rung of the grade ("Level" unless a lesson's diagram has levels of its own). */
export function GradeLine({ state, jumpNote, className, word = 'Level' }: { state: GradeState; jumpNote?: string; className: string; word?: string }): JSX.Element | null {
  if (state.phase === 'none') return null;
  if (state.phase === 'working') {
    return <p class={className} data-testid="grade-line" data-level="">How hard is this board? Working it out…</p>;
  }
  if (state.phase === 'failed') {
    return <p class={className} data-testid="grade-line" data-level="">How hard is this board? It could not be worked out ({state.message}).</p>;
  }
  const g = state.grade;
  if (g.status !== 'graded') {
    return <p class={className} data-testid="grade-line" data-level="0"><strong>How hard is this board?</strong> Not graded: {g.reason}.</p>;
  }
  // A board with several solutions is said to have them first, so its level is not read as a one-answer puzzle's grade.
  // The reason may end by saying it too (the CLI's JSON has no flag to read): here it is said once, first.
  const reason = g.several ? g.reason.replace(` ${SEVERAL_SENTENCE}`, '') : g.reason;
  return (
    <p class={className} data-testid="grade-line" data-level={g.level} data-several={g.several ? 'true' : undefined}>
      <strong>How hard is this board?</strong>{' '}
      {g.several && <><strong>It has more than one solution</strong>, so this is how hard finding one of them was, not the grade of a puzzle with one answer: </>}
      {word} {g.level} of {g.levels}, {reason}
      {g.step !== null && jumpNote ? ` ${jumpNote}` : ''}
    </p>
  );
}
