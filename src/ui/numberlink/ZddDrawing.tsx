/**
 * The whole diagram of a tiny board, drawn from the trace's node events: one
 * row per level (the edge it decides named at the left), the nodes of the
 * level in a row, a solid arc to the 1-child and a dashed one to the
 * 0-child, and the two terminals ⊥ and ⊤ at the bottom. Children cut by a
 * rule point to ⊥ and are left out of the drawing (they would only cross it);
 * their number is given below it. A path from the root to ⊤ is a solution:
 * the edges whose 1-arc it follows.
 */
import type { JSX } from 'preact';
import type { NodeEvent } from '../../puzzles/numberlink/events';
import type { Cell } from '../../puzzles/numberlink/puzzle';
import { at } from './mate-words';

export interface ZddDrawingProps {
  nodes: readonly NodeEvent[];
  edges: readonly [Cell, Cell][];
  title: string;
  testId?: string;
}

const ROW = 46;
const GAP = 40;
const LEFT = 118;

export function ZddDrawing({ nodes, edges, title, testId = 'nl-zdd' }: ZddDrawingProps): JSX.Element {
  const levels = edges.length;
  const byLevel: NodeEvent[][] = Array.from({ length: levels }, () => []);
  for (const n of nodes) byLevel[n.level]?.push(n);
  const widest = Math.max(1, ...byLevel.map((l) => l.length));
  const W = LEFT + widest * GAP + 20;
  const H = (levels + 1) * ROW + 30;
  const pos = new Map<number, [number, number]>();
  byLevel.forEach((row, lv) => row.forEach((n, k) => pos.set(n.id, [LEFT + (k + 0.5) * GAP + ((widest - row.length) * GAP) / 2, 20 + lv * ROW])));
  const bottom = 20 + levels * ROW;
  pos.set(0, [LEFT + (widest * GAP) / 3, bottom]);
  pos.set(1, [LEFT + (2 * widest * GAP) / 3, bottom]);
  const arcs: JSX.Element[] = [];
  let cutArcs = 0;
  for (const n of nodes) {
    const [x, y] = pos.get(n.id)!;
    for (const [child, cls] of [[n.lo, 'nl-arc0'], [n.hi, 'nl-arc1']] as const) {
      if (child === 0) {
        cutArcs++;
        continue;
      }
      const [x2, y2] = pos.get(child) ?? [x, bottom];
      const dx = cls === 'nl-arc0' ? -4 : 4;
      arcs.push(<line key={`${n.id}-${cls}`} class={cls} x1={x + dx} y1={y + 9} x2={x2} y2={y2 - 10} />);
    }
  }
  return (
    <figure class="nl-zdd-fig" data-testid={testId} data-nodes={nodes.length}>
      {/* Wider than a column: it scrolls sideways, so it takes a Tab stop and arrow keys scroll it. */}
      <div class="nl-zdd-wrap scroll-x" tabIndex={0} role="group" aria-label={`${title} (scrolls sideways)`}>
        <svg class="nl-zdd" width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
          {edges.map(([a, b], lv) => (
            <text key={`l${lv}`} x={4} y={20 + lv * ROW} dy="0.35em">{`${lv + 1}: ${at(a)}–${at(b)}`}</text>
          ))}
          {arcs}
          {nodes.map((n) => {
            const [x, y] = pos.get(n.id)!;
            return <circle key={n.id} class="nl-node" cx={x} cy={y} r={9} />;
          })}
          <rect class="nl-term" x={pos.get(0)![0] - 12} y={bottom - 12} width={24} height={24} />
          <text x={pos.get(0)![0]} y={bottom} dy="0.35em" text-anchor="middle">⊥</text>
          <rect class="nl-term" x={pos.get(1)![0] - 12} y={bottom - 12} width={24} height={24} />
          <text x={pos.get(1)![0]} y={bottom} dy="0.35em" text-anchor="middle">⊤</text>
        </svg>
      </div>
      <figcaption class="nl-small">
        {title}: {nodes.length} nodes on {levels} levels. Solid arcs are 1 (take the edge), dashed arcs 0 (leave it out);{' '}
        {cutArcs} choices cut by a rule go to ⊥ and are not drawn.
      </figcaption>
    </figure>
  );
}
