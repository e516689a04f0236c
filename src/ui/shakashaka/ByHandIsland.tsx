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
import { FormulaOutput } from '../formula-output';
import StyleSheet from '../StyleSheet';
import { ENGINE_CSS } from '../inequalities/engine-css';
import { BY_HAND_CSS } from '../inequalities/by-hand/by-hand-css';
import { HandHistory } from '../inequalities/by-hand/HandHistory';
import { HandList } from '../inequalities/by-hand/HandList';
import { HandResult } from '../inequalities/by-hand/HandResult';
import { HandBoardChoice, HandButtons, HandModeChoice, HideDoneChoice, type HandBoard } from '../inequalities/by-hand/HandControls';
import { findInequality, firstForcing, handMarks, inequalitiesOf, initHand, isDone, isFinished, nextSumLabel, reduceHand } from '../inequalities/by-hand/hand-state';
import { cellOfVariable, handModel, touchesCell } from './hand-model';
import { SHAKASHAKA_CSS } from './shakashaka-css';
import { ShakashakaBoard } from './ShakashakaBoard';

export type { HandBoard } from '../inequalities/by-hand/HandControls';

export interface ByHandIslandProps {
  boards: HandBoard[];
  testId?: string;
}

export default function ByHandIsland({ boards, testId = 'by-hand' }: ByHandIslandProps): JSX.Element {
  const [boardId, setBoardId] = useState(boards[0].id);
  const board = boards.find((b) => b.id === boardId) ?? boards[0];
  return (
    // MathML: the browser typesets it, and a list of formulas stays a fraction of KaTeX's HTML in size.
    <FormulaOutput.Provider value="mathml">
    <section class="eng-card hand sk-hand" data-testid={testId} aria-label="Solve by hand">
      <StyleSheet css={ENGINE_CSS + BY_HAND_CSS + SHAKASHAKA_CSS} />
      <HandBoardChoice boards={boards} value={boardId} onChange={setBoardId} />
      {/* Keyed by board: a new board starts a fresh reducer. */}
      <HandWorkspace key={board.id} text={board.text} />
    </section>
    </FormulaOutput.Provider>
  );
}

function HandWorkspace({ text }: { text: string }): JSX.Element {
  const parsed = useMemo(() => parseShakashaka(text), [text]);
  if (!parsed.ok) return <p role="alert">This board does not read: {parsed.error.message}</p>;
  return <Workspace puzzle={parsed.puzzle} />;
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
  const { judgement: j, preview, changed, marked, undecided } = handMarks(state, hover);
  const [row, col] = [model.variables[5 * cell].row, model.variables[5 * cell].col];
  const act = (a: Parameters<typeof reduceHand>[1]) => {
    setHint(null);
    dispatch(a);
  };
  const selectCell = (k: number) => {
    setShowAll(false);
    if (5 * k !== state.cell) act({ type: 'cell', variable: 5 * k });
  };
  const giveHint = () => {
    const x = firstForcing(state);
    if (x) {
      const open = x.inequality.vars.find((v) => state.values[v] === -1) ?? x.inequality.vars[0];
      dispatch({ type: 'mode', mode: 'one' });
      dispatch({ type: 'clear' });
      if (state.cell !== 5 * cellOfVariable(open)) dispatch({ type: 'cell', variable: 5 * cellOfVariable(open) });
      setShowAll(false);
      dispatch({ type: 'pick', id: x.id });
      setHint(`${x.label} forces something on its own: it is picked for you, and its cell is chosen.`);
    } else {
      setHint('No single inequality forces anything now. Add two: one that pushes a variable up and one that pushes it down. If no pair forces anything either, keep a sum and add a third inequality to it.');
    }
  };

  return (
    <div data-testid="hand-workspace" data-mode={state.mode} data-undecided={undecided} data-steps={state.steps.length}
      data-values={state.values.join(' ')} data-cell={cell}>
      <div class="eng-split">
        <div class="eng-sticky">
          <ShakashakaBoard puzzle={puzzle} values={state.values} highlight={marked} changed={changed} selected={cell}
            onCellSelect={selectCell} label="Board for solving by hand" testId="by-hand-board" maxWidth={300} />
          <p class="eng-small" aria-live="polite" data-testid="hand-status">
            {isFinished(state)
              ? 'Every variable is decided: the puzzle is solved, by deduction alone.'
              : `${model.variables.length - undecided} of ${model.variables.length} variables decided, ${undecided} to go.`}{' '}
            Cells with a thick border hold variables of the inequality you point at or picked; a dashed outline marks the cells{' '}
            {preview?.kind === 'forces' ? 'it would settle' : 'the last step settled'}.
          </p>
          <HandButtons steps={state.steps.length} finished={isFinished(state)} onUndo={() => act({ type: 'undo' })} onReset={() => act({ type: 'reset' })}
            onHint={giveHint} />
          {hint && (
            <p class="eng-small" role="status" data-testid="hand-hint-text">
              {hint}
            </p>
          )}
        </div>
        <div class="hand-side">
          <HandModeChoice mode={state.mode} name={`sk-hand-mode-${model.variables.length}`} onChange={(m) => act({ type: 'mode', mode: m })} />
          <div class="eng-row">
            <span data-testid="hand-filter">
              {showAll
                ? `All ${shown.length} inequalities${state.hideDone ? ' that can still force something' : ''}.`
                : `The ${shown.length} inequalities on the cell in row ${row + 1}, column ${col + 1}${state.hideDone ? ' that can still force something' : ''}. Click another cell to list its own.`}
            </span>
            <button type="button" class="btn" data-testid="hand-show-all" aria-pressed={showAll ? 'true' : 'false'} onClick={() => setShowAll((s) => !s)}>
              {showAll ? 'Only the chosen cell' : `Show all ${all.length}`}
            </button>
          </div>
          <HideDoneChoice on={state.hideDone} onChange={(on) => act({ type: 'hideDone', on })} />
          <HandList items={shown} values={state.values} picks={state.picks} words={words} onHover={setHover}
            onPick={(id) => act({ type: 'pick', id })} label="Inequalities to pick (arrow keys move, Enter picks)" />
        </div>
      </div>
      <HandResult judgement={j} mode={state.mode} pickedLabels={state.picks.map((id) => findInequality(state, id)?.label ?? id)}
        values={state.values} words={words} nextSum={nextSumLabel(state)} onApply={() => act({ type: 'apply' })} onKeep={() => act({ type: 'keep' })} />
      <HandHistory words={words} steps={state.steps} lookup={(id) => findInequality(state, id)?.label ?? id} />
    </div>
  );
}
