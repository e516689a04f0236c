/**
 * "Explain from here": the lesson's method run from the reader's position —
 * forcing from one inequality, then sums of two (then stars, where the
 * lesson teaches them), then labelled trials, the
 * same steps the hint gives one at a time — with its steps in a stepper and
 * the board as it stands after each. Step 0 is the reader's own position.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState, type MutableRef } from 'preact/hooks';
import { explainFrom, stepInequalities, type Deduction, type Explanation } from '../../../inequalities/next-step';
import type { PlayBoard, PlayModel } from '../../../inequalities/play-check';
import { countOf } from '../../../inequalities/vocabulary';
import { LandmarkJumps, landmarkKeyHandler } from '../../LandmarkJumps';
import { useBringIntoView } from '../../bring-into-view';
import Stepper from '../../Stepper';
import { ExplainRows } from './ExplainRows';
import { explainBrokenWords, labelOf, noHintWords, stepSentence } from './hint-text';
import type { PlayGenre } from './PlayIsland';

/** At most this many steps are shown; a lesson board needs far fewer. */
const CAP = 2000;

export interface ExplainPanelProps<P> {
  open: boolean;
  onOpen: () => void;
  board: PlayBoard;
  values: readonly number[];
  genre: PlayGenre<P>;
  puzzle: P;
  /**
   * Set while the steps are shown to their landmark keys' handler (N, P), which the play island calls for a key
   * pressed anywhere in it: with focus still on "Explain from here", or on the board, N did nothing before.
   */
  keys?: MutableRef<((event: KeyboardEvent) => void) | null>;
}

export function ExplainPanel<P>(p: ExplainPanelProps<P>): JSX.Element {
  return (
    <section class="play-panel" aria-label="Explain from here" data-testid="play-explain">
      <div class="eng-row">
        <button type="button" class="btn" data-testid="play-explain-button" aria-expanded={p.open} onClick={p.onOpen}>
          Explain from here
        </button>
      </div>
      {p.open && <Explained {...p} />}
    </section>
  );
}

function Explained<P>({ board, values, genre, puzzle, keys }: ExplainPanelProps<P>): JSX.Element {
  const explained: Explanation = useMemo(() => explainFrom(board.finder, values, { cap: CAP }), [board, values]);
  const [at, setAt] = useState(0);
  // "Next step that decides a cell" (or N, P) can land with the step's board off the screen (the jump buttons sit above
  // it, and a phone may have scrolled on through the words), so the press seemed to change nothing. Bring it into view.
  const [jumps, setJumps] = useState(0);
  const jumpTo = (k: number) => {
    setAt(k);
    setJumps((n) => n + 1);
  };
  const boardBox = useBringIntoView<HTMLDivElement>(jumps, jumps > 0);
  const { model } = board;
  const { steps, end } = explained;
  const current = at > 0 ? steps[at - 1] : null;
  const shown = current ? current.after : values;
  const marked = current ? (current.step.kind === 'trial' ? [current.step.variable] : [...new Set(stepInequalities(current.step).flatMap((id) => model.constraints[id].inequality.vars))]) : [];
  const landmark = genre.landmark;
  const marks = useMemo(() => (landmark ? steps.map((s) => landmark.test(s.step)) : []), [explained]);
  const sizes = useMemo(() => (landmark?.size ? steps.map((s) => landmark.size!(s.step)) : undefined), [explained]);
  const trials = steps.filter((s) => s.step.kind === 'trial').length;
  const pairs = steps.filter((s) => s.step.kind === 'pair').length;
  const stars = steps.filter((s) => s.step.kind === 'star').length;
  const ending =
    end.kind === 'done' ? 'Every cell is then decided.'
    : end.kind === 'cap' ? `It stops after ${countOf(CAP, 'step')}.`
    : end.kind === 'broken' ? explainBrokenWords(model, end.id, steps.length, values)
    : noHintWords(end, model, values);
  // The landmark keys (N, P) answer wherever focus is in the play island (it calls this handler), text fields aside.
  if (keys) keys.current = landmark ? landmarkKeyHandler(marks, at, jumpTo) : null;
  useEffect(() => () => {
    if (keys) keys.current = null;
  }, [keys]);
  return (
    <div data-testid="play-explain-steps" data-count={steps.length} data-end={end.kind}>
      <p class="eng-small" data-testid="play-explain-summary">
        {steps.length === 0 ? (
          // No step to count: say only why, so a broken position is not described as a run of "0 forcings".
          <>The method takes no step from your position. {ending}</>
        ) : (
          <>
            From your position the method takes {countOf(steps.length, 'step')}: {countOf(steps.length - pairs - stars - trials, 'forcing from one inequality', 'forcings from one inequality')},{' '}
            {countOf(pairs, 'sum of two', 'sums of two')}{model.stars && stars > 0 ? `, ${countOf(stars, 'star')}` : ''} and {countOf(trials, 'trial')}. {ending}
          </>
        )}
      </p>
      <Stepper id="play-step" count={steps.length} value={at} onChange={setAt} syncUrl={false} label="Steps of the method from your position"
        describe={(k) => (k === 0 ? 'your position' : shortWords(model, steps[k - 1].step))} />
      {landmark && <LandmarkJumps marks={marks} step={at} onJump={jumpTo} what={landmark.what} whatPlural={landmark.whatPlural}
        sizes={sizes} things={landmark.things} testId="play-explain-landmark" />}
      {/* The step's board first, then its words: beside them side by side, above them on a phone. Under a long
          explanation it was off the screen, while the reader's board at the top still showed the position before. */}
      <div class="play-explain-split" data-testid="play-explain-split">
        <div ref={boardBox} data-testid="play-explain-board-box">
          {genre.board({
            puzzle,
            values: shown,
            highlight: marked,
            changed: current ? current.step.forced.map((f) => f.variable) : [],
            selected: null,
            label: `The board after step ${at} of the method from your position`,
            testId: 'play-explain-board',
          })}
        </div>
        <div class="play-explain-words">
          {current ? (
            <p data-testid="play-explain-step">
              <span class="eng-badge" data-tone={current.step.kind === 'trial' ? 'trial' : 'deduce'}>
                {STEP_BADGE[current.step.kind]}
              </span>{' '}
              {stepSentence(model, current.step)}
            </p>
          ) : (
            <p data-testid="play-explain-step">{steps.length === 0 ? 'Your position: there is no step to show.' : 'Your position, before the first step. Step forward to see what the method does from here.'}</p>
          )}
          {current && <ExplainRows model={model} step={current.step} before={at > 1 ? steps[at - 2].after : values} />}
        </div>
      </div>
    </div>
  );
}

const STEP_BADGE: Record<Deduction['kind'], string> = { one: 'Forcing', pair: 'Sum of two', star: 'Star', trial: 'Trial' };

/** The step in a few words beside "Step i of N" (the sentence is under the stepper). */
function shortWords(model: PlayModel, step: Deduction): string {
  if (step.kind === 'one') return `forcing from ${labelOf(step.id)}`;
  if (step.kind === 'pair') return `the sum of ${labelOf(step.ids[0])} and ${labelOf(step.ids[1])}`;
  if (step.kind === 'star') return `a star: ${step.ids.map(labelOf).join(' + ')}`;
  return `a trial on ${model.words.name(step.variable)}`;
}
