/**
 * Shakashaka by hand: the reader does the engine's work on a small board.
 * Click a cell to list the inequalities on its five variables; pick one and
 * see what it forces and why (or why nothing), apply it; or add two and keep
 * the sum. Undo, start over, ask for a hint. The verdicts, the list and the
 * sums are the inequality engine's shared by-hand views
 * (src/ui/inequalities/by-hand/) in Shakashaka's words; the board is drawn
 * with the marks of what each cell may still be, so every forced 0 is seen
 * to rule out a triangle and every forced 1 to place one.
 *
 * The island's frame and layout are the engine genres' (HandIsland,
 * HandLayout in src/ui/inequalities/by-hand/); this file gives Shakashaka's
 * board, words and list filter.
 *
 * The list shows one cell's inequalities at a time (a board has hundreds;
 * typesetting all of them at once would stall the page), with a button to
 * show them all.
 */
import type { JSX } from 'preact';
import { useMemo, useReducer, useState } from 'preact/hooks';
import { parseShakashaka } from '../../puzzles/shakashaka/format';
import { shakashakaModel } from '../../puzzles/shakashaka/model';
import type { ShakashakaPuzzle } from '../../puzzles/shakashaka/puzzle';
import { shakashakaWords } from '../../puzzles/shakashaka/vocabulary';
import StyleSheet from '../StyleSheet';
import { BY_HAND_CSS } from '../inequalities/by-hand/by-hand-css';
import type { HandBoard } from '../inequalities/by-hand/HandControls';
import { HandIsland, HandLayout } from '../inequalities/by-hand/HandIsland';
import { handHint, handMarks, inequalitiesOf, initHand, isDone, isFinished, reduceHand, type HandAction, type HandMode } from '../../inequalities/hand-state';
import { HINT_MODE_NOTE, readerModeAfter, restoreReaderMode } from './hand-reader-mode';
import { hintSentence, solvedHow } from '../inequalities/by-hand/hand-text';
import { ENGINE_CSS } from '../inequalities/engine-css';
import { cellOfVariable, handModel, touchesCell } from '../../lessons/shakashaka/hand-model';
import { SHAKASHAKA_CSS } from './shakashaka-css';
import { ShakashakaBoard } from './ShakashakaBoard';

export type { HandBoard } from '../inequalities/by-hand/HandControls';

/**
 * The phone bar's copy of the board, per column: at 23 px a cell its clues have 10 px of ink (the layout guard's
 * least), so the one-line bar is only as tall as a readable board needs (a 3×3 board: about 70 px).
 */
const MINI_CELL_PX = 23;

export interface ByHandIslandProps {
  boards: HandBoard[];
  testId?: string;
}

export default function ByHandIsland({ boards, testId = 'by-hand' }: ByHandIslandProps): JSX.Element {
  return (
    <HandIsland boards={boards} testId={testId} className="sk-hand" parse={parseShakashaka} workspace={(puzzle) => <Workspace puzzle={puzzle} />}>
      <StyleSheet css={ENGINE_CSS + BY_HAND_CSS + SHAKASHAKA_CSS} />
    </HandIsland>
  );
}

function Workspace({ puzzle }: { puzzle: ShakashakaPuzzle }): JSX.Element {
  const model = useMemo(() => shakashakaModel(puzzle, 'A-D+F'), [puzzle]);
  const words = shakashakaWords(puzzle);
  const [state, dispatch] = useReducer(reduceHand, useMemo(() => handModel(model), [model]), initHand);
  const [hover, setHover] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  // The list follows the chosen cell (the reducer's `cell` holds its first variable); with none, the first white cell.
  const cell = state.cell === null ? 0 : cellOfVariable(state.cell);
  const all = inequalitiesOf(state);
  const shown = all.filter((x) => (showAll || touchesCell(x, cell)) && !(state.hideDone && isDone(x.inequality, state.values)));
  const marks = handMarks(state, hover);
  const [row, col] = [model.variables[5 * cell].row, model.variables[5 * cell].col];
  // The mode the reader chose; a hint may show its one inequality in "Apply one" mode for a step (hand-reader-mode.ts).
  const [readerMode, setReaderMode] = useState<HandMode>('one');
  const act = (a: HandAction) => {
    setHint(null);
    setReaderMode((m) => readerModeAfter(m, a));
    dispatch(a);
    const back = restoreReaderMode(readerMode, a.type === 'mode' ? a.mode : state.mode, a);
    if (back && a.type !== 'mode') dispatch(back);
  };
  const selectCell = (k: number) => {
    setShowAll(false);
    if (5 * k !== state.cell) act({ type: 'cell', variable: 5 * k });
  };
  const giveHint = () => {
    const hint = handHint(state);
    if (hint.kind === 'one') {
      const x = hint.pick;
      const open = x.inequality.vars.find((v) => state.values[v] === -1) ?? x.inequality.vars[0];
      dispatch({ type: 'mode', mode: 'one' });
      dispatch({ type: 'clear' });
      if (state.cell !== 5 * cellOfVariable(open)) dispatch({ type: 'cell', variable: 5 * cellOfVariable(open) });
      setShowAll(false);
      dispatch({ type: 'pick', id: x.id });
    } else if (hint.kind === 'pair') {
      dispatch({ type: 'pickPair', ids: [hint.picks[0].id, hint.picks[1].id] });
    } else if (hint.kind === 'trial') {
      // The trial's cell is chosen, so the list shows its inequalities; the offer stays while the reader looks.
      const at = 5 * cellOfVariable(hint.trial.variable);
      setShowAll(false);
      if (state.cell !== at) dispatch({ type: 'cell', variable: at });
      dispatch({ type: 'offerTrial', trial: hint.trial });
    }
    const sentence = hintSentence(hint, words, 'it is picked for you, and its cell is chosen');
    setHint(hint.kind === 'one' && state.mode === 'pair' ? `${sentence} ${HINT_MODE_NOTE}` : sentence);
  };

  return (
    <HandLayout state={state} act={act} words={words} shown={shown} setHover={setHover} marks={marks} hint={hint} onHint={giveHint}
      modeName={`sk-hand-mode-${model.variables.length}`} data={{ cell }} verdictAboveList
      board={
        <ShakashakaBoard puzzle={puzzle} values={state.values} highlight={marks.marked} changed={marks.changed} selected={cell}
          onCellSelect={selectCell} label="Board for solving by hand" testId="by-hand-board" maxWidth={Math.min(300, 44 * (puzzle.width + 1))} />
      }
      miniBoard={
        <ShakashakaBoard puzzle={puzzle} values={state.values} highlight={marks.marked} changed={marks.changed} compact axes={false}
          label="The board, small" testId="by-hand-mini-board" maxWidth={MINI_CELL_PX * puzzle.width + 4} />
      }
      status={
        <>
          {isFinished(state)
            ? `Every variable is decided: the puzzle is solved, ${solvedHow(state)}.`
            : `${model.variables.length - marks.undecided} of ${model.variables.length} variables decided, ${marks.undecided} to go.`}{' '}
          Cells with a thick border hold variables of the inequality you point at or picked; a dashed outline marks the cells{' '}
          {marks.preview?.kind === 'forces' || state.offer ? 'it would settle' : 'the last step settled'}.
        </>
      }
      filter={
        <>
          <span data-testid="hand-filter">
            {showAll
              ? `All ${shown.length} inequalities${state.hideDone ? ' that can still force something' : ''}.`
              : `The ${shown.length} inequalities on the cell in row ${row + 1}, column ${col + 1}${state.hideDone ? ' that can still force something' : ''} (click another cell for its own).`}
            {' '}Each is the rule with every variable moved left; the line under it, once some cells are known, puts their values in.
          </span>
          <button type="button" class="btn" data-testid="hand-show-all" aria-pressed={showAll ? 'true' : 'false'} onClick={() => setShowAll((s) => !s)}>
            {showAll ? 'Only the chosen cell' : `Show all ${all.length}`}
          </button>
        </>
      } />
  );
}
