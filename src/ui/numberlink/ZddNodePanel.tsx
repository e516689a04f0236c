/**
 * One node of a drawn diagram, explained: the edge its level decides, its
 * state (the mate array before that edge) on the board and in words, how many
 * arcs reach it (two or more: partial states that merged), the lines taken on
 * one way down to it (the reader pages through the ways when several lead
 * there: different lines, one mate array), and where its two arcs lead — a node of the next level, ⊤, or ⊥ with the rule that cut the
 * choice. Under fill and nikoli the reason is the by-hand tool's own sentence
 * (the node's mate array is all that rule book needs); under fill-notouch a
 * node event lacks the pieces kept apart, so only the rule is named.
 */
import type { JSX, RefObject } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { handChoose, handContext } from '../../puzzles/numberlink/by-hand';
import type { NodeEvent } from '../../puzzles/numberlink/events';
import type { Orientation } from '../../puzzles/numberlink/graph';
import type { Cell, NumberlinkPuzzle, NumberlinkRule } from '../../puzzles/numberlink/puzzle';
import { cutRule } from '../../puzzles/numberlink/rule-names';
import { at, edgeAt, mateEntries } from './mate-words';
import { useBringIntoViewOf } from '../bring-into-view';
import { levelNumber } from './levels';
import { NumberlinkBoard } from './NumberlinkBoard';
import { BoardLegend } from './board-marks';
import { MoreBelowSign } from '../MoreBelowSign';
import { useMoreBelow } from '../use-more-below';

export interface ZddNodePanelProps {
  puzzle: NumberlinkPuzzle;
  node: NodeEvent;
  number: Map<number, number>;
  parents: number;
  edges: readonly [Cell, Cell][];
  /** True once the reader picked a node (before that the panel shows the root, and says so). */
  chosen: boolean;
  /** The node is only under the pointer (a preview; the picked one comes back when the pointer leaves). */
  preview?: boolean;
  /** Solutions below each node of the drawing (0 for ⊥, 1 for ⊤). */
  below?: ReadonlyMap<number, bigint>;
  /** The rule and edge order the diagram was built with, for the cut reasons. */
  rule?: NumberlinkRule;
  orientation?: Orientation;
  /** How many ways lead down from the root to this node, which one is drawn (from 0), and its choices (edge 1 first). */
  ways: bigint;
  way: bigint;
  choices: readonly (0 | 1)[];
  /** Moves the selection along one of the node's arcs (the way drawn goes on with it). */
  onFollow: (choice: 0 | 1) => void;
  /** Shows another of the ways to this node. */
  onWay: (way: bigint) => void;
  /** How many times a node was tapped or clicked: each brings the panel into view (on a phone it sits below the drawing). */
  clicks?: number;
  /** The 0 or 1 key just pressed on this node when its arc ends at ⊥ or ⊤: the selection cannot move, so the panel says why. */
  pressed?: 0 | 1 | null;
  /** Takes the reader back to the picked node in the drawing (on a phone the panel sits below the drawing's box). */
  onBack?: () => void;
}

const big = (n: bigint): string => n.toLocaleString('en-US');

/** The edges above a node that were left out, after its list of lines taken (a reader read "the other 0 edges above were left out"). */
export const leftOutWords = (n: number): string =>
  n === 0 ? 'no edge above was left out' : `${n === 1 ? 'the other edge above was' : `the other ${n} edges above were`} left out (small grey ×)`;

/**
 * The panel is at least 13rem (208 px) wide beside the drawing (nl-css.ts, .nl-zdd-explore), about 188 px inside its
 * padding and border: a 5-wide board at 40 px a cell (208 px) lost its last column there. Cells fill the width the
 * panel really has (`room`, measured; 188 px until then), up to 48 px: from 44 px up a cell's top-left quarter holds
 * the 16 px mate tag clear of a line, the thick dashes and a × (at 40 px a reader saw tags on lines). Narrow panels
 * shrink the cells, down to 28 px, where the 14 px labels still sit inside their discs; wider boards scroll sideways.
 */
export const panelCellSize = (width: number, room = 188): number => Math.max(28, Math.min(48, Math.floor((room - 8) / width)));

/** The width inside the panel's padding, measured (and again when it changes), so the board can use it. */
function useInnerWidth(ref: RefObject<HTMLElement>): number {
  const [room, setRoom] = useState(188);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const st = getComputedStyle(el);
      setRoom(Math.floor(el.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight)));
    };
    measure();
    const watch = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    watch?.observe(el);
    return () => watch?.disconnect();
  }, []);
  return room;
}

export function ZddNodePanel({ puzzle, node, number, parents, edges, chosen, preview = false, below, rule, orientation, ways, way, choices, onFollow, onWay, pressed = null, clicks = 0, onBack }: ZddNodePanelProps): JSX.Element {
  const ctx = useMemo(() => (rule && rule !== 'fill-notouch' ? handContext(puzzle, rule, orientation) : null), [puzzle, rule, orientation]);
  const entries = mateEntries(node.frontier, node.mate, puzzle.labels, puzzle.width);
  const [a, b] = edges[node.level];
  const taken = edges.filter((_, i) => choices[i] === 1);
  const left = edges.filter((_, i) => i < choices.length && choices[i] === 0);
  const arc = (choice: 0 | 1): JSX.Element | string => {
    const child = choice === 1 ? node.hi : node.lo;
    if (child === 1) return 'reaches ⊤: the choices along the way are a solution';
    if (child > 1) {
      return (
        <>leads to <button type="button" class="btn nl-go" onClick={() => onFollow(choice)}>node {number.get(child)}</button> of level {levelNumber(node.level + 1)}</>
      );
    }
    const name = choice === 1 ? node.hiCut : node.loCut;
    if (ctx) {
      const step = handChoose(ctx, { level: node.level, view: { frontier: node.frontier, mate: node.mate }, taken: [] }, choice);
      if (!step.ok) return `is cut by ${cutRule(step.cut.rule)}, so it leads to ⊥: ${step.cut.why}`;
    }
    return `leads to ⊥${name ? `, cut by ${cutRule(name)}` : ''}`;
  };
  const nodeName = `node ${number.get(node.id)}`;
  const { ref, more } = useMoreBelow<HTMLDivElement>([node.id, way, chosen, preview]);
  useBringIntoViewOf(ref, clicks, clicks > 0);
  const room = useInnerWidth(ref);
  return (
    // A Tab stop of its own: it may scroll inside on a short screen, and the keyboard must reach that too.
    <div ref={ref} class="nl-node-panel scroll-y" role="group" aria-label="The chosen node's state" tabIndex={0} aria-live="polite" data-testid="zdd-node-panel"
      data-more={more ? 'true' : 'false'} data-node={node.id} data-ways={ways.toString()} data-way={way.toString()} data-links={taken.length}>
      {/* First in the panel: a reader pressed 1 on a node whose 1-arc goes to ⊥ and saw nothing change. */}
      {pressed != null && (
        <p data-testid="zdd-node-pressed"><strong>You pressed {pressed}: its {pressed}-arc {(pressed === 1 ? node.hi : node.lo) === 1 ? 'reaches ⊤' : 'is cut: ⊥'}, so
          there is no node to move to (the arc's line below says why).</strong></p>
      )}
      <p>
        <strong>{chosen && preview ? 'Preview (click to pick it). ' : ''}Node {number.get(node.id)}, level {levelNumber(node.level)}</strong>{chosen ? '' : ' (shown until you pick a node in the drawing)'}, decides
        the edge {edgeAt(a, b)} (thick dashes).{' '}
        {node.level === 0
          ? 'It is the root: nothing is decided yet.'
          : ways === 1n
            ? `One way leads down to it: the ${node.level} edge${node.level === 1 ? '' : 's'} above, decided as drawn.`
            : parents >= 2
              ? `${big(ways)} ways of deciding ${node.level === 1 ? 'the edge' : `the ${node.level} edges`} above lead down to it, along the ${parents} arcs that reach it (hence its double ring). They took different lines, yet left the same mate array, so the builder merged them into this one node. Way ${big(way + 1n)} of ${big(ways)} is drawn on the board below.`
              // One arc in, several ways: the merge happened higher up, at a double-ringed node above; this node only inherits its ways.
              : `${big(ways)} ways of deciding ${node.level === 1 ? 'the edge' : `the ${node.level} edges`} above lead down to it, all along its one arc (so no double ring): they met in one node higher up, where a double ring marks the merge, and went on together. Way ${big(way + 1n)} of ${big(ways)} is drawn on the board below.`}
      </p>
      {/* Where the arcs lead and which rule cut them, right under the node's name: at the panel's end they sat below
          its fold ("more below"), and readers missed the very lines the drawing's text sends them to. */}
      <ul class="nl-small">
        <li data-testid="zdd-node-arc0">Its 0-arc (leave the edge out) {arc(0)}.</li>
        <li data-testid="zdd-node-arc1">Its 1-arc (take the edge) {arc(1)}.</li>
      </ul>
      {below && (
        <p class="nl-small" data-testid="zdd-node-count">
          Solutions below it: {big(below.get(node.id) ?? 0n)}, the sum of its 0-arc's {big(below.get(node.lo) ?? 0n)} and its 1-arc's {big(below.get(node.hi) ?? 0n)}
          {' '}(⊥ counts 0, ⊤ counts 1).
        </p>
      )}
      {ways > 1n && (
        <div class="nl-row" role="group" aria-label="Which way down to this node is drawn">
          <button type="button" class="btn nl-go" data-testid="zdd-way-prev" aria-disabled={way === 0n} onClick={() => way > 0n && onWay(way - 1n)}>‹ Previous way</button>
          <button type="button" class="btn nl-go" data-testid="zdd-way-next" aria-disabled={way + 1n >= ways} onClick={() => way + 1n < ways && onWay(way + 1n)}>Next way ›</button>
        </div>
      )}
      <NumberlinkBoard puzzle={puzzle} links={taken} off={left} frontier={entries} current={[a, b]} cellSize={panelCellSize(puzzle.width, room)}
        title={`The state of ${nodeName}: ${taken.length} line${taken.length === 1 ? '' : 's'} taken so far`} testId="zdd-node-board" />
      {/* Right under its board: below the arcs and the count it sat under "more below" at 1280 px, and readers missed it. */}
      <p class="nl-small">Its mate array (what the future needs to know, before its edge), cell by cell:</p>
      <ul class="nl-small" data-testid="zdd-node-mate">
        {entries.length === 0 && <li>the frontier is empty: no cell has both decided and undecided edges</li>}
        {entries.map((e) => <li key={at(e.cell)}>{at(e.cell)}, tag {e.tag}: {e.words}</li>)}
      </ul>
      {/* Folded, as under the walk: open, the key pushed the node's mate array below a 1280×800 screen. */}
      <details class="nl-key">
        <summary>What the marks on the board mean</summary>
        <BoardLegend items={['taken', 'off', 'decided', 'frontier']} testId="zdd-node-legend" />
      </details>
      <p class="nl-small" data-testid="zdd-node-lines">
        {node.level === 0
          ? 'No line yet. '
          : taken.length === 0
            ? `No line taken so far: all ${left.length} edges above were left out (small grey ×). `
            : `Lines taken so far (thick black): ${taken.map(([x, y]) => edgeAt(x, y)).join(', ')}; ${leftOutWords(left.length)}. `}
        Dotted outlines on shaded cells mark the frontier, each cell with its tag.
      </p>
      {/* Phone only (nl-css.ts): a tap brought the panel into view below the drawing's box, and the reader had to scroll back up for the next node. */}
      {onBack && <button type="button" class="btn nl-back-to-drawing" data-testid="zdd-node-back" onClick={onBack}>↑ Back to the diagram</button>}
      {/* In words, not only the faint edge shadow: readers missed what the panel hid below. */}
      {more && <MoreBelowSign what="panel" testId="zdd-node-more" />}
    </div>
  );
}
