/**
 * How to read the Shakashaka board drawing, as a legend of small cells drawn
 * with the board's own shapes: a chosen triangle, an empty cell (plain white), a cell
 * still undecided with the marks of what it may still be (drawn so on every board, figures and tools alike), a cell of
 * the inequality in focus (hatched, with a thick border) and its outlined open states, and (in the stepper) a cell the
 * current step settled and the cell a look-ahead or trial supposes (dotted, as the step's words say).
 */
import type { JSX } from 'preact';
import { CELL, markPath, trianglePath } from './board-geometry';
import { DARK, SUPPOSED_DOTS } from './ShakashakaBoard';

const S = 26;

/**
 * The hatching of a highlighted cell as plain diagonal lines inside the
 * border, wider apart than the board's pattern: scaled down to the icon's
 * size the pattern's fine lines blurred into a flat tint on a phone, and a
 * pattern needs a page-wide id (two legends on one page shared one).
 */
const HATCH_LINES = (() => {
  const [lo, hi, gap] = [4, CELL - 4, 11];
  const parts: string[] = [];
  for (let c = 2 * lo + gap / 2; c < 2 * hi; c += gap) {
    const [x1, y1, x2, y2] = c <= lo + hi ? [lo, c - lo, c - lo, lo] : [c - hi, hi, hi, c - hi];
    parts.push(`M${x1} ${y1}L${x2} ${y2}`);
  }
  return parts.join('');
})();

function Icon({ children }: { children: JSX.Element | JSX.Element[] }): JSX.Element {
  return (
    <svg width={S + 2} height={S + 2} viewBox={`-1 -1 ${CELL + 2} ${CELL + 2}`} aria-hidden="true">
      <rect x={0} y={0} width={CELL} height={CELL} fill="#fff" stroke="#8a8a8a" stroke-width={2} />
      {children}
    </svg>
  );
}

export interface BoardLegendProps {
  testId?: string;
  /**
   * The lesson's version, put right after the first figure of a rule, whose captioned boards already show a triangle
   * and an empty cell: it leaves out the step marks, which only the stepper draws (a reader met a legend of symbols
   * no figure had used yet).
   */
  lesson?: boolean;
}

export function BoardLegend({ testId = 'board-legend', lesson = false }: BoardLegendProps): JSX.Element {
  return (
    <ul class={lesson ? "sk-legend sk-legend-cols" : "sk-legend"} data-testid={testId} aria-label="How the board is drawn">
      {!lesson && (<li>
        <Icon>
          <path d={trianglePath(3, 0, 0)} fill={DARK} />
        </Icon>
        a triangle (icon: ◢)
      </li>)}
      {!lesson && (<li>
        <Icon>
          <g />
        </Icon>
        plain white: empty
      </li>)}
      <li>
        <Icon>
          <path d={markPath(1, 0, 0) + markPath(3, 0, 0)} fill="#5f6670" />
          <path d={markPath(0, 0, 0)} fill="none" stroke="#5f6670" stroke-width={2.5} />
        </Icon>
        undecided: white, a mark per open state, ○ for empty (the sample icon shows ◤, ◢ and empty still open)
      </li>
      <li>
        <Icon>
          <path data-testid="legend-hatch" d={HATCH_LINES} fill="none" stroke="#1d4f91" stroke-width={3} opacity={0.6} />
          <rect x={3} y={3} width={CELL - 6} height={CELL - 6} fill="none" stroke="#1d4f91" stroke-width={4} />
        </Icon>
        hatched in blue, thick border: a cell of the inequality shown{lesson ? '' : ', or one a hint or Check points at'}
      </li>
      <li>
        <Icon>
          <rect x={3} y={3} width={CELL - 6} height={CELL - 6} fill="none" stroke="#1d4f91" stroke-width={4} />
          <path d={markPath(2, 0, 0)} fill="none" stroke="#1d4f91" stroke-width={2.5} />
        </Icon>
        outlined mark in such a cell: a state the inequality names, still open (icon: ◥)
      </li>
      {!lesson && (<li>
        <Icon>
          <rect x={7} y={7} width={CELL - 14} height={CELL - 14} fill="none" stroke="#111" stroke-width={2.5} stroke-dasharray="5 3" />
          <path d={`M${CELL - 16} 1h15v15h-15Z`} fill="#fff" stroke="#111" stroke-width={2} />
          <path d={`M${CELL - 13} 8.5l3.5 3.5l6-7`} fill="none" stroke="#111" stroke-width={2} stroke-linecap="round" stroke-linejoin="round" />
        </Icon>
        dashed, with a ticked tab in the corner: settled by this step
      </li>)}
      {!lesson && (<li data-testid={`${testId}-supposed`}>
        <Icon>
          <rect x={3} y={3} width={CELL - 6} height={CELL - 6} fill="none" {...SUPPOSED_DOTS} />
        </Icon>
        dotted outline: the cell a look-ahead or trial supposes a state for, and cells a look-ahead's supposition decides (supposed, not settled)
      </li>)}
    </ul>
  );
}
