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
 * Its styles (ENGINE_CSS and BY_HAND_CSS) are written once by the page.
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
import { HandBoardChoice, HandButtons, HandModeChoice, HideDoneChoice, type HandBoard } from '../../inequalities/by-hand/HandControls';
import { findInequality, firstForcing, handMarks, inequalitiesOf, initHand, isDone, isFinished, nextSumLabel, reduceHand, type HandAction } from '../../inequalities/by-hand/hand-state';
import { AkariBoard } from '../AkariBoard';

const plainName = AKARI_WORDS.name;

export type { HandBoard } from '../../inequalities/by-hand/HandControls';

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
      <section class="eng-card hand" data-testid={testId} aria-label="Solve by hand" data-started={String(started)}>
        <StartingNote started={started} what="the board and the list" />
        <HandBoardChoice boards={boards} value={boardId} onChange={setBoardId} />
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
  const { judgement: j, preview, changed, marked, undecided } = handMarks(state, hover);
  const finished = isFinished(state);
  const act = (a: HandAction) => {
    setHint(null);
    dispatch(a);
  };
  /** After a button that goes away: focus the list's tab stop once the list is drawn again. */
  const toList = () =>
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-testid="hand-list"] button[tabindex="0"]')?.focus({ preventScroll: true }));
  const giveHint = () => {
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
      <div class="eng-split">
        <div class="eng-sticky">
          <AkariBoard puzzle={puzzle} values={state.values} highlight={marked} changed={changed} selected={state.cell}
            onCellSelect={(v) => act({ type: 'cell', variable: v })} label="Board for solving by hand" testId="by-hand-board" />
          <p class="eng-small eng-status" aria-live="polite" data-testid="hand-status">
            {finished
              ? 'Every cell is decided: the puzzle is solved, by deduction alone.'
              : `${model.variables.length - undecided} of ${model.variables.length} cells decided, ${undecided} to go.`}{' '}
            Hatched cells belong to the inequality you point at or picked; a dashed outline marks the cells {preview?.kind === 'forces' ? 'it would settle' : 'the last step settled'}.
          </p>
          <HandButtons steps={state.steps.length} finished={finished} onUndo={() => act({ type: 'undo' })} onReset={() => act({ type: 'reset' })}
            onHint={giveHint} />
          {/* Room for the hint is kept, so the board above does not move when one appears. */}
          <p class="eng-small eng-hint" role="status" data-testid="hand-hint-text">
            {hint ?? ''}
          </p>
        </div>
        <div class="hand-side">
          <HandModeChoice mode={state.mode} name={`hand-mode-${model.variables.length}`} onChange={(m) => act({ type: 'mode', mode: m })} />
          <div class="eng-row">
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
          <HideDoneChoice on={state.hideDone} onChange={(on) => act({ type: 'hideDone', on })} />
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
