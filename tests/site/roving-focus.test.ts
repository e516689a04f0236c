import { describe, expect, it } from 'vitest';
import { rovingKeyTarget } from '../../src/ui/roving-focus';

// Stand-ins for the list's buttons: only identity matters here.
const items = ['a', 'b', 'c'].map((id) => ({ id }) as unknown as HTMLElement);
const key = (k: string, target: HTMLElement, mods: Partial<KeyboardEvent> = {}) => ({ key: k, target, ...mods }) as unknown as KeyboardEvent;

describe('rovingKeyTarget', () => {
  it('moves with the arrows and stops at the ends', () => {
    expect(rovingKeyTarget(items, key('ArrowDown', items[0]))).toBe(items[1]);
    expect(rovingKeyTarget(items, key('ArrowRight', items[2]))).toBe(items[2]);
    expect(rovingKeyTarget(items, key('ArrowUp', items[1]))).toBe(items[0]);
    expect(rovingKeyTarget(items, key('ArrowLeft', items[0]))).toBe(items[0]);
  });

  it('jumps with Home and End, and leaves other keys alone', () => {
    expect(rovingKeyTarget(items, key('End', items[0]))).toBe(items[2]);
    expect(rovingKeyTarget(items, key('Home', items[2]))).toBe(items[0]);
    expect(rovingKeyTarget(items, key('Tab', items[1]))).toBeNull();
    expect(rovingKeyTarget(items, key('ArrowDown', items[1], { ctrlKey: true }))).toBeNull();
    expect(rovingKeyTarget([], key('ArrowDown', items[1]))).toBeNull();
  });
});
