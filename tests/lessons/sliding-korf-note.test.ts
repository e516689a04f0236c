/**
 * The note shown beside Korf's boards points to the section of the sliding
 * lesson that explains the half turn, where Korf's boards are first named (it once pointed to "How far is the
 * goal?", which never did, then to "What each estimate buys", whose fold pointed back at the stepper):
 * the section it names exists, is the first to name Korf's boards (on its main path), and explains the turn in a
 * short fold right after that paragraph (on the main path the explanation interrupted the mirror's idea).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { KORF_GOAL_NOTE, korfColumnKey } from '../../src/lessons/sliding/korf-note';
import { lessonFacts } from '../../src/lessons/sliding/facts';
import { renderToStaticHtml } from '../../src/export/render-static';
import HeuristicCostTable from '../../src/ui/sliding/lesson/HeuristicCostTable';

describe('the note beside Korf’s boards', () => {
  it('names a section of the lesson that explains the half turn', () => {
    const named = /“([^”]+)”/.exec(KORF_GOAL_NOTE)?.[1];
    expect(named).toBeTruthy();
    const mdx = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8');
    const sections = mdx.split(/^## /m).slice(1);
    const section = sections.find((s) => s.startsWith(named!));
    expect(section, `no section "${named}"`).toBeDefined();
    const mainPath = section!.replace(/<details>[\s\S]*?<\/details>/g, '');
    const first = sections.find((s) => /Korf's hundred boards/.test(s.replace(/<details>[\s\S]*?<\/details>/g, '')));
    expect(first).toBe(section);
    // The fold that explains the turn comes right after the paragraph that names the boards, and its summary says so.
    const namedAt = section!.indexOf("**Korf's hundred boards**");
    const fold = /\n\n<details>\n<summary>([^<]*)<\/summary>([\s\S]*?)<\/details>/.exec(section!.slice(namedAt));
    expect(fold).not.toBeNull();
    expect(section!.slice(namedAt, namedAt + fold!.index).includes('\n\n')).toBe(false);
    expect(fold![1]).toMatch(/Korf's boards are turned for our goal/);
    expect(fold![2]).toMatch(/half\s+a\s+turn/);
    // Why the page turns them, in one sentence: his blank's goal corner is not ours, and the tables are built for ours.
    expect(fold![2]).toMatch(/His goal has the blank top left[^.]*ours bottom right,\s+and\s+the tables are built for ours\./);
    expect(mainPath).not.toMatch(/half\s+a\s+turn/);
    // A reader who leaves the fold closed still learns, where the boards are first named, that they are turned and why.
    const naming = mainPath.slice(mainPath.indexOf("**Korf's hundred boards**")).split('\n\n')[0];
    // In short sentences: what the boards are, then why they are turned (a reader found the old parenthesis dense).
    expect(naming).toMatch(/\*\*Korf's hundred boards\*\* are random 15-puzzles R\. E\. Korf published in 1985\. His goal has the blank top left, so the\s+page turns them round\./);
  });

  it('is a short pointer, and the lesson says how the boards are turned once', () => {
    // The explanation (half turn, 16 − t) is given once in the prose; the note beside the cost table only points to it.
    expect(KORF_GOAL_NOTE.length).toBeLessThan(80);
    expect(KORF_GOAL_NOTE).not.toMatch(/16|half/);
    const mdx = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8');
    expect(mdx.match(/half\s+a\s+turn/g)).toHaveLength(1);
    expect(mdx.match(/16 − \*t\*/g)).toHaveLength(1);
  });

  it('says what “Korf: n ✓” means in a sentence of its own, in the cost table’s note', () => {
    // Readers read the note twice when the paper's full title stood between the number and the tick.
    expect(korfColumnKey(42)).toBe('“Korf: 42 ✓” means: R. E. Korf found 42 moves for that board in 1985, and ✓ says our solver proved the same (✗: it did not).');
    // Said with a length the table shows, read from its first Korf row (no number typed in).
    const rows = lessonFacts().costRows;
    const first = rows.find((r) => r.published !== null)!;
    const html = renderToStaticHtml(h(HeuristicCostTable, { rows }));
    expect(html).toContain(korfColumnKey(first.published!));
    expect(html).toContain(`Korf: ${first.published}`);
    expect(html).not.toMatch(/iterative-deepening: an optimal/);
  });
});
