/**
 * Pieces every grid board draws the same way: the hatching of the cells in
 * focus (a pattern, so the state is told by a shape and not by colour
 * alone), the one white cell in the tab order (a roving tabindex), and the
 * attributes that make a cell's group a button the pointer and the keyboard
 * work with. Presentation attributes, so a drawing needs no stylesheet.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function HatchPattern({ id, colour = '#1d4f91' }: { id: string; colour?: string }): JSX.Element {
  return (
    <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <line x1={0} y1={0} x2={0} y2={8} stroke={colour} stroke-width={3} />
    </pattern>
  );
}

/** Roving tabindex: exactly one white cell is in the tab order; it follows the chosen cell. */
export function useRovingCell(selected: number | null | undefined): [number, (cell: number) => void] {
  const [active, setActive] = useState<number>(selected ?? 0);
  useEffect(() => {
    if (selected != null) setActive(selected);
  }, [selected]);
  return [active, setActive];
}

/** What a white cell's group needs to be a control: its place in the tab order, its state, the board's handlers. */
export interface CellHandlers {
  tabbable: boolean;
  selected: boolean;
  onSelect?: (cell: number) => void;
  onHover?: (cell: number | null) => void;
  onKeyDown: (cell: number, e: KeyboardEvent) => void;
  onFocusCell: (cell: number) => void;
}

export interface CellTargetInput extends CellHandlers {
  cell: number;
  /** The class prefix of the genre's board (`eng`, `sk`): `${prefix}-cell ${prefix}-cell-active`. */
  classPrefix: string;
  focusable: boolean;
  /** The cell in words, read out when it has focus. */
  words: string;
}

/** The attributes of a white cell's group: a button with its words, the pointer's and the keyboard's handlers. */
export function cellTargetAttrs(p: CellTargetInput) {
  const select = p.onSelect;
  return {
    class: p.focusable ? `${p.classPrefix}-cell ${p.classPrefix}-cell-active` : undefined,
    role: p.focusable ? 'button' : undefined,
    tabindex: p.focusable ? (p.tabbable ? 0 : -1) : undefined,
    'aria-label': p.focusable ? p.words : undefined,
    'aria-pressed': p.focusable && select ? (p.selected ? 'true' : 'false') : undefined,
    onClick: select ? () => select(p.cell) : undefined,
    onMouseEnter: p.onHover ? () => p.onHover?.(p.cell) : undefined,
    onMouseLeave: p.onHover ? () => p.onHover?.(null) : undefined,
    onFocus: p.focusable ? () => (p.onFocusCell(p.cell), p.onHover?.(p.cell)) : undefined,
    onBlur: p.onHover ? () => p.onHover?.(null) : undefined,
    onKeyDown: p.focusable ? (e: KeyboardEvent) => p.onKeyDown(p.cell, e) : undefined,
  } as const;
}
