/**
 * One path through the diagram, edge by edge: the solver's walk along a
 * solution (the trace's walk-step events), with the links taken so far, the
 * edge just decided, and the frontier with its mate array after it, on the
 * board and as a table — and why each choice was made: whether the other
 * choice is cut by a rule (which one, and the cells it is about, outlined),
 * or passes every rule and leads to other solutions, or passes every rule
 * and still leads to none (which only the levels below reveal). The steps
 * come in as props (computed when the site is built, or from a solve), so the
 * island runs no solver itself.
 */
import type { JSX, RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { WalkStepEvent } from '../../puzzles/numberlink/events';
import type { Cell, NumberlinkPuzzle } from '../../puzzles/numberlink/puzzle';
import Stepper from '../Stepper';
import StyleSheet from '../StyleSheet';
import { MateTable } from './MateTable';
import { cutRule } from '../../puzzles/numberlink/rule-names';
import { at, choiceWords, edgeAt, mateEntries } from './mate-words';
import { NL_CSS } from './nl-css';
import { NumberlinkBoard, TAGGED_CELL } from './NumberlinkBoard';
import { BoardLegend } from './board-marks';
import { doomedView } from './doomed-branch';
import { OrderTag } from './OrderTag';
import { LandmarkJumps, landmarkKeyHandler } from '../LandmarkJumps';
import { stepperViewKeyHandler } from '../stepper-view-keys';

export interface WalkStepperProps {
  puzzle: NumberlinkPuzzle;
  steps: readonly WalkStepEvent[];
  /** Stepper id (URL key and test id suffix). */
  id?: string;
  /** The step it opens at (play mode opens the walk at the edge a hint is about). */
  start?: number;
  /**
   * The edge order its steps come in, in words that finish "The edges come …" (say "in the plain sweep"): the
   * lesson's walk is in the plain sweep; the solver's and Play's say the order their own walk took.
   */
  order?: string;
  /** Open at `start` with that step's doomed branch shown (a Play hint's "Show the doomed branch"). */
  startDoomed?: boolean;
  /** A label on the board naming its edge order, when that is not the lesson's plain sweep (OrderTag.tsx). */
  orderTag?: string;
}

const big = (s: string): string => BigInt(s).toLocaleString('en-US');

/** The order a walk that says no other names: the solver's. */
const DEFAULT_ORDER = "in the solver's order";

/** Why the walk made this choice, in words, naming the rule when one forced it. */
export function walkReason(step: WalkStepEvent): { kind: 'forced' | 'free' | 'dead' | 'fixed' | 'unknown'; text: string } {
  const other: 0 | 1 = step.choice === 1 ? 0 : 1;
  const o = step.other;
  if (!o) return { kind: 'unknown', text: '' };
  if (o.fixed) {
    return { kind: 'fixed', text: `Fixed by your position: you ${step.choice === 1 ? 'drew a line on this edge' : 'marked this edge no line'}, so the walk follows you.${o.cut ? ` (The other choice would be cut anyway: ${o.cut.why}.)` : ''}` };
  }
  // Most steps are forced; one short sentence each, the rule and its reason, so the few open steps stand out.
  if (o.cut) return { kind: 'forced', text: `Forced: ${choiceWords(other)} would break ${cutRule(o.cut.rule)} (its arc goes to ⊥): ${o.cut.why}.` };
  const n = BigInt(o.count);
  if (n > 0n) {
    return {
      kind: 'free',
      text: `A free choice: no rule objects to ${choiceWords(other)} either, and that way leads to ${big(o.count)} other solution${n === 1n ? '' : 's'}. ` +
        `This walk follows one solution, and it ${step.choice === 1 ? 'takes' : 'leaves out'} the edge.`,
    };
  }
  const d = o.dies;
  const mine = step.choice === 1 ? 'takes' : 'leaves out';
  // One account of a dead end with the lesson's ("What cuts a choice"): no rule cuts the choice here; the rules cut
  // each way on from it only at later edges; that it has no solution shows only in the finished diagram's count.
  const lead = `Not forced: no rule cuts ${choiceWords(other)} here, but it leads to a dead end (the ${other}-child’s count of solutions is 0), so the walk ${mine} the edge.`;
  const ahead = 'The rules look only one step ahead, so they cut each way on only at a later edge; only the finished diagram’s count shows the dead end here.';
  if (!d) {
    return { kind: 'dead', text: `${lead} Every way on from there is cut at some later edge. ${ahead}` };
  }
  // One sentence: the edge where the longest-lasting way on gets stuck and the rule that stops each choice there.
  // The rules' detailed reasons (with the cells) are in the doomed branch's words, beside its board.
  const stuck = d.branch && d.branch.cuts.length > 0
    ? `: there ${d.branch.cuts.map((c) => `${c.choice === 1 ? 'taking that edge' : 'leaving that edge out'} breaks ${cutRule(c.rule)}`).join(' and ')}`
    : '';
  const others = d.branch ? d.rules.filter((r) => !d.branch!.cuts.some((c) => c.rule === r)) : d.rules;
  const more = others.length > 0 ? ` (${d.branch ? 'other ways end by' : 'by'} ${others.map(cutRule).join(' and ')})` : '';
  return {
    kind: 'dead',
    text: `${lead} Every way on dies at edge ${d.level + 1}, ${edgeAt(d.edge[0], d.edge[1])}, or sooner${stuck}${more}.${gistWords(d)} ${ahead}` +
      (d.branch ? ' “Show the doomed branch” draws the way that lasts longest.' : ''),
  };
}

/**
 * One sentence of intuition for a dead end, from what every way on has in common where it dies (dead-state.ts):
 * a reader saw "every way on dies at edge 35" and could not tell why taking an edge dooms the board 32 edges later.
 */
export function gistWords(d: NonNullable<NonNullable<WalkStepEvent['other']>['dies']>): string {
  const g = d.gist;
  if (!g || g.open.length === 0) return '';
  const one = g.singleFrom !== undefined && g.singleFrom >= 0;
  const pairs = one && g.open.every((o) => o.ends.length === 2);
  const each = g.open.map((o, i) => `label ${o.label}${pairs ? `${i === 0 ? '’s ends' : '’s'} ${at(o.ends[0])} and ${at(o.ends[1])}` : ''}`);
  const list = each.length === 1 ? each[0] : `${each.slice(0, -1).join(', ')}, and ${each[each.length - 1]}`;
  const all = each.length === 1 ? 'it' : each.length === 2 ? 'both' : `all ${each.length}`;
  // The ends named are on the doomed branch's board, not the one shown (a reader saw label 1's loose end at (2, 2) and
  // read "it still has to join (2, 5) and (4, 2)").
  const whose = one && d.branch ? ', on the doomed branch (the button above draws it)' : '';
  return ` In short${whose}: ${one ? `from edge ${g.singleFrom! + 1} only one way on is left, and at edge ${d.level + 1} it` : `at edge ${d.level + 1} every way on`} still has to join ${list}; neither choice there lets ${all} be joined.`;
}

/** The words before the first step of a walk from the reader's position: what is drawn already, and what the walk will do. */
export function startWithPosition(fixed: readonly WalkStepEvent[], next: [Cell, Cell] | null, order = DEFAULT_ORDER): string {
  const lines = fixed.filter((s) => s.choice === 1).length;
  const marks = fixed.length - lines;
  const drawn = [lines > 0 ? `${lines} line${lines === 1 ? '' : 's'}` : '', marks > 0 ? `${marks} edge${marks === 1 ? '' : 's'} marked no line` : ''].filter(Boolean).join(' and ');
  return `Your position is drawn: ${drawn}. The walk goes through every edge ${order}; it keeps yours as you decided them ` +
    `and says for each of the others why it goes the way it does. The first edge${next ? `, ${edgeAt(next[0], next[1])},` : ''} is drawn in thick dashes.`;
}

/** The note under the reason: the frontier's size, or, once it is empty, that the sweep is finished at ⊤ with the solution on the board. */
export function frontierNote(step: WalkStepEvent): string {
  const n = step.frontier.length;
  if (n === 0) return 'The frontier is empty: the sweep is finished, every edge is decided. This last choice leads to ⊤, so the lines now on the board are the solution.';
  return `The frontier now holds ${n} cell${n === 1 ? '' : 's'}${step.other?.cut ? '; the cells the rule is about have a thick outline' : ''}.`;
}

/**
 * After a step, its words and mate array in view: on a phone they sit under the board, and a reader pressing
 * Forward at the stepper above it saw only the board change. The page moves as little as it can — down to the mate
 * array's end, but never so far that the stepper leaves the top of the screen, and at least to the words' end.
 * Not on the first render (the page opened there, or the walk just appeared).
 */
function useStepInView(root: RefObject<HTMLDivElement>, id: string, k: number): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    const box = root.current;
    const words = box?.querySelector(`[data-testid="${id}-says"]`);
    if (!box || !words) return;
    const last = box.querySelector(`[data-testid="${id}-mate"]`) ?? words;
    const room = window.innerHeight - 8;
    const toLast = last.getBoundingClientRect().bottom - room;
    if (toLast <= 0) return;
    const toWords = words.getBoundingClientRect().bottom - room;
    const by = Math.max(toWords, Math.min(toLast, box.getBoundingClientRect().top));
    if (by > 0) window.scrollBy({ top: by });
  }, [k]);
}

export default function WalkStepper({ puzzle, steps, id = 'nl-walk', start = 0, order = DEFAULT_ORDER, startDoomed = false, orderTag }: WalkStepperProps): JSX.Element {
  const [k, setK] = useState(start);
  // Showing the other choice's doomed branch instead of the walk; a new step goes back to the walk (not the first
  // render, which may open on the branch).
  const [doomedOn, setDoomedOn] = useState(startDoomed);
  const opened = useRef(k);
  useEffect(() => { if (opened.current !== k) { opened.current = -1; setDoomedOn(false); } }, [k]);
  const root = useRef<HTMLDivElement>(null);
  useStepInView(root, id, k);
  const step = k > 0 ? steps[k - 1] : null;
  const doomed = k > 0 ? doomedView(steps, k, puzzle) : null;
  const branch = doomedOn && doomed ? doomed : null;
  // Edges the reader's own position fixed (play mode's "Explain from here") are drawn from the start, so the walk opens on
  // the reader's board, not an empty one; the walk's other edges appear as it decides them.
  const shown = [...steps.slice(0, k), ...steps.slice(k).filter((s) => s.other?.fixed)];
  const fixed = steps.filter((s) => s.other?.fixed);
  const links = branch ? branch.links : shown.filter((s) => s.choice === 1).map((s) => s.edge);
  const off = branch ? branch.off : shown.filter((s) => s.choice === 0).map((s) => s.edge);
  const entries = branch ? branch.entries : step ? mateEntries(step.frontier, step.mate, puzzle.labels, puzzle.width) : [];
  const next = k < steps.length ? steps[k].edge : null;
  const reason = step ? walkReason(step) : null;
  // The steps worth stopping at: where no rule cuts the other choice (a free choice or a doomed one).
  const open = steps.map((s) => !!s.other && !s.other.cut && !s.other.fixed);
  return (
    // tabIndex -1: a click on the board or the words focuses the walk, so Space and the arrows then step it (stepper-view-keys.ts).
    <div class="nl-island" ref={root} data-testid={id} data-step={k} tabIndex={-1} onKeyDown={(e) => {
      // Escape leaves the doomed branch for the walk's own step, as "Back to the walk" does (the status names both).
      if (branch && e.key === 'Escape' && !e.defaultPrevented) { e.preventDefault(); setDoomedOn(false); return; }
      landmarkKeyHandler(open, k, setK)(e as unknown as KeyboardEvent);
      stepperViewKeyHandler(id)(e as unknown as KeyboardEvent);
    }}>
      <StyleSheet css={NL_CSS} />
      {/* The counter names what it counts, the walk's steps (a reader took a bare "Step 5 of 40" beside the doomed
          branch for the branch's own step); while the board shows the branch, its words say the board is not that step. */}
      <Stepper id={id} count={steps.length} value={k} onChange={setK} label="Edges along one solution" unit="walk step"
        describe={(v) =>
          branch && v === k ? `the board shows not this step but the doomed branch of its other choice, up to edge ${branch.dies}. “Back to the walk” or Escape returns to walk step ${v}`
            : v === 0 ? 'nothing decided' : `edge ${v}: ${steps[v - 1].choice === 1 ? 'taken' : 'left out'}`} />
      {/* The board right under the stepper, and every other control beside it (under it on a phone, the step's words first:
          nl-css.ts): a press always shows its change. Readers lost the board when the jumps and the doomed-branch button sat
          between it and the stepper. */}
      <div class="nl-split nl-walk-view">
        <div class="nl-walk-board" data-testid={`${id}-board-box`}>
          {orderTag && <OrderTag words={orderTag} testId={`${id}-order-tag`} />}
          {/* Dashes only ever mark an open edge (the next one); the edge this step decided gets the band under its line or ×. */}
          <NumberlinkBoard puzzle={puzzle} links={links} off={off} current={branch ? branch.current : next} pointed={branch ? null : step?.edge ?? null} frontier={entries}
            marked={branch ? branch.marked : (step?.other?.cut?.cells ?? [])} cellSize={TAGGED_CELL}
            title={branch ? `The doomed branch of edge ${k}, up to edge ${branch.dies}` : step ? `The board after edge ${k}` : fixed.length > 0 ? 'Your position, before the walk decides any edge' : 'The board before any edge is decided'} testId={`${id}-board`} />
        </div>
        <div class="nl-walk-side">
          <LandmarkJumps marks={open} step={k} onJump={setK} what="is not forced" whatPlural="are not forced" rowClass="nl" testId={`${id}-open`} />
          {doomed && (
            <div class="nl-doomed">
              <button type="button" class="btn" aria-pressed={doomedOn ? 'true' : 'false'} data-testid={`${id}-doomed`} onClick={() => setDoomedOn(!doomedOn)}>
                {doomedOn ? 'Back to the walk' : 'Show the doomed branch'}
              </button>
            </div>
          )}
          <p class="nl-walk-words" aria-live="polite" data-testid={`${id}-says`} data-why={reason?.kind ?? 'start'}>
            {step
              ? <>
                  <strong>Edge {k} of {steps.length}, {edgeAt(step.edge[0], step.edge[1])}, is {step.choice === 1 ? 'taken (its 1-arc)' : 'left out (its 0-arc)'}.</strong>{' '}
                  {reason!.text}
                </>
              : fixed.length > 0
                ? startWithPosition(fixed, next, order)
                : `Nothing is decided yet. The edges come ${order}; the first, ${next ? `${edgeAt(next[0], next[1])}` : ''}, is drawn in thick dashes.`}
          </p>
          {/* The branch's words beside its board (on a phone under the button that showed it, which sits right under the
              board: pressing it shifts nothing above the button; words inserted above it pushed the board off the screen). */}
          {branch && <p class="nl-cut nl-walk-words" aria-live="polite" data-testid={`${id}-doomed-says`}>{branch.text}</p>}
          {step && !branch && <p class="nl-small nl-walk-more">{frontierNote(step)}</p>}
          <MateTable entries={entries} caption={branch ? `Mate array of the doomed branch before edge ${branch.dies}` : step ? `Mate array after edge ${k}` : 'Mate array at the root'} testId={`${id}-mate`} />
          {/* The key last and folded: on a phone the step's words come straight under the board (a reader had to scroll past the key on every step). */}
          <details class="nl-key nl-walk-more">
            <summary>What the marks on the board mean</summary>
            <BoardLegend items={[...(branch ? ['taken', 'off', 'decided', 'frontier', 'ruled'] as const : step ? ['taken', 'off', 'stepped', 'decided', 'frontier', 'ruled'] as const : fixed.length > 0 ? ['taken', 'off', 'decided'] as const : ['decided'] as const),
              ...(fixed.length > 0 ? ['yours'] as const : [])]} testId={`${id}-legend`} />
          </details>
        </div>
      </div>
    </div>
  );
}
