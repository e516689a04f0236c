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
import { boardOf, clauseName, decide, learnAndBackjump, nameOf, openDecisions, startSatHand, type SatHandState } from '../../puzzles/sudoku/sat-hand';
import { focusNext } from './focus-next';
import { SUDOKU_CSS } from './sudoku-css';
import { SudokuBoard } from './SudokuBoard';

/** Implied literals listed in full; the rest are counted. */
const LISTED = 40;

/** `board`: a 4×4 board of the reader's (the solver island passes the one entered); SAT_HAND_BOARD otherwise. */
export default function SatByHand({ board = SAT_HAND_BOARD }: { board?: string }): JSX.Element {
  const id = useId();
  const puzzle = useMemo(() => {
    const r = parseSudoku(board);
    if (!r.ok) throw new Error(r.error.message);
    return r.puzzle;
  }, [board]);
  const start = useMemo(() => startSatHand(puzzle), [puzzle]);
  const [history, setHistory] = useState<SatHandState[]>([start]);
  const s = history[history.length - 1];
  const options = openDecisions(s);
  const [choice, setChoice] = useState<number>(options[0] ?? 1);
  const picked = options.includes(choice) ? choice : options[0];
  const given = Uint8Array.from(puzzle.cells, (v) => (v === 0 ? 0 : 1));
  const levelEntries = s.trail.filter((e) => e.level === s.level && s.level > 0);
  const implied = levelEntries.filter((e) => e.reason);
  const decision = levelEntries.find((e) => !e.reason);
  const placedNow = implied.filter((e) => e.literal > 0 && e.literal <= s.model.valueVars).map((e) => s.model.varCell[e.literal]);
  const solved = !s.conflict && options.length === 0;
  const root = useRef<HTMLDivElement>(null);
  const push = (next: SatHandState) => {
    setHistory([...history, next]);
    focusNext(root.current, ['sat-learn', 'sat-decide', 'sat-undo']);
  };

  return (
    <div ref={root} class="sd-island" data-testid="sat-by-hand" data-level={s.level} data-conflict={s.conflict ? 'true' : 'false'}
      data-learned={s.learned.length} data-solved={solved ? 'true' : 'false'}>
      <StyleSheet css={SUDOKU_CSS} />
      <div class="sd-split">
        <SudokuBoard order={puzzle.order} cells={boardOf(s, puzzle)} given={given}
          changed={decision && decision.literal > 0 ? [s.model.varCell[decision.literal], ...placedNow] : placedNow}
          label={`The board at decision level ${s.level}`} testId="sat-hand-board" />
        <div>
          <p class="sd-small">
            {start.clauses.length} clauses over {start.model.cnf.numVars} variables ({start.model.valueVars} of them v(r,c,k)); unit
            propagation from the givens alone set {start.trail.length} literals. Decision level {s.level}; {s.learned.length} clauses learned.
          </p>
          {!s.conflict && !solved && (
            <div class="sd-row">
              <label for={`${id}-pick`}>Decide</label>
              <select id={`${id}-pick`} data-testid="sat-pick" value={String(picked)} onChange={(e) => setChoice(Number((e.target as HTMLSelectElement).value))}>
                {options.map((v) => <option key={v} value={String(v)}>{nameOf(s, v)} (cell {nameOf(s, v).replace('#', ' = ')})</option>)}
              </select>
              <button type="button" class="btn btn-primary" data-testid="sat-decide" onClick={() => push(decide(s, picked))}>Decide and propagate</button>
            </div>
          )}
          {solved && <p role="status" data-testid="sat-hand-status">Every variable has a value and no clause is false: the board is solved.</p>}
        </div>
      </div>
      {decision && (
        <div data-testid="sat-propagation">
          <p>
            Decision <span class="sd-lit">{nameOf(s, decision.literal)}</span> at level {s.level}; unit propagation then set {implied.length} literals.
            {placedNow.length > 0
              ? ` Cells it filled: ${implied.filter((e) => e.literal > 0 && e.literal <= s.model.valueVars).map((e) => nameOf(s, e.literal).replace('#', ' = ')).join(', ')}.`
              : ' It filled no cell by itself; it only ruled numbers out.'}{' '}
            Most implied literals are the counters’ helper variables s, which carry “one of these is already true” along a row, column, box or cell.
          </p>
          <details>
            <summary>Every implied literal with the clause that forced it{implied.length > LISTED ? ` (the first ${LISTED})` : ''}</summary>
            <ol class="sd-steps">
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
            <strong>Conflict:</strong> every literal of <span class="sd-lit">{clauseName(s, s.conflict)}</span> is false.
          </p>
          {s.cut ? (
            <>
              <p>
                The cut: resolving the conflict clause with the reasons of {s.cut.resolutions.length} literals of this level
                (<span class="sd-lit">{s.cut.conflictSide.map((l) => nameOf(s, l)).join(', ') || 'none'}</span>, the conflict side) leaves one
                literal of level {s.level}: the first unique implication point, <span class="sd-lit">{nameOf(s, s.cut.uip)}</span>.
                {s.cut.reasonSide.length > 0
                  ? <> On the other side of the cut stand literals of earlier levels: <span class="sd-lit">{s.cut.reasonSide.map((l) => nameOf(s, -l)).join(', ')}</span>.</>
                  : ' No literal of an earlier level takes part.'}
              </p>
              <p data-testid="sat-learned" data-clause={s.cut.learned.join(' ')}>
                Learned clause: <span class="sd-lit">{clauseName(s, s.cut.learned)}</span> — it says the combination that led here never works.
                Jump back to level {s.cut.backjump}, where it has a single literal left, which it then forces.
              </p>
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
          onClick={() => history.length > 1 && setHistory(history.slice(0, -1))}>Undo</button>
        <button type="button" class="btn" data-testid="sat-reset" onClick={() => setHistory([start])}>Start over</button>
      </div>
    </div>
  );
}
