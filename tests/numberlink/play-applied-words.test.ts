import { describe, expect, it } from 'vitest';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { appliedWords } from '../../src/puzzles/numberlink/play/applied-words';
import { playHint } from '../../src/puzzles/numberlink/play/hint-levels';
import { emptyPosition, LINE, NO_LINE, playEdges } from '../../src/puzzles/numberlink/play/position';

function puzzle(text: string) {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

describe('the words Apply says (applied-words.ts)', () => {
  it('names every edge the hint changed, with its new mark, and nothing else', () => {
    const p = puzzle('1.2\n...\n1.2\n');
    const before = emptyPosition(p);
    const after = before.slice();
    after[0] = LINE;
    after[2] = NO_LINE;
    const [a, b] = playEdges(p)[0];
    expect(a).not.toBe(b);
    const words = appliedWords(p, before, after);
    expect(words.startsWith('The hint is applied: ')).toBe(true);
    expect(words.match(/is now a line/g)?.length).toBe(1);
    expect(words.match(/is now no line/g)?.length).toBe(1);
    expect(words).toContain(' and ');
  });

  it('says so when nothing changed', () => {
    const p = puzzle('1.1\n');
    expect(appliedWords(p, emptyPosition(p), emptyPosition(p))).toBe('The hint is applied: nothing on the board changed.');
  });

  it("speaks of exactly the edges of a real hint's Apply", () => {
    const p = puzzle('1....\n2..3.\n.....\n.1..2\n....3\n');
    const hint = playHint(p, 'fill', emptyPosition(p));
    expect(hint.apply).not.toBeNull();
    const changed = hint.apply!.filter((m, e) => m !== emptyPosition(p)[e]).length;
    expect(appliedWords(p, emptyPosition(p), hint.apply!).match(/is now/g)?.length).toBe(changed);
  });
});
