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
import { AKARI_CSS } from '../akari/akari-css';
import { BY_HAND_CSS } from '../inequalities/by-hand/by-hand-css';
import { HandHistory } from '../inequalities/by-hand/HandHistory';
import { HandList } from '../inequalities/by-hand/HandList';
import { HandResult } from '../inequalities/by-hand/HandResult';
import { findInequality, firstForcing, inequalitiesOf, initHand, isDone, isFinished, judge, reduceHand, type HandMode } from '../inequalities/by-hand/hand-state';
import { cellOfVariable, handModel, touchesCell } from './hand-model';
import { SHAKASHAKA_CSS } from './shakashaka-css';
import { ShakashakaBoard } from './ShakashakaBoard';

export interface HandBoard {
  id: string;
  label: string;
  /** The board in the text format. */
  text: string;
}

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
    <section class="ak-card hand sk-hand" data-testid={testId} aria-label="Solve by hand">
      <StyleSheet css={AKARI_CSS + BY_HAND_CSS + SHAKASHAKA_CSS} />
      {boards.length > 1 && (
        <p class="ak-row">
          <label>
            Board{' '}
            <select data-testid="hand-board-choice" value={boardId} onChange={(e) => setBoardId((e.currentTarget as HTMLSelectElement).value)}>
              {boards.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </select>
          </label>
        </p>
      )}
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
  const j = judge(state);
  const last = state.steps[state.steps.length - 1];
  const preview = j && (j.kind === 'one' ? j.verdict : j.result.verdict);
  const changed = preview?.kind === 'forces' ? preview.forced.map((f) => f.variable) : last?.kind === 'apply' ? last.forced.map((f) => f.variable) : [];
  const marked = [hover, ...state.picks].flatMap((id) => (id ? [...(findInequality(state, id)?.inequality.vars ?? [])] : []));
  const undecided = state.values.filter((v) => v === -1).length;
  const nextSum = `S${state.steps.filter((s) => s.sum).length + 1}`;
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
      <div class="ak-split">
        <div class="ak-sticky">
          <ShakashakaBoard puzzle={puzzle} values={state.values} highlight={marked} changed={changed} selected={cell}
            onCellSelect={selectCell} label="Board for solving by hand" testId="by-hand-board" maxWidth={300} />
          <p class="ak-small" aria-live="polite" data-testid="hand-status">
            {isFinished(state)
              ? 'Every variable is decided: the puzzle is solved, by deduction alone.'
              : `${model.variables.length - undecided} of ${model.variables.length} variables decided, ${undecided} to go.`}{' '}
            Cells with a thick border hold variables of the inequality you point at or picked; a dashed outline marks the cells{' '}
            {preview?.kind === 'forces' ? 'it would settle' : 'the last step settled'}.
          </p>
          <div class="ak-row">
            <button type="button" class="btn" data-testid="hand-undo" disabled={state.steps.length === 0} onClick={() => act({ type: 'undo' })}>
              Undo
            </button>
            <button type="button" class="btn" data-testid="hand-reset" disabled={state.steps.length === 0} onClick={() => act({ type: 'reset' })}>
              Reset
            </button>
            <button type="button" class="btn" data-testid="hand-hint" disabled={isFinished(state)} onClick={giveHint}>
              Hint
            </button>
          </div>
          {hint && (
            <p class="ak-small" role="status" data-testid="hand-hint-text">
              {hint}
            </p>
          )}
        </div>
        <div class="hand-side">
          <fieldset class="ak-fieldset">
            <legend>What to do</legend>
            {(['one', 'pair'] as HandMode[]).map((m) => (
              <label key={m} class="ak-choice">
                <input type="radio" name={`sk-hand-mode-${model.variables.length}`} checked={state.mode === m} data-testid={`hand-mode-${m}`}
                  onChange={() => act({ type: 'mode', mode: m })} />
                {m === 'one' ? 'Apply one inequality' : 'Add two inequalities'}
              </label>
            ))}
          </fieldset>
          <div class="ak-row">
            <span data-testid="hand-filter">
              {showAll
                ? `All ${shown.length} inequalities${state.hideDone ? ' that can still force something' : ''}.`
                : `The ${shown.length} inequalities on the cell in row ${row + 1}, column ${col + 1}${state.hideDone ? ' that can still force something' : ''}. Click another cell to list its own.`}
            </span>
            <button type="button" class="btn" data-testid="hand-show-all" aria-pressed={showAll ? 'true' : 'false'} onClick={() => setShowAll((s) => !s)}>
              {showAll ? 'Only the chosen cell' : `Show all ${all.length}`}
            </button>
          </div>
          <label class="ak-choice">
            <input type="checkbox" checked={state.hideDone} data-testid="hand-hide-done"
              onChange={(e) => act({ type: 'hideDone', on: (e.currentTarget as HTMLInputElement).checked })} />
            Hide finished inequalities (those that hold whatever happens)
          </label>
          <HandList items={shown} values={state.values} picks={state.picks} words={words} onHover={setHover}
            onPick={(id) => act({ type: 'pick', id })} label="Inequalities to pick (arrow keys move, Enter picks)" />
        </div>
      </div>
      <HandResult judgement={j} mode={state.mode} pickedLabels={state.picks.map((id) => findInequality(state, id)?.label ?? id)}
        values={state.values} words={words} nextSum={nextSum} onApply={() => act({ type: 'apply' })} onKeep={() => act({ type: 'keep' })} />
      <HandHistory words={words} steps={state.steps} lookup={(id) => findInequality(state, id)?.label ?? id} />
    </div>
  );
}
