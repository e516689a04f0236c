/**
 * The lesson's fold on the 8-puzzle's breadth-first search says which boards are the farthest from the goal and
 * why no board is farther (the search's layers end there); a reader had met "2 boards, 31 moves" with neither.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lessonFacts } from '../../src/lessons/sliding/facts';
import { bfsDistances3x3, rank3x3, STATES_3X3, UNREACHED } from '../../src/puzzles/sliding/eight-puzzle/distances';
import { parseSliding } from '../../src/puzzles/sliding/format';

describe('the 8-puzzle’s farthest boards', () => {
  it('are every board at the largest distance the search reached, the ready example among them', () => {
    const { bfs, hard8 } = lessonFacts();
    const dist = bfsDistances3x3();
    let max = 0;
    for (let r = 0; r < STATES_3X3; r++) if (dist[r] !== UNREACHED && dist[r] > max) max = dist[r];
    expect(bfs.max).toBe(max);
    expect(bfs.farthest).toHaveLength(bfs.atMax);
    for (const text of bfs.farthest) {
      const parsed = parseSliding(text);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(dist[rank3x3(parsed.puzzle.tiles)]).toBe(max);
    }
    expect(bfs.farthest).toContain(hard8.text);
  });

  it('are named in the fold with why there are none farther', () => {
    const mdx = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8').replace(/\s+/g, ' ');
    expect(mdx).toContain('Why {F.bfs.max} moves at most? The search\'s layers end there: no new board turned up {F.bfs.max + 1} moves away, so none needs more.');
    expect(mdx).toContain('Only {F.bfs.atMax} boards need {F.bfs.max}: {F.bfs.farthest.map(');
  });
});
