/**
 * By hand: the reader is the frontier search. The edges come in the solver's
 * order; at each one the reader takes it (1) or leaves it out (0) and sees the
 * mate array change on the board and in the table — or, when a rule cuts the
 * choice (its child in the diagram is ⊥), which rule and why, with the cells
 * it is about outlined. Every step goes through the solver's own rule book
 * (src/puzzles/numberlink/by-hand.ts), so what prunes here prunes there.
 * A board may carry the edge order a solver run used (its `orientation`), so
 * the tool decides the edges in the same order as the lesson's walk and
 * diagram of that board; the canonical conventions are offered too (their
 * cut, "no redundant detour", is named like every other).
 */
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { handChoose, handContext, handStart, type HandCut, type HandState } from '../../puzzles/numberlink/by-hand';
import { parseNumberlink } from '../../puzzles/numberlink/format';
import { isCanonical, type NumberlinkRule } from '../../puzzles/numberlink/puzzle';
import { canonicalOrientations, isCanonicalOrientation } from '../../puzzles/numberlink/canonical';
import type { Orientation } from '../../puzzles/numberlink/graph';
import { cutRule } from '../../puzzles/numberlink/rule-names';
import StyleSheet from '../StyleSheet';
import { MateTable } from './MateTable';
import { cutWords, edgeAt, mateEntries } from './mate-words';
import { NL_CSS } from './nl-css';
import { NumberlinkBoard, TAGGED_CELL } from './NumberlinkBoard';
import { RuleMenu } from './RuleMenu';
import { BoardLegend } from './board-marks';
import { solutionsBelow } from './hand-below';
import { plural } from '../../core/numbers';

export interface ByHandBoard {
  id: string;
  label: string;
  text: string;
  /** The edge order of the lesson's other figures of this board (default: line by line from the top-left corner). */
  orientation?: Orientation;
}

export interface ByHandIslandProps {
  boards: readonly ByHandBoard[];
  rule?: NumberlinkRule;
}

/** After a cut, Undo takes back the reader's previous choice: the cut one was never applied, so there is nothing of it to undo. */
export const UNDO_AFTER_CUT = 'The cut choice was not made, so Undo takes back your previous choice.';

export default function ByHandIsland({ boards, rule: firstRule = 'fill' }: ByHandIslandProps): JSX.Element {
  const [boardId, setBoardId] = useState(boards[0].id);
  const [rule, setRule] = useState<NumberlinkRule>(firstRule);
  const board = boards.find((b) => b.id === boardId) ?? boards[0];
  const ctx = useMemo(() => {
    const p = parseNumberlink(board.text);
    if (!p.ok) return null;
    // The canonical conventions follow their patterns only along ddnumlin's first line; another order falls back to it.
    const o = board.orientation;
    const order = o && (!isCanonical(rule) || isCanonicalOrientation(p.puzzle, o)) ? o : isCanonical(rule) ? canonicalOrientations(p.puzzle)[0] : undefined;
    return handContext(p.puzzle, rule, order);
  }, [board.text, board.orientation, rule]);
  const [history, setHistory] = useState<HandState[]>(() => (ctx ? [handStart(ctx)] : []));
  // A cut choice, and whether the other choice at the same edge is cut too (then no way on passes the rules).
  const [cut, setCut] = useState<{ choice: 0 | 1; cut: HandCut; otherCut: HandCut | null } | null>(null);
  const [seenCtx, setSeenCtx] = useState(ctx);
  if (seenCtx !== ctx) {
    // A new board or rule: start over (done during render so no stale state is ever drawn).
    setSeenCtx(ctx);
    setHistory(ctx ? [handStart(ctx)] : []);
    setCut(null);
  }
  if (!ctx || history.length === 0) return <p>The board could not be read.</p>;
  const state = history[history.length - 1];
  const m = ctx.edges.length;
  const done = state.level >= m;
  const edge = done ? null : ctx.edges[state.level];
  const entries = mateEntries(state.view.frontier, state.view.mate, ctx.puzzle.labels, ctx.puzzle.width);
  const takenSet = new Set(state.taken);
  const links = state.taken.map((e) => ctx.edges[e]);
  const off = ctx.edges.slice(0, state.level).filter((_, e) => !takenSet.has(e));
  const below = solutionsBelow(ctx.puzzle, rule, ctx.edges, state);

  const choose = (choice: 0 | 1) => {
    if (done) return;
    const step = handChoose(ctx, state, choice);
    if (step.ok) {
      setHistory([...history, step.next]);
      setCut(null);
    } else {
      const other = handChoose(ctx, state, choice === 1 ? 0 : 1);
      setCut({ choice, cut: step.cut, otherCut: other.ok ? null : other.cut });
    }
  };
  const undo = () => {
    if (history.length > 1) setHistory(history.slice(0, -1));
    setCut(null);
  };

  // The keys the buttons are named by: 0 leaves the edge out, 1 takes it, while focus is anywhere in the tool but a menu.
  const onKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.target as HTMLElement | null)?.tagName === 'SELECT') return;
    if (e.key !== '0' && e.key !== '1') return;
    e.preventDefault();
    choose(e.key === '1' ? 1 : 0);
  };

  return (
    <div class="nl-island" data-testid="nl-by-hand" onKeyDown={onKey} data-rule={rule} data-level={state.level} data-taken={state.taken.join(' ')}
      data-mate={state.view.mate.join(' ')} data-done={done ? 'true' : 'false'}>
      <StyleSheet css={NL_CSS} />
      <div class="nl-row">
        <label>
          Board{' '}
          <select value={boardId} onChange={(e) => setBoardId((e.target as HTMLSelectElement).value)} data-testid="hand-board">
            {boards.map((b) => <option key={b.id} value={b.id}>{b.label}</option>)}
          </select>
        </label>
        <RuleMenu rule={rule} onRule={setRule} testId="hand-rule" />
      </div>
      <div class="nl-split">
        <div>
          <NumberlinkBoard puzzle={ctx.puzzle} links={links} off={off} current={edge} frontier={entries}
            marked={cut ? [cut.cut.cell, ...(cut.cut.other ? [cut.cut.other] : [])] : []}
            cellSize={TAGGED_CELL} title={`By hand: ${state.level} of ${plural(m, 'edge')} decided`} testId="hand-board-svg" />
          <BoardLegend items={['taken', 'off', 'decided', 'frontier', 'ruled']} testId="hand-legend" />
        </div>
        <div>
          <p aria-live="polite" data-testid="hand-says">
            {done
              ? `${m === 1 ? 'The one edge is' : `All ${m} edges are`} decided and no rule objected: this path reaches ⊤, so the links drawn are a solution.`
              : `Edge ${state.level + 1} of ${m}: ${edgeAt(edge![0], edge![1])} (thick dashes). Take it or leave it out? (Keys 0 and 1 work too.)`}
          </p>
          <div class="nl-row">
            <button type="button" class="btn" data-testid="hand-0" aria-keyshortcuts="0" aria-disabled={done} onClick={() => choose(0)}>0: leave it out</button>
            <button type="button" class="btn" data-testid="hand-1" aria-keyshortcuts="1" aria-disabled={done} onClick={() => choose(1)}>1: take it</button>
            <button type="button" class="btn" data-testid="hand-undo" aria-disabled={history.length <= 1} onClick={undo}>Undo</button>
            <button type="button" class="btn" data-testid="hand-reset" aria-disabled={history.length <= 1}
              onClick={() => { setHistory([handStart(ctx)]); setCut(null); }}>Start over</button>
          </div>
          {/* The cut right under the buttons that made it: below the count line it fell under the fold at 1280×900. */}
          <div aria-live="polite">
            {cut && (
              <p class="nl-cut" data-testid="hand-cut" data-rule={cut.cut.rule} data-choice={cut.choice} data-dead={cut.otherCut ? 'true' : 'false'}>
                <strong>Cut.</strong> {cutWords(cut.cut.rule, cut.choice, cut.cut.why)}{' '}
                {cut.otherCut
                  ? <>The other choice is cut too, by {cutRule(cut.otherCut.rule)}: <strong>this is a dead state</strong>, no solution passes here. {UNDO_AFTER_CUT}</>
                  : `Try the other choice, or undo. ${UNDO_AFTER_CUT}`}
              </p>
            )}
          </div>
          <p class="nl-small" data-testid="hand-below" data-count={below.toString()}>
            {below === 0n
              ? <><strong>Solutions below this state: 0.</strong> No rule has cut it, yet it cannot be finished: every way on will be cut at some later edge (the diagram's count, the number beside each node of the drawn diagram).</>
              : `Solutions below this state: ${below.toLocaleString('en-US')} (the diagram's count, the number beside each node of the drawn diagram).`}
          </p>
          <MateTable entries={entries} caption={done ? "Mate array after the last edge" : `Mate array before edge ${state.level + 1}`} testId="hand-mate" />
        </div>
      </div>
    </div>
  );
}
