/**
 * Zero suppression on three nodes, before and after: the lesson's example
 * node (src/lessons/numberlink/suppress-example.ts), the arc that comes into
 * it and its 0-child. As built, its 1-arc goes to ⊥; after, it is gone and
 * the arc into it goes straight on to its 0-child, skipping its level. A
 * static drawing in the style of the diagram's (the .nl-zdd classes): solid
 * arcs are 1-arcs, dashed ones 0-arcs, and each arc carries its 0 or 1, so
 * nothing rests on the line style alone. The viewBox scales it down to a
 * phone's width.
 */
import type { JSX } from 'preact';
import type { SuppressExample } from '../../lessons/numberlink/suppress-example';

const W = 320;
const H = 148;
const R = 15;
/** The three rows: the arc's source, the removed node, its 0-child. */
const ROW = [22, 68, 114];
const BEFORE_X = 100;
const AFTER_X = 252;

function Node({ x, y, n }: { x: number; y: number; n: number }): JSX.Element {
  return (
    <g>
      <circle class="nl-node" cx={x} cy={y} r={R} />
      <text x={x} y={y + 4.5} text-anchor="middle">{n}</text>
    </g>
  );
}

/** An arc from one node down to another point, with its 0 or 1 written beside its middle. */
function Arc({ x1, y1, x2, y2, arc, bend = 0 }: { x1: number; y1: number; x2: number; y2: number; arc: 0 | 1; bend?: number }): JSX.Element {
  const mx = (x1 + x2) / 2 + bend;
  const my = (y1 + y2) / 2;
  return (
    <g>
      <path class={arc === 1 ? 'nl-arc1' : 'nl-arc0'} d={`M${x1},${y1} Q${mx},${my} ${x2},${y2}`} />
      <text x={(x1 + x2) / 2 + bend / 2 + (bend >= 0 ? 9 : -9)} y={my + 4} text-anchor={bend >= 0 ? 'start' : 'end'}>{arc}</text>
    </g>
  );
}

export default function SuppressPicture({ s, testId = 'fig-suppress' }: { s: SuppressExample; testId?: string }): JSX.Element {
  const words = `Before: node ${s.from.number} on level ${s.from.level} has its ${s.from.arc}-arc into node ${s.number} on level ${s.level}, whose 1-arc goes to ⊥ `
    + `and whose 0-arc goes to node ${s.childNumber} on level ${s.childLevel}. After zero suppression node ${s.number} is gone, and node ${s.from.number}'s ${s.from.arc}-arc `
    + `goes straight to node ${s.childNumber}, skipping level ${s.level}.`;
  const bottom = { x: BEFORE_X + 75, y: ROW[1] + 26 };
  return (
    <svg class="nl-zdd nl-suppress" viewBox={`0 0 ${W} ${H}`} width={W} height={H} style={{ maxWidth: '100%', height: 'auto' }} role="img" aria-label={words} data-testid={testId}>
      {ROW.map((y, i) => <text key={i} x={4} y={y + 4.5}>level {[s.from.level, s.level, s.childLevel][i]}</text>)}
      {/* As built. */}
      <Arc x1={BEFORE_X} y1={ROW[0] + R} x2={BEFORE_X} y2={ROW[1] - R} arc={s.from.arc} />
      <Arc x1={BEFORE_X + R * 0.8} y1={ROW[1] + R * 0.6} x2={bottom.x - 12} y2={bottom.y - 4} arc={1} bend={8} />
      <rect class="nl-term" x={bottom.x - 12} y={bottom.y - 12} width={24} height={24} />
      <text x={bottom.x} y={bottom.y + 5} text-anchor="middle">⊥</text>
      <Arc x1={BEFORE_X} y1={ROW[1] + R} x2={BEFORE_X} y2={ROW[2] - R} arc={0} />
      <Node x={BEFORE_X} y={ROW[0]} n={s.from.number} />
      <Node x={BEFORE_X} y={ROW[1]} n={s.number} />
      <Node x={BEFORE_X} y={ROW[2]} n={s.childNumber} />
      <text x={BEFORE_X} y={H - 4} text-anchor="middle">as built</text>
      {/* After: the arc skips the level. */}
      <Arc x1={AFTER_X} y1={ROW[0] + R} x2={AFTER_X} y2={ROW[2] - R} arc={s.from.arc} bend={-36} />
      <Node x={AFTER_X} y={ROW[0]} n={s.from.number} />
      <Node x={AFTER_X} y={ROW[2]} n={s.childNumber} />
      <text x={AFTER_X - 8} y={ROW[1] + 4.5}>skipped</text>
      <text x={AFTER_X} y={H - 4} text-anchor="middle">after</text>
    </svg>
  );
}
