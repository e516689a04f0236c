/**
 * A list of labelled formulas — the constraints a solver works on, the terms
 * of a heuristic. Items can be highlighted from outside (the board's current
 * cell), and, when the parent listens, hovering / focusing / pressing an item
 * reports it back (so the board can highlight the reverse way).
 *
 * The highlight is marked by a border, bold underlined label and
 * `aria-current`, not by background colour alone.
 *
 * Keyboard: an interactive list is one Tab stop (a roving tabindex); the
 * arrow keys, Home and End move within it, so a page with long lists does
 * not take a hundred Tab presses to cross.
 */
import { useRef, useState } from 'preact/hooks';
import Formula from './Formula';
import { FormulaPieces } from './FormulaPieces';
import { rovingKeyTarget } from './roving-focus';

export interface FormulaItem {
  /** Stable key, reported back through the callbacks. */
  id: string;
  /** Short name shown before the formula, e.g. "(3)" or "DB 1". */
  label: string;
  tex: string;
  /** Plain-text explanation under the formula. */
  note?: string;
}

export interface FormulaPanelProps {
  items: readonly FormulaItem[];
  title?: string;
  /** Item id(s) to highlight. */
  highlight?: string | readonly string[] | null;
  /** Pressed (click, Enter, Space). Makes the items buttons. */
  onSelect?: (id: string) => void;
  /** Hover/focus enters an item (id) or leaves it (null). Makes the items buttons. */
  onHighlight?: (id: string | null) => void;
  /** Shown when `items` is empty. */
  emptyText?: string;
  /** data-testid of the panel; items get `${testId}-item-${id}`. */
  testId?: string;
  /** Long formulas wrap between their terms (./FormulaPieces.tsx) instead of running past a narrow column. */
  wrap?: boolean;
}

export default function FormulaPanel({
  items,
  title,
  highlight = null,
  onSelect,
  onHighlight,
  emptyText = 'Nothing to show.',
  testId = 'formula-panel',
  wrap = false,
}: FormulaPanelProps) {
  const marked = new Set(highlight === null ? [] : typeof highlight === 'string' ? [highlight] : highlight);
  const interactive = Boolean(onSelect || onHighlight);
  // The one item in the Tab order: the last one focused, else the first highlighted, else the first.
  const [stop, setStop] = useState<string | null>(null);
  const tabStop = items.some((i) => i.id === stop) ? stop : (items.find((i) => marked.has(i.id)) ?? items[0])?.id;
  const list = useRef<HTMLOListElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button.formula-item') ?? [])];
    const next = rovingKeyTarget(buttons, e);
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };

  const body = (item: FormulaItem, on: boolean) => (
    <>
      <span class="formula-item-label">
        {item.label}
        {on && !interactive && <span class="visually-hidden"> (highlighted)</span>}
      </span>
      <span class="formula-item-body">
        {wrap ? <FormulaPieces tex={item.tex} /> : <Formula tex={item.tex} />}
        {item.note && <span class="formula-item-note">{item.note}</span>}
      </span>
    </>
  );

  return (
    // A group, not a region: a page may hold several panels with the same title.
    <div class="formula-panel" role="group" data-testid={testId} aria-label={title ?? 'Formulas'}>
      {title && <h3 class="formula-panel-title">{title}</h3>}
      {items.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ol ref={list} onKeyDown={interactive ? onKeyDown : undefined}>
          {items.map((item) => {
            const on = marked.has(item.id);
            const classes = on ? 'formula-item is-highlighted' : 'formula-item';
            const tid = `${testId}-item-${item.id}`;
            return (
              <li key={item.id}>
                {interactive ? (
                  <button
                    type="button"
                    class={classes}
                    tabIndex={item.id === tabStop ? 0 : -1}
                    aria-current={on ? 'true' : undefined}
                    data-testid={tid}
                    data-highlighted={on ? 'true' : 'false'}
                    onClick={() => onSelect?.(item.id)}
                    onMouseEnter={() => onHighlight?.(item.id)}
                    onMouseLeave={() => onHighlight?.(null)}
                    onFocus={() => {
                      setStop(item.id);
                      onHighlight?.(item.id);
                    }}
                    onBlur={() => onHighlight?.(null)}
                  >
                    {body(item, on)}
                  </button>
                ) : (
                  <div class={classes} data-testid={tid} data-highlighted={on ? 'true' : 'false'}>
                    {body(item, on)}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
