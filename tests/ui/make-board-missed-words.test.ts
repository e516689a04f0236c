/**
 * Make a board, when the maker misses the level asked for (a 4×4 Sudoku at
 * level 5 gave a level-1 board): the status leads with the level
 * asked and the level made, then why, so the reader cannot take one for the other.
 */
import { describe, expect, it } from 'vitest';
import { statusWords, type MakeState } from '../../src/ui/MakeBoard';

const levels = ['singles', 'two rules at once', 'three or more rules at once', 'a look-ahead for rules to add', 'trial and error'];
const tried = (n: number) => `${n} boards tried`;

const state = (status: 'made' | 'missed', level: number, asked: number): MakeState => ({
  phase: 'done',
  side: 4,
  seed: 1,
  asked,
  made: {
    status,
    puzzle: '1...........2...',
    grade: { status: 'graded', level, levels: 5, name: levels[level - 1], score: level, reason: '', method: 'sat', step: null },
    attempts: 10_000,
    certificate: 'a second search found no other',
    reason: status === 'missed' ? `10,000 attempts found no board of level ${asked}; this one is level ${level}, the closest found` : undefined,
  },
});

describe('the Make-a-board status', () => {
  it('says plainly the level asked, the level made and why, when they differ', () => {
    const words = statusWords(state('missed', 1, 5), levels, 'working', tried, '1...........2...', 'level', 'next');
    expect(words).toMatch(/^Not the level asked for: you asked for level 5, and this 4×4 board is at level 1, singles\. Why: 10,000 attempts found no board of level 5/);
  });

  it('says only what was made when the level was met', () => {
    const words = statusWords(state('made', 2, 2), levels, 'working', tried, '1...........2...', 'level', 'next');
    expect(words).toMatch(/^Made a 4×4 board at level 2, two rules at once/);
    expect(words).not.toMatch(/asked for/);
  });
});
