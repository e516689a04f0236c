/**
 * Places where a first-time reader of the Sudoku lesson got lost, checked in
 * the lesson's source (the wording is what is checked) and in the facts the
 * wording computes from: section 2 promises two reductions, so SAT is the
 * second; the depth chart and its prose share one word; move 2's count of set
 * literals is split into the cells filled (the drawing's bold cells) and the
 * candidates ruled out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sudokuFacts } from '../../src/lessons/sudoku/facts';

const lesson = readFileSync('content/lessons/03-sudoku.mdx', 'utf8');
const prose = (text: string) => text.replace(/\s+/g, ' ');

describe('the lesson’s wording agrees with itself', () => {
  it('calls SAT the second reduction, as section 2 promises two', () => {
    expect(prose(lesson)).toMatch(/The next two methods \*\*reduce\*\*/);
    expect(prose(lesson)).toMatch(/The second reduction is to \*\*satisfiability\*\*/);
    expect(lesson).not.toMatch(/third reduction/);
  });

  it('names the depth chart’s count as its axis does: placements', () => {
    const chart = readFileSync('src/ui/sudoku/DepthChart.tsx', 'utf8');
    expect(chart).toMatch(/placements per depth/);
    expect(prose(lesson)).toMatch(/The chart shows the cost on \*\{X\.label\}\*, a hard 9×9 \(a 4×4 is too small to show it\)\. It counts the \*\*placements\*\*, the numbers put in a cell, per \*\*depth\*\*/);
    expect(prose(lesson)).not.toMatch(/counts the tries per/);
  });
});

describe('terms in one plain sentence where they are first used', () => {
  it('says what the decision level counts in the sentence that names it', () => {
    expect(prose(lesson)).toMatch(/The <Term id="decision-level">\*decision level\*<\/Term> counts the guesses in force: level 0 holds what the givens force/);
  });

  it('reads a clause aloud where clauses and literals are defined', () => {
    expect(prose(lesson)).toMatch(/a literal is a variable or its negation, written ¬: ¬a ∨ b says “a is false or b is true”\./);
  });

  it('says plainly what exact cover chooses, and that the matrix’s rows are not the board’s', () => {
    expect(prose(lesson)).toMatch(/given a matrix \(a table\) of 0s and 1s, choose rows so that each column has a 1 in exactly one of them\./);
    expect(prose(lesson)).toMatch(/A Sudoku becomes such a matrix \(its rows are not the board's\)\./);
  });
});

describe('CDCL by hand: what to do', () => {
  it('says that at a conflict “Decide and propagate” gives way to the button the tool shows, “Learn and jump back to level …”', () => {
    expect(prose(lesson)).toMatch(/press \*Decide and propagate\*\. At a conflict it gives way to \*Learn and jump back to level\* n, by move 5's rule\./);
    const conflict = readFileSync('src/ui/sudoku/SatConflict.tsx', 'utf8');
    expect(prose(conflict)).toMatch(/Learn and jump back to level \{cut\.backjump\}/);
    const tool = readFileSync('src/ui/sudoku/SatByHand.tsx', 'utf8');
    expect(tool).toMatch(/\{!s\.conflict && !solved && \(/);
  });
});

describe('CDCL move 2: the literals the guess sets', () => {
  it('splits them into the cells filled, as drawn, and the candidates ruled out', () => {
    const hand = sudokuFacts().satHand;
    expect(hand.impliedTrue).toBe(hand.drawing.forcedCells.length);
    expect(hand.impliedTrue).toBeLessThan(hand.implied);
    expect(prose(lesson)).toMatch(/\{F\.satHand\.impliedTrue\} fill the bold cells, and the other \{F\.satHand\.implied - F\.satHand\.impliedTrue\} are false, candidates ruled out/);
  });
});

describe('CDCL move 4: the learned clause rules out a mistake', () => {
  it('says the one-literal clause plainly (the cell holds its number, whatever is guessed), and why not simply the guess, in the main text', () => {
    const move4 = prose(lesson.slice(lesson.indexOf('4. **Learn from a conflict.**'), lesson.indexOf('<details>', lesson.indexOf('4. **Learn from a conflict.**'))));
    // Said plainly, with no double negative: the clause in board words, and why it holds ("anything but 2", not "not … does not").
    expect(move4).toMatch(/So the learned clause is \{F\.satHand\.learned\}: \{F\.satHand\.learnedWords\}\{F\.satHand\.learnedWhy/);
    expect(prose(lesson)).not.toMatch(/the opposite of that setting/);
    expect(move4).not.toMatch(/rules out \{F\.satHand\.uip\} itself/);
    // Why not the guess's opposite: in board words, without "¬" or "rules out … not".
    // and which other guess the learned clause also rules out, by a computed reason clause said in words.
    expect(move4).toMatch(/` Unlike the guess alone, “\$\{literalBoardWords\(`¬\$\{F\.satHand\.decision\}`\)\}”, it also rules out \$\{F\.satHand\.sameFailure\.others\[0\]\}: otherwise \$\{F\.satHand\.sameFailure\.ruledOutBy\[0\]\.words\}\.`/);
    expect(move4).not.toMatch(/lead to \{F\.satHand\.uip\}/);
    expect(move4).not.toMatch(/now a fact/);
  });

  it('says what the learned clause means on the board and why it follows from the conflict: the first UIP’s setting alone, with no guess, propagates into the false clause', async () => {
    const move4 = prose(lesson.slice(lesson.indexOf('4. **Learn from a conflict.**'), lesson.indexOf('5. **Jump back.**')));
    expect(move4).toMatch(/, whatever is guessed: \{F\.satHand\.learnedWhy \? `if \$\{F\.satHand\.learnedWhy\.cell\} held anything but \$\{F\.satHand\.learnedWhy\.value\}` : 'were it false'\}, propagation alone would reach the conflict\./);
    // The claim, checked afresh: set the first UIP's literal as the only setting beyond the givens, and propagation meets the same false clause.
    const { parseSudoku } = await import('../../src/puzzles/sudoku/format');
    const { startSatHand, decide, openDecisions, nameOf } = await import('../../src/puzzles/sudoku/sat-hand');
    const hand = sudokuFacts().satHand;
    expect(hand.learnedSize).toBe(1);
    const r = parseSudoku(hand.board);
    if (!r.ok) throw new Error('board');
    const s = startSatHand(r.puzzle);
    const uipVar = openDecisions(s).find((v) => nameOf(s, v) === hand.uip.replace(/^¬/, ''))!;
    const d = decide(s, hand.uip.startsWith('¬') ? -uipVar : uipVar);
    expect(d.conflict).not.toBeNull();
    expect(d.conflict!.map((l) => nameOf(d, l)).join(' ∨ ')).toBe(hand.conflict);
  });

  it('has, on the worked board, another guess that reaches the same setting, and the jump back rules it out before any guess', async () => {
    const { parseSudoku } = await import('../../src/puzzles/sudoku/format');
    const { startSatHand, decide, openDecisions, nameOf } = await import('../../src/puzzles/sudoku/sat-hand');
    const hand = sudokuFacts().satHand;
    const { others, stillOpen, levelAfter } = hand.sameFailure;
    expect(others.length).toBeGreaterThan(0);
    expect(others).not.toContain(hand.decision);
    expect(stillOpen).toEqual([]);
    expect(levelAfter).toBe(hand.backjump);
    // The clause that rules the other guess out after the jump is a pair "not both" of one row, column or box, naming
    // the learned literal and that guess: the same clause by which the guess, made first, sets the cause.
    const by = hand.sameFailure.ruledOutBy[0]!;
    expect(by.group).toMatch(/^(row|column|box) \d+$/);
    expect(by.words).toMatch(new RegExp(`would both hold .*, but they share ${by.group}$`));
    expect(by.clause.split(' ∨ ').sort()).toEqual([`¬${hand.learned}`, `¬${others[0]}`].sort());
    // Checked afresh: each of those guesses, made first, sets the first UIP's literal; and each is open before the jump.
    const r = parseSudoku(hand.board);
    if (!r.ok) throw new Error('board');
    const s = startSatHand(r.puzzle);
    const byName = new Map(openDecisions(s).map((v) => [nameOf(s, v), v]));
    for (const name of others) {
      const d = decide(s, byName.get(name)!);
      expect(d.trail.some((e) => nameOf(d, e.literal) === hand.uip)).toBe(true);
    }
  });
});

describe('why the variable count depends on the givens', () => {
  it('says in one sentence that the givens’ candidates are settled before the formula and get no variable, with computed numbers', () => {
    expect(prose(lesson)).toMatch(/A given decides its cell and rules its number out of its row, column and box, so our solver gives those candidates no variable: one puzzle, \*\{X\.label\}\* with \{X\.givens\} givens, keeps \{fmt\(X\.sat\.valueVariables\)\}\./);
  });

  it('is true of the example board: its candidate variables are the candidates its givens leave open, fewer than the empty board’s', async () => {
    const { parseSudoku } = await import('../../src/puzzles/sudoku/format');
    const { openCandidates } = await import('../../src/puzzles/sudoku/candidates');
    const { SUDOKU_EXAMPLES } = await import('../../src/lessons/sudoku/examples');
    const F = sudokuFacts();
    const r = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.label === F.example.label)!.text);
    if (!r.ok) throw new Error(r.error.message);
    expect(F.example.sat.valueVariables).toBe(openCandidates(r.puzzle)!.digits.length);
    expect(F.example.sat.valueVariables).toBeLessThan(F.cnf9.valueVars);
  });
});

describe('the CDCL drawing before move 1', () => {
  it('is captioned in words a reader has before the moves (no "decision", no "move 2 fills", no "clause" yet)', () => {
    const split = prose(lesson.slice(lesson.indexOf('<div class="sd-split">'), lesson.indexOf('<div data-testid="sat-worked-example">')));
    expect(split).toMatch(/The drawing shows where moves 1 to 3 below lead: the cell the solver guesses is ringed, the cells that guess forces are bold and underlined, and the cells of the rule that then breaks are outlined in dashes\./);
    expect(split).not.toMatch(/move 2 fills|the guess of move 1|clause that fails/);
  });
});
