/**
 * The by-hand island's reducer and wording, under Node: picks, verdicts,
 * apply / keep / undo / reset, and the explanations of useless picks. The
 * expected deductions come from the engine (forcing, the selective method's
 * trace), never typed in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOne } from '../../src/inequalities/by-hand';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel, variableName, valuesToSolution } from '../../src/puzzles/akari/model';
import { checkAkari } from '../../src/puzzles/akari/rules';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import {
  canKeep, firstForcing, forceByHand as forceAll, inequalitiesOf, initHand, judge, reduceHand, type HandAction, type HandState,
} from '../../src/inequalities/hand-state';
import { explainUselessPair, explainVerdict, fixpointSentence } from '../../src/ui/inequalities/by-hand/hand-text';
import { lessonFacts } from '../../src/lessons/akari/facts';
import { AKARI_WORDS } from '../../src/puzzles/akari/vocabulary';
import { firstUsefulSum } from '../../src/lessons/akari/facts';

const board = (id: string) => {
  const r = parseAkari(readFileSync(`content/examples/akari/${id}.txt`, 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};
const run = (s: HandState, ...actions: HandAction[]) => actions.reduce(reduceHand, s);

/** Applies single inequalities (the hint's choice) until none forces anything. */
const forceByHand = (s: HandState): HandState => forceAll(s).state;

describe('by hand: one inequality at a time', () => {
  const puzzle = board('easy-7x7');
  const model = buildAkariModel(puzzle);

  it('shows what a pick forces, applies it, and undoes it', () => {
    const s0 = initHand(model);
    const x = firstForcing(s0)!;
    const s1 = run(s0, { type: 'pick', id: x.id });
    const j = judge(s1);
    expect(j?.kind).toBe('one');
    const verdict = applyOne(x.inequality, s0.values);
    expect(j?.kind === 'one' && j.verdict).toEqual(verdict);
    const s2 = run(s1, { type: 'apply' });
    expect(s2.steps).toHaveLength(1);
    expect(s2.picks).toEqual([]);
    if (verdict.kind !== 'forces') throw new Error('hint must force');
    for (const f of verdict.forced) expect(s2.values[f.variable]).toBe(f.value);
    expect(run(s2, { type: 'undo' }).values).toEqual(s0.values);
    expect(run(s2, { type: 'reset' }).steps).toEqual([]);
  });

  it('Undo clears picks not yet applied before it takes back a step', () => {
    const s0 = initHand(model);
    const one = run(s0, { type: 'pick', id: firstForcing(s0)!.id }, { type: 'apply' });
    const ids = inequalitiesOf(one).slice(0, 2).map((x) => x.id);
    const picked = run(one, { type: 'mode', mode: 'pair' }, ...ids.map((id): HandAction => ({ type: 'pick', id })));
    expect(picked.picks).toHaveLength(2);
    const cleared = run(picked, { type: 'undo' });
    expect(cleared.picks).toEqual([]);
    expect(cleared.steps).toEqual(one.steps);
    expect(cleared.values).toEqual(one.values);
    // The next Undo takes the applied step back.
    expect(run(cleared, { type: 'undo' }).values).toEqual(s0.values);
  });

  it('redoes what Undo took back, in order, until a new step drops it', () => {
    const s0 = initHand(model);
    const two = run(s0, { type: 'pick', id: firstForcing(s0)!.id }, { type: 'apply' });
    const s2 = run(two, { type: 'pick', id: firstForcing(two)!.id }, { type: 'apply' });
    const back = run(s2, { type: 'undo' }, { type: 'undo' });
    expect(back.values).toEqual(s0.values);
    expect(run(back, { type: 'redo' }).values).toEqual(two.values);
    const again = run(back, { type: 'redo' }, { type: 'redo' });
    expect(again.values).toEqual(s2.values);
    expect(again.steps).toEqual(s2.steps);
    // Nothing more to redo; and a new step after an undo leaves nothing to redo either.
    expect(run(again, { type: 'redo' })).toBe(again);
    const undone = run(s2, { type: 'undo' });
    const other = run(undone, { type: 'pick', id: firstForcing(undone)!.id }, { type: 'apply' });
    expect(run(other, { type: 'redo' })).toBe(other);
    expect(run(s2, { type: 'undo' }, { type: 'reset' }, { type: 'redo' }).steps).toEqual([]);
  });

  it('forcing by hand settles the easy board, and the result passes the rules', () => {
    const s = forceByHand(initHand(model));
    expect(s.values.flatMap((v, i) => (v === UNKNOWN ? [variableName(model)(i)] : []))).toEqual([]);
    expect(checkAkari(puzzle, valuesToSolution(model, s.values))).toMatchObject({ ok: true });
    expect(s.values).toEqual(Array.from(runAkari(puzzle, 'force').engine.values!));
  });

  it('will not apply a pick that forces nothing, and says why', () => {
    const s = forceByHand(initHand(model));
    const done = inequalitiesOf(s)[0];
    const t = run(s, { type: 'pick', id: done.id });
    const j = judge(t)!;
    expect(j.kind === 'one' && j.verdict.kind).toBe('nothing');
    expect(run(t, { type: 'apply' })).toBe(t);
    if (j.kind !== 'one') throw new Error('one');
    expect(explainVerdict(j.verdict, { vars: [], coefs: [], rhs: 0 }, AKARI_WORDS)).toMatch(/already decided/);
  });

  it('a cell filter toggles, and a third pick in pair mode replaces the second', () => {
    const s = run(initHand(model), { type: 'cell', variable: 3 });
    expect(s.cell).toBe(3);
    expect(run(s, { type: 'cell', variable: 3 }).cell).toBeNull();
    const p = run(initHand(model), { type: 'mode', mode: 'pair' }, { type: 'pick', id: 'g0' }, { type: 'pick', id: 'g1' }, { type: 'pick', id: 'g2' });
    expect(p.picks).toEqual(['g0', 'g2']);
    expect(run(p, { type: 'mode', mode: 'one' }).picks).toEqual(['g0']);
  });

  it('picking an inequality that is already picked keeps it picked (Enter on what a hint picked)', () => {
    const one = run(initHand(model), { type: 'pick', id: 'g2' });
    expect(run(one, { type: 'pick', id: 'g2' }).picks).toEqual(['g2']);
    const pair = run(initHand(model), { type: 'mode', mode: 'pair' }, { type: 'pick', id: 'g0' }, { type: 'pick', id: 'g1' });
    expect(run(pair, { type: 'pick', id: 'g0' }).picks).toEqual(['g0', 'g1']);
    expect(run(pair, { type: 'pick', id: 'g1' }).picks).toEqual(['g0', 'g1']);
  });
});

describe('by hand: adding inequalities on the tricky board', () => {
  const puzzle = board('tricky-7x7');
  const model = buildAkariModel(puzzle);
  const name = variableName(model);
  const star = firstUsefulSum(puzzle);

  it("rebuilds the selective method's first sum from kept pairs, and it forces the same cell", () => {
    const ids = star.parts.map((p) => `g${p.index}`);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    let s = forceByHand(initHand(model));
    s = run(s, { type: 'mode', mode: 'pair' }, { type: 'pick', id: ids[0] }, { type: 'pick', id: ids[1] });
    const first = judge(s)!;
    expect(first.kind === 'pair' && first.result.verdict.kind).toBe('nothing');
    expect([first].filter((j) => !canKeep(j))).toEqual([]);
    for (const id of ids.slice(2)) {
      const kept = run(s, { type: 'keep' });
      const sum = kept.steps[kept.steps.length - 1].sum!;
      expect(inequalitiesOf(kept).map((x) => x.id)).toContain(sum.id);
      s = run(kept, { type: 'pick', id: sum.id }, { type: 'pick', id });
    }
    const last = judge(s)!;
    expect(last.kind === 'pair' && last.result.verdict.kind).toBe('forces');
    const forced = last.kind === 'pair' && last.result.verdict.kind === 'forces' ? last.result.verdict.forced : [];
    expect(forced.map((f) => [f.variable, f.value])).toEqual(star.forced.map((f) => [f.variable, f.value]));
    const applied = run(s, { type: 'apply' });
    for (const f of forced) expect(applied.values[f.variable]).toBe(f.value);
    // Undo takes the applied sum away first, then the kept one.
    const back = run(applied, { type: 'undo' });
    expect(back.values).toEqual(s.values);
    expect(inequalitiesOf(back).length).toBe(inequalitiesOf(applied).length - 1);
  });

  it('explains a pair where nothing cancels', () => {
    const s = forceByHand(initHand(model));
    const open = inequalitiesOf(s).filter((x) => applyOne(x.inequality, s.values).kind === 'nothing' && x.inequality.vars.some((v) => s.values[v] === -1));
    // Two ≥ inequalities (all coefficients positive) never cancel each other.
    const ge = open.filter((x) => x.inequality.coefs.every((c) => c > 0));
    expect(ge.length).toBeGreaterThanOrEqual(2);
    const t = run(s, { type: 'mode', mode: 'pair' }, { type: 'pick', id: ge[0].id }, { type: 'pick', id: ge[1].id });
    const j = judge(t)!;
    if (j.kind !== 'pair') throw new Error('pair');
    expect(j.result.cancelled).toEqual([]);
    expect(explainUselessPair(j, AKARI_WORDS)).toMatch(/Nothing cancels/);
  });
});

describe('by hand: the fixpoint is said where the reader reaches it', () => {
  it('names forcing’s fixpoint with the open cells the lesson counts, and nothing before it or once solved', () => {
    const model = buildAkariModel(board('tricky-7x7'));
    const s0 = initHand(model);
    expect(fixpointSentence(s0, AKARI_WORDS)).toBeNull();
    const at = forceByHand(s0);
    const open = lessonFacts().tricky.undecided;
    expect(at.values.filter((v) => v === UNKNOWN)).toHaveLength(open);
    // The lesson names the same open cells it counts.
    expect(lessonFacts().tricky.openTex).toBe(at.values.flatMap((v, i) => (v === UNKNOWN ? [`x_{${i + 1}}`] : [])).join(', '));
    expect(fixpointSentence(at, AKARI_WORDS)).toBe(`No single inequality forces anything: forcing has reached its fixpoint, with ${open} ${AKARI_WORDS.things} open.`);
    const easy = forceByHand(initHand(buildAkariModel(board('easy-7x7'))));
    expect(fixpointSentence(easy, AKARI_WORDS)).toBeNull();
  });
});

describe('by hand: Force to fixpoint', () => {
  it('applies every forcing step at once, each listed with its inequality, and stops where forcing stalls', () => {
    const model = buildAkariModel(board('tricky-7x7'));
    const s0 = initHand(model);
    const pressed = reduceHand(s0, { type: 'forceAll' });
    const walked = forceAll(s0);
    expect(pressed.values).toEqual(walked.state.values);
    expect(pressed.steps).toHaveLength(walked.steps);
    for (const step of pressed.steps) {
      expect(step.kind).toBe('apply');
      expect(step.picks).toHaveLength(1);
    }
    expect(firstForcing(pressed)).toBeNull();
    // Undo takes back the last forcing step only.
    expect(reduceHand(pressed, { type: 'undo' }).steps).toHaveLength(walked.steps - 1);
  });
});
