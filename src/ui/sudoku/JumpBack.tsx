/**
 * CDCL's move 5 seen on a walk that jumps back over a level (CDCL by hand's
 * second board): the board at the conflict and after the jump, side by side,
 * then each decision level in words — the conflict's own, the ones the jump
 * undoes although they played no part, and the one it lands on, where the
 * learned clause is unit. Static markup: the facts come from the lesson
 * (src/lessons/sudoku/facts.ts, satJump), computed from the walk itself.
 */
import type { JSX } from 'preact';
import { listWords } from '../../core/list-words';
import { SudokuBoard } from './SudokuBoard';

export interface JumpBackProps {
  /** The walk's decisions, level 1 first, and the level of its conflict. */
  decisions: readonly string[];
  conflictLevel: number;
  /** The level the solver jumps back to. */
  backjump: number;
  /** The clause's settings of earlier levels, per level, in board words ("cell r3c1 does not hold 3"). */
  kept: readonly { level: number; held: readonly string[]; literals: readonly string[] }[];
  /** The conflict level's setting the clause names, whether it was that level's decision, and what the clause forces instead. */
  assertingHeld: string;
  assertingIsDecision: boolean;
  assertingWords: string;
  drawing: {
    order: number;
    given: readonly number[];
    before: { cells: readonly number[]; ringed: readonly number[]; outlined: readonly number[] };
    after: { level: number; cells: readonly number[]; ringed: readonly number[]; changed: readonly number[]; ruledOut: readonly { cell: number; value: number }[] };
  };
}

export function JumpBack(p: JumpBackProps): JSX.Element {
  const { drawing: d } = p;
  const levels = Array.from({ length: p.conflictLevel }, (_, k) => p.conflictLevel - k);
  // Short, one line each where it can be: the level's decision, what the jump does to it, and why.
  const said = (level: number): string => {
    const decision = p.decisions[level - 1];
    if (level === p.conflictLevel) {
      return p.assertingIsDecision ? `${decision}, the guess that ran into the conflict: undone.` : `${decision}: its guess forced ${p.assertingHeld}, which ran into the conflict: undone.`;
    }
    const kept = p.kept.find((k) => k.level === level);
    if (level > p.backjump) return `${decision}: undone too, though no setting of it is in the clause.`;
    if (!kept) return `${decision}: kept.`;
    const landing = level === p.backjump ? ` So here the clause is unit and forces ${p.assertingWords}.` : '';
    // Why those cells are in the clause at all: the conflict needed these settings, so the guess fails only while they hold.
    const cells = [...new Set(kept.literals.map((l) => l.replace(/#.*/, '')))];
    return `${decision}: kept. It forced ${kept.held.join(' and ')}; the conflict needed ${kept.held.length === 1 ? 'that' : 'them'} too, which is why the clause names ${listWords(cells)}.${landing}`;
  };
  return (
    <figure class="sd-split sd-jump" data-testid="jump-back">
      <div class="sd-jump-boards">
        <div>
          <SudokuBoard order={d.order} cells={d.before.cells} given={d.given} ringed={d.before.ringed} outlined={d.before.outlined}
            label={`At the conflict, level ${p.conflictLevel}: the decisions ${p.decisions.join(', ')} ringed, the false clause's cells outlined`} testId="jump-before" />
          <p>At the conflict (level {p.conflictLevel})</p>
        </div>
        <div>
          <SudokuBoard order={d.order} cells={d.after.cells} given={d.given} ringed={d.after.ringed} changed={d.after.changed} ruledOut={d.after.ruledOut}
            label={`After the jump back to level ${d.after.level}: only the decisions of levels up to ${d.after.level} ringed`} testId="jump-after" />
          <p>After the jump (level {d.after.level}){d.after.ruledOut.length > 0 && `: the clause forces ${listWords(d.after.ruledOut.map((o) => `r${Math.floor(o.cell / d.order ** 2) + 1}c${(o.cell % d.order ** 2) + 1} ≠ ${o.value}`))}`}</p>
        </div>
      </div>
      <figcaption>
        <ul data-testid="jump-levels">
          {levels.map((level) => <li key={level} data-level={level}><strong>Level {level}</strong>, {said(level)}</li>)}
        </ul>
      </figcaption>
    </figure>
  );
}
