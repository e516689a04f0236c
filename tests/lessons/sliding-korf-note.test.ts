/**
 * The note shown beside Korf's boards points to the section of the sliding
 * lesson that explains the half turn (it pointed to "How far is the goal?",
 * which never did): the section it names exists, and explains the turn.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KORF_GOAL_NOTE } from '../../src/lessons/sliding/korf-note';

describe('the note beside Korf’s boards', () => {
  it('names a section of the lesson that explains the half turn', () => {
    const named = /“([^”]+)”/.exec(KORF_GOAL_NOTE)?.[1];
    expect(named).toBeTruthy();
    const mdx = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8');
    const sections = mdx.split(/^## /m).slice(1);
    const section = sections.find((s) => s.startsWith(named!));
    expect(section, `no section "${named}"`).toBeDefined();
    expect(section).toMatch(/half\s+a\s+turn/);
    expect(section).toMatch(/blank \*first\*/);
  });
});
