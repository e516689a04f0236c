/**
 * The frame of every engine genre's by-hand island: the board choice, the
 * starting note, formulas as MathML, and a fresh workspace (keyed by board)
 * for each board; and the workspace's layout — the board with its status,
 * the buttons and the hint on one side, the mode, the list's filter, the
 * list on the other, the verdict and the history below. The pure reducer
 * (./hand-state.ts) holds the state; a genre gives its board, its words,
 * the status and filter sentences, and how a cell narrows the list.
 */
import type { ComponentChildren, JSX } from 'preact';
import type { Ref } from 'preact';
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { ParseError } from '../../../core/result';
import type { EngineVocabulary } from '../../../inequalities/vocabulary';
import { MathmlFormulas } from '../../Formula';
import { StartingNote, useStarted } from '../../Starting';
import { HandBoardChoice, HandButtons, HandModeChoice, HandStepButton, HideDoneChoice, type HandBoard } from './HandControls';
import { HandHistory } from './HandHistory';
import { HandList } from './HandList';
import { HandReason, HandResult } from './HandResult';
import { emptyListWords, listWords, solvedHow } from './hand-text';
import { islandUndoKeys } from '../../undo-keys';
import { findInequality, firstForcing, handMarks, inequalitiesOf, isFinished, nextSumLabel, type HandAction, type HandInequality, type HandState } from '../../../inequalities/hand-state';

export interface HandIslandProps<P> {
  boards: readonly HandBoard[];
  testId: string;
  /** Extra classes of the island's card (a genre's own styles). */
  className?: string;
  parse: (text: string) => { ok: true; puzzle: P } | { ok: false; error: ParseError };
  /** The genre's workspace for one board. */
  workspace: (puzzle: P) => JSX.Element;
  /** What sits before the board choice (a genre's stylesheet). */
  children?: ComponentChildren;
}

export function HandIsland<P>({ boards, testId, className = '', parse, workspace, children }: HandIslandProps<P>): JSX.Element {
  const started = useStarted();
  const [boardId, setBoardId] = useState(boards[0].id);
  const board = boards.find((b) => b.id === boardId) ?? boards[0];
  return (
    // MathML: the browser typesets it, and a list of formulas stays a fraction of KaTeX's HTML in size.
    <MathmlFormulas>
      <section class={`eng-card hand ${className}`.trim()} data-testid={testId} aria-label="Solve by hand" data-started={String(started)}>
        {children}
        <StartingNote started={started} what="the board and the list" />
        <HandBoardChoice boards={boards} value={boardId} onChange={setBoardId} />
        {/* Keyed by board: a new board starts a fresh reducer. */}
        <HandText key={board.id} text={board.text} parse={parse} workspace={workspace} />
      </section>
    </MathmlFormulas>
  );
}

function HandText<P>({ text, parse, workspace }: { text: string } & Pick<HandIslandProps<P>, 'parse' | 'workspace'>): JSX.Element {
  const parsed = useMemo(() => parse(text), [text]);
  if (!parsed.ok) return <p role="alert">This board does not read: {parsed.error.message}</p>;
  return workspace(parsed.puzzle);
}

export interface HandLayoutProps {
  state: HandState;
  act: (action: HandAction) => void;
  words: EngineVocabulary;
  /** The inequalities the list shows now. */
  shown: readonly HandInequality[];
  setHover: (id: string | null) => void;
  /** What the pointer or the picks mark (`handMarks(state, hover)`). */
  marks: ReturnType<typeof handMarks>;
  hint: string | null;
  onHint: () => void;
  /** Offer "Force to fixpoint" (Akari's lesson asks the reader to reach the fixpoint before adding pairs). */
  forceAll?: boolean;
  /** The board, drawn from `handMarks`. */
  board: ComponentChildren;
  /**
   * The same board as a thumbnail, shown only on a phone, in the bar that stays at the top of the screen: there
   * the board itself is a screen away from the list, and the cells an inequality marks are seen here while choosing.
   */
  miniBoard?: ComponentChildren;
  /**
   * A copy of the board at the top of the verdict, shown only on a phone (by-hand-css.ts): there a pick scrolls the
   * board itself out of view, and the reader must see the cells of what was picked beside why it forces.
   */
  pickBoard?: ComponentChildren;
  /** The sentence under the board: how far the reader got, and what the marks mean. */
  status: ComponentChildren;
  /** The list's filter: which inequalities are shown, and how to change that. */
  filter: ComponentChildren;
  /** The radio group's name (unique on the page). */
  modeName: string;
  /** Called after Apply and Keep, which go away when pressed (to hand focus on). */
  afterGone?: () => void;
  rootRef?: Ref<HTMLDivElement>;
  /** Extra data attributes of the workspace (what a test reads). */
  data?: Record<string, string | number>;
  /**
   * The verdict above the list rather than under the whole card: under a tall list a reader who picked an inequality
   * does not see why it forces (Shakashaka's cells have dozens of inequalities each). A pick then brings it into view.
   */
  verdictAboveList?: boolean;
}

export function HandLayout(p: HandLayoutProps): JSX.Element {
  const { state, act, words } = p;
  // Ctrl+Z / Ctrl+Y anywhere in the workspace, as in the play islands (a text field keeps its own).
  const undoKeys = islandUndoKeys(() => act({ type: 'undo' }), () => act({ type: 'redo' }));
  const { judgement, undecided } = p.marks;
  const finished = isFinished(state);
  const doneId = `hand-hint-done-${useId()}`;
  const label = (id: string) => findInequality(state, id)?.label ?? id;
  const gone = (a: HandAction) => () => {
    act(a);
    p.afterGone?.();
  };
  // Escape lets go of the pick, as in the model explorer and the solver; on Apply or Keep, which go with it, focus moves to the list.
  const escapeClears = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || state.picks.length === 0) return;
    e.preventDefault();
    const onStepButton = (e.target as HTMLElement).matches?.(STEP_BUTTONS) === true;
    act({ type: 'clear' });
    if (onStepButton) p.afterGone?.();
  };
  const above = p.verdictAboveList === true;
  const result = (
    <HandResult judgement={judgement} mode={state.mode} pickedLabels={state.picks.map(label)} values={state.values} words={words}
      nextSum={nextSumLabel(state)} whyBeside={!p.verdictAboveList} finished={finished} board={p.pickBoard}
      boardCells={p.pickBoard ? [...new Set(state.picks.flatMap((id) => findInequality(state, id)?.inequality.vars ?? []))].sort((a, b) => a - b) : undefined} />
  );
  const data = Object.fromEntries(Object.entries(p.data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  // A hint's pair is listed alone, whatever the genre's filter says, and brought into view with the verdict under it.
  const only = state.only;
  const shown = only ? inequalitiesOf(state).filter((x) => only.includes(x.id)) : p.shown;
  const side = useRef<HTMLDivElement>(null);
  const picked = state.picks.join(' ');
  useEffect(() => {
    // The verdict of what was just picked in view, then the item itself: the verdict grows above the list and may have
    // pushed it down. Both fit on one screen (the list is capped), and 'nearest' scrolls only when one is not in view.
    if (!above || picked === '') return;
    side.current?.querySelector('[data-testid="hand-result"]')?.scrollIntoView({ block: 'nearest' });
    const pressed = side.current?.querySelectorAll('[data-testid="hand-list"] [aria-pressed="true"]');
    pressed?.[pressed.length - 1]?.scrollIntoView({ block: 'nearest' });
  }, [above, picked]);
  useEffect(() => {
    // The list itself: on a phone it is far below the Hint button (its scroll margin leaves room for the sticky bar).
    if (!only) return;
    side.current?.querySelector('[data-testid="hand-list"]')?.scrollIntoView({ block: 'nearest' });
    side.current?.querySelector('[data-testid="hand-only-row"]')?.scrollIntoView({ block: 'nearest' });
  }, [only?.join(' ')]);
  return (
    <div ref={p.rootRef} onKeyDown={(e) => { tabInReadingOrder(e); undoKeys(e); escapeClears(e); }} data-testid="hand-workspace" data-mode={state.mode} data-undecided={undecided} data-steps={state.steps.length}
      data-values={state.values.join(' ')} data-only={only ? only.join(' ') : ''} {...data}>
      <div class="eng-split hand-split">
        <div class="eng-sticky hand-board-column">
          {p.board}
          <p class="eng-small eng-status" aria-live="polite" data-testid="hand-status">
            {p.status}
          </p>
          {/* Undo, Reset, Hint and Apply together: on a phone this bar stays at the top of the screen while the list scrolls by. */}
          <div class="hand-actions" data-testid="hand-actions">
            <HandButtons steps={state.steps.length} pending={state.picks.length > 0 || state.offer !== null} finished={finished} finishedWhy={doneId} onUndo={() => act({ type: 'undo' })} onReset={() => act({ type: 'reset' })}
              onHint={p.onHint} force={p.forceAll ? { canForce: firstForcing(state) !== null, onForce: () => act({ type: 'forceAll' }) } : undefined} />
            <HandStepButton judgement={judgement} offer={state.offer} words={words} nextSum={nextSumLabel(state)} onApply={gone({ type: 'apply' })} onKeep={gone({ type: 'keep' })} />
            {p.miniBoard && (
              // A copy for the eye only: the board above is the one to use, by pointer or keyboard.
              <div class="hand-mini" aria-hidden="true" data-testid="hand-mini">
                {p.miniBoard}
              </div>
            )}
          </div>
          {/* On a phone the hint sits under the sticky bar; side by side, above the buttons (by-hand-css.ts), so Apply follows its reason. */}
          <p class="eng-small eng-hint" role="status" data-testid="hand-hint-text">
            {/* Hint greys out once all is decided: the words under it say why, and the button points at them. */}
            {p.hint ?? (finished ? <span id={doneId} data-testid="hand-hint-done">Nothing left to hint: all is decided, {solvedHow(state)}.</span> : '')}
          </p>
          {/* What the pick forces and why, right above Apply, when the full verdict is under the whole card. */}
          {!above && <HandReason judgement={judgement} values={state.values} words={words} />}
        </div>
        <div class="hand-side" ref={side}>
          <HandModeChoice mode={state.mode} name={p.modeName} onChange={(m) => act({ type: 'mode', mode: m })} />
          {!only && <div class="eng-row">{p.filter}</div>}
          <HideDoneChoice on={state.hideDone} onChange={(on) => act({ type: 'hideDone', on })} />
          {above && result}
          <HandList items={shown} values={state.values} picks={state.picks} words={words} onHover={p.setHover} pairMode={state.mode === 'pair'}
            onPick={(id) => act({ type: 'pick', id })} label="Inequalities to pick (arrow keys move, Enter picks, Escape lets go)"
            empty={emptyListWords({ finished, cell: state.cell, hideDone: state.hideDone }, words)} />
          {/* Under the hint's short list, where the eye is: above it, the way back was scrolled out of view. */}
          {only && (
            <div class="eng-row" data-testid="hand-only-row">
              <span data-testid="hand-filter">Only the hint’s two inequalities are listed, {listWords(only.map(label))}.</span>
              <button type="button" class="btn" data-testid="hand-list-all" onClick={() => act({ type: 'listAll' })}>
                Show the whole list again ({p.shown.length} {state.hideDone ? 'unfinished ' : ''}inequalities)
              </button>
            </div>
          )}
        </div>
      </div>
      {/* Full width: an aligned sum needs the room of the whole card (unless the genre wants it above the list). */}
      {!above && result}
      <HandHistory words={words} steps={state.steps} lookup={label} />
    </div>
  );
}

/** What the reader presses after picking: Apply or Keep (both only while a pick has something to give). */
const STEP_BUTTONS = '[data-testid="hand-apply"], [data-testid="hand-keep"]';

/**
 * Tab in the order a reader works, not the order of the columns: the list, then what to do with the pick (Apply,
 * Keep), then the steps taken. In the page's order the buttons sit under the board, before the list, so Tab from the
 * list left the island and Apply was behind it. Shift+Tab walks the same path back. With no pick to act on, Tab keeps
 * the page's order.
 */
function tabInReadingOrder(e: KeyboardEvent): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
  const root = e.currentTarget as HTMLElement;
  const target = e.target as HTMLElement;
  const list = root.querySelector<HTMLElement>('[data-testid="hand-list"]');
  const buttons = [...root.querySelectorAll<HTMLElement>(STEP_BUTTONS)];
  if (!list || buttons.length === 0) return;
  const inList = list.contains(target);
  const at = buttons.findIndex((b) => b === target);
  let next: HTMLElement | null | undefined = null;
  if (!e.shiftKey && inList) next = buttons[0];
  else if (!e.shiftKey && at >= 0) next = at < buttons.length - 1 ? buttons[at + 1] : root.querySelector<HTMLElement>('[data-testid="hand-history"] > summary');
  else if (e.shiftKey && at > 0) next = buttons[at - 1];
  else if (e.shiftKey && at === 0) next = list.querySelector<HTMLElement>('button[tabindex="0"]');
  if (!next) return;
  e.preventDefault();
  next.focus();
}
