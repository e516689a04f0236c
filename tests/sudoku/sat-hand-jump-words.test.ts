/**
 * CDCL's move 5 and the second by-hand board: the lesson draws the walk's jump
 * back over a level (src/ui/sudoku/JumpBack.tsx) and says, level by level, why
 * the learned clause keeps some settings (their decision forced them) and why the
 * jump undoes a decision that played no part (no setting of its level is in the
 * clause). Both are read off the facts the figure draws, checked here against the
 * by-hand state itself.
 */
import { describe, expect, it } from 'vitest';
import { sudokuFacts } from '../../src/lessons/sudoku/facts';

const jump = sudokuFacts().satJump;

describe('the jump-back board’s learned clause, as the text explains it', () => {

  it('keeps only literals of levels below the conflict’s, each group with the decision of its level', () => {
    expect(jump.kept.length).toBeGreaterThan(0);
    for (const k of jump.kept) {
      expect(k.level).toBeLessThan(jump.conflictLevel);
      expect(k.decision).toBe(jump.decisions[k.level - 1]);
      for (const l of k.literals) expect(jump.learned).toContain(l);
    }
  });

  it('skips exactly the decisions of the levels that hold no literal of the clause', () => {
    const keptLevels = new Set(jump.kept.map((k) => k.level));
    const between = jump.decisions.filter((_, i) => i + 1 > jump.backjump && i + 1 < jump.conflictLevel);
    expect(jump.skipped).toEqual(between);
    for (let level = jump.backjump + 1; level < jump.conflictLevel; level++) expect(keptLevels.has(level)).toBe(false);
    expect(jump.skipped.length).toBeGreaterThan(0);
  });
});

describe('the lesson’s main text (not only “Show why”)', () => {
  it('move 5 draws the jump over a level and says each level’s fate in board words, with why', async () => {
    const { readFileSync } = await import('node:fs');
    const { h } = await import('preact');
    const { renderToString } = await import('preact-render-to-string');
    const { JumpBack } = await import('../../src/ui/sudoku/JumpBack');
    const lesson = readFileSync('content/lessons/03-sudoku.mdx', 'utf8').replace(/\s+/g, ' ');
    const move5 = lesson.slice(lesson.indexOf('5. **Jump back.**'), lesson.indexOf('For the curious: restarts'));
    // The clause in board words before the drawing, then the drawing from the walk's own facts.
    expect(move5).toMatch(/shows how far: its learned clause is \{F\.satJump\.learnedOr\}\. <JumpBack \{\.\.\.F\.satJump\} \/>/);
    const text = renderToString(h(JumpBack, jump)).replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    // The conflict's level: its decision, undone.
    expect(text).toContain(`Level ${jump.conflictLevel}, ${jump.decisions[jump.conflictLevel - 1]}`);
    // Each skipped level: undone, and why (no setting of it in the clause).
    for (const d of jump.skipped) expect(text).toContain(`${d}: undone too, though no setting of it is in the clause.`);
    // …and why that costs nothing, said under the drawing at the text's full width (in the figure's narrow column it took four lines).
    expect(move5).toMatch(/\{F\.satJump\.skipped\.length > 0 && <>Undoing \{F\.satJump\.skipped\.join\(', '\)\}, which the clause does not name, loses nothing: propagation redoes what follows, and the search may decide it again\. <\/>\}/);
    expect(move5.indexOf('<JumpBack')).toBeLessThan(move5.indexOf('{F.satJump.skipped.length > 0'));
    expect(jump.skipped.length).toBe(1);
    // The level it lands on: kept, with the settings the clause names, and what the unit clause forces there.
    const landing = jump.kept.find((k) => k.level === jump.backjump)!;
    // Why each of those cells is in the clause: the conflict needed the settings this level forced.
    const cells = [...new Set(landing.literals.map((l) => l.replace(/#.*/, '')))];
    expect(text).toContain(`Level ${jump.backjump}, ${landing.decision}: kept. It forced ${landing.held.join(' and ')}; the conflict needed`);
    for (const c of cells) expect(text).toMatch(new RegExp(`which is why the clause names [^.]*\\b${c}\\b`));
    expect(text).toContain(`So here the clause is unit and forces ${jump.assertingWords}.`);
    // No "made false" double negatives around literals that say "does not hold".
    expect(text).not.toMatch(/made false/);
  });

  it('draws the jump: every decision ringed at the conflict, only those up to the landing level after it', () => {
    const d = jump.drawing;
    expect(d.before.ringed).toHaveLength(jump.conflictLevel);
    expect(d.after.level).toBe(jump.backjump);
    expect(d.after.ringed).toHaveLength(jump.backjump);
    expect(d.before.outlined.length).toBeGreaterThan(0);
    // The jump empties the cells the undone levels filled.
    expect(d.after.cells.filter((v) => v !== 0).length).toBeLessThan(d.before.cells.filter((v) => v !== 0).length);
  });

  it('the board after the jump shows what the learned clause forces there, "≠k" in its cell, and says it under the board', async () => {
    const { h } = await import('preact');
    const { renderToString } = await import('preact-render-to-string');
    const { JumpBack } = await import('../../src/ui/sudoku/JumpBack');
    const asserting = /^¬r(\d+)c(\d+)#(\d+)$/.exec(jump.asserting);
    expect(asserting).not.toBeNull();
    const size = jump.drawing.order ** 2;
    const cell = (Number(asserting![1]) - 1) * size + Number(asserting![2]) - 1;
    expect(jump.drawing.after.ruledOut).toContainEqual({ cell, value: Number(asserting![3]) });
    expect(jump.drawing.after.changed).toContain(cell);
    const html = renderToString(h(JumpBack, jump));
    expect(html).toMatch(new RegExp(`class="sd-t-ruled" data-cell="${cell}"[^>]*>≠${asserting![3]}<`));
    const text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain(`After the jump (level ${jump.backjump}): the clause forces r${asserting![1]}c${asserting![2]} ≠ ${asserting![3]}`);
  });

  it('Try it by hand names the tool’s second board as move 5’s, and what to look for there: the jump by move 5’s rule', async () => {
    const { readFileSync } = await import('node:fs');
    const lesson = readFileSync('content/lessons/03-sudoku.mdx', 'utf8').replace(/\s+/g, ' ');
    const tryIt = lesson.slice(lesson.indexOf('### Try it by hand'), lesson.indexOf('<SatByHand'));
    expect(tryIt).toMatch(/of move 5's jump \(\*\{F\.satHandPresets\[1\]\.label\}\*\)/);
    expect(tryIt).toMatch(/\*Learn and jump back to level\* n, by move 5's rule/);
  });
});

describe('the settings the text names: the learned literals’ opposites', () => {
  const flip = (name: string) => (name.startsWith('¬') ? name.slice(1) : `¬${name}`);
  it('says each one in board words, the opposite of the clause’s literal', async () => {
    const { literalBoardWords } = await import('../../src/puzzles/sudoku/implication-graph');
    for (const k of jump.kept) expect(k.held).toEqual(k.literals.map((l) => literalBoardWords(flip(l))));
    expect(jump.assertingHeld).toBe(literalBoardWords(flip(jump.asserting)));
    // The conflict level's setting on this board is its decision, r4c3 holding 1 (the walk's last decision).
    expect(jump.assertingIsDecision).toBe(flip(jump.asserting) === jump.decisions.at(-1));
  });
});
