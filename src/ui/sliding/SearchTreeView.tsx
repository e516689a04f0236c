/**
 * The search tree of one IDA* iteration (8-puzzle, capped), drawn with
 * d3-hierarchy's tidy tree. Each node says which tile slid to reach it and
 * its estimate f = g + h; its shape says what IDA* did there: a circle was
 * expanded, a dashed square was cut off (f above the bound), a star is the
 * goal. Nothing depends on colour.
 *
 * Keyboard: the tree is one tab stop; ↑ parent, ↓ first child, ← → siblings,
 * Home the root. The chosen node's board and numbers are shown beside it, and
 * a nested list repeats the whole tree as text.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import { applyMoves } from '../../puzzles/sliding/board';
import type { TreeNodeEvent } from '../../puzzles/sliding/events';
import { SlidingBoard } from './SlidingBoard';
import { layoutTree, type PlacedNode, type TreeLayout } from './tree-layout';

export interface SearchTreeViewProps {
  puzzle: SlidingPuzzle;
  bound: number;
  nodes: readonly TreeNodeEvent[];
  /** True when the solver stopped recording nodes for this iteration at its cap. */
  capped?: boolean;
  /** Prefix for element ids and test ids, distinct per tree on a page. */
  idBase?: string;
}

const OUTCOME_WORDS: Record<TreeNodeEvent['outcome'], string> = {
  expanded: 'expanded (f within the bound, its children were generated)',
  pruned: 'cut off (f is above the bound)',
  goal: 'the goal',
};

function describe(p: PlacedNode, bound: number): string {
  const n = p.node;
  const how = n.tile === null ? 'Start board' : `After sliding ${p.path.join(', ')}`;
  return `${how}: g = ${n.g} moves made, h = ${n.h}, f = ${n.g + n.h} against bound ${bound}; ${OUTCOME_WORDS[n.outcome]}.`;
}

export function SearchTreeView({ puzzle, bound, nodes, capped, idBase = 'search-tree' }: SearchTreeViewProps): JSX.Element {
  const layout = useMemo(() => layoutTree(nodes), [nodes]);
  const [focus, setFocus] = useState<number | null>(layout.rootId);
  const nowId = `${idBase}-now`;
  useEffect(() => setFocus(layout.rootId), [layout]);
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
  const board = current ? applyMoves(puzzle.tiles, puzzle.size, current.path) : null;

  return (
    <div class="sl-tree" data-testid={idBase} data-bound={bound} data-nodes={layout.order.length}>
      <p class="sl-small">
        Bound {bound}: the start board and the {layout.order.length - 1} board{layout.order.length === 2 ? '' : 's'} generated
        from it{capped ? ' before the drawing stopped at its cap (the search itself went on)' : ''}. Under each node: its f.
        Select the tree and use the arrow keys, or click a node.
      </p>
      <div class="sl-tree-grid">
        <div
          ref={canvas}
          class="scroll-x sl-tree-canvas"
          tabIndex={0}
          role="group"
          aria-label={`Search tree for bound ${bound}. Arrow keys move between nodes.`}
          aria-describedby={nowId}
          onKeyDown={onKey}
          data-testid={`${idBase}-canvas`}
        >
          <svg width={layout.width} height={layout.height} aria-hidden="true" style={{ maxWidth: 'none', display: 'block' }}>
            {layout.links.map(({ from, to }) => {
              const a = layout.nodes.get(from)!;
              const b = layout.nodes.get(to)!;
              return <line key={to} x1={a.x} y1={a.y} x2={b.x} y2={b.y} style={{ stroke: 'currentColor', strokeOpacity: 0.45 }} />;
            })}
            {layout.order.map((id) => (
              <TreeNodeMark key={id} p={layout.nodes.get(id)!} focused={id === focus} onPick={() => setFocus(id)} />
            ))}
          </svg>
        </div>
        <div class="sl-tree-detail">
          {board && <SlidingBoard size={puzzle.size} tiles={board} lastMove={current?.node.tile ?? null} maxWidth={150} label="Board at the chosen node" />}
          <p id={nowId} aria-live="polite" class="sl-small" data-testid={`${idBase}-focus`}>
            {current ? describe(current, bound) : 'No node recorded for this bound.'}
          </p>
        </div>
      </div>
      <details>
        <summary>The same tree as a list</summary>
        {layout.rootId !== null && <ul class="sl-tree-list">{listItem(layout, layout.rootId, bound)}</ul>}
      </details>
    </div>
  );
}

function neighbourFor(layout: TreeLayout, focus: number | null, key: string): number | undefined {
  if (focus === null) return undefined;
  const here = layout.nodes.get(focus);
  if (!here) return undefined;
  const parentId = here.node.parent;
  const siblings = parentId === null ? [focus] : layout.nodes.get(parentId)?.children ?? [focus];
  const i = siblings.indexOf(focus);
  if (key === 'ArrowUp' && parentId !== null) return parentId;
  if (key === 'ArrowDown' && here.children.length > 0) return here.children[0];
  if (key === 'ArrowLeft' && i > 0) return siblings[i - 1];
  if (key === 'ArrowRight' && i < siblings.length - 1) return siblings[i + 1];
  if (key === 'Home' && layout.rootId !== null) return layout.rootId;
  return undefined;
}

function TreeNodeMark({ p, focused, onPick }: { p: PlacedNode; focused: boolean; onPick: () => void }) {
  const n = p.node;
  const label = n.tile === null ? 'S' : String(n.tile);
  const shape =
    n.outcome === 'expanded' ? (
      <circle r={10} style={{ fill: 'var(--bg, #fff)', stroke: 'currentColor', strokeWidth: 1.5 }} />
    ) : n.outcome === 'pruned' ? (
      <g>
        <rect x={-9} y={-9} width={18} height={18} style={{ fill: 'var(--bg-alt, #eee)', stroke: 'currentColor', strokeDasharray: '3 2' }} />
      </g>
    ) : (
      <path d="M0 -13 L3.5 -4 L13 -4 L5.5 2 L8 11 L0 6 L-8 11 L-5.5 2 L-13 -4 L-3.5 -4 Z"
        style={{ fill: 'var(--mark-bg, #fff1b8)', stroke: 'currentColor', strokeWidth: 1.5 }} />
    );
  return (
    <g transform={`translate(${p.x} ${p.y})`} onClick={onPick} style={{ cursor: 'pointer' }} data-node-id={n.id} data-outcome={n.outcome}>
      {focused && <circle r={16} style={{ fill: 'none', stroke: 'var(--focus, #c2410c)', strokeWidth: 3 }} />}
      {shape}
      <text dy="0.35em" text-anchor="middle" style={{ fontSize: '10px', fontWeight: 700, fill: 'currentColor' }}>{label}</text>
      <text y={24} text-anchor="middle" style={{ fontSize: '9px', fill: 'currentColor' }}>{n.g + n.h}</text>
    </g>
  );
}

function listItem(layout: TreeLayout, id: number, bound: number): JSX.Element {
  const p = layout.nodes.get(id)!;
  const n = p.node;
  const head = n.tile === null ? 'start' : `slide ${n.tile}`;
  const outcome = n.outcome === 'expanded' ? 'expanded' : n.outcome === 'pruned' ? `cut off, f > ${bound}` : 'goal';
  return (
    <li key={id}>
      {head}: f = {n.g} + {n.h} = {n.g + n.h}, {outcome}
      {p.children.length > 0 && <ul>{p.children.map((c) => listItem(layout, c, bound))}</ul>}
    </li>
  );
}
