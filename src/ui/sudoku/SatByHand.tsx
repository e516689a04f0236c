/**
 * CDCL by hand on a 4×4 board: the reader picks a decision literal (a value
 * variable v(r,c,k) still open), watches unit propagation place what it
 * forces (each implied literal with the clause that forced it), and at a
 * conflict sees the cut of the implication graph — the literals of this
 * level on the conflict side, the earlier ones on the other — and the
 * clause learned from it; "Learn and jump back" adds the clause and returns
 * to the level it names, where the clause is unit and propagates. The steps
 * are src/puzzles/sudoku/sat-hand.ts over src/sat/by-hand.ts.
 */
import type { JSX } from 'preact';
import { useId, useMemo, useRef, useState } from 'preact/hooks';
import { SAT_HAND_BOARD } from '../../lessons/sudoku/examples';
import { parseSudoku } from '../../puzzles/sudoku/format';
import StyleSheet from '../StyleSheet';
import { boardOf, clauseName, decide, learnAndBackjump, modelCheck, nameOf, openDecisions, ruledOutOf, startSatHand, type SatHandState } from '../../puzzles/sudoku/sat-hand';
import { decisionsOf, nextOfWalk, type SatHandPreset } from '../../puzzles/sudoku/sat-hand-walk';
import { focusNext } from './focus-next';
import { useBringIntoView } from '../bring-into-view';
import { SUDOKU_CSS } from './sudoku-css';
import { BoardKey } from './BoardKey';
import { SudokuBoard } from './SudokuBoard';
import { helperWords, literalBoardWords } from '../../puzzles/sudoku/implication-graph';
import { SatConflict } from './SatConflict';

/** Implied literals listed in full; the rest are counted. */
const LISTED = 40;

/**
 * `board`: a 4×4 board of the reader's (the solver island passes the one entered); otherwise `presets`
 * (the lesson passes its two boards with their walks), or SAT_HAND_BOARD alone.
 */
export default function SatByHand({ board, presets }: { board?: string; presets?: readonly SatHandPreset[] }): JSX.Element {
  const id = useId();
  const boards: readonly SatHandPreset[] = board
    ? [{ id: 'entered', label: 'The board entered', text: board, walk: null }]
    : presets ?? [{ id: 'conflict', label: 'A conflict at once', text: SAT_HAND_BOARD, walk: null }];
  const [boardId, setBoardId] = useState(boards[0].id);
  const preset = boards.find((b) => b.id === boardId) ?? boards[0];
  const puzzle = useMemo(() => {
    const r = parseSudoku(preset.text);
    if (!r.ok) throw new Error(r.error.message);
    return r.puzzle;
  }, [preset.text]);
  const start = useMemo(() => startSatHand(puzzle), [puzzle]);
  const [stored, setHistory] = useState<SatHandState[]>([start]);
  // A history that began on another board (the reader switched boards) starts over on this one.
  const history = stored[0] === start ? stored : [start];
  const s = history[history.length - 1];
  const options = openDecisions(s);
  // The walk's next decision, while it is still open (after the reader left the walk it may be set already).
  const walkNext = nextOfWalk(s, preset.walk);
  const suggested = walkNext !== null && options.includes(walkNext) ? walkNext : null;
  const [choice, setChoice] = useState<number | null>(null);
  // The reader's own pick wins; otherwise the walk's next decision, otherwise the first open one.
  const picked = choice !== null && options.includes(choice) ? choice : suggested ?? options[0];
  const given = Uint8Array.from(puzzle.cells, (v) => (v === 0 ? 0 : 1));
  // Most literals propagation sets are false ones (a digit ruled out), so the count alone reads as far more than the board shows.
  const placedAtStart = start.trail.filter((e) => e.literal > 0 && e.literal <= start.model.valueVars).length;
  // Of those, the givens' own unit clauses: the board shows them, so the words say which digits are new.
  const givensAtStart = start.trail.filter((e) => e.literal > 0 && e.literal <= start.model.valueVars && given[start.model.varCell[e.literal]] === 1).length;
  const levelEntries = s.trail.filter((e) => e.level === s.level && s.level > 0);
  const implied = levelEntries.filter((e) => e.reason);
  const decision = levelEntries.find((e) => !e.reason);
  const placedNow = implied.filter((e) => e.literal > 0 && e.literal <= s.model.valueVars).map((e) => s.model.varCell[e.literal]);
  const solved = !s.conflict && options.length === 0;
  // At a conflict the false clause's cells are outlined, as in the drawing above and the solver's stepper (a reader looked for them here).
  const conflictCells = s.conflict ? [...new Set(s.conflict.map(Math.abs).filter((v) => v <= s.model.valueVars).map((v) => s.model.varCell[v]))] : [];
  // How far the assignment is from a model, said at the walk's end and checked clause by clause when the board is full.
  const check = modelCheck(s);
  const emptyCells = boardOf(s, puzzle).filter((v) => v === 0).length;
  const helperExample = implied.map((e) => helperWords(nameOf(s, e.literal))).find((w) => w !== null);
  // After a backjump: the state came from learning, so say what the learned clause forced.
  const previous = history.length > 1 ? history[history.length - 2] : null;
  const jumped = previous?.cut && s.learned.length > previous.learned.length ? previous : null;
  const forcedNow = jumped ? s.trail.filter((e) => e.level === s.level && !previous!.trail.includes(e)) : [];
  // What the level's decision set by itself: after a jump the learned clause's literals join this level, and are said apart
  // (a reader saw "set 5 literals" where the decision had set 4 and the fifth was the learned clause's).
  const byDecision = implied.filter((e) => !forcedNow.includes(e));
  const ruledOutByDecision = byDecision.filter((e) => e.literal < 0 && -e.literal <= s.model.valueVars).length;
  // The cells the learned clause filled just now: often none, when what it forces is a number ruled out of a cell.
  const filledByLearned = forcedNow.filter((e) => e.literal > 0 && e.literal <= s.model.valueVars).map((e) => s.model.varCell[e.literal]);
  // …and the numbers it ruled out of still-empty cells, drawn "≠1" there: a reader looked for the shaded cell the key
  // promised and found none when the clause forced "r4c3 does not hold 1".
  const cellsNow = boardOf(s, puzzle);
  const ruledOutByLearned = ruledOutOf(s, forcedNow.map((e) => e.literal), cellsNow);
  const assertingMark = jumped ? ruledOutOf(s, [jumped.cut!.learned[0]], cellsNow)[0] : undefined;
  // The pairwise clauses' part in propagation is said at the reader's first decision only, not after every one.
  // The walk's last step: its conflict learned from and jumped back, with no decision of the reader's since.
  const walkEnd = jumped !== null && !s.conflict && preset.walk !== null && decisionsOf(s).every((d, i) => d === preset.walk![i]);
  const firstDecision = history.filter((h) => h.level > 0).length === 1 && s.level === 1;
  const root = useRef<HTMLDivElement>(null);
  // After each step the board comes back to the top of the screen if it left it, with the step's words under it (on a
  // phone) or beside it: focus on the next button had scrolled a phone's board above the explanation.
  // (Not on the start, a history of one: the island would pull the page to itself as it starts.)
  const split = useBringIntoView<HTMLDivElement>(history.length, history.length > 1, 'start');
  // What the list shows when Decide is pressed: a pick made before the island started is played to it as a change, but a
  // press held with it runs before that change has rendered, so the list's own value is the reader's choice.
  const pickedNow = (): number => {
    const shown = Number(root.current?.querySelector<HTMLSelectElement>('[data-testid="sat-pick"]')?.value);
    return options.includes(shown) ? shown : picked;
  };
  const push = (next: SatHandState) => {
    setHistory([...history, next]);
    setChoice(null);
    focusNext(root.current, ['sat-learn', 'sat-decide', 'sat-undo'], { preventScroll: true });
  };
  const pickBoard = (next: string) => {
    setBoardId(next);
    setChoice(null);
    setHistory([]);
  };
  const walkNames = preset.walk?.map((v) => nameOf(start, v)) ?? null;

  return (
    <div ref={root} class="sd-island" data-testid="sat-by-hand" data-level={s.level} data-conflict={s.conflict ? 'true' : 'false'}
      data-learned={s.learned.length} data-solved={solved ? 'true' : 'false'}>
      <StyleSheet css={SUDOKU_CSS} />
      {boards.length > 1 && (
        <div class="sd-row" role="group" aria-label="Board">
          {boards.map((b) => (
            <button key={b.id} type="button" class="btn" aria-pressed={boardId === b.id ? 'true' : 'false'} data-testid={`sat-board-${b.id}`} onClick={() => pickBoard(b.id)}>
              {b.label}
            </button>
          ))}
        </div>
      )}
      {walkNames && (
        <p class="sd-small" data-testid="sat-walk">
          {walkNames.length === 1
            ? <>A walk to try on this board: decide {walkNames[0]}. It runs into a conflict at once, at level 1.{' '}</>
            : <>A walk to try on this board: decide {walkNames.map((n, i) => `${n} (level ${i + 1})`).join(', then ')}. The last decision runs into a
              conflict whose learned clause sends the solver back more than one level.{' '}</>}
          {suggested !== null
            ? <>The list below is set to the walk’s next decision, <span class="sd-lit">{nameOf(s, suggested)}</span>.</>
            : s.conflict && decisionsOf(s).join(' ') === preset.walk!.join(' ')
              ? 'This is the walk’s conflict: below, why it happened, the clause learned from it and where the solver jumps back to.'
              : walkEnd
                ? <span data-testid="sat-walk-end">The walk ends here, after the jump back to level {s.level}. This is not yet a <em>model</em> (a value for
                  every variable that makes every clause true): {check.unset} variables have no value ({emptyCells} cells are empty) and {check.clauses - check.trueClauses} of
                  the {check.clauses} clauses are not yet true, though none is false. Decide on from here; when every variable has a value, the tool checks every clause.</span>
                : decisionsOf(s).length === 0 ? '' : 'You have left the walk (or finished it); Start over to take it again.'}
        </p>
      )}
      {/* The board and what the last step did side by side (stacked on a phone, the words right under the board), so the reason is read without scrolling. */}
      <div class="sd-split" ref={split}>
        <SudokuBoard order={puzzle.order} cells={cellsNow} given={given} ruledOut={jumped ? ruledOutByLearned : []}
          changed={jumped ? [...filledByLearned, ...ruledOutByLearned.map((o) => o.cell)]
            : decision && decision.literal > 0 ? [s.model.varCell[decision.literal], ...placedNow] : placedNow}
          ringed={decisionsOf(s).filter((l) => l > 0 && l <= s.model.valueVars).map((l) => s.model.varCell[l])}
          outlined={conflictCells}
          label={`The board at decision level ${s.level}${conflictCells.length > 0 ? ', the false clause’s cells outlined' : ''}`} testId="sat-hand-board" />
        <div>
          <p class="sd-small" data-testid="sat-level">Decision level {s.level}; {s.learned.length === 1 ? '1 clause' : `${s.learned.length} clauses`} learned.</p>
          {!decision && !jumped && !s.conflict && (
            <p class="sd-small">
              The full formula: {start.clauses.length} clauses over {start.model.cnf.numVars} variables
              {start.model.cnf.numVars === start.model.valueVars
                ? ', all candidate variables; “at most one” is written pairwise, ¬a ∨ ¬b for each pair of a group'
                : ` (${start.model.valueVars} of them candidate variables; the rest helper variables of the sequential counters)`}. Unit
              propagation from the givens alone set {start.trail.length} literals: {placedAtStart} put a digit in a cell{givensAtStart === 0 ? '' : givensAtStart === placedAtStart ? ` (the ${placedAtStart === 1 ? 'given itself' : 'givens themselves'}, no new cell)` : ` (${givensAtStart} of them the givens themselves, ${placedAtStart - givensAtStart} in new cells)`}, the
              other {start.trail.length - placedAtStart} are false, a digit ruled out of a cell{start.model.cnf.numVars === start.model.valueVars ? '' : ' or a helper set'}.
            </p>
          )}
          {jumped && !s.conflict && (
            <p role="status" data-testid="sat-jumped">
              Learned <span class="sd-lit">{clauseName(s, jumped.cut!.learned)}</span> and jumped back to level {s.level}.{' '}
              {jumped.cut!.learned.length === 1
                ? 'The clause is a single literal, so it is unit at once and forces'
                : 'There every literal of the clause but one is false, so it is unit and forces'} <span class="sd-lit">{nameOf(s, jumped.cut!.learned[0])}</span>,
              “{literalBoardWords(nameOf(s, jumped.cut!.learned[0]))}”{assertingMark ? ` (marked ≠${assertingMark.value} on the board)` : ''}; unit propagation from it set{' '}
              {forcedNow.length === 1 ? '1 literal' : `${forcedNow.length} literals`}
              {forcedNow.some((e) => e.literal > 0 && e.literal <= s.model.valueVars)
                ? ` and placed ${forcedNow.filter((e) => e.literal > 0 && e.literal <= s.model.valueVars).map((e) => nameOf(s, e.literal).replace('#', ' = ')).join(', ')} (marked on the board)`
                : ''}.
            </p>
          )}
          {decision && (
            <p data-testid="sat-propagation">
              Decision <span class="sd-lit">{nameOf(s, decision.literal)}</span> at level {s.level}; unit propagation then set {byDecision.length} literals:
              {byDecision.some((e) => e.literal > 0 && e.literal <= s.model.valueVars)
                ? ` it filled ${byDecision.filter((e) => e.literal > 0 && e.literal <= s.model.valueVars).map((e) => nameOf(s, e.literal).replace('#', ' = ')).join(', ')} and`
                : ' it filled no cell by itself but'}{' '}
              {helperExample
                ? <>set helper variables of the sequential counters, named s<i>i</i>[group] (for instance, {helperExample}).</>
                : <>ruled {ruledOutByDecision === 1 ? '1 number' : `${ruledOutByDecision} numbers`} out of cells{firstDecision && !s.conflict
                  ? ': a true candidate makes every other candidate of its cell, row, column and box false, by the pairwise clauses ¬a ∨ ¬b'
                  : ''}.</>}
            </p>
          )}
          {s.conflict && <SatConflict s={s} order={puzzle.order} decision={decision} onLearn={() => push(learnAndBackjump(s))} />}
          {!s.conflict && !solved && (
            <div class="sd-row">
              <label for={`${id}-pick`}>Decide</label>
              <select id={`${id}-pick`} data-testid="sat-pick" data-suggested={suggested === null ? undefined : String(suggested)} value={String(picked)} onChange={(e) => setChoice(Number((e.target as HTMLSelectElement).value))}>
                {options.map((v) => <option key={v} value={String(v)}>{nameOf(s, v)}: {literalBoardWords(nameOf(s, v))}</option>)}
              </select>
              <button type="button" class="btn btn-primary" data-testid="sat-decide" onClick={() => push(decide(s, pickedNow()))}>Decide and propagate</button>
            </div>
          )}
          {solved && (
            <p role="status" data-testid="sat-hand-status">
              {check.unset === 0 && check.trueClauses === check.clauses
                ? `Every variable has a value, and all ${check.clauses} clauses (${s.learned.length} of them learned) are true, checked one by one: this assignment is a model, so the board is solved.`
                : `Every cell is filled, but ${check.clauses - check.trueClauses} of the ${check.clauses} clauses are not true: this is not a model.`}
            </p>
          )}
        </div>
      </div>
      <BoardKey testId="sat-board-key" entries={[
        ['given', 'bold on grey: a given'],
        ['ringed', 'ringed: a decision (a guess)'],
        ['changed', jumped ? `shaded: set by the learned clause just now (bold, underlined: a number placed; “≠” and a number: that number ruled out)` : 'bold, underlined, shaded: set at this level'],
        ['plain', 'plain: set at an earlier level'],
        ...(conflictCells.length > 0 ? [['outlined', 'thick dashed outline: the cells of the clause that is false'] as const] : []),
      ]} />
      {decision && (
        <details>
          <summary>Every literal unit propagation set at this level, with the clause that forced it{implied.length > LISTED ? ` (the first ${LISTED})` : ''}</summary>
          <ol class="sd-steps scroll-y">
            {implied.slice(0, LISTED).map((e, i) => (
              <li key={i}><span class="sd-lit">{nameOf(s, e.literal)}</span>, because <span class="sd-lit">{clauseName(s, e.reason!)}</span> had every other literal false</li>
            ))}
          </ol>
        </details>
      )}
      <div class="sd-row">
        <button type="button" class="btn" aria-disabled={history.length <= 1} data-testid="sat-undo"
          onClick={() => history.length > 1 && (setHistory(history.slice(0, -1)), setChoice(null))}>Undo</button>
        <button type="button" class="btn" data-testid="sat-reset" onClick={() => (setHistory([start]), setChoice(null))}>Start over</button>
      </div>
    </div>
  );
}
