/**
 * The whole diagram of a tiny board, drawn from the trace's node events: one
 * row per level (the edge it decides named at the left), the nodes of the
 * level in a row, a solid arc to where taking the edge leads (the 1-arc) and
 * a dashed one to where leaving it out leads (the 0-arc), and the two
 * terminals ⊥ and ⊤ at the bottom. Arcs cut by a rule point to ⊥ and are left
 * out of the drawing (they would only cross it); their number is given below
 * it. A path from the root to ⊤ is a solution: the edges whose 1-arc it follows.
 *
 * A node that two or more arcs reach is where partial states merged (equal
 * mate arrays found in the unique table): it is drawn with a double ring.
 * Given the board (`puzzle`), the drawing can be explored: hover, click or
 * focus a node (one Tab stop; arrow keys move, 0 and 1 follow its arcs) to
 * see its mate array on the board and in words, where its arcs lead and why.
 * Without it (the static export) the figure is a picture only.
 */
import type { JSX } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import type { NodeEvent } from '../../puzzles/numberlink/events';
import type { Orientation } from '../../puzzles/numberlink/graph';
import type { Cell, NumberlinkPuzzle, NumberlinkRule } from '../../puzzles/numberlink/puzzle';
import StyleSheet from '../StyleSheet';
import { NL_CSS } from './nl-css';
import { ZddNodePanel } from './ZddNodePanel';
import { at } from './mate-words';
import { levelNumber } from './levels';
import { zddLayout, zddMove } from './zdd-layout';
import { wayAt, wayThrough, zddWays } from './zdd-ways';

export interface ZddDrawingProps {
  nodes: readonly NodeEvent[];
  edges: readonly [Cell, Cell][];
  title: string;
  testId?: string;
  /** The board, to make the drawing explorable (see above); the rule and edge order, to give cut reasons. */
  puzzle?: NumberlinkPuzzle;
  rule?: NumberlinkRule;
  orientation?: Orientation;
}

/** The drawing as an island of its own in the lesson. */
export default function ZddExplorer(props: ZddDrawingProps): JSX.Element {
  return (
    <>
      <StyleSheet css={NL_CSS} />
      <ZddDrawing {...props} />
    </>
  );
}

export function ZddDrawing({ nodes, edges, title, testId = 'nl-zdd', puzzle, rule, orientation }: ZddDrawingProps): JSX.Element {
  const L = zddLayout(nodes, edges.length);
  const ways = useMemo(() => zddWays(nodes), [nodes]);
  // The node picked and which of the ways down to it the panel draws (0 unless the reader followed arcs or paged).
  const [pick, setPick] = useState<{ id: number; way: bigint } | null>(null);
  const sel = pick?.id ?? null;
  const svgRef = useRef<SVGSVGElement>(null);
  const interactive = !!puzzle;
  // Pointing at or focusing a node keeps its way when it is already the one picked (a focus follows every move).
  const select = (id: number) => setPick((prev) => (prev?.id === id ? prev : { id, way: 0n }));
  const focusNode = (id: number, way = 0n) => {
    setPick({ id, way });
    svgRef.current?.querySelector<SVGGElement>(`[data-node="${id}"]`)?.focus();
  };
  /** Follows an arc of `id`: the way down to the child continues the way shown to `id`. */
  const follow = (id: number, choice: 0 | 1) => {
    const n = nodes.find((x) => x.id === id);
    const child = n ? (choice === 1 ? n.hi : n.lo) : 0;
    if (child <= 1) return;
    const way = pick?.id === id ? pick.way : 0n;
    focusNode(child, wayThrough(ways, id, way, choice, child));
  };
  const onKey = (e: KeyboardEvent, id: number) => {
    const to = zddMove(L, nodes, id, e.key);
    if (to === null) return;
    e.preventDefault();
    if (e.key === '0' || e.key === '1') follow(id, e.key === '1' ? 1 : 0);
    else focusNode(to);
  };
  const current = sel ?? (nodes[0]?.id ?? null);
  const arcs: JSX.Element[] = [];
  for (const n of nodes) {
    const [x, y] = L.pos.get(n.id)!;
    for (const [child, cls] of [[n.lo, 'nl-arc0'], [n.hi, 'nl-arc1']] as const) {
      if (child === 0) continue;
      const [x2, y2] = L.pos.get(child) ?? [x, L.bottom];
      const dx = cls === 'nl-arc0' ? -4 : 4;
      arcs.push(<line key={`${n.id}-${cls}`} class={cls} x1={x + dx} y1={y + 9} x2={x2} y2={y2 - 12} />);
    }
  }
  const merged = nodes.filter((n) => (L.parents.get(n.id) ?? 0) >= 2).length;
  return (
    <figure class="nl-zdd-fig" data-testid={testId} data-nodes={nodes.length} data-merged={merged}>
      <div class="nl-zdd-explore">
      {/* Wider than a column: it scrolls sideways. Explorable, the focused node scrolls into view; a picture takes a Tab stop of its own. */}
      <div class={`nl-zdd-wrap scroll-x${interactive ? ' nl-zdd-box' : ''}`} {...(interactive ? {} : { tabIndex: 0, role: 'group', 'aria-label': `${title} (scrolls sideways)` })}>
        <svg ref={svgRef} class="nl-zdd" width={L.width} height={L.height} viewBox={`0 0 ${L.width} ${L.height}`}
          {...(interactive ? { role: 'group', 'aria-label': `${title}: one button per node; arrow keys move, 0 and 1 follow its arcs` } : { role: 'img', 'aria-label': title })}>
          {edges.map(([a, b], lv) => (
            <text key={`l${lv}`} x={4} y={L.rowY(lv)} dy="0.35em">{`${levelNumber(lv)}: ${at(a)}–${at(b)}`}</text>
          ))}
          {arcs}
          {nodes.map((n) => {
            const [x, y] = L.pos.get(n.id)!;
            const many = (L.parents.get(n.id) ?? 0) >= 2;
            const on = interactive && n.id === current && sel !== null;
            const shape = (
              <>
                {many && <circle class="nl-node" cx={x} cy={y} r={12} />}
                <circle class={on ? 'nl-node nl-node-on' : 'nl-node'} cx={x} cy={y} r={8} />
              </>
            );
            if (!interactive) return <g key={n.id}>{shape}</g>;
            return (
              <g key={n.id} data-node={n.id} role="button" tabIndex={n.id === current ? 0 : -1} class="nl-node-btn"
                aria-label={`node ${L.number.get(n.id)}, level ${levelNumber(n.level)}${many ? `, reached by ${L.parents.get(n.id)} arcs` : ''}`}
                aria-pressed={on ? 'true' : 'false'}
                onMouseEnter={() => select(n.id)} onClick={() => { select(n.id); svgRef.current?.querySelector<SVGGElement>(`[data-node="${n.id}"]`)?.focus(); }} onFocus={() => select(n.id)} onKeyDown={(e) => onKey(e, n.id)}>
                {shape}
              </g>
            );
          })}
          <rect class="nl-term" x={L.pos.get(0)![0] - 12} y={L.bottom - 12} width={24} height={24} />
          <text x={L.pos.get(0)![0]} y={L.bottom} dy="0.35em" text-anchor="middle">⊥</text>
          <rect class="nl-term" x={L.pos.get(1)![0] - 12} y={L.bottom - 12} width={24} height={24} />
          <text x={L.pos.get(1)![0]} y={L.bottom} dy="0.35em" text-anchor="middle">⊤</text>
        </svg>
      </div>
      {interactive && current !== null && (
        <ZddNodePanel puzzle={puzzle} node={nodes.find((n) => n.id === current)!} number={L.number} parents={L.parents.get(current) ?? 0}
          edges={edges} chosen={sel !== null} rule={rule} orientation={orientation} onFollow={(choice) => follow(current, choice)}
          ways={ways.count.get(current) ?? 0n} way={pick?.id === current ? pick.way : 0n} choices={wayAt(ways, current, pick?.id === current ? pick.way : 0n)}
          onWay={(way) => setPick({ id: current, way })} />
      )}
      </div>
      <figcaption class="nl-small">
        {title}: {nodes.length} nodes on {edges.length} levels. Solid arcs are 1-arcs (take the edge), dashed ones 0-arcs (leave it out);{' '}
        {L.cutArcs} arcs cut by a rule go to ⊥ and are not drawn. A double ring marks a node reached by two or more arcs:{' '}
        {merged} node{merged === 1 ? '' : 's'} where different choices above left the same mate array and merged.
        {interactive && ' Point at a node, or Tab to the drawing and move with the arrow keys, to see its state in the panel beside it (on a phone, below the drawing, which then scrolls in a box of its own).'}
      </figcaption>
    </figure>
  );
}
