/**
 * The stepper's key help says where each key works, and the key handler does what it says: Space plays or pauses
 * from the stepper itself or its scrubber, but a focused button answers Space by pressing itself (a reader pressed
 * Space on First, read "Space play or pause", and got First), and the speed menu keeps its own keys.
 */
import { h, type TargetedKeyboardEvent } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderToStaticHtml } from '../../src/export/render-static';
import Stepper from '../../src/ui/Stepper';
import { stepperKeyHandler } from '../../src/ui/stepper-keys';

/** What one key press on an element with this tag does: 'play', a step number, or nothing. */
function press(key: string, tagName: string, playing = false): string | number | null {
  let did: string | number | null = null;
  const handler = stepperKeyHandler({ off: false, current: 3, last: 9, goTo: (k) => (did = k), togglePlay: () => (did = 'play'), playing });
  handler({ key, target: { tagName }, preventDefault: () => {}, altKey: false, ctrlKey: false, metaKey: false } as unknown as
    TargetedKeyboardEvent<HTMLDivElement>);
  return did;
}

describe('the stepper’s keys, as its help says them', () => {
  const html = renderToStaticHtml(h(Stepper, { id: 'x', count: 9, value: 3, onChange: () => {}, syncUrl: false }));
  it('says that a button takes Space for itself', () => {
    expect(html).toContain('Keys in the stepper: ← → one step, Home / End first / last, Space play or pause (on a button, '
      + 'Space presses it).');
  });
  it('plays on Space from the stepper itself and its scrubber, not from a button', () => {
    expect(press(' ', 'DIV')).toBe('play');
    expect(press(' ', 'INPUT')).toBe('play');
    expect(press(' ', 'BUTTON')).toBeNull();
  });
  it('steps with the arrows and Home / End from a button too, and leaves the speed menu its own keys', () => {
    expect(press('ArrowRight', 'BUTTON')).toBe(4);
    expect(press('Home', 'DIV')).toBe(0);
    expect(press('End', 'BUTTON')).toBe(9);
    expect(press('ArrowLeft', 'SELECT')).toBeNull();
    expect(press(' ', 'SELECT')).toBeNull();
  });
  it('pauses on Escape while playing, from a button too, and never starts Play with it', () => {
    expect(press('Escape', 'BUTTON', true)).toBe('play');
    expect(press('Escape', 'DIV', true)).toBe('play');
    expect(press('Escape', 'DIV', false)).toBeNull();
  });
});
