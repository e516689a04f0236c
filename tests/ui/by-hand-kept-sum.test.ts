/**
 * The by-hand tool's words for a kept sum and for a slack-0 inequality: a kept
 * sum is written the ≥ way when it is added again (never called a ≤ to be
 * multiplied by −1), and "every open cell must be 0 (no lamp)" when the only
 * value left is 0. The pairs come from the star the selective method builds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';
import { AKARI_WORDS } from '../../src/puzzles/akari/vocabulary';
import { applyOne } from '../../src/inequalities/by-hand';
import { substitute, UNKNOWN } from '../../src/inequalities/forcing';
import { initHand, judge, reduceHand, type HandAction, type HandState } from '../../src/inequalities/hand-state';
import { explainVerdict, pairTex } from '../../src/ui/inequalities/by-hand/hand-text';
import { firstUsefulSum } from '../../src/lessons/akari/facts';

const parsed = parseAkari(readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
const puzzle = parsed.puzzle;
const model = buildAkariModel(puzzle);
const run = (s: HandState, ...actions: HandAction[]) => actions.reduce(reduceHand, s);

describe('by hand: a kept sum stays in ≥ form', () => {
  it('adding a kept sum to another inequality writes it with ≥ and never flips it', () => {
    const ids = firstUsefulSum(puzzle).parts.map((p) => `g${p.index}`);
    let s = run(initHand(model), { type: 'mode', mode: 'pair' }, { type: 'pick', id: ids[0] }, { type: 'pick', id: ids[1] }, { type: 'keep' });
    s = run(s, { type: 'pick', id: 's1' }, { type: 'pick', id: ids[2] });
    const j = judge(s);
    if (j?.kind !== 'pair') throw new Error('a pair is judged');
    const tex = pairTex(j, AKARI_WORDS.tex);
    const kept = tex.written.find((w) => w.label === `(${model.constraints.length + 1})`)!;
    expect(kept.flipped).toBe(false);
    expect(kept.tex).toContain('\\ge');
    expect(kept.tex).not.toContain('\\le');
    // One column sum, never blocks: one array, its relation written once per row.
    expect(tex.aligned.match(/\\begin\{array\}/g)).toHaveLength(1);
    expect(tex.aligned.match(/\\ge/g)).toHaveLength(3);
  });
});

describe('by hand: no room at all', () => {
  it('says every open cell must be 0 (no lamp) when that is what forcing gives', () => {
    // A segment with a lamp placed: its other cells have slack 0 and must be 0.
    const seg = model.constraints.findIndex((c) => (c.kind === 'row' || c.kind === 'col') && c.inequality.vars.length >= 3);
    const ineq = model.constraints[seg].inequality;
    const values = model.variables.map(() => UNKNOWN);
    values[ineq.vars[0]] = 1;
    const verdict = applyOne(ineq, values);
    expect(verdict.kind).toBe('forces');
    const words = explainVerdict(verdict, substitute(ineq, values), AKARI_WORDS);
    expect(words).toContain('must be 0 (no lamp)');
    expect(words).not.toContain('must help');
  });
});
