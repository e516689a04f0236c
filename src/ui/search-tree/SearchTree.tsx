/**
 * A recorded search tree, for any genre's search (IDA*, backtracking, DLX,
 * branch and bound), drawn with d3-hierarchy's tidy tree. Each node shows the
 * choice that led to it; its shape says what the search did there — a circle
 * was expanded, a dashed square was cut off by a bound, a crossed square was
 * a dead end, a star is a goal — and the way from the root to the goal is
 * drawn thick and named in words. Nothing depends on colour.
 *
 * Keyboard: the tree is one tab stop; ↑ parent, ↓ first child, ← → siblings,
 * Home the root, End the goal. The chosen node is described beside the
 * drawing (with a genre's own detail, e.g. the board there), and a nested list
 * repeats the whole tree as text. The box opens on the goal when there is one.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { SearchNodeEvent, SearchNodeOutcome } from '../../core/search-tree';
import { layoutSearchTree, neighbourFor, type PlacedNode } from './layout';

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
}

export const OUTCOME_WORDS: Record<SearchNodeOutcome, string> = {
  expanded: 'expanded (its children were generated)',
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
  const path = p.onGoalPath ? ' It lies on the way to the goal.' : '';
  return `${where}${numbers ? ` (${numbers})` : ''}: ${OUTCOME_WORDS[n.outcome]}.${path}`;
}

export function SearchTree({ nodes, caption, describe = describeNode, detail, underNode, idBase = 'search-tree' }: SearchTreeProps): JSX.Element {
  const layout = useMemo(() => layoutSearchTree(nodes), [nodes]);
  const first = layout.goalId ?? layout.rootId;
  const [focus, setFocus] = useState<number | null>(first);
  const nowId = `${idBase}-now`;
  useEffect(() => setFocus(first), [layout]);
  const current = focus === null ? undefined : layout.nodes.get(focus);
  // Keep the chosen node in view: a wide tree scrolls inside its box, most of all on a phone.
  const canvas = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = canvas.current;
    if (!box || !current) return;
    box.scrollLeft = Math.max(0, current.x - box.clientWidth / 2);
    if (current.y < box.scrollTop || current.y > box.scrollTop + box.clientHeight - 30) box.scrollTop = Math.max(0, current.y - 40);
  }, [current]);

  const onKey = (e: KeyboardEvent) => {
    const next = neighbourFor(layout, focus, e.key);
    if (next !== undefined) {
      e.preventDefault();
      setFocus(next);
    }
  };

  return (
    <div class="search-tree" data-testid={idBase} data-nodes={layout.order.length} data-goal={layout.goalId ?? ''}>
      <p class="small">
        {caption} Select the tree and use the arrow keys (Home: the start{layout.goalId !== null ? ', End: the goal' : ''}), or click a node.
        {layout.goalId !== null ? ' The thick line is the way to the goal.' : ''}
      </p>
      <div class="search-tree-grid">
        <div ref={canvas} class="scroll-x search-tree-canvas" tabIndex={0} role="group"
          aria-label={`${caption} Arrow keys move between nodes.`} aria-describedby={nowId} onKeyDown={onKey}
          data-testid={`${idBase}-canvas`}>
          <svg width={layout.width} height={layout.height} aria-hidden="true" style={{ maxWidth: 'none', display: 'block' }}>
            {layout.links.map(({ from, to }) => {
              const a = layout.nodes.get(from)!;
              const b = layout.nodes.get(to)!;
              const onPath = b.onGoalPath;
              return <line key={to} x1={a.x} y1={a.y} x2={b.x} y2={b.y}
                style={{ stroke: 'currentColor', strokeOpacity: onPath ? 0.9 : 0.45, strokeWidth: onPath ? 4 : 1 }} />;
            })}
            {layout.order.map((id) => (
              <NodeMark key={id} p={layout.nodes.get(id)!} focused={id === focus} onPick={() => setFocus(id)}
                under={underNode ? underNode(layout.nodes.get(id)!.node) : Object.values(layout.nodes.get(id)!.node.numbers ?? {}).join(' ')} />
            ))}
          </svg>
        </div>
        <div class="search-tree-detail">
          {current && detail?.(current)}
          <p id={nowId} aria-live="polite" class="small" data-testid={`${idBase}-focus`}>
            {current ? describe(current) : 'No node was recorded.'}
          </p>
        </div>
      </div>
      <details>
        <summary>The same tree as a list</summary>
        {layout.rootId !== null && <ul class="search-tree-list">{listItem(layout.nodes, layout.rootId)}</ul>}
      </details>
    </div>
  );
}

const STAR = 'M0 -13 L3.5 -4 L13 -4 L5.5 2 L8 11 L0 6 L-8 11 L-5.5 2 L-13 -4 L-3.5 -4 Z';

function NodeMark({ p, focused, onPick, under }: { p: PlacedNode; focused: boolean; onPick: () => void; under: string }) {
  const n = p.node;
  const text = n.parent === null ? 'S' : n.label.length <= 3 ? n.label : n.label.slice(-3);
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
      <path d={STAR} style={{ fill: 'var(--mark-bg, #fff1b8)', stroke: 'currentColor', strokeWidth: 1.5 }} />
    );
  return (
    <g transform={`translate(${p.x} ${p.y})`} onClick={onPick} style={{ cursor: 'pointer' }} data-node-id={n.id} data-outcome={n.outcome}
      data-on-goal-path={p.onGoalPath ? 'true' : undefined}>
      {focused && <circle r={16} style={{ fill: 'none', stroke: 'var(--focus, #c2410c)', strokeWidth: 3 }} />}
      {shape}
      <text dy="0.35em" text-anchor="middle" style={{ fontSize: '11px', fontWeight: 700, fill: 'currentColor' }}>{text}</text>
      <text y={25} text-anchor="middle" style={{ fontSize: '11px', fill: 'currentColor' }}>{under}</text>
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
