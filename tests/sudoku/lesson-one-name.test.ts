/**
 * One name per thing and one statement per rule in the Sudoku lesson, where
 * first-time readers found two: "section 1's board" meant both the
 * 4×4 walk board and the 9×9 of the depth chart; the back-jump rule was put
 * three ways; the race's challenge was said to make "the three part ways"
 * when two of them may tie on time. Read from the lesson's source, since the
 * wording is what is checked.
 */
import { readFileSync } from 'node:fs';
import { sudokuFacts } from '../../src/lessons/sudoku/facts';
import { describe, expect, it } from 'vitest';

const lesson = readFileSync('content/lessons/03-sudoku.mdx', 'utf8');
const section = (n: number) => lesson.slice(lesson.indexOf(`## ${n}. `), lesson.indexOf(`## ${n + 1}. `));
/** The text without its import lines and with line breaks as spaces, as a reader meets the words. */
const prose = (text: string) => text.replace(/^import .*$/gm, '').replace(/\s+/g, ' ');

describe('the Sudoku lesson names each board once', () => {
  it('names section 1’s 4×4 the walk board and calls it so in section 2, never “section 1’s board”', () => {
    expect(prose(section(1))).toMatch(/on a 4×4 board, the \*walk board\*/);
    expect(prose(section(2))).toMatch(/On the walk board of section 1/);
    expect(prose(lesson)).not.toMatch(/section 1['’]s board/);
  });

  it('calls the 9×9 of section 1’s chart by its label, and the SAT tool’s boards by their button labels', () => {
    expect(prose(section(2))).toMatch(/\*\{X\.label\}\*, the 9×9 board of section 1's depth chart/);
    const byHand = prose(section(3).slice(section(3).indexOf('### Try it by hand')));
    expect(byHand).toMatch(/\*\{F\.satHandPresets\[0\]\.label\}\*/);
    expect(byHand).toMatch(/\*\{F\.satHandPresets\[1\]\.label\}\*/);
  });

  it('tells the reach table’s 16×16 apart from the solver’s example 16×16', () => {
    expect(prose(section(6))).toMatch(/its 16×16 is not the solver's example \*\{F\.solverSixteen\}\*/);
  });
});

describe('the back-jump rule', () => {
  it('is stated once, in move 5, and the by-hand text refers to it', () => {
    expect(lesson.match(/second-highest/g)).toHaveLength(1);
    const move5 = prose(lesson.slice(lesson.indexOf('5. **Jump back.**'), lesson.indexOf('For the curious: restarts')));
    expect(move5).toMatch(/\*\*second-highest decision level\*\* among the learned clause's literals/);
    // The example first: the tool's second board and its drawing stand before the rule, so the rule has a board beside it.
    expect(move5.indexOf('{F.satHandPresets[1].label}')).toBeGreaterThan(0);
    expect(move5.indexOf('<JumpBack')).toBeLessThan(move5.indexOf('second-highest'));
    expect(prose(section(3).slice(section(3).indexOf('### Try it by hand')))).toMatch(/[Bb]y move 5's rule/);
  });
});

describe('the race’s challenge board', () => {
  it('is described by the computed result, not as three methods parting ways', () => {
    const race = prose(section(5));
    expect(race).not.toMatch(/part ways/);
    expect(race).toMatch(/F\.clue17\.backtrackStopped/);
    expect(race).toMatch(/may tie on time, not on tries/);
  });

  it('reads the opening board’s result too, with computed tries, before the challenge board', () => {
    // A reader saw 0.09 s against 0.10 s on the opening board and found nothing that said how to read it.
    const race = prose(section(5));
    expect(race).toMatch(/: dancing links makes \{fmt\(F\.clue17\.opensWithTries\.dlx\)\} tries, SAT \{fmt\(F\.clue17\.opensWithTries\.sat\)\}, and times a few hundredths of a second apart are noise\./);
    expect(race.indexOf('opensWithTries')).toBeLessThan(race.indexOf('{F.clue17.label}'));
    const tries = sudokuFacts().clue17.opensWithTries;
    expect(tries.dlx).toBeGreaterThan(0);
    expect(tries.sat).toBeGreaterThan(0);
  });
});
