/**
 * The model's inequalities as formulas, in three groups (clues, every cell lit,
 * no two lamps see each other), each a FormulaPanel. Hovering or focusing an
 * inequality reports its id (the parent highlights its cells on the board);
 * `highlight` marks inequalities from outside (those of the board's cell).
 *
 * A big board has thousands of inequalities (a 100×100 board twenty
 * thousand): no formula is written until its group is opened, a group longer
 * than `openLimit` starts folded, and an open group draws at most
 * `drawLimit` of them and says how many it left out, so the page stays quick.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AkariModel } from '../../puzzles/akari/model';
import FormulaPanel from '../FormulaPanel';
import { constraintItems, constraintOutline, idOfItem, itemId, type ConstraintGroupKey, type ConstraintGroupOutline } from './constraint-groups';

/** Formulas an open group draws at most. */
export const DRAW_LIMIT = 200;

export interface ConstraintPanelProps {
  model: AkariModel;
  /** Inequality ids to mark. */
  highlight?: readonly number[];
  /** Hover / focus enters an inequality (its id) or leaves (null). Makes the items buttons. */
  onHighlight?: (id: number | null) => void;
  /** Pressed (click, Enter). */
  onSelect?: (id: number) => void;
  /** Groups with more items start folded (default 40; 0 folds all); Infinity opens all (the export). */
  openLimit?: number;
  /** Most formulas an open group draws (default DRAW_LIMIT). */
  drawLimit?: number;
  /** data-testid of the whole panel; groups are `${testId}-${key}` (clues, lit, sight). */
  testId?: string;
}

export function ConstraintPanel({ model, highlight = [], onHighlight, onSelect, openLimit = 40, drawLimit = DRAW_LIMIT, testId = 'constraints' }: ConstraintPanelProps): JSX.Element {
  const groups = useMemo(() => constraintOutline(model), [model]);
  const folded = () => ({
    clues: groups[0].ids.length <= openLimit,
    lit: groups[1].ids.length <= openLimit,
    sight: groups[2].ids.length <= openLimit,
  });
  const [open, setOpen] = useState<Record<ConstraintGroupKey, boolean>>(folded);
  // Another board: fold again by its own sizes.
  const seen = useRef(groups);
  useEffect(() => {
    if (seen.current === groups) return;
    seen.current = groups;
    setOpen(folded());
  }, [groups]);
  const marked = highlight.map(itemId);
  const total = groups.reduce((n, g) => n + g.ids.length, 0);

  return (
    <div class="eng-groups" data-testid={testId} data-count={total}>
      {groups.map((g) => (
        <details key={g.key} class="eng-group" open={open[g.key]} data-testid={`${testId}-${g.key}-group`}
          onToggle={(e) => {
            const isOpen = (e.currentTarget as HTMLDetailsElement).open;
            if (isOpen !== open[g.key]) setOpen((o) => ({ ...o, [g.key]: isOpen }));
          }}>
          <summary>
            {g.title} ({g.ids.length})
          </summary>
          <p class="eng-small">{g.explanation}</p>
          {open[g.key] ? (
            <GroupList model={model} group={g} drawLimit={drawLimit} marked={marked} testId={`${testId}-${g.key}`}
              onHighlight={onHighlight} onSelect={onSelect} />
          ) : (
            <p class="eng-small">Open to list them.</p>
          )}
        </details>
      ))}
    </div>
  );
}

interface GroupListProps {
  model: AkariModel;
  group: ConstraintGroupOutline;
  drawLimit: number;
  marked: readonly string[];
  testId: string;
  onHighlight?: (id: number | null) => void;
  onSelect?: (id: number) => void;
}

/** One open group: its first `drawLimit` formulas, written when the group opens, and what was left out. */
function GroupList({ model, group, drawLimit, marked, testId, onHighlight, onSelect }: GroupListProps): JSX.Element {
  const items = useMemo(() => constraintItems(model, group.ids.slice(0, drawLimit)), [model, group, drawLimit]);
  const left = group.ids.length - items.length;
  return (
    <>
      <FormulaPanel items={items} highlight={marked} testId={testId} emptyText="None on this board." wrap
        onHighlight={onHighlight ? (id) => onHighlight(id === null ? null : idOfItem(id)) : undefined}
        onSelect={onSelect ? (id) => onSelect(idOfItem(id)) : undefined} />
      {left > 0 && (
        <p class="eng-small" data-testid={`${testId}-capped`}>
          The first {items.length.toLocaleString('en-US')} are shown; the other {left.toLocaleString('en-US')} are not drawn, to keep the page quick. They
          are made the same way (pick a cell on the board to list the ones it is in).
        </p>
      )}
    </>
  );
}
