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
import { boardOf, clauseMeaning, clauseName, decide, learnAndBackjump, learnedLiterals, nameOf, openDecisions, startSatHand, type SatHandState } from '../../puzzles/sudoku/sat-hand';
import { decisionsOf, jumpWords, nextOfWalk, type SatHandPreset } from '../../puzzles/sudoku/sat-hand-walk';
import { focusNext } from './focus-next';
import { SUDOKU_CSS } from './sudoku-css';
import { BoardKey } from './BoardKey';
import { SudokuBoard } from './SudokuBoard';
import { falseClauseWords, helperWords, implicationGraph, literalBoardWords } from '../../puzzles/sudoku/implication-graph';
import { ImplicationGraphView } from './ImplicationGraphView';

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
  const levelEntries = s.trail.filter((e) => e.level === s.level && s.level > 0);
  const implied = levelEntries.filter((e) => e.reason);
  const decision = levelEntries.find((e) => !e.reason);
  const placedNow = implied.filter((e) => e.literal > 0 && e.literal <= s.model.valueVars).map((e) => s.model.varCell[e.literal]);
  const solved = !s.conflict && options.length === 0;
  const graph = useMemo(() => (s.conflict && s.cut ? implicationGraph(s.trail, s.conflict, s.cut) : null), [s]);
  const helperExample = implied.map((e) => helperWords(nameOf(s, e.literal))).find((w) => w !== null);
  const ruledOut = implied.filter((e) => e.literal < 0 && -e.literal <= s.model.valueVars).length;
  // After a backjump: the state came from learning, so say what the learned clause forced.
  const previous = history.length > 1 ? history[history.length - 2] : null;
  const jumped = previous?.cut && s.learned.length > previous.learned.length ? previous : null;
  const forcedNow = jumped ? s.trail.filter((e) => e.level === s.level && !previous!.trail.includes(e)) : [];
  const root = useRef<HTMLDivElement>(null);
  const conflictWords = s.conflict ? falseClauseWords(s.conflict.map((l) => nameOf(s, l)), puzzle.order) : null;
  // What the list shows when Decide is pressed: a pick made before the island started is played to it as a change, but a
  // press held with it runs before that change has rendered, so the list's own value is the reader's choice.
  const pickedNow = (): number => {
    const shown = Number(root.current?.querySelector<HTMLSelectElement>('[data-testid="sat-pick"]')?.value);
    return options.includes(shown) ? shown : picked;
  };
  const push = (next: SatHandState) => {
    setHistory([...history, next]);
    setChoice(null);
    focusNext(root.current, ['sat-learn', 'sat-decide', 'sat-undo']);
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
              : decisionsOf(s).length === 0 ? '' : 'You have left the walk (or finished it); Start over to take it again.'}
        </p>
      )}
      <div class="sd-split">
        <div>
        <SudokuBoard order={puzzle.order} cells={boardOf(s, puzzle)} given={given}
          changed={jumped ? forcedNow.filter((e) => e.literal > 0 && e.literal <= s.model.valueVars).map((e) => s.model.varCell[e.literal])
            : decision && decision.literal > 0 ? [s.model.varCell[decision.literal], ...placedNow] : placedNow}
          ringed={decisionsOf(s).filter((l) => l > 0 && l <= s.model.valueVars).map((l) => s.model.varCell[l])}
          label={`The board at decision level ${s.level}`} testId="sat-hand-board" />
        <BoardKey testId="sat-board-key" entries={[
          ['given', 'bold on grey: a given'],
          ['ringed', 'ringed: a decision (a guess)'],
          ['changed', jumped ? 'bold, underlined, shaded: forced by the learned clause just now' : 'bold, underlined, shaded: set at this level (the decision and what propagation set)'],
          ['plain', 'plain: set at an earlier level'],
        ]} />
        </div>
        <div>
          <p class="sd-small">
            {start.clauses.length} clauses over {start.model.cnf.numVars} variables
            {start.model.cnf.numVars === start.model.valueVars
              ? ', one per candidate; “at most one” is written pairwise, ¬a ∨ ¬b for each pair of a group'
              : ` (${start.model.valueVars} of them candidates; the rest helpers of the sequential counters)`}; unit
            propagation from the givens alone set {start.trail.length} literals: {placedAtStart} put a digit in a cell, the
            other {start.trail.length - placedAtStart} are false, a digit ruled out of a cell{start.model.cnf.numVars === start.model.valueVars ? '' : ' or a helper set'}. Decision level {s.level}; {s.learned.length === 1 ? '1 clause' : `${s.learned.length} clauses`} learned.
          </p>
          {!s.conflict && !solved && (
            <div class="sd-row">
              <label for={`${id}-pick`}>Decide</label>
              <select id={`${id}-pick`} data-testid="sat-pick" data-suggested={suggested === null ? undefined : String(suggested)} value={String(picked)} onChange={(e) => setChoice(Number((e.target as HTMLSelectElement).value))}>
                {options.map((v) => <option key={v} value={String(v)}>{nameOf(s, v)}: {literalBoardWords(nameOf(s, v))}</option>)}
              </select>
              <button type="button" class="btn btn-primary" data-testid="sat-decide" onClick={() => push(decide(s, pickedNow()))}>Decide and propagate</button>
            </div>
          )}
          {solved && <p role="status" data-testid="sat-hand-status">Every variable has a value and no clause is false: the board is solved.</p>}
        </div>
      </div>
      {jumped && !s.conflict && (
        <p role="status" data-testid="sat-jumped">
          Learned <span class="sd-lit">{clauseName(s, jumped.cut!.learned)}</span> and jumped back to level {s.level}.{' '}
          {jumped.cut!.learned.length === 1
            ? 'The clause is a single literal, so it is unit at once and forces'
            : 'There every literal of the clause but one is false, so it is unit and forces'} <span class="sd-lit">{nameOf(s, jumped.cut!.learned[0])}</span>; unit propagation from it set{' '}
          {forcedNow.length === 1 ? '1 literal' : `${forcedNow.length} literals`}
          {forcedNow.some((e) => e.literal > 0 && e.literal <= s.model.valueVars)
            ? ` and placed ${forcedNow.filter((e) => e.literal > 0 && e.literal <= s.model.valueVars).map((e) => nameOf(s, e.literal).replace('#', ' = ')).join(', ')} (marked on the board)`
            : ''}.
        </p>
      )}
      {decision && (
        <div data-testid="sat-propagation">
          <p>
            Decision <span class="sd-lit">{nameOf(s, decision.literal)}</span> at level {s.level}; unit propagation then set {implied.length} literals.
            {placedNow.length > 0
              ? ` Cells it filled: ${implied.filter((e) => e.literal > 0 && e.literal <= s.model.valueVars).map((e) => nameOf(s, e.literal).replace('#', ' = ')).join(', ')}.`
              : ' It filled no cell by itself; it only ruled numbers out.'}{' '}
            {helperExample ? (
              <>
                Most implied literals are helper variables of the sequential counters (Sinz’s encoding of “at most one”), named s<i>i</i>[group]:
                for instance, {helperExample}. They carry “one of these is already true” along a row, column, box or cell, so that the next
                candidate of the group is ruled out.
              </>
            ) : (
              <>
                {ruledOut} of the implied literals are negative, numbers ruled out of cells: each time a candidate becomes true, the pairwise
                clauses ¬a ∨ ¬b of its cell, row, column and box make every other candidate of those groups false.
              </>
            )}
          </p>
          <details>
            <summary>Every implied literal with the clause that forced it{implied.length > LISTED ? ` (the first ${LISTED})` : ''}</summary>
            <ol class="sd-steps scroll-y">
              {implied.slice(0, LISTED).map((e, i) => (
                <li key={i}><span class="sd-lit">{nameOf(s, e.literal)}</span>, because <span class="sd-lit">{clauseName(s, e.reason!)}</span> had every other literal false</li>
              ))}
            </ol>
          </details>
        </div>
      )}
      {s.conflict && (
        <div data-testid="sat-conflict" role="status">
          <p>
            <strong>Conflict:</strong> every literal of <span class="sd-lit">{clauseName(s, s.conflict)}</span> is false
            {conflictWords ? <span data-testid="sat-conflict-words">; on the board, {conflictWords}</span> : ''}.
          </p>
          {s.cut ? (
            <>
              {graph && <ImplicationGraphView graph={graph} name={(l) => nameOf(s, l)} clause={(c) => clauseName(s, c)} />}
              <p data-testid="sat-resolution-words">
                Why it failed, read off the graph by <strong>resolution</strong>: start from the false clause and replace its literal of level {s.level} that
                was set last by the other literals of that literal’s reason (in the graph, step back over its arrows). After{' '}
                {s.cut.resolutions.length === 1 ? 'one step' : `${s.cut.resolutions.length} steps`} a single literal of level {s.level} is left, the{' '}
                <strong>first unique implication point</strong> (UIP) <span class="sd-lit">{nameOf(s, s.cut.uip)}</span>: every path from the decision to the
                conflict passes through it.
                {s.cut.reasonSide.length > 0
                  ? <> The clause also keeps the opposites of the earlier-level settings that fed the conflict, <span class="sd-lit">{s.cut.reasonSide.map((l) => nameOf(s, l)).join(', ')}</span>;</>
                  : ' No setting of an earlier level fed the conflict;'}
                {' '}what the givens alone (level 0) made false is dropped.
              </p>
              <details>
                <summary>The {s.cut.resolutions.length} resolution steps</summary>
                <ol class="sd-steps scroll-y" data-testid="sat-resolutions">
                  {s.cut.resolutions.map((r, i) => (
                    <li key={i}>resolve on <span class="sd-lit">{nameOf(s, r.on)}</span> with its reason <span class="sd-lit">{clauseName(s, r.reason)}</span>:
                      now <span class="sd-lit">{clauseName(s, r.clause)}</span></li>
                  ))}
                  {levelZeroDropped(s) > 0 && (
                    <li data-testid="sat-level-zero">drop the {levelZeroDropped(s)} literals false at level 0 (the givens alone set them, so they never help):
                      the learned clause <span class="sd-lit">{clauseName(s, s.cut.learned)}</span></li>
                  )}
                </ol>
              </details>
              <p data-testid="sat-learned" data-clause={s.cut.learned.join(' ')}>
                Learned clause: <span class="sd-lit">{clauseName(s, s.cut.learned)}</span>. Every one of its literals is false right now; this is
                where each became false:
              </p>
              <ul data-testid="sat-learned-literals">
                {learnedLiterals(s).map((l) => (
                  <li key={l.literal} data-level={l.level}>
                    <span class="sd-lit">{nameOf(s, l.literal)}</span> ({literalBoardWords(nameOf(s, l.literal))}): false since level {l.level}
                    {l.decision === null
                      ? ', where the givens alone decide it'
                      : l.isDecision
                        ? <>, whose decision <span class="sd-lit">{nameOf(s, l.decision)}</span> is this literal’s opposite</>
                        : <>, implied there by unit propagation after the decision <span class="sd-lit">{nameOf(s, l.decision)}</span> ({literalBoardWords(nameOf(s, l.decision))})</>}
                    {l.asserting ? ' — the first UIP’s opposite: the only literal of this level, and the one the clause will force' : ''}.
                  </li>
                ))}
              </ul>
              <p data-testid="sat-learned-meaning">
                On the board the clause says: {clauseMeaning(s, s.cut.learned, literalBoardWords)}.
                {decision && s.cut.uip !== decision.literal && (() => {
                  // How the decision set the UIP: directly by one clause, or through a chain of propagations.
                  const uipEntry = s.trail.find((e) => e.literal === s.cut!.uip);
                  const direct = uipEntry?.reason?.includes(-decision.literal) ? uipEntry.reason : null;
                  return (
                    <span data-testid="sat-why-not-decision"> Why not the decision <span class="sd-lit">{nameOf(s, decision.literal)}</span>? It made{' '}
                      <span class="sd-lit">{nameOf(s, s.cut.uip)}</span> true ({literalBoardWords(nameOf(s, s.cut.uip))}){direct ? <> by the clause <span class="sd-lit">{clauseName(s, direct)}</span></> : ' through unit propagation'},
                      and the conflict follows from <span class="sd-lit">{nameOf(s, s.cut.uip)}</span>{s.cut.reasonSide.length > 0 ? ' and the earlier levels’ settings the clause names' : ' alone'}: any other decision that makes it true ends in the same conflict. So the clause rules out{' '}
                      <span class="sd-lit">{nameOf(s, s.cut.uip)}</span> itself.</span>
                  );
                })()}
              </p>
              <p data-testid="sat-jump-why" data-from={s.level} data-to={s.cut.backjump}>{jumpWords(s)}</p>
              <button type="button" class="btn btn-primary" data-testid="sat-learn" onClick={() => push(learnAndBackjump(s))}>
                Learn and jump back to level {s.cut.backjump}
              </button>
            </>
          ) : (
            <p>The conflict is at level 0, without any decision: the formula has no model.</p>
          )}
        </div>
      )}
      <div class="sd-row">
        <button type="button" class="btn" aria-disabled={history.length <= 1} data-testid="sat-undo"
          onClick={() => history.length > 1 && (setHistory(history.slice(0, -1)), setChoice(null))}>Undo</button>
        <button type="button" class="btn" data-testid="sat-reset" onClick={() => (setHistory([start]), setChoice(null))}>Start over</button>
      </div>
    </div>
  );
}

/** How many literals of the last resolvent are not in the learned clause: those false at level 0, dropped at the end. */
function levelZeroDropped(s: SatHandState): number {
  const cut = s.cut;
  if (!cut || cut.resolutions.length === 0) return 0;
  const last = cut.resolutions[cut.resolutions.length - 1].clause;
  const kept = new Set(cut.learned);
  return last.filter((l) => !kept.has(l)).length;
}
