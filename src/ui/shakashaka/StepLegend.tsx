/**
 * The stepper's key to the board's marks, in a fold. At 1280 px it stays open
 * under the steps. On a phone it stacks under every step's words, and a reader
 * met it again at each step, between the words and the panel below: there it
 * is open before the first step and folds once the reader steps on (once; the
 * summary opens it again and it then stays as the reader leaves it).
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { NARROW_SCREEN } from '../inequalities/WhyTreeView';
import { BoardLegend } from './BoardLegend';

export function StepLegend({ step }: { step: number }): JSX.Element {
  const [open, setOpen] = useState(true);
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    if (folded || step === 0 || typeof matchMedia !== 'function' || !matchMedia(NARROW_SCREEN).matches) return;
    setOpen(false);
    setFolded(true);
  }, [step, folded]);
  return (
    <details class="sk-step-legend" open={open} data-testid="board-legend-fold"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary class="sk-small">How the board is drawn</summary>
      <BoardLegend />
    </details>
  );
}
