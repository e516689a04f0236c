/**
 * Play on the lesson's tricky board, where first-time readers got lost:
 * where forcing and sums of two stall, the hint and "Explain from here"
 * offer the lesson's star (a sum of three or four inequalities) before any
 * trial, as the by-hand tool does, and every value a star settles is the
 * board's solution value; the third hint shows the row it reasons about;
 * Check outlines every cell it blames.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { explainFrom } from '../../src/inequalities/next-step';
import { checkPosition, playBoard } from '../../src/inequalities/play-check';
import { parseAkari } from '../../src/puzzles/akari/format';
import { akariPlayModel } from '../../src/puzzles/akari/play';
import { bruteForceAkari } from '../../src/puzzles/akari/solve-brute';
import { checkWords, hintLevels, stepSentence } from '../../src/ui/inequalities/play/hint-text';

const parsed = parseAkari(readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8').trim());
if (!parsed.ok) throw new Error(parsed.error.message);
const model = akariPlayModel(parsed.puzzle);
const board = playBoard(model);
const empty = () => new Array<number>(model.variables.length).fill(UNKNOWN);

describe('Akari play: a star before a trial', () => {
  const { steps, end } = explainFrom(board.finder, empty());

  it('the method from the empty board uses a star and no trial, and settles every cell', () => {
    const kinds = steps.map((s) => s.step.kind);
    expect(kinds).toContain('star');
    expect(kinds).not.toContain('trial');
    expect(end.kind).toBe('done');
  });

  it('each star agrees with the solution found by brute force', () => {
    const solved = bruteForceAkari(parsed.puzzle);
    expect(solved.count).toBe(1);
    const rows = solved.solutions[0];
    for (const { step } of steps) {
      if (step.kind !== 'star') continue;
      for (const f of step.forced) {
        const { row, col } = model.variables[f.variable] as { row: number; col: number };
        expect(rows[row][col] === '*' ? 1 : 0).toBe(f.value);
      }
    }
  });

  it('the hint at the stall names a star and its parts, not a trial', () => {
    const at = steps.findIndex((s) => s.step.kind === 'star');
    const before = at === 0 ? empty() : steps[at - 1].after;
    const step = board.finder.next(before);
    expect(step.kind).toBe('star');
    if (step.kind !== 'star') return;
    const hint = hintLevels(model, step, before);
    expect(hint.trial).toBe(false);
    expect(hint.badge).toBe(`Forcing from a star: a sum of ${step.ids.length} inequalities`);
    expect(hint.formulas.map((f) => f.label)).toEqual(step.ids.map((id) => `(${id + 1})`));
    expect(hint.rule).toContain('A star aimed at');
    expect(hint.sum).not.toBeNull();
    expect(stepSentence(model, step)).toMatch(/^A star: the sum of \(\d+\)/);
  });
});

describe('Akari play: the third hint shows the row it reasons about', () => {
  it('a single inequality with known cells is shown filled in, as the by-hand tool shows it', () => {
    const { steps } = explainFrom(board.finder, empty());
    const k = steps.findIndex((s, i) => i > 0 && s.step.kind === 'one' && model.constraints[s.step.id].inequality.vars.some((v) => steps[i - 1].after[v] !== UNKNOWN));
    expect(k).toBeGreaterThan(0);
    const before = steps[k - 1].after;
    const hint = hintLevels(model, steps[k].step, before);
    expect(hint.sumIntro).toBe('With the cells known so far filled in, it reads:');
    expect(hint.sum).not.toBe(hint.formulas[0].tex);
  });

  it('on the empty board the row is the written one, so nothing more is shown', () => {
    const step = board.finder.next(empty());
    const hint = hintLevels(model, step as Exclude<typeof step, { kind: 'broken' | 'stuck' | 'done' }>, empty());
    expect(hint.sum).toBeNull();
    expect(hint.sumIntro).toBeNull();
  });
});

describe('Akari play: Check outlines every cell it blames', () => {
  it('a broken rule and a wrong cross elsewhere: both are outlined', () => {
    const givens = board.givens();
    const values = empty();
    // A cross where the givens force a lamp, far from the two lamps that will see each other.
    const lampForced = givens.values.findIndex((v) => v === 1);
    values[lampForced] = 0;
    const row = model.variables.map((x, v) => ({ ...(x as { row: number; col: number }), v }));
    const pair = row.find((a) => a.v !== lampForced && row.some((b) => b.v > a.v && b.v !== lampForced && b.row === a.row && b.col === a.col + 1));
    expect(pair).toBeTruthy();
    values[pair!.v] = 1;
    values[pair!.v + 1] = 1;
    const said = checkWords(model, checkPosition(board, values), values);
    expect(said.tone).toBe('broken');
    expect(said.cells).toContain(model.cellOf(lampForced));
    expect(said.cells).toContain(model.cellOf(pair!.v));
  });
});
