/**
 * The stepper's keys while it has focus: ← → one step, Home / End the first
 * and last, Space play or pause. The scrubber and the speed menu keep their
 * own arrow keys, and a focused button answers Space by pressing itself.
 * Escape pauses while playing, from a button too: elsewhere on the site Esc
 * stops what runs, and a reader pressed it to stop Play.
 */
import type { TargetedKeyboardEvent } from 'preact';

export interface StepperKeysInput {
  off: boolean;
  current: number;
  last: number;
  goTo: (step: number) => void;
  togglePlay: () => void;
  /** Whether Play is running (Escape only pauses; it never starts). */
  playing?: boolean;
}

export function stepperKeyHandler({ off, current, last, goTo, togglePlay, playing = false }: StepperKeysInput) {
  return (event: TargetedKeyboardEvent<HTMLDivElement>) => {
    if (off || event.altKey || event.ctrlKey || event.metaKey) return;
    const tag = (event.target as HTMLElement).tagName;
    if (tag === 'SELECT' || (tag === 'INPUT' && event.key !== ' ')) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => goTo(current - 1),
      ArrowRight: () => goTo(current + 1),
      Home: () => goTo(0),
      End: () => goTo(last),
    };
    if (event.key === ' ' && tag !== 'BUTTON') actions[' '] = togglePlay;
    if (playing) actions.Escape = togglePlay;
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
}
