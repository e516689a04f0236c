/**
 * A recorded search tree, for any genre's search (IDA*, backtracking, DLX,
 * branch and bound), drawn with d3-hierarchy's tidy tree. Each node shows the
 * choice that led to it; its shape says what the search did there — a circle
 * was expanded, a dashed square was cut off by a bound, a crossed square was
 * a dead end, a goal is a double ring with a star beside it (never over its
 * label) — and the way from the root to the goal is drawn thick and named in
 * words. Nothing depends on colour. Every text is at least 12 px and sits on a
 * halo of the page's background, and an edge runs from below its parent's
 * number to the top of its child's mark, so no line crosses a label.
 *
 * Keyboard: the tree is one tab stop; ↑ parent, ↓ first child, ← → siblings,
 * Home the root, End the goal (or, with none recorded, the last node recorded). The chosen node is described beside the
 * drawing (with a genre's own detail, e.g. the board there), and a nested list
 * repeats the whole tree as text once it is opened. The box opens on the goal
 * when there is one; only the part of a wide tree near what the box shows is
 * drawn, and that part follows the scrolling.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { SearchNodeEvent, SearchNodeOutcome } from '../../core/search-tree';
import { EDGE_END, EDGE_START, UNDER_Y, layoutSearchTree, neighbourFor, treeKeyWords, type PlacedNode, type TreeLayout } from './layout';
import { scrollToNode } from './scroll-to-node';

export interface SearchTreeProps {
  nodes: readonly SearchNodeEvent[];
  /** A sentence above the drawing: what this tree is. */
  caption: string;
  /** The words for the chosen node (default: its path, numbers and outcome). */
  describe?: (p: PlacedNode) => string;
  /** More about the chosen node, beside the drawing (a board, a grid). */
  detail?: (p: PlacedNode) => JSX.Element | null;
  /** The short text under a node (default: its numbers, joined). */
  underNode?: (node: SearchNodeEvent) => string;
  /** Prefix for element ids and test ids, distinct per tree on a page. */
  idBase?: string;
  /** The text inside a node's mark (default: the label's last 3 characters; a mark is 20 px wide). */
  mark?: (node: SearchNodeEvent) => string;
  /** Called when the reader picks a node (click or keys), e.g. to move a stepper to that node's step. */
  onSelect?: (node: SearchNodeEvent) => void;
  /** A node chosen from outside (e.g. the node of a stepper's step), so the tree follows the stepper; null or undefined leaves the choice alone. */
  selected?: number | null;
  /** Words for an outside step that lies past the drawn nodes (selected is then null): shown instead of the chosen node's words until the reader picks a node. */
  outside?: string | null;
  /** Room between neighbours of different parents, in node widths (see layout.ts; default 2). */
  cousinGap?: number;
  /**
   * The key to the marks, in words, shown directly under the drawing (with "the thick line" sentence, which
   * then leaves the caption above): a key above the tree, or under the chosen node's board, was not found.
   */
  legend?: string;
}

export const OUTCOME_WORDS: Record<SearchNodeOutcome, string> = {
  // Plain words: "expanded" is search jargon that not every lesson defines.
  expanded: 'searched on from here (what may follow it was tried)',
  pruned: 'cut off by the bound',
  'dead-end': 'a dead end (no way on)',
  goal: 'a goal',
};

function numbersText(node: SearchNodeEvent): string {
  return Object.entries(node.numbers ?? {}).map(([k, v]) => `${k} = ${v}`).join(', ');
}

export function describeNode(p: PlacedNode): string {
  const n = p.node;
  const where = n.parent === null ? 'The start' : `After ${n.label}`;
  const numbers = numbersText(n);
  // On the goal itself "on the way to the goal" says nothing.
  const path = p.onGoalPath && n.outcome !== 'goal' ? ' It lies on the way to the goal.' : '';
  return `${where}${numbers ? ` (${numbers})` : ''}: ${OUTCOME_WORDS[n.outcome]}.${path}`;
}

export function SearchTree({ nodes, caption, describe = describeNode, detail, underNode, idBase = 'search-tree', mark, onSelect, selected, outside, cousinGap, legend }: SearchTreeProps): JSX.Element {
  const layout = useMemo(() => layoutSearchTree(nodes, { cousinGap }), [nodes, cousinGap]);
  const first = layout.goalId ?? layout.rootId;
  const [focus, setFocus] = useState<number | null>(first);
  const [listOpen, setListOpen] = useState(false);
  const nowId = `${idBase}-now`;
  useEffect(() => setFocus(selected != null && layout.nodes.has(selected) ? selected : first), [layout]);
  useEffect(() => {
    if (selected != null && layout.nodes.has(selected)) setFocus(selected);
  }, [selected]);
  // A node the reader picks replaces the outside step's words; a new outside step brings them back.
  const [pickedSince, setPickedSince] = useState(false);
  useEffect(() => setPickedSince(false), [outside]);
  const beyond = outside && !pickedSince ? outside : null;
  const current = focus === null ? undefined : layout.nodes.get(focus);
  // Only the part of a wide tree near the box's visible part is drawn (a tree of a few hundred
  // nodes is thousands of SVG elements, and a step that draws a new one must stay quick); the
  // drawn span follows the scrolling. Before the box is measured, a span around the first node.
  const [drawn, setDrawn] = useState<DrawnSpan>(() => spanAround(layout, first));
  const span = drawn.layout === layout ? drawn : spanAround(layout, first);
  const canvas = useRef<HTMLDivElement>(null);
  const frame = useRef(0);
  // Whether the tree is wider or taller than its box (wider on a phone; taller at every width once it has
  // grown, and the box then opens scrolled to the chosen node, its root out of sight): a line under it says so
  // in words, since the edge shadows alone are easy to miss.
  const [larger, setLarger] = useState({ x: false, y: false });
  const measure = () => {
    const box = canvas.current;
    if (!box) return;
    const x = box.scrollWidth > box.clientWidth + 1;
    const y = box.scrollHeight > box.clientHeight + 1;
    setLarger((old) => (old.x === x && old.y === y ? old : { x, y }));
    const next = spanOfBox(layout, box);
    setDrawn((old) => (old.layout === next.layout && old.left === next.left && old.right === next.right ? old : next));
  };
  const onScroll = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      measure();
    });
  };
  // Keep the chosen node in view, with the root too when both fit (./scroll-to-node.ts): a wide tree scrolls
  // inside its box, most of all on a phone.
  useEffect(() => {
    const box = canvas.current;
    if (!box || !current) return;
    const root = layout.rootId === null ? undefined : layout.nodes.get(layout.rootId);
    const to = scrollToNode({ width: box.clientWidth, height: box.clientHeight, left: box.scrollLeft, top: box.scrollTop }, current, root);
    box.scrollLeft = to.left;
    box.scrollTop = to.top;
    measure();
  }, [current]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const shown = (x: number) => x >= span.left && x <= span.right;
  const thickLine = layout.goalId !== null ? ' The thick line is the way to the goal.' : '';

  const pick = (id: number) => {
    setFocus(id);
    setPickedSince(true);
    const p = layout.nodes.get(id);
    if (p) onSelect?.(p.node);
  };
  const onKey = (e: KeyboardEvent) => {
    const next = neighbourFor(layout, focus, e.key);
    if (next !== undefined) {
      e.preventDefault();
      pick(next);
    }
  };

  return (
    <div class="search-tree" data-testid={idBase} data-nodes={layout.order.length} data-goal={layout.goalId ?? ''}>
      <p class="small">
        {caption} Select the tree and use the arrow keys ({treeKeyWords(layout)}), or click a node.
        {legend ? '' : thickLine}
      </p>
      <div class="search-tree-grid">
        {/* min-width 0: a grid item may then be narrower than the tree, which scrolls inside the canvas. */}
        <div style={{ minWidth: 0 }}>
          <div ref={canvas} class="scroll-x scroll-y search-tree-canvas" tabIndex={0} role="group"
            aria-label={`${caption} Arrow keys move between nodes.`} aria-describedby={nowId} onKeyDown={onKey} onScroll={onScroll}
            data-testid={`${idBase}-canvas`}>
            <svg width={layout.width} height={layout.height} aria-hidden="true" style={{ maxWidth: 'none', display: 'block' }}>
              {layout.links.map(({ from, to }) => {
                const a = layout.nodes.get(from)!;
                const b = layout.nodes.get(to)!;
                if (Math.max(a.x, b.x) < span.left || Math.min(a.x, b.x) > span.right) return null;
                const onPath = b.onGoalPath;
                return <line key={to} x1={a.x} y1={a.y + EDGE_START} x2={b.x} y2={b.y - EDGE_END}
                  style={{ stroke: 'currentColor', strokeOpacity: onPath ? 0.9 : 0.45, strokeWidth: onPath ? 4 : 1 }} />;
              })}
              {layout.order.map((id) => {
                const p = layout.nodes.get(id)!;
                if (!shown(p.x)) return null;
                return <NodeMark key={id} p={p} focused={id === focus} onPick={() => pick(id)} text={mark?.(p.node)}
                  under={underNode ? underNode(p.node) : Object.values(p.node.numbers ?? {}).join(' ')} />;
              })}
            </svg>
          </div>
          {legend && <p class="small" data-testid={`${idBase}-legend`}>{`${legend}${thickLine}`}</p>}
          {(larger.x || larger.y) && (
            <p class="small" data-testid={`${idBase}-larger`}>{treeScrollWords(larger.x, larger.y)}</p>
          )}
        </div>
        <div class="search-tree-detail">
          {current && !beyond && detail?.(current)}
          <p id={nowId} aria-live="polite" class="small" data-testid={`${idBase}-focus`} data-beyond={beyond ? 'true' : undefined}>
            {beyond ?? (current ? describe(current) : 'No node was recorded.')}
          </p>
        </div>
      </div>
      {/* The list is made when it is opened: a few hundred nested items would
          otherwise double the work of every step that draws a new tree. */}
      <details onToggle={(e) => setListOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>The same tree as a list</summary>
        {listOpen && layout.rootId !== null && <ul class="search-tree-list">{listItem(layout.nodes, layout.rootId)}</ul>}
      </details>
    </div>
  );
}

/**
 * The line under a tree larger than its box, saying which way it scrolls (Home: the root, when the box opened
 * scrolled down to the chosen node).
 */
export function treeScrollWords(wider: boolean, taller: boolean): string {
  const bigger = wider && taller ? 'wider and taller' : wider ? 'wider' : 'taller';
  const way = wider && taller ? 'sideways and up or down' : wider ? 'sideways' : 'up or down';
  return `The tree is ${bigger} than this box: swipe or scroll it ${way}, or use the arrow keys (Home: the start); ` +
    'the box keeps the chosen node (ringed) in view.';
}

/** The sideways span of a tree that is drawn, in the tree's own x, for one layout. */
interface DrawnSpan {
  layout: TreeLayout;
  left: number;
  right: number;
}

/** How far beyond the visible part of the box nodes are drawn, so a short scroll shows no gap. */
const DRAW_MARGIN = 240;
/** Spans move in steps this wide, so scrolling redraws only now and then. */
const SPAN_STEP = 160;
/** Before the box is measured (the server's markup): a span this wide around the first node. */
const FIRST_SPAN = 1200;

function spanAround(layout: TreeLayout, id: number | null): DrawnSpan {
  const x = id === null ? 0 : (layout.nodes.get(id)?.x ?? 0);
  return { layout, left: x - FIRST_SPAN / 2, right: x + FIRST_SPAN / 2 };
}

function spanOfBox(layout: TreeLayout, box: HTMLElement): DrawnSpan {
  const left = Math.floor((box.scrollLeft - DRAW_MARGIN) / SPAN_STEP) * SPAN_STEP;
  const right = Math.ceil((box.scrollLeft + box.clientWidth + DRAW_MARGIN) / SPAN_STEP) * SPAN_STEP;
  return { layout, left, right };
}

/** A five-pointed star 14 px across, drawn beside a goal's mark (its upper right), so it never covers the label. */
const STAR = 'M0 -7 L1.9 -2.2 L7 -2.2 L3 1.1 L4.3 6 L0 3.2 L-4.3 6 L-3 1.1 L-7 -2.2 L-1.9 -2.2 Z';
/** The labels' size: a one-character label ("S", "6") at 12 px had 9 px of ink, too little to read on a phone; 14 px gives 10. */
const LABEL_SIZE = '14px';
/** Text on a halo of the page's background: a line or shape behind it never runs through the glyphs. */
const HALO = { paintOrder: 'stroke', stroke: 'var(--bg, #fff)', strokeWidth: 4, strokeLinejoin: 'round' } as const;

function NodeMark({ p, focused, onPick, under, text: given }: { p: PlacedNode; focused: boolean; onPick: () => void; under: string; text?: string }) {
  const n = p.node;
  const text = n.parent === null ? 'S' : given ?? (n.label.length <= 3 ? n.label : n.label.slice(-3));
  const shape =
    n.outcome === 'expanded' ? (
      <circle r={10} style={{ fill: 'var(--bg, #fff)', stroke: 'currentColor', strokeWidth: p.onGoalPath ? 3 : 1.5 }} />
    ) : n.outcome === 'pruned' ? (
      <rect x={-9} y={-9} width={18} height={18} style={{ fill: 'var(--bg-alt, #eee)', stroke: 'currentColor', strokeDasharray: '3 2' }} />
    ) : n.outcome === 'dead-end' ? (
      <g>
        <rect x={-9} y={-9} width={18} height={18} style={{ fill: 'var(--bg-alt, #eee)', stroke: 'currentColor' }} />
        <path d="M-9 -9 L9 9 M9 -9 L-9 9" style={{ stroke: 'currentColor', strokeOpacity: 0.5 }} />
      </g>
    ) : (
      <g>
        <circle r={13} style={{ fill: 'none', stroke: 'currentColor', strokeWidth: 1 }} />
        <circle r={10} style={{ fill: 'var(--mark-bg, #fff1b8)', stroke: 'currentColor', strokeWidth: 3 }} />
      </g>
    );
  return (
    <g transform={`translate(${p.x} ${p.y})`} onClick={onPick} style={{ cursor: 'pointer' }} data-node-id={n.id} data-outcome={n.outcome}
      data-on-goal-path={p.onGoalPath ? 'true' : undefined}>
      {focused && <circle r={16} style={{ fill: 'none', stroke: 'var(--focus, #c2410c)', strokeWidth: 3 }} />}
      {shape}
      <text dy="0.35em" text-anchor="middle" style={{ fontSize: LABEL_SIZE, fontWeight: 700, fill: 'currentColor' }}>{text}</text>
      <text y={UNDER_Y} text-anchor="middle" style={{ fontSize: LABEL_SIZE, fill: 'currentColor', ...HALO }}>{under}</text>
      {n.outcome === 'goal' && (
        <path d={STAR} transform="translate(21 -16)" data-goal-star="true"
          style={{ fill: 'var(--mark-bg, #fff1b8)', stroke: 'currentColor', strokeWidth: 1.2 }} />
      )}
    </g>
  );
}

function listItem(nodes: Map<number, PlacedNode>, id: number): JSX.Element {
  const p = nodes.get(id)!;
  const n = p.node;
  const numbers = numbersText(n);
  return (
    <li key={id}>
      {n.parent === null ? 'start' : n.label}
      {numbers ? ` (${numbers})` : ''}: {OUTCOME_WORDS[n.outcome]}
      {p.onGoalPath ? ' — on the way to the goal' : ''}
      {p.children.length > 0 && <ul>{p.children.map((c) => listItem(nodes, c))}</ul>}
    </li>
  );
}
