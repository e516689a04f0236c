import { describe, expect, it } from 'vitest';
import { makeInequality } from '../../src/inequalities/inequality';
import { inequalityToKatex, pairSumBlocksToKatex, pairSumToKatex, rangeToKatex } from '../../src/inequalities/katex';
import { addInequalities } from '../../src/inequalities/inequality';

const name = (v: number) => ['a', 'b', 'c'][v];

describe('KaTeX strings', () => {
  it('writes a ≥ inequality with coefficients', () => {
    expect(inequalityToKatex(makeInequality([[0, 1], [1, 1], [2, 2]], '>=', 3), name)).toBe('a + b + 2c \\ge 3');
  });

  it('shows a stored ≤ the way it was written, unless asked for the ≥ form', () => {
    const q = makeInequality([[0, 1], [1, 1], [2, 3]], '<=', 2);
    expect(inequalityToKatex(q, name)).toBe('a + b + 3c \\le 2');
    expect(inequalityToKatex(q, name, { form: 'ge' })).toBe('-a - b - 3c \\ge -2');
  });

  it('writes an empty left side as 0 and a two-sided clue as a range', () => {
    expect(inequalityToKatex({ vars: [], coefs: [], rhs: 1 }, name)).toBe('0 \\ge 1');
    expect(rangeToKatex(2, [0, 1, 2], 2, name)).toBe('2 \\le a + b + c \\le 2');
  });

  it('aligns a pair in columns and leaves cancelled variables empty in the sum', () => {
    const a = makeInequality([[0, 1], [1, 1]], '>=', 1);
    const b = makeInequality([[0, 1], [1, 1], [2, 3]], '<=', 3);
    const tex = pairSumToKatex(a, b, addInequalities(a, b), name);
    expect(tex).toBe(
      '\\begin{array}{rrrcl} a & + b &  & \\ge & 1 \\\\ -a & - b & - 3c & \\ge & -3 \\\\ \\hline  &  & -3c & \\ge & -2 \\end{array}',
    );
  });

  it('cuts a long column sum into blocks that keep each sign, the relation and right sides only in the last', () => {
    const a = makeInequality([[0, 1], [1, 1]], '>=', 1);
    const b = makeInequality([[0, 1], [1, 1], [2, 3]], '<=', 3);
    const sum = addInequalities(a, b);
    const blocks = pairSumBlocksToKatex(a, b, sum, name, 2);
    expect(blocks).toEqual([
      '\\begin{array}{rr} a & + b \\\\ -a & - b \\\\ \\hline  &  \\end{array}',
      '\\begin{array}{rcl}  & \\ge & 1 \\\\ - 3c & \\ge & -3 \\\\ \\hline -3c & \\ge & -2 \\end{array}',
    ]);
    // One block that holds every column is the plain column sum.
    expect(pairSumBlocksToKatex(a, b, sum, name, 3)).toEqual([pairSumToKatex(a, b, sum, name)]);
    const empty = { vars: [], coefs: [], rhs: 1 };
    expect(pairSumToKatex(empty, empty, { vars: [], coefs: [], rhs: 2 }, name)).toBe(
      '\\begin{array}{rcl} 0 & \\ge & 1 \\\\ 0 & \\ge & 1 \\\\ \\hline 0 & \\ge & 2 \\end{array}',
    );
  });
});
