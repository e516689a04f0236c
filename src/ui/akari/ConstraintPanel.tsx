/**
 * The model's inequalities in KaTeX, in three groups (clues, every cell lit,
 * no two lamps see each other), each a FormulaPanel. Hovering or focusing an
 * inequality reports its id (the parent highlights its cells on the board);
 * `highlight` marks inequalities from outside (those of the board's cell).
 *
 * A big board has hundreds of inequalities; a group longer than `openLimit`
 * starts folded and is only typeset once opened, so the page stays quick.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AkariModel } from '../../puzzles/akari/model';
import FormulaPanel from '../FormulaPanel';
import { constraintGroups, idOfItem, itemId, type ConstraintGroupKey } from './constraint-groups';

export interface ConstraintPanelProps {
  model: AkariModel;
  /** Inequality ids to mark. */
  highlight?: readonly number[];
  /** Hover / focus enters an inequality (its id) or leaves (null). Makes the items buttons. */
  onHighlight?: (id: number | null) => void;
  /** Pressed (click, Enter). */
  onSelect?: (id: number) => void;
  /** Groups with more items start folded (default 40); Infinity opens all (the export). */
  openLimit?: number;
  /** data-testid of the whole panel; groups are `${testId}-${key}` (clues, lit, sight). */
  testId?: string;
}

export function ConstraintPanel({ model, highlight = [], onHighlight, onSelect, openLimit = 40, testId = 'constraints' }: ConstraintPanelProps): JSX.Element {
  const groups = useMemo(() => constraintGroups(model), [model]);
  const folded = () => ({ clues: true, lit: groups[1].items.length <= openLimit, sight: groups[2].items.length <= openLimit });
  const [open, setOpen] = useState<Record<ConstraintGroupKey, boolean>>(folded);
  // Another board: fold again by its own sizes.
  const seen = useRef(groups);
  useEffect(() => {
    if (seen.current === groups) return;
    seen.current = groups;
    setOpen(folded());
  }, [groups]);
  const marked = highlight.map(itemId);
  const total = groups.reduce((n, g) => n + g.items.length, 0);

  return (
    <div class="ak-groups" data-testid={testId} data-count={total}>
      {groups.map((g) => (
        <details key={g.key} class="ak-group" open={open[g.key]} data-testid={`${testId}-${g.key}-group`}
          onToggle={(e) => {
            const isOpen = (e.currentTarget as HTMLDetailsElement).open;
            if (isOpen !== open[g.key]) setOpen((o) => ({ ...o, [g.key]: isOpen }));
          }}>
          <summary>
            {g.title} ({g.items.length})
          </summary>
          <p class="ak-small">{g.explanation}</p>
          {open[g.key] ? (
            <FormulaPanel items={g.items} highlight={marked} testId={`${testId}-${g.key}`}
              emptyText="None on this board."
              onHighlight={onHighlight ? (id) => onHighlight(id === null ? null : idOfItem(id)) : undefined}
              onSelect={onSelect ? (id) => onSelect(idOfItem(id)) : undefined} />
          ) : (
            <p class="ak-small">Open to list them.</p>
          )}
        </details>
      ))}
    </div>
  );
}
