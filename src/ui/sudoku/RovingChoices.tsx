/**
 * A group of choice buttons that is one stop in the Tab order (a roving
 * tabindex, src/ui/roving-focus.ts): Tab enters at the pressed button (or the
 * first), the arrow keys, Home and End move, Enter or Space presses. Used for
 * the long lists of the by-hand views (a 4×4 matrix has dozens of columns).
 */
import type { ComponentChildren, JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { rovingKeyTarget } from '../roving-focus';

export interface RovingChoicesProps {
  label: string;
  items: readonly { key: string; text: ComponentChildren; pressed?: boolean; testId?: string; data?: Record<string, string> }[];
  onPick: (key: string) => void;
}

export function RovingChoices({ label, items, onPick }: RovingChoicesProps): JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  const current = Math.max(0, items.findIndex((i) => i.pressed));
  const onKeyDown = (e: KeyboardEvent) => {
    const buttons = Array.from(box.current?.querySelectorAll('button') ?? []);
    const target = rovingKeyTarget(buttons, e);
    if (!target) return;
    e.preventDefault();
    for (const b of buttons) b.tabIndex = b === target ? 0 : -1;
    target.focus();
  };
  return (
    <div ref={box} class="sd-choices" role="group" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item, k) => (
        <button key={item.key} type="button" class="btn" tabIndex={k === current ? 0 : -1} aria-pressed={item.pressed === undefined ? undefined : item.pressed ? 'true' : 'false'}
          data-testid={item.testId} {...item.data} onClick={() => onPick(item.key)}>
          {item.text}
        </button>
      ))}
    </div>
  );
}
