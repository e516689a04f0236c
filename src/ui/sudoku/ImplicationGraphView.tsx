/**
 * The implication graph of a CDCL conflict, drawn as every course on CDCL
 * draws it: the decision at the top, each implied literal below the literals
 * of the clause that implied it (an arrow from each), the conflict at the
 * bottom, and the first-UIP cut as a dashed line — above it the decision
 * side, below it the literals resolved away. Every node says its role in
 * words (decision, UIP, conflict, level), never by colour alone; text is
 * 12 px and a wide graph scrolls sideways. The list under it repeats every
 * node with the clause that implied it, for readers who cannot see the
 * drawing. Layers: ./implication-graph.ts; boxes and arrows: ./graph-layout.ts,
 * where an arrow that skips layers runs through lanes of its own, never through a box.
 */
import type { JSX } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { BOX_H, ROW, edgePath, layoutGraph, nodeLabel } from './graph-layout';
import { helperWords, type ImplicationGraph } from '../../puzzles/sudoku/implication-graph';

export function ImplicationGraphView({ graph, name, clause, idPrefix = '', bare = false }: {
  graph: ImplicationGraph;
  name: (lit: number) => string;
  clause: (c: readonly number[]) => string;
  /** Set apart this drawing's ids: useId() starts over in each island and in the page's static drawing, so two drawings could share one. */
  idPrefix?: string;
  /**
   * The drawing alone, for the lesson's move 4, whose words stand beside it and say what it shows step by step (chain,
   * cut, first UIP): the caption and the node list would repeat them in a column too narrow for either.
   */
  bare?: boolean;
}): JSX.Element {
  const arrow = `${idPrefix}${useId()}-arrow`;
  const texts = graph.nodes.map((n) => nodeLabel(n, name));
  const layout = layoutGraph(graph, texts);
  // No room kept for notes beside the graph: "first-UIP cut" and "↓ conflict side", drawn at its right edge, made it
  // wider than the tool's column on a desktop and were cut off there; the caption names the dashed line and its sides.
  const width = layout.width;
  const height = layout.height;
  const box = layout.boxes;
  const cutY = box[graph.nodes.findIndex((n) => n.layer === graph.uipLayer)].y + BOX_H + (ROW - BOX_H) / 2;
  const hasHelpers = graph.nodes.some((n) => helperWords(name(n.literal)) !== null);
  const ordered = graph.nodes.map((n, i) => ({ n, i })).sort((a, b) => a.n.layer - b.n.layer || a.n.slot - b.n.slot);
  // A wide graph opens at its left edge, where the decision and the earlier levels' literals are, whatever scrolled it before.
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (wrap.current) wrap.current.scrollLeft = 0;
  }, [graph]);
  return (
    <figure class="sd-graph" data-testid="sat-graph" data-nodes={graph.nodes.length}>
      <div ref={wrap} class="sd-table-wrap scroll-x" tabIndex={0} role="region" aria-label="The implication graph (scrolls sideways when wide)">
        <svg width={width} height={height + 4} viewBox={`0 0 ${width} ${height + 4}`} role="img"
          aria-label={`Implication graph: ${graph.nodes.length - 1} literals and the conflict; ${bare ? 'the words beside it say what it shows' : 'the list below names each with its clause'}.`}>
          <defs>
            <marker id={arrow} viewBox="0 0 8 8" refX="8" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0 0 L8 4 L0 8 z" class="sd-graph-arrow" />
            </marker>
          </defs>
          {layout.edges.map(({ points }, k) => (
            <path key={k} class="sd-graph-edge" marker-end={`url(#${arrow})`} d={edgePath(points)} />
          ))}
          <line class="sd-graph-cut" x1={0} x2={width} y1={cutY} y2={cutY} data-testid="sat-graph-cut" />
          {graph.nodes.map((n, i) => (
            <g key={i} class={`sd-graph-node sd-graph-${n.role}`} data-role={n.role}>
              <rect x={box[i].x} y={box[i].y} width={box[i].width} height={BOX_H} rx={n.role === 'implied' ? 12 : 3} />
              <text x={box[i].x + box[i].width / 2} y={box[i].y + BOX_H / 2}>{texts[i]}</text>
            </g>
          ))}
        </svg>
      </div>
      {!bare && <figcaption class="sd-small">
        The dashed line is the first-UIP cut. Above it: the decision, the first UIP and what led to it (the reason side); below: the literals
        resolved away (the conflict side). Each arrow runs from a literal of a clause to the literal that clause implied; a literal’s arrows in are the rest of its clause. {graph.levelZero > 0
          && ` Level 0’s literals, set by the givens before any decision, feed in too (${graph.levelZero} of them), but they hold in every case and are left out of the drawing, as they are of the learned clause.`}{hasHelpers ? ' Names like s2[row 4 #3] are the counters’ helper variables.' : ''}
      </figcaption>}
      {!bare && <details>
        <summary>Every literal of the graph with the clause that implied it</summary>
        <ol class="sd-steps scroll-y" data-testid="sat-graph-list">
          {ordered.map(({ n, i }) => (
            <li key={i}>
              {n.role === 'conflict'
                ? <>The conflict: every literal of <span class="sd-lit">{clause(n.reason!)}</span> is false.</>
                : n.role === 'decision'
                  ? <><span class="sd-lit">{name(n.literal)}</span>: the decision{n.conflictSide ? '' : ' (reason side of the cut)'}.</>
                  : n.role === 'earlier'
                    ? <><span class="sd-lit">{name(n.literal)}</span>: set at the earlier level {n.level}.</>
                    : <><span class="sd-lit">{name(n.literal)}</span>{n.role === 'uip' ? ' (the first UIP)' : ''}: implied by <span class="sd-lit">{clause(n.reason!)}</span>,
                      whose other literals were all false{n.conflictSide ? '; conflict side' : '; reason side'}.</>}
            </li>
          ))}
        </ol>
      </details>}
    </figure>
  );
}
