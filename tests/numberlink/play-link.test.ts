/** Play mode's position in the link: the edge order, and the code that packs a position into `?play=`. */
import { describe, expect, it } from 'vitest';
import { decodePosition, encodePosition } from '../../src/puzzles/numberlink/play/link';
import { edgeIndex, emptyPosition, LINE, NO_LINE, OPEN, playEdges, type EdgeMark } from '../../src/puzzles/numberlink/play/position';
import { board, position } from './play-helpers';

describe('the edge order', () => {
  for (const [w, h] of [[1, 5], [5, 1], [4, 4], [3, 7], [9, 2]]) {
    it(`${w}×${h}: edgeIndex finds every edge of playEdges, and nothing else`, () => {
      const p = { width: w, height: h };
      const edges = playEdges(p);
      expect(edges.length).toBe(w * (h - 1) + h * (w - 1));
      edges.forEach(([a, b], e) => {
        expect(edgeIndex(p, a, b)).toBe(e);
        expect(edgeIndex(p, b, a)).toBe(e);
      });
      if (w > 1 && h > 1) expect(edgeIndex(p, 0, w + 1)).toBe(-1);
      if (w > 1 && h > 1) expect(edgeIndex(p, w - 1, w)).toBe(-1);
    });
  }
});

describe('a position through the link', () => {
  it('round-trips every position of a 3×3 board with lines and marks anywhere', () => {
    const p = board('1.2/.../2.1');
    const m = emptyPosition(p).length;
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let t = 0; t < 300; t++) {
      const pos = Array.from({ length: m }, () => Math.floor(random() * 3) as EdgeMark);
      const code = encodePosition(pos);
      expect(code).toMatch(/^[0-9a-q]*$/);
      const back = decodePosition(code, m);
      expect(back).toEqual({ ok: true, position: pos });
    }
  });

  it('an untouched board is the empty code; a hand-made position gives a short one', () => {
    const p = board('1..2/..../.1../...2');
    expect(encodePosition(emptyPosition(p))).toBe('');
    const pos = position(p, [[[1, 1], [1, 2]]], [[[1, 1], [2, 1]]]);
    // Edge 0 a line (1), edge 1 no line (2): 1 + 3·2 = 7.
    expect(encodePosition(pos)).toBe('7');
    expect(decodePosition('7', pos.length)).toEqual({ ok: true, position: pos });
    expect(pos.slice(0, 3)).toEqual([LINE, NO_LINE, OPEN]);
  });

  it('says why a code cannot be a position of this board', () => {
    expect(decodePosition('7z', 24)).toEqual({ ok: false, why: '“z” is not one of the characters 0–9 and a–q' });
    expect(decodePosition('1'.repeat(9), 24)).toMatchObject({ ok: false });
    // 22 edges: the eighth character holds edges 21–23, and “c” (12 = 3 + 9) marks edges 22 and 23, which this board has not.
    expect(decodePosition('00000000', 22)).toMatchObject({ ok: true });
    expect(decodePosition('0000000c', 22)).toEqual({ ok: false, why: 'it marks an edge past the last edge of this board' });
  });
});
