/**
 * The Akari lesson's worked chain sum (src/lessons/akari/chain-example.ts):
 * the look-ahead it shows replays to a failure, the parts it adds are the
 * engine's own and cancel exactly the cells the look-ahead set and used, and
 * the total forces the cell the way the figure says.
 */
import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { firstChainSum, lookValues } from '../../src/lessons/akari/chain-example';
import { parseAkari } from '../../src/puzzles/akari/format';
import { ChainFigure } from '../../src/ui/akari/lesson/ChainFigure';
import { ChainLookList } from '../../src/ui/akari/lesson/ChainLookList';
import ChainLookStepper, { lookAnnouncement, LookStepWords } from '../../src/ui/akari/lesson/ChainLookStepper';
import { makeAkari } from '../../src/puzzles/akari/make';
import { printAkari } from '../../src/puzzles/akari/format';

const board = (file: string) => {
  const r = parseAkari(readFileSync(`content/examples/akari/${file}`, 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

describe('the worked chain sum on the hard example board', () => {
  const hard = board('hard-7x7.txt');
  const chain = firstChainSum(hard)!;

  it('exists: stars stall on the hard board and a chain of the board’s own inequalities follows', () => {
    expect(chain).not.toBeNull();
    expect(chain.parts.length).toBeGreaterThan(2);
    expect(chain.values[chain.target.variable]).toBe(-1);
  });

  it('replays the look-ahead: every step but the last forces something, the last cannot hold', () => {
    const last = chain.look[chain.look.length - 1];
    expect(last.impossible).toBe(true);
    expect(last.slack).toBeLessThan(0);
    for (const s of chain.look.slice(0, -1)) {
      expect(s.impossible).toBe(false);
      expect(s.forced.length).toBeGreaterThan(0);
    }
  });

  it('adds parts whose struck terms cancel: each appears with + and with −, and not in the total', () => {
    const inTotal = new Set(chain.sum.terms.map((t) => t.variable));
    const signs = new Map<number, Set<number>>();
    for (const p of chain.parts) for (const t of p.terms) signs.set(t.variable, (signs.get(t.variable) ?? new Set()).add(Math.sign(t.coef)));
    for (const p of chain.parts) {
      for (const t of p.terms) {
        expect(t.cancels).toBe(!inTotal.has(t.variable));
        if (t.cancels) expect([...signs.get(t.variable)!].sort()).toEqual([-1, 1]);
      }
    }
    // The cancelled cells are all cells the look-ahead set.
    const set = new Set(chain.lookCells.map((v) => v + 1));
    for (const n of chain.cancelled) expect(set.has(n)).toBe(true);
  });

  it('forces the cell to the other value, by the slack rule', () => {
    const f = chain.forced.find((x) => x.variable === chain.target.variable)!;
    expect(f.value).toBe(chain.concluded);
    expect(chain.concluded).toBe(1 - chain.assumed);
    expect(Math.abs(f.coef)).toBeGreaterThan(chain.sum.slack);
    expect(chain.sum.slack).toBe(chain.sum.max - chain.sum.rhs);
  });

  it('draws the figure: one struck term per cancelling occurrence, the total and the conclusion in words', () => {
    const html = render(h(ChainFigure, { chain, title: 'Add them up', board: 'the hard board' }));
    expect(html).toContain('<h3>Add them up</h3>');
    expect(html).toContain('added up on the hard board.');
    const struck = chain.parts.reduce((n, p) => n + p.terms.filter((t) => t.cancels).length, 0);
    // One more <s> for the legend's example.
    expect(html.match(/<s class="chain-cancel">/g)?.length).toBe(struck + 1);
    expect(html).toContain('(cancels)');
    // Not by a line through a small subscript alone: every line with a cancelling cell names it in words after it.
    const withCancel = chain.parts.filter((p) => p.terms.some((t) => t.cancels));
    expect(html.match(/data-testid="chain-part-cancels"/g)?.length).toBe(withCancel.length);
    const note = html.slice(html.indexOf('data-testid="chain-part-cancels"')).replace(/<[^>]+>/g, '');
    expect(note).toMatch(new RegExp(`^[^—]*— cancels: x${withCancel[0].terms.find((t) => t.cancels)!.n}`));
    expect(html).toContain('data-testid="chain-total"');
    expect(html).toContain(`<sub>${chain.target.n}</sub></span> = ${chain.concluded}</strong>`);
  });
});

describe('the look-ahead stepper of the worked chain sum', () => {
  const hard = board('hard-7x7.txt');
  const chain = firstChainSum(hard)!;

  it('puts the supposition on the board at step 0 and each step’s forced values after it', () => {
    expect(lookValues(chain, 0)[chain.target.variable]).toBe(chain.assumed);
    expect(lookValues(chain, 0).filter((v, i) => v !== chain.values[i])).toEqual([chain.assumed]);
    chain.look.forEach((s, k) => {
      const after = lookValues(chain, k + 1);
      for (const f of s.forced) expect(after[f.n - 1]).toBe(f.value);
    });
  });

  it('says why each step acts: the cells resting on the supposition, the slack, and the values, until one cannot hold', () => {
    expect(render(h(ChainLookStepper, { puzzle: hard, chain }))).toContain(`Suppose <span class="chain-var"><i>x</i><sub>${chain.target.n}</sub></span> = ${chain.assumed}`);
    chain.look.forEach((s, k) => {
      expect(s.uses.length, s.label).toBeGreaterThan(0);
      const html = render(h(LookStepWords, { chain, step: s, k: k + 1 }));
      expect(html).toContain(s.impossible ? 'cannot hold' : `its slack is ${s.slack}, smaller than the coefficient`);
      for (const f of s.forced) expect(html).toContain(`<sub>${f.n}</sub></span> = ${f.value}`);
      expect(lookAnnouncement(chain, k + 1)).toMatch(s.impossible ? /cannot hold/ : /forces/);
    });
    expect(chain.look[chain.look.length - 1].impossible).toBe(true);
  });

  it('explains its “?” badges right under the board that draws them, before the step’s words', () => {
    const html = render(h(ChainLookStepper, { puzzle: hard, chain }));
    const board = html.indexOf('data-testid="chain-look-board"');
    const note = html.indexOf('data-testid="chain-look-badge-note"');
    const words = html.indexOf('data-testid="chain-look-words"');
    expect(board).toBeGreaterThan(-1);
    expect(note).toBeGreaterThan(board);
    expect(note).toBeLessThan(words);
    expect(html).toContain('A “?” badge: a lamp or × that is only assumed');
  });
});

describe('the short chain on the main path (content/examples/akari/chain-4x4.txt)', () => {
  const small = board('chain-4x4.txt');
  const chain = firstChainSum(small)!;
  const hardChain = firstChainSum(board('hard-7x7.txt'))!;

  it('is the board the maker gives for 4×4, level 4 (chain sums), seed 6, as the examples README says', () => {
    const made = makeAkari({ width: 4, height: 4, level: 4, seed: 6 });
    expect(made.status).toBe('made');
    expect(printAkari(made.puzzle!)).toBe(printAkari(small));
  });

  it('is a chain of the board’s own inequalities, shorter than the hard board’s, that forces its cell', () => {
    expect(chain).not.toBeNull();
    expect(chain.parts.length).toBeGreaterThan(2);
    expect(chain.parts.length).toBeLessThan(hardChain.parts.length);
    expect(chain.forced.some((f) => f.variable === chain.target.variable && f.value === chain.concluded)).toBe(true);
  });

  it('lists every step with its reason: the slack and what it forces, and the failure with the conclusion', () => {
    const html = render(h(ChainLookList, { puzzle: small, chain, boardName: 'small' }));
    expect(html).toContain('data-testid="chain-look-list"');
    expect(html.match(/<li>/g)?.length).toBe(chain.look.length);
    for (const s of chain.look) {
      expect(html).toContain(`<strong>${s.label}</strong>`);
      for (const f of s.forced) expect(html).toContain(`<sub>${f.n}</sub></span> = ${f.value}`);
    }
    expect(html).toContain('cannot hold');
    expect(html).toContain(`<sub>${chain.target.n}</sub></span> = ${chain.concluded}</strong>`);
    // Only the target is called supposed; the other cells a step holds were forced from it, and the list says so.
    const items = html.split('<li>').slice(1);
    chain.look.forEach((s, k) => {
      const others = s.uses.filter((n) => n !== chain.target.n);
      if (others.length > 0) expect(items[k]).toContain('forced from');
      expect(items[k].includes('supposed')).toBe(s.uses.includes(chain.target.n));
    });
    expect(chain.look.some((s) => s.uses.some((n) => n !== chain.target.n))).toBe(true);
    // The badge the board draws is explained where it appears.
    expect(html).toContain('“?”: a lamp or × that rests on the supposition');
  });

  it('says why a cell left with a minus sign does not cancel: the chain holds it only with minus signs, and it adds nothing to the slack', () => {
    const others = chain.sum.terms.filter((t) => t.variable !== chain.target.variable && t.coef < 0);
    expect(others.length).toBeGreaterThan(0);
    const holders = chain.parts.filter((p) => p.terms.some((t) => others.some((o) => o.variable === t.variable)));
    for (const p of holders) for (const t of p.terms) if (others.some((o) => o.variable === t.variable)) expect(t.coef).toBeLessThan(0);
    const text = render(h(ChainFigure, { chain, title: 'Add them up', board: 'the small board' })).replace(/<[^>]+>/g, '');
    expect(text).toContain(`only ${holders.map((p) => p.label).join(', ')} of the chain`);
    expect(text).toContain('no plus sign cancels');
    expect(text).toMatch(/counts a minus-sign cell as 0, so it adds nothing to the slack/);
  });
});

describe('where the known cells of each added part went (a reader saw them vanish)', () => {
  for (const file of ['chain-4x4.txt', 'hard-7x7.txt']) {
    const chain = firstChainSum(board(file))!;

    it(`${file}: every cell of a part is either written in it or named as known, with the value it had`, () => {
      for (const p of chain.parts) {
        const written = new Set(p.terms.map((t) => t.n));
        for (const k of p.known) {
          expect(written.has(k.n)).toBe(false);
          expect(chain.values[k.n - 1]).toBe(k.value);
        }
        for (const t of p.terms) expect(chain.values[t.variable]).toBe(-1);
      }
      expect(chain.parts.some((p) => p.known.length > 0)).toBe(true);
    });

    it(`${file}: the figure says of each such cell where it went: a known 0 dropped, a known 1 moved to the right side`, () => {
      const html = render(h(ChainFigure, { chain, title: 'Add them up', board: 'the board' }));
      const notes = html.match(/data-testid="chain-part-known"/g)?.length ?? 0;
      expect(notes).toBe(chain.parts.filter((p) => p.known.length > 0).length);
      if (chain.parts.some((p) => p.known.some((k) => k.value === 0))) expect(html).toContain('known 0: dropped');
      if (chain.parts.some((p) => p.known.some((k) => k.value === 1))) expect(html).toContain('known 1: moved to the right side');
    });
  }
});
