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
 * Its styles (AKARI_CSS and BY_HAND_CSS) are written once by the page.
 */
import type { JSX } from 'preact';
import { useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { parseAkari } from '../../../puzzles/akari/format';
import { buildAkariModel } from '../../../puzzles/akari/model';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import { AKARI_WORDS } from '../../../puzzles/akari/vocabulary';
import { MathmlFormulas } from '../../Formula';
import { StartingNote, useStarted } from '../../Starting';
import { HandHistory } from '../../inequalities/by-hand/HandHistory';
import { HandList } from '../../inequalities/by-hand/HandList';
import { HandResult } from '../../inequalities/by-hand/HandResult';
import {
  findInequality,
  firstForcing,
  inequalitiesOf,
  initHand,
  isDone,
  isFinished,
  judge,
  nextSumLabel,
  reduceHand,
  type HandAction,
  type HandMode,
} from '../../inequalities/by-hand/hand-state';
import { AkariBoard } from '../AkariBoard';

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
  const started = useStarted();
  const [boardId, setBoardId] = useState(boards[0].id);
  const board = boards.find((b) => b.id === boardId) ?? boards[0];
  // Keyed by board: a new board starts a fresh reducer.
  return (
    <MathmlFormulas>
      <section class="ak-card hand" data-testid={testId} aria-label="Solve by hand" data-started={String(started)}>
        <StartingNote started={started} what="the board and the list" />
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
    </MathmlFormulas>
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
  const root = useRef<HTMLDivElement>(null);
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
  const finished = isFinished(state);
  const act = (a: HandAction) => {
    setHint(null);
    dispatch(a);
  };
  /** After a button that goes away: focus the list's tab stop once the list is drawn again. */
  const toList = () =>
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-testid="hand-list"] button[tabindex="0"]')?.focus({ preventScroll: true }));
  const giveHint = () => {
    if (finished) return;
    const x = firstForcing(state);
    if (x) {
      dispatch({ type: 'mode', mode: 'one' });
      dispatch({ type: 'clear' });
      dispatch({ type: 'cell', variable: null });
      dispatch({ type: 'pick', id: x.id });
      setHint(`${x.label} forces something on its own: it is picked for you.`);
    } else {
      setHint('No single inequality forces anything now. Add two: one ≥ and one ≤ sharing cells. If no pair forces anything, keep a sum and add a third.');
    }
  };

  return (
    <div ref={root} data-testid="hand-workspace" data-mode={state.mode} data-undecided={undecided} data-steps={state.steps.length}
      data-values={state.values.join(' ')}>
      <div class="ak-split">
        <div class="ak-sticky">
          <AkariBoard puzzle={puzzle} values={state.values} highlight={marked} changed={changed} selected={state.cell}
            onCellSelect={(v) => act({ type: 'cell', variable: v })} label="Board for solving by hand" testId="by-hand-board" />
          <p class="ak-small ak-status" aria-live="polite" data-testid="hand-status">
            {finished
              ? 'Every cell is decided: the puzzle is solved, by deduction alone.'
              : `${model.variables.length - undecided} of ${model.variables.length} cells decided, ${undecided} to go.`}{' '}
            Hatched cells belong to the inequality you point at or picked; a dashed outline marks the cells {preview?.kind === 'forces' ? 'it would settle' : 'the last step settled'}.
          </p>
          <div class="ak-row">
            <button type="button" class="btn" data-testid="hand-undo" aria-disabled={state.steps.length === 0}
              onClick={() => state.steps.length > 0 && act({ type: 'undo' })}>
              Undo
            </button>
            <button type="button" class="btn" data-testid="hand-reset" aria-disabled={state.steps.length === 0}
              onClick={() => state.steps.length > 0 && act({ type: 'reset' })}>
              Reset
            </button>
            <button type="button" class="btn" data-testid="hand-hint" aria-disabled={finished} onClick={giveHint}>
              Hint
            </button>
          </div>
          {/* Room for the hint is kept, so the board above does not move when one appears. */}
          <p class="ak-small ak-hint" role="status" data-testid="hand-hint-text">
            {hint ?? ''}
          </p>
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
                <button type="button" class="btn" data-testid="hand-filter-clear" onClick={() => (act({ type: 'cell', variable: null }), toList())}>
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
        values={state.values} words={AKARI_WORDS} nextSum={nextSumLabel(state)}
        onApply={() => (act({ type: 'apply' }), toList())} onKeep={() => (act({ type: 'keep' }), toList())} />
      <HandHistory words={AKARI_WORDS} steps={state.steps} lookup={(id) => findInequality(state, id)?.label ?? id} />
    </div>
  );
}
