/**
 * The lesson's by-hand mode: the reader does the solver's work. Pick one
 * inequality and see what it forces, or pick two and see them aligned and
 * added; apply what is forced, keep a sum to add a third one to it, undo,
 * start over. Clicking a cell lists only the inequalities that contain it.
 *
 * All durable state lives in the pure reducer (hand-state.ts); the only
 * local state here is what the pointer or focus rests on, and the hint.
 */
import type { JSX } from 'preact';
import { useMemo, useReducer, useState } from 'preact/hooks';
import { parseAkari } from '../../../puzzles/akari/format';
import { buildAkariModel } from '../../../puzzles/akari/model';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import StyleSheet from '../../StyleSheet';
import { AKARI_CSS } from '../akari-css';
import { AkariBoard } from '../AkariBoard';
import { AKARI_WORDS } from '../../../puzzles/akari/vocabulary';
import { BY_HAND_CSS } from '../../inequalities/by-hand/by-hand-css';
import { HandHistory } from '../../inequalities/by-hand/HandHistory';
import { HandList } from '../../inequalities/by-hand/HandList';
import { HandResult } from '../../inequalities/by-hand/HandResult';
import { findInequality, firstForcing, inequalitiesOf, initHand, isDone, isFinished, judge, reduceHand, type HandMode } from '../../inequalities/by-hand/hand-state';

const plainName = AKARI_WORDS.name;

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
  // Keyed by board: a new board starts a fresh reducer.
  return (
    <section class="ak-card hand" data-testid={testId} aria-label="Solve by hand">
      <StyleSheet css={AKARI_CSS + BY_HAND_CSS} />
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
      <HandWorkspace key={board.id} text={board.text} />
    </section>
  );
}

function HandWorkspace({ text }: { text: string }): JSX.Element {
  const parsed = useMemo(() => parseAkari(text), [text]);
  if (!parsed.ok) return <p role="alert">This board does not read: {parsed.error.message}</p>;
  return <Workspace puzzle={parsed.puzzle} />;
}

function Workspace({ puzzle }: { puzzle: AkariPuzzle }): JSX.Element {
  const model = useMemo(() => buildAkariModel(puzzle), [puzzle]);
  const [state, dispatch] = useReducer(reduceHand, model, initHand);
  const [hover, setHover] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const all = inequalitiesOf(state);
  const shown = all.filter(
    (x) => (state.cell === null || x.inequality.vars.includes(state.cell)) && !(state.hideDone && isDone(x.inequality, state.values)),
  );
  const j = judge(state);
  const last = state.steps[state.steps.length - 1];
  const preview = j && (j.kind === 'one' ? j.verdict : j.result.verdict);
  const changed = preview?.kind === 'forces' ? preview.forced.map((f) => f.variable) : last?.kind === 'apply' ? last.forced.map((f) => f.variable) : [];
  const marked = [hover, ...state.picks].flatMap((id) => (id ? [...(findInequality(state, id)?.inequality.vars ?? [])] : []));
  const undecided = state.values.filter((v) => v === -1).length;
  const nextSum = `S${state.steps.filter((s) => s.sum).length + 1}`;
  const act = (a: Parameters<typeof reduceHand>[1]) => {
    setHint(null);
    dispatch(a);
  };
  const giveHint = () => {
    const x = firstForcing(state);
    if (x) {
      dispatch({ type: 'mode', mode: 'one' });
      dispatch({ type: 'clear' });
      dispatch({ type: 'cell', variable: null });
      dispatch({ type: 'pick', id: x.id });
      setHint(`${x.label} forces something on its own: it is picked for you.`);
    } else {
      setHint('No single inequality forces anything now. Add two: one ≥ and one ≤ that share cells. If no pair forces anything either, keep a sum and add a third inequality to it.');
    }
  };

  return (
    <div data-testid="hand-workspace" data-mode={state.mode} data-undecided={undecided} data-steps={state.steps.length}
      data-values={state.values.join(' ')}>
      <div class="ak-split">
        <div class="ak-sticky">
          <AkariBoard puzzle={puzzle} values={state.values} highlight={marked} changed={changed} selected={state.cell}
            onCellSelect={(v) => act({ type: 'cell', variable: v })} label="Board for solving by hand" testId="by-hand-board" />
          <p class="ak-small" aria-live="polite" data-testid="hand-status">
            {isFinished(state)
              ? 'Every cell is decided: the puzzle is solved, by deduction alone.'
              : `${model.variables.length - undecided} of ${model.variables.length} cells decided, ${undecided} to go.`}{' '}
            Hatched cells belong to the inequality you point at or picked; a dashed outline marks the cells {preview?.kind === 'forces' ? 'it would settle' : 'the last step settled'}.
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
                <input type="radio" name={`hand-mode-${model.variables.length}`} checked={state.mode === m} data-testid={`hand-mode-${m}`}
                  onChange={() => act({ type: 'mode', mode: m })} />
                {m === 'one' ? 'Apply one inequality' : 'Add two inequalities'}
              </label>
            ))}
          </fieldset>
          <div class="ak-row">
            {state.cell !== null ? (
              <>
                <span data-testid="hand-filter">
                  Showing the {shown.length} inequalities with cell {plainName(state.cell)}.
                </span>
                <button type="button" class="btn" data-testid="hand-filter-clear" onClick={() => act({ type: 'cell', variable: null })}>
                  Show all
                </button>
              </>
            ) : (
              <span data-testid="hand-filter">
                All {shown.length} inequalities{state.hideDone ? ' that can still force something' : ''}. Click a cell to narrow the list.
              </span>
            )}
          </div>
          <label class="ak-choice">
            <input type="checkbox" checked={state.hideDone} data-testid="hand-hide-done"
              onChange={(e) => act({ type: 'hideDone', on: (e.currentTarget as HTMLInputElement).checked })} />
            Hide finished inequalities (those that hold whatever happens)
          </label>
          <HandList items={shown} values={state.values} picks={state.picks} words={AKARI_WORDS} onHover={setHover}
            onPick={(id) => act({ type: 'pick', id })} label="Inequalities to pick (arrow keys move, Enter picks)" />
        </div>
      </div>
      {/* Full width: an aligned sum needs the room of the whole card. */}
      <HandResult judgement={j} mode={state.mode} pickedLabels={state.picks.map((id) => findInequality(state, id)?.label ?? id)}
        values={state.values} words={AKARI_WORDS} nextSum={nextSum} onApply={() => act({ type: 'apply' })} onKeep={() => act({ type: 'keep' })} />
      <HandHistory words={AKARI_WORDS} steps={state.steps} lookup={(id) => findInequality(state, id)?.label ?? id} />
    </div>
  );
}
