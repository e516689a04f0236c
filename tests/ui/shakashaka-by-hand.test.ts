/**
 * The Shakashaka by-hand island's words and hint, under Node: at the 5×5
 * stall the Hint in "Add two inequalities" mode finds the pair, picks both and
 * lists only them, with a sentence that gives their words; a trivial row says
 * plainly what it forces; a long formula is cut into pieces that may wrap.
 * The expected pair comes from searching every pair, as the lesson's facts do.
 * Where pairs are stuck too, Hint offers a labelled trial, and Hint with Apply
 * finishes the board on the solution.
 */
import { describe, expect, it } from 'vitest';
import { addPair } from '../../src/inequalities/by-hand';
import {
  firstForcing, firstForcingPair, forceByHand as forceAll, handHint, inequalitiesOf, initHand, judge, reduceHand, type HandAction, type HandState,
} from '../../src/inequalities/hand-state';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import { shakashakaWords } from '../../src/puzzles/shakashaka/vocabulary';
import { handModel } from '../../src/lessons/shakashaka/hand-model';
import { explainVerdict, forcedPhrase, hintSentence, solvedHow } from '../../src/ui/inequalities/by-hand/hand-text';
import { judgementWhy } from '../../src/ui/inequalities/by-hand/HandResult';
import { texPieces } from '../../src/ui/FormulaPieces';
import { substitute } from '../../src/inequalities/forcing';
import { inequalityToKatex } from '../../src/inequalities/katex';
import { walkByHand } from '../../src/inequalities/hand-walk';
import { bruteForceShakashaka } from '../../src/puzzles/shakashaka/solve-brute';
import { fillingValues } from '../../src/puzzles/shakashaka/replay';

const puzzleOf = (text: string) => {
  const r = parseShakashaka(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};
const run = (s: HandState, ...actions: HandAction[]) => actions.reduce(reduceHand, s);

/** Applies single inequalities (the hint's choice) until none forces anything. */
const forceByHand = (s: HandState): HandState => forceAll(s).state;

describe('Hint where forcing stalls (the lesson’s 5×5 board)', () => {
  const puzzle = puzzleOf('.....\n01..1\n.....\n..2..\n.....');
  const words = shakashakaWords(puzzle);
  const stalled = forceByHand(initHand(handModel(shakashakaModel(puzzle, 'A-D+F'))));
  // Every pair that forces, found the slow way.
  const open = inequalitiesOf(stalled).filter((x) => x.inequality.vars.some((v) => stalled.values[v] === -1));
  const forcing: [string, string][] = [];
  for (let i = 0; i < open.length; i++) {
    for (let j = i + 1; j < open.length; j++) {
      if (addPair(open[i].inequality, open[j].inequality, stalled.values).verdict.kind === 'forces') forcing.push([open[i].id, open[j].id]);
    }
  }

  it('in one-inequality mode, it says to add two and how to get the pair shown', () => {
    expect(forcing.length).toBeGreaterThan(0);
    const hint = handHint(stalled);
    expect(hint.kind).toBe('try-pairs');
    expect(hintSentence(hint, words)).toMatch(/^No single inequality forces anything now\. Choose “Add two inequalities” and press Hint again/);
  });

  it('in pair mode, it finds a forcing pair, picks both and lists only them', () => {
    const inPairs = run(stalled, { type: 'mode', mode: 'pair' });
    const hint = handHint(inPairs);
    expect(hint.kind).toBe('pair');
    if (hint.kind !== 'pair') return;
    const ids: [string, string] = [hint.picks[0].id, hint.picks[1].id];
    expect(forcing).toContainEqual(ids);
    const shown = run(inPairs, { type: 'pickPair', ids });
    expect(shown.picks).toEqual(ids);
    expect(shown.only).toEqual(ids);
    const j = judge(shown);
    expect(j?.kind === 'pair' && j.result.verdict.kind).toBe('forces');
    // The sentence names both, quotes what each says, and what their sum forces.
    const said = hintSentence(hint, words);
    for (const x of hint.picks) expect(said).toContain(`${x.label} says “${x.text}”`);
    expect(said).toContain(`Their sum forces ${forcedPhrase(hint.forced, words)}`);
    // Applying ends the short list; so does asking for the whole list.
    expect(run(shown, { type: 'apply' }).only).toBeNull();
    expect(run(shown, { type: 'listAll' }).only).toBeNull();
    expect(run(shown, { type: 'pick', id: ids[1] }).only).toEqual(ids);
  });
});

describe('a trivial row says plainly what it forces', () => {
  const puzzle = puzzleOf('2..\n...\n..2');
  const words = shakashakaWords(puzzle);
  const s0 = initHand(handModel(shakashakaModel(puzzle, 'A-D+F')));

  it('a row with one open variable and no room: the slack argument in one sentence (slack 0, the coefficient), no "grow by 0 … more than 0"', () => {
    const x = firstForcing(s0)!;
    const j = judge(run(s0, { type: 'pick', id: x.id }))!;
    expect(j.kind).toBe('one');
    if (j.kind !== 'one' || j.verdict.kind !== 'forces') throw new Error('the first hint forces');
    expect(j.verdict.slack).toBe(0);
    const said = explainVerdict(j.verdict, substitute(x.inequality, s0.values), words);
    expect(said).not.toMatch(/by 0|more than 0/);
    expect(said).toContain(forcedPhrase(j.verdict.forced, words));
    expect(said).toMatch(/left side is at most -?\d+ and must be at least -?\d+, so the slack is 0, smaller than size \d+ \(coefficient −?\d+( in ≥ form)?\)/);
  });

  it('a one-variable row shown as a ≤ (x ≤ 0): its ≥ form written beside the numbers, the coefficient named as in that form', () => {
    // The same shown-as-≤ row the list draws: 0 ≥ x, i.e. −x ≥ 0.
    const v = firstForcing(s0)!.inequality.vars[0];
    const row = { vars: [v], coefs: [-1], rhs: 0 };
    const said = explainVerdict({ kind: 'forces', slack: 0, forced: [{ variable: v, value: 0 }] } as Parameters<typeof explainVerdict>[0], row, words);
    expect(said).toContain(`In ≥ form, −${words.name(v)} ≥ 0, the left side is at most 0 and must be at least 0, so the slack is 0, smaller than size 1 (coefficient −1 in ≥ form)`);
  });

  it('every slack-0 verdict on the way to the solution avoids the boilerplate; others still give the slack', () => {
    let s = s0;
    let plain = 0;
    for (let x = firstForcing(s); x; x = firstForcing(s)) {
      const j = judge(run(s, { type: 'mode', mode: 'one' }, { type: 'clear' }, { type: 'pick', id: x.id }))!;
      if (j.kind === 'one' && j.verdict.kind === 'forces') {
        const said = explainVerdict(j.verdict, substitute(x.inequality, s.values), words);
        if (j.verdict.slack === 0) {
          plain++;
          expect(said).not.toMatch(/by 0|more than 0/);
        } else {
          expect(said).toMatch(new RegExp(`by ${j.verdict.slack}\\.`));
        }
      }
      s = run(s, { type: 'mode', mode: 'one' }, { type: 'clear' }, { type: 'pick', id: x.id }, { type: 'apply' });
    }
    expect(plain).toBeGreaterThan(0);
  });
});

describe('a long formula is cut where a line may break', () => {
  const model = shakashakaModel(puzzleOf('...\n...'), 'A-D+F');
  const name = shakashakaWords(model.puzzle).tex;

  it('cuts a five-term row between terms and before the relation, never inside braces', () => {
    const tex = inequalityToKatex(model.constraints[0].inequality, name);
    const pieces = texPieces(tex, 2);
    expect(pieces.length).toBeGreaterThan(2);
    // Put back together (less the empty groups that keep a leading sign binary), the pieces are the formula.
    expect(pieces.map((p) => p.replace(/^\{\} /, '')).join(' ').replace(/\s+/g, ' ')).toBe(tex.replace(/\s+/g, ' '));
    for (const p of pieces) expect([...p].filter((c) => c === '{').length).toBe([...p].filter((c) => c === '}').length);
    expect(pieces[pieces.length - 1]).toMatch(/^\{\} \\(ge|le)|^\{\} =/);
  });

  it('leaves a short one whole', () => {
    expect(texPieces('x_{1,1}^{0} \\le 0', 2)).toEqual(['x_{1,1}^{0}', '{} \\le 0']);
    expect(texPieces('x_{1,1}^{0}', 2)).toEqual(['x_{1,1}^{0}']);
  });
});

describe('a labelled trial where forcing and pairs are stuck (the lesson’s 5×5 board)', () => {
  const puzzle = puzzleOf('.....\n01..1\n.....\n..2..\n.....');
  const words = shakashakaWords(puzzle);
  const start = initHand(handModel(shakashakaModel(puzzle, 'A-D+F')));
  const solution = fillingValues(bruteForceShakashaka(puzzle, 2).solutions[0]);

  it('Hint and Apply finish the board; a trial comes only when no single inequality and no pair forces anything', () => {
    const walk = walkByHand(start);
    expect(walk.finished).toBe(true);
    expect(walk.trials).toBeGreaterThan(0);
    expect(walk.state.values).toEqual(solution);
    // The island's last line does not call it "deduction alone".
    expect(solvedHow(walk.state)).toBe(`with ${walk.trials} labelled trials besides the deductions`);
    expect(solvedHow(forceByHand(initHand(handModel(shakashakaModel(puzzleOf('2..\n...\n..2'), 'A-D+F')))))).toBe('by deduction alone');
    // Replay the reader's steps: at each trial, nothing simpler would have done.
    let s = start;
    for (const step of walk.state.steps) {
      if (step.kind === 'apply' && step.trial) {
        const inPairs = { ...s, mode: 'pair' as const };
        expect(firstForcing(inPairs)).toBeNull();
        expect(firstForcingPair(inPairs)).toBeNull();
        expect(handHint(inPairs).kind).toBe('trial');
      }
      s = { ...s, steps: [...s.steps, step], values: s.values.map((v, i) => step.kind === 'apply' ? (step.forced.find((f) => f.variable === i)?.value ?? v) : v) };
    }
  });

  it('the lesson’s smaller boards need nothing but forcing, as its table says', () => {
    for (const text of ['2..\n...\n..2', '2..2\n....\n....\n2..2']) {
      const walk = walkByHand(initHand(handModel(shakashakaModel(puzzleOf(text), 'A-D+F'))));
      expect(walk).toMatchObject({ finished: true, pairs: 0, trials: 0 });
    }
  });

  it('says the trial in words, labelled as one, and Apply sets the value it proves; Undo takes it back', () => {
    let s = start;
    let hint = handHint({ ...s, mode: 'pair' });
    for (let guard = 0; hint.kind === 'one' || hint.kind === 'pair'; guard++) {
      expect(guard).toBeLessThan(500);
      s = hint.kind === 'one'
        ? run(s, { type: 'mode', mode: 'one' }, { type: 'pick', id: hint.pick.id }, { type: 'apply' })
        : run(s, { type: 'pickPair', ids: [hint.picks[0].id, hint.picks[1].id] }, { type: 'apply' });
      hint = handHint({ ...s, mode: 'pair' });
    }
    expect(hint.kind).toBe('trial');
    if (hint.kind !== 'trial') return;
    const t = hint.trial;
    const said = hintSentence(hint, words);
    expect(said).toContain('offers a labelled trial.');
    // What a trial concludes, told apart from a look-ahead's chain sum: the value alone, no sum behind it.
    // Sound, and still no deduction: the hint says what the word means here (a reader took a failed supposition for one).
    expect(said).toContain('The value is sound, as the supposition failed');
    expect(said).toContain('labelled a trial, not a deduction (a value a sum proves)');
    expect(said).not.toMatch(/starts from a supposition|assum/);
    expect(said).toContain(`Suppose ${words.name(t.variable)} = ${t.assumed}`);
    expect(said).toContain(`${t.conflict.label}, “${t.conflict.text}”, can no longer hold`);
    expect(said).toContain(`So the supposition was wrong: ${words.name(t.variable)} = ${t.concluded}`);
    // The proved value is the solution's.
    expect(solution[t.variable]).toBe(t.concluded);
    const offered = run(s, { type: 'offerTrial', trial: t });
    expect(offered.offer).toBe(t);
    // Looking at a cell keeps the offer; picking an inequality drops it.
    expect(run(offered, { type: 'cell', variable: 0 }).offer).toBe(t);
    expect(run(offered, { type: 'pick', id: 'g0' }).offer).toBeNull();
    const applied = run(offered, { type: 'apply' });
    expect(applied.values[t.variable]).toBe(t.concluded);
    expect(applied.offer).toBeNull();
    expect(run(applied, { type: 'undo' }).values).toEqual(s.values);
  });
});

describe('a pair whose variables all cancel (the lesson’s 5×5 board, nothing decided yet)', () => {
  it('says they cancelled out, not that they were already decided', () => {
    const puzzle = puzzleOf('.....\n01..1\n.....\n..2..\n.....');
    const s = run(initHand(handModel(shakashakaModel(puzzle, 'A-D+F'))), { type: 'mode', mode: 'pair' });
    const all = inequalitiesOf(s);
    let pair: [string, string] | null = null;
    for (let i = 0; i < all.length && !pair; i++) {
      for (let j = i + 1; j < all.length && !pair; j++) {
        const r = addPair(all[i].inequality, all[j].inequality, s.values);
        if (r.sum.vars.length === 0 && r.cancelled.length > 0 && r.verdict.kind !== 'contradiction') pair = [all[i].id, all[j].id];
      }
    }
    expect(pair).not.toBeNull();
    const j = judge(run(s, { type: 'pick', id: pair![0] }, { type: 'pick', id: pair![1] }))!;
    expect(j.kind).toBe('pair');
    const { why } = judgementWhy(j, s.values, shakashakaWords(puzzle));
    expect(why).toMatch(/cancelled out/);
    expect(why).not.toMatch(/already decided/);
  });
});
