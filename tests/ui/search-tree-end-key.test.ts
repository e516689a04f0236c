import { describe, expect, it } from 'vitest';
import { layoutSearchTree, neighbourFor, treeKeyWords } from '../../src/ui/search-tree/layout';
import type { SearchNodeEvent } from '../../src/core/search-tree';

const node = (id: number, parent: number | null, outcome: SearchNodeEvent['outcome']): SearchNodeEvent =>
  ({ kind: 'search-node', id, parent, label: `n${id}`, choice: parent === null ? null : `c${id}`, outcome, depth: 0 }) as unknown as SearchNodeEvent;

describe('a search tree’s End key and the words its caption gives it', () => {
  it('goes to the goal when one is recorded, and says so', () => {
    const layout = layoutSearchTree([node(0, null, 'expanded'), node(1, 0, 'dead-end'), node(2, 0, 'goal')]);
    expect(neighbourFor(layout, 0, 'End')).toBe(2);
    expect(treeKeyWords(layout)).toBe('Home: the start, End: the goal');
  });

  it('with no goal recorded (a run cut short), goes to the last node recorded, and the caption says that instead', () => {
    const layout = layoutSearchTree([node(0, null, 'expanded'), node(1, 0, 'expanded'), node(3, 1, 'dead-end'), node(2, 0, 'dead-end')]);
    expect(neighbourFor(layout, 0, 'End')).toBe(2);
    expect(neighbourFor(layout, 0, 'Home')).toBe(0);
    expect(treeKeyWords(layout)).toBe('Home: the start, End: the last node recorded');
  });
});
