/**
 * The lesson's by-hand mode: the reader does the solver's work. Pick one
 * inequality and see what it forces, or pick two and see them aligned and
 * added; apply what is forced, keep a sum to add a third one to it, undo,
 * start over. Clicking a cell lists only the inequalities that contain it.
 *
 * All durable state lives in the pure reducer (hand-state.ts); the only
 * local state here is what the pointer or focus rests on, and the hint.
 * A button that goes away when pressed (Apply, Keep, Show all) hands focus
 * to the list, and the others stay focusable when they have nothing to do
 * (aria-disabled), so a keyboard user is never dropped on the page.
 * The island's frame and layout are the engine genres' (HandIsland,
 * HandLayout in src/ui/inequalities/by-hand/); this file gives Akari's board,
 * words and list filter. Its styles (ENGINE_CSS and BY_HAND_CSS) are written
 * once by the page.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { parseAkari } from '../../../puzzles/akari/format';
import { buildAkariModel } from '../../../puzzles/akari/model';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import { AKARI_WORDS, akariWordsOn } from '../../../puzzles/akari/vocabulary';
import type { HandBoard } from '../../inequalities/by-hand/HandControls';
import { HandIsland, HandLayout } from '../../inequalities/by-hand/HandIsland';
import { handHint, handMarks, inequalitiesOf, initHand, isDone, isFinished, nextSumLabel, reduceHand, type HandAction } from '../../../inequalities/hand-state';
import { fixpointSentence, hintSentence, solvedHow, starWaitingSentence } from '../../inequalities/by-hand/hand-text';
import { AkariBoard, LIT_LEGEND } from '../AkariBoard';

const plainName = AKARI_WORDS.name;
/** The width at which the by-hand layout stacks (by-hand-css.ts). */
const NARROW = '(max-width: 700px)';
/** The phone's copy of the board in the verdict: narrower than a board with readable clues (board-size.ts), so it draws none. */
const PICK_BOARD_PX = 180;
/**
 * On a phone, where a pick brings the result's top: this far down the screen, so the list's last lines stay above it
 * and its copy of the board, the pick's cells marked, with the first words under it, fit below.
 */
const RESULT_AT = 0.3;

export type { HandBoard } from '../../inequalities/by-hand/HandControls';

export interface ByHandIslandProps {
  boards: HandBoard[];
  testId?: string;
}

export default function ByHandIsland({ boards, testId = 'by-hand' }: ByHandIslandProps): JSX.Element {
  // hand-why-first: on a phone the verdict (what the pick forces and why) comes right under the board, above the long list (lesson-css.ts).
  return <HandIsland boards={boards} testId={testId} parse={parseAkari} workspace={(puzzle) => <Workspace puzzle={puzzle} />} />;
}

function Workspace({ puzzle }: { puzzle: AkariPuzzle }): JSX.Element {
  const model = useMemo(() => buildAkariModel(puzzle), [puzzle]);
  // Words that also say where a cell is, so a sum's cancelled cells can be found on the board.
  const words = useMemo(() => akariWordsOn(model), [model]);
  // Finished inequalities (true whatever the open cells become) can act neither alone nor in a sum: hidden from the start,
  // so the list holds only what can still act; the box under the filter line shows them again.
  const [state, dispatch] = useReducer(reduceHand, model, (m) => ({ ...initHand(m), hideDone: true }));
  const [hover, setHover] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const onCell = inequalitiesOf(state).filter((x) => state.cell === null || x.inequality.vars.includes(state.cell));
  const shown = onCell.filter((x) => !(state.hideDone && isDone(x.inequality, state.values)));
  const hidden = onCell.length - shown.length;
  const hiddenWords = hidden > 0 ? ` ${hidden} finished ${hidden === 1 ? 'one is' : 'ones are'} hidden.` : '';
  const marks = handMarks(state, hover);
  const act = (a: HandAction) => {
    setHint(null);
    dispatch(a);
  };
  // On a phone the verdict follows the list (by-hand-css.ts): a pick brings it into view, with the list's last lines above it.
  useEffect(() => {
    if (state.picks.length === 0 || !window.matchMedia(NARROW).matches) return;
    const result = root.current?.querySelector('[data-testid="hand-result"]');
    if (!result) return;
    // Its top a little above mid-screen: its first lines below, the list (and the pick just made) above, under the pinned bar.
    const top = result.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * RESULT_AT) window.scrollBy({ top: top - window.innerHeight * RESULT_AT });
  }, [state.picks.join(' ')]);
  /** After a button that goes away: focus the list's tab stop once the list is drawn again. */
  const toList = () =>
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-testid="hand-list"] button[tabindex="0"]')?.focus({ preventScroll: true }));
  const giveHint = () => {
    // Akari's lesson teaches stars before trials, so its hint offers one first.
    const hint = handHint(state, { stars: true });
    // A second press before the sum is kept would pick the same two again and seem to do nothing: say what is awaited instead.
    if (hint.kind === 'star' && samePicks(state.picks, [hint.star.parts[0].id, hint.star.parts[1].id])) {
      setHint(starWaitingSentence(hint.star));
      return;
    }
    if (hint.kind === 'one') {
      dispatch({ type: 'mode', mode: 'one' });
      dispatch({ type: 'clear' });
      dispatch({ type: 'cell', variable: null });
      dispatch({ type: 'pick', id: hint.pick.id });
    } else if (hint.kind === 'pair') {
      dispatch({ type: 'pickPair', ids: [hint.picks[0].id, hint.picks[1].id] });
    } else if (hint.kind === 'star') {
      dispatch({ type: 'pickPair', ids: [hint.star.parts[0].id, hint.star.parts[1].id] });
    } else if (hint.kind === 'trial') {
      dispatch({ type: 'offerTrial', trial: hint.trial });
    }
    setHint(hintSentence(hint, AKARI_WORDS, undefined, nextSumLabel(state)));
  };

  const fixpoint = useMemo(() => fixpointSentence(state, AKARI_WORDS), [state]);
  return (
    <HandLayout state={state} act={act} words={words} shown={shown} setHover={setHover} marks={marks} hint={hint} onHint={giveHint} forceAll
      modeName={`hand-mode-${model.variables.length}`} afterGone={toList} rootRef={root}
      board={
        <AkariBoard puzzle={puzzle} values={state.values} highlight={marks.marked} changed={marks.changed} selected={state.cell}
          onCellSelect={(v) => act({ type: 'cell', variable: v })} label="Board for solving by hand" testId="by-hand-board" />
      }
      pickBoard={
        <AkariBoard puzzle={puzzle} values={state.values} highlight={marks.marked} changed={marks.changed} compact maxWidth={PICK_BOARD_PX}
          label="The board, with the cells of the pick" testId="by-hand-pick-board" />
      }
      status={
        <>
          {isFinished(state)
            ? `Every cell is decided: the puzzle is solved, ${solvedHow(state)}.`
            : `${model.variables.length - marks.undecided} of ${model.variables.length} cells decided, ${marks.undecided} to go.`}{' '}
          {fixpoint && <strong data-testid="hand-fixpoint">{fixpoint} </strong>}
          {/* The marks are explained in full until the first pick, then in a few words: the line changes with every action and is read again each time. */}
          {state.steps.length === 0 && state.picks.length === 0
            ? <>Cells in a thick blue border, striped inside, belong to the inequality you point at or pick; a dashed outline marks the cells it would settle. {LIT_LEGEND}</>
            : // One caption for both states (it switched wording without saying why): the preview while a pick forces, else the last step.
              'Striped: the picked inequality’s cells; dashed: what it would settle, or, while it settles nothing, what the last step settled.'}
        </>
      }
      filter={
        state.cell !== null ? (
          <>
            <span data-testid="hand-filter">
              Showing the {shown.length} inequalities with cell {plainName(state.cell)}.{hiddenWords}
            </span>
            <button type="button" class="btn" data-testid="hand-filter-clear" onClick={() => (act({ type: 'cell', variable: null }), toList())}>
              Show all
            </button>
          </>
        ) : (
          <span data-testid="hand-filter">
            All {shown.length} {state.hideDone ? 'unfinished ' : ''}inequalities.{hiddenWords} Click a cell to narrow the list.
            {/* A "now" line drops known 0s and moves known 1s to the right side (x₁ + x₂ ≥ 2 with both lamps reads 0 ≥ 0), as the step texts do. */}
            {state.values.some((v) => v !== -1) && ' Under a line, its known 0s dropped and known 1s moved to the right side.'}
          </span>
        )
      } />
  );
}

/** The same inequalities picked, in any order. */
function samePicks(picks: readonly string[], ids: readonly string[]): boolean {
  return picks.length === ids.length && ids.every((id) => picks.includes(id));
}
