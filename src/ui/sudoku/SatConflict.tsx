/**
 * A conflict in "CDCL by hand", read in the order a first-time reader asks:
 * what went wrong (the false clause, on the board), what the solver learns
 * from it (the clause, in board words), and — when the clause names another
 * number than the one guessed — why; then the button that learns it. How the
 * clause was found (the first UIP, the implication graph, the resolution
 * steps) and where the jump lands sit behind one "show why" disclosure, the
 * first UIP defined before the graph that marks it.
 */
import type { JSX } from 'preact';
import { plural } from '../../core/numbers';
import { clauseMeaning, clauseName, learnedLiterals, nameOf, type SatHandState } from '../../puzzles/sudoku/sat-hand';
import { jumpWords } from '../../puzzles/sudoku/sat-hand-walk';
import { falseClauseWords, implicationGraph, literalBoardWords } from '../../puzzles/sudoku/implication-graph';
import type { TrailEntry } from '../../sat/by-hand';
import { ImplicationGraphView } from './ImplicationGraphView';

export function SatConflict({ s, order, decision, onLearn }: {
  s: SatHandState;
  order: number;
  /** The decision of the conflict's level (absent at level 0). */
  decision: TrailEntry | undefined;
  onLearn: () => void;
}): JSX.Element {
  const conflict = s.conflict!;
  const conflictWords = falseClauseWords(conflict.map((l) => nameOf(s, l)), order);
  const cut = s.cut;
  const graph = cut ? implicationGraph(s.trail, conflict, cut) : null;
  const lit = (l: number) => <span class="sd-lit">{nameOf(s, l)}</span>;
  return (
    <div data-testid="sat-conflict" role="status">
      <p>
        <strong>Conflict:</strong> every literal of <span class="sd-lit">{clauseName(s, conflict)}</span> is false
        {conflictWords ? <span data-testid="sat-conflict-words">; on the board, {conflictWords}</span> : ''}.
      </p>
      {cut ? (
        <>
          <p data-testid="sat-learned" data-clause={cut.learned.join(' ')}>
            <strong>Learned clause:</strong> <span class="sd-lit">{clauseName(s, cut.learned)}</span>; on the board:{' '}
            <span data-testid="sat-learned-meaning">{clauseMeaning(s, cut.learned, literalBoardWords)}</span>.
            {decision && cut.uip !== decision.literal && <WhyNotTheDecision s={s} decision={decision.literal} />}
          </p>
          <button type="button" class="btn btn-primary" data-testid="sat-learn" onClick={onLearn}>
            Learn and jump back to level {cut.backjump}
          </button>
          <details data-testid="sat-why">
            <summary>Show why: the implication graph, the resolution steps, the jump back</summary>
            <p data-testid="sat-uip-words">
              Each literal set at this level came from a clause, its reason; the graph below draws every reason as arrows into the
              literal it forced, from the decision down to the conflict. A literal of this level that every path from the decision to
              the conflict passes through is a <strong>unique implication point</strong> (UIP); the one nearest the conflict is the{' '}
              <strong>first UIP</strong>, here {lit(cut.uip)}. The dashed <em>first-UIP cut</em> runs just under it.
            </p>
            <ImplicationGraphView graph={graph!} name={(l) => nameOf(s, l)} clause={(c) => clauseName(s, c)} idPrefix="hand-" />
            <p data-testid="sat-resolution-words">
              The clause is read off the graph by <strong>resolution</strong>: start from the false clause and replace its literal of level{' '}
              {s.level} that was set last by the other literals of that literal’s reason (step back over its arrows). After{' '}
              {cut.resolutions.length === 1 ? 'one step' : `${cut.resolutions.length} steps`} only the first UIP is left of level {s.level}.
              {' '}<EarlierLevels s={s} levelZero={graph!.levelZero} />
            </p>
            <details>
              <summary>The {cut.resolutions.length} resolution steps</summary>
              <ol class="sd-steps scroll-y" data-testid="sat-resolutions">
                {cut.resolutions.map((r, i) => (
                  <li key={i}>resolve on {lit(r.on)} with its reason <span class="sd-lit">{clauseName(s, r.reason)}</span>:
                    now <span class="sd-lit">{clauseName(s, r.clause)}</span></li>
                ))}
                {levelZeroDropped(s) > 0 && (
                  <li data-testid="sat-level-zero">drop the {levelZeroDropped(s)} literals false at level 0 (the givens alone set them, so they never help):
                    the learned clause <span class="sd-lit">{clauseName(s, cut.learned)}</span></li>
                )}
              </ol>
            </details>
            <p>Every literal of the learned clause is false right now; this is where each became false:</p>
            <ul data-testid="sat-learned-literals">
              {learnedLiterals(s).map((l) => (
                <li key={l.literal} data-level={l.level}>
                  {lit(l.literal)} ({literalBoardWords(nameOf(s, l.literal))}): false since level {l.level}
                  {l.decision === null
                    ? ', where the givens alone decide it'
                    : l.isDecision
                      ? <>, whose decision {lit(l.decision)} is this literal’s opposite</>
                      : <>, implied there by unit propagation after the decision {lit(l.decision)}</>}
                  {l.asserting ? ' — the first UIP’s opposite, the one literal the clause will force' : ''}.
                </li>
              ))}
            </ul>
            <p data-testid="sat-jump-why" data-from={s.level} data-to={cut.backjump}>{jumpWords(s)}</p>
          </details>
        </>
      ) : (
        <p>The conflict is at level 0, without any decision: the formula has no model.</p>
      )}
    </div>
  );
}

/**
 * Why the clause names the first UIP and not the guess (the reader guessed 3 and learns "holds 2"): the guess made the
 * UIP true, directly by one clause or through a chain, and the conflict follows from the UIP alone (with the earlier
 * levels' settings the clause names), so any guess that makes it true fails the same way.
 */
function WhyNotTheDecision({ s, decision }: { s: SatHandState; decision: number }): JSX.Element {
  const cut = s.cut!;
  const uipEntry = s.trail.find((e) => e.literal === cut.uip);
  const direct = uipEntry?.reason?.includes(-decision) ? uipEntry.reason : null;
  const uip = <span class="sd-lit">{nameOf(s, cut.uip)}</span>;
  return (
    <span data-testid="sat-why-not-decision"> Why not simply “{literalBoardWords(nameOf(s, -decision))}”? The guess made {uip} true
      ({literalBoardWords(nameOf(s, cut.uip))}){direct ? <> by the clause <span class="sd-lit">{clauseName(s, direct)}</span></> : ' through unit propagation'},
      and the conflict follows from {uip}{cut.reasonSide.length > 0 ? ' and the earlier settings the clause names' : ' alone'}; so the clause
      names its opposite, “{literalBoardWords(nameOf(s, -cut.uip))}”, which also rules out every other guess that leads to {uip}.</span>
  );
}

/**
 * What the clause keeps of the levels before the conflict's. Level 0 (the
 * givens) feeds in too — the graph's caption counts its literals — but holds
 * in every case, so it is named apart from the decisions' levels: readers
 * took "no earlier level fed the conflict" beside "level 0's literals feed
 * in" for a contradiction.
 */
function EarlierLevels({ s, levelZero }: { s: SatHandState; levelZero: number }): JSX.Element {
  const cut = s.cut!;
  const decisions = s.level === 2 ? 'level 1' : `levels 1 to ${s.level - 1}`;
  const kept = cut.reasonSide.length > 0
    ? <>The clause also keeps the opposites of the settings of earlier decisions ({decisions}) that fed the conflict,{' '}
      <span class="sd-lit">{cut.reasonSide.map((l) => nameOf(s, l)).join(', ')}</span>.</>
    : s.level === 1
      ? <>No decision came before this one, so the clause keeps no other decision’s settings.</>
      : <>No setting of an earlier decision ({decisions}) fed the conflict, so the clause keeps none.</>;
  return <>{kept}{levelZero > 0 && ` The ${plural(levelZero, 'literal')} the givens alone set (level 0) fed it too, but they hold in every case, so the clause leaves them out.`}</>;
}

/** How many literals of the last resolvent are not in the learned clause: those false at level 0, dropped at the end. */
function levelZeroDropped(s: SatHandState): number {
  const cut = s.cut;
  if (!cut || cut.resolutions.length === 0) return 0;
  const last = cut.resolutions[cut.resolutions.length - 1].clause;
  const kept = new Set(cut.learned);
  return last.filter((l) => !kept.has(l)).length;
}
