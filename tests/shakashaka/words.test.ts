/**
 * What the Shakashaka pages say about a step, in words a first-time reader
 * can follow: a cited inequality comes with what it says, a rejected answer
 * names the rule (never its code), the IP solver's terms are explained where
 * they appear, and a row of family E between neighbouring cells does not
 * speak of a cell "between" them. The expectations come from the model and
 * the solvers, not typed in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import { FAMILIES } from '../../src/puzzles/shakashaka/model/families';
import { constraintWords, rowLabel } from '../../src/puzzles/shakashaka/model/words';
import { brokenRuleWords, checkShakashaka, SHAKASHAKA_RULE_WORDS } from '../../src/puzzles/shakashaka/rules';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';
import { shakashakaModelWords, shakashakaWords } from '../../src/puzzles/shakashaka/vocabulary';
import { describeShakashakaStep } from '../../src/ui/shakashaka/step-words';
import { inequalityLabel } from '../../src/inequalities/step-words';
import { records } from './helpers';

const example = (file: string) => {
  const r = parseShakashaka(readFileSync(`content/examples/shakashaka/${file}`, 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

describe('a step cites an inequality with its words', () => {
  const puzzle = example('holed-diamond-8x6.txt');
  const rec = recorder<ShakashakaEvent>();
  const { model } = runSteps(puzzle, { sink: rec.sink, budget: { limitMs: 60_000 } });
  const events = rec.events;
  const words = shakashakaModelWords(model!);

  it('under a trial, each forced value names the inequality and says what it is about', () => {
    const steps = events.filter((e): e is Extract<ShakashakaEvent, { kind: 'trial-step' }> => e.kind === 'trial-step');
    expect(steps.length).toBeGreaterThan(0);
    for (const e of steps.slice(0, 20)) {
      const text = describeShakashakaStep(e, [], words).text;
      expect(text).toContain(`by ${inequalityLabel(e.by)}, “${constraintWords(model!, e.by)}”`);
      expect(text).toMatch(/\(an inequality can force any of its variables, whichever cell it is named after\)\.$/);
    }
  });

  it('a trial names the inequality that failed, in words too', () => {
    const trial = events.find((e): e is Extract<ShakashakaEvent, { kind: 'trial' }> => e.kind === 'trial')!;
    expect(describeShakashakaStep(trial, [], words).text).toContain(`${inequalityLabel(trial.conflict)}, “${constraintWords(model!, trial.conflict)}”`);
  });

  it('a trial shows its chain sum: slack and coefficient, and whether the sum forces (the size it would need) or not', () => {
    const minus = (n: number) => (n < 0 ? `−${-n}` : String(n));
    const check = (trial: Extract<ShakashakaEvent, { kind: 'trial' }>, said: string, name: string): 'forces' | 'nothing' => {
      const c = trial.chain!;
      expect(c.inequalities).toBeGreaterThan(0);
      expect(said).toContain(`The ${c.inequalities === 1 ? '1 inequality' : `${c.inequalities} inequalities`} the contradiction rests on add up to a chain sum (≥ form) with slack ${c.slack}; ${name} has coefficient ${minus(c.coefficient)} in it`);
      if (Math.abs(c.coefficient) <= c.slack) {
        expect(said).toContain(`not larger in size than the slack (forcing it would need size ${c.slack + 1} or more), so the sum forces nothing`);
        return 'nothing';
      }
      expect(c.coefficient < 0 ? 0 : 1).toBe(trial.concluded);
      expect(said).toContain(`larger in size than the slack, so this sum proves ${name} = ${trial.concluded} too`);
      return 'forces';
    };
    const seen = new Set<string>();
    for (const trial of events.filter((e): e is Extract<ShakashakaEvent, { kind: 'trial' }> => e.kind === 'trial')) {
      seen.add(check(trial, describeShakashakaStep(trial, [], words).text, words.name(trial.variable)));
    }
    // The lesson's "10×10 that needs a trial": its trial's chain sum forces nothing (the step a reader landed on).
    const rec2 = recorder<ShakashakaEvent>();
    const run2 = runSteps(example('ppbench-02-10x10.txt'), { sink: rec2.sink, budget: { limitMs: 60_000 } });
    const words2 = shakashakaModelWords(run2.model!);
    const trials2 = rec2.events.filter((e): e is Extract<ShakashakaEvent, { kind: 'trial' }> => e.kind === 'trial');
    expect(trials2.length).toBeGreaterThan(0);
    for (const trial of trials2) expect(check(trial, describeShakashakaStep(trial, [], words2).text, words2.name(trial.variable))).toBe('nothing');
    expect(seen.size).toBeGreaterThan(0);
  });

  it('without the model the number alone is cited (a sum the reader built has no words)', () => {
    const step = events.find((e) => e.kind === 'trial-step') as Extract<ShakashakaEvent, { kind: 'trial-step' }>;
    expect(describeShakashakaStep(step, [], shakashakaWords(puzzle)).text).toMatch(/by \(\d+\)\.$/);
    expect(words.inequalityWords?.(model!.constraints.length)).toBeUndefined();
  });
});

describe('a rejected answer names the rule, not its code', () => {
  const holed = records('model-counterexample')[0];
  const verdict = checkShakashaka(holed.puzzle, holed.solution!);

  it('turns the check into the rule’s words', () => {
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    const said = brokenRuleWords(verdict);
    expect(said.startsWith(`it breaks the rule “${SHAKASHAKA_RULE_WORDS[verdict.code]}”, because `)).toBe(true);
    expect(said).not.toContain(verdict.code);
    expect(said).toMatch(/row \d+, column \d+/);
  });

  it.each(['highs', 'search'] as const)('the %s step that rejects it says the same, and what was done with it', (by) => {
    if (verdict.ok) return;
    const step = describeShakashakaStep(
      { kind: 'rejected', depth: 0, by, rows: holed.solution!, rule: verdict.code, message: verdict.message, cuts: 1 },
      [],
      shakashakaWords(holed.puzzle),
    );
    expect(step.text).toContain(brokenRuleWords(verdict));
    expect(step.text).not.toMatch(/whiteRectangle|clueCount|givens/);
    expect(step.text).toMatch(by === 'highs' ? /a cut is added, one more inequality that excludes exactly this filling and nothing else/i : /the search counted it as a dead end/);
  });
});

describe('the IP solver’s step explains its terms', () => {
  const words = shakashakaWords(records('pzprjs')[0].puzzle);
  const mip = (nodes: number | null) =>
    describeShakashakaStep({ kind: 'mip', depth: 0, solver: 'HiGHS', variables: 10, rows: 20, inequalities: 26, cuts: 0, status: 'optimal', nodes } as ShakashakaEvent, [], words).text;

  it('says what a branch-and-bound node is, where it counts them', () => {
    // Presolve's one sentence comes first, as it happens first; then what a node is.
    expect(mip(3)).toMatch(/3 branch-and-bound nodes\. Before any splitting, [^(]*\(Branch and bound: .*each such smaller problem is a node\.\)/);
    expect(mip(null)).not.toMatch(/branch/i);
  });

  it('says once that its lines and the model’s inequalities are the same model counted two ways, and why they differ', () => {
    expect(mip(3)).toMatch(/20 rows, one per line of the model as written; the table's 26 inequalities count each of the 6 equalities twice, as ≤ and ≥\)/);
    // No "steps listed" (a reader could not tell what was listed): the steps are the model going in and each answer.
    expect(mip(0)).toContain('its steps here are only the model going in and each answer coming out');
    expect(mip(0)).not.toMatch(/steps listed/);
  });

  it('explains nodes and presolve once, at the first call; a call after a cut counts the cut and refers back', () => {
    const later = describeShakashakaStep({ kind: 'mip', depth: 0, solver: 'HiGHS', variables: 10, rows: 21, inequalities: 26, cuts: 1, status: 'optimal', nodes: 0, ms: 0 }, [], words).text;
    expect(later).toMatch(/21 rows, a row being one line of the model as written, an equality \(=\) one row, and one row for the cut\)/);
    expect(later).toMatch(/said under its first call/);
    expect(later).not.toMatch(/presolve|Zero nodes|judged like any other/);
  });

  it('says what presolve is once, in one plain sentence before the name is used again', () => {
    for (const text of [mip(3), mip(0)]) {
      expect(text).toMatch(/Before any splitting, HiGHS tidies the model, its presolve: it fixes what single inequalities already decide/);
      expect(text.match(/tid(y|ies)|tidying/g)).toHaveLength(1);
      expect(text.indexOf('tidies the model')).toBeLessThan(text.indexOf('presolve'));
    }
    expect(mip(0)).toMatch(/Zero nodes means it never had to split the problem: its presolve, or the first relaxation/);
  });

  it('says how HiGHS ended in words, never by its status constant', () => {
    const said = (status: string) =>
      describeShakashakaStep({ kind: 'mip', depth: 0, solver: 'HiGHS', variables: 1, rows: 1, inequalities: 2, cuts: 0, status, nodes: 0, ms: 0 } as ShakashakaEvent, [], words).text;
    expect(said('optimal')).toMatch(/ended with an answer after 0 branch-and-bound nodes/);
    expect(said('timeLimit')).toMatch(/ended with its time limit reached/);
    expect(said('objectiveBound')).toMatch(/the status “objective bound”/);
    for (const status of ['timeLimit', 'solutionLimit', 'iterationLimit', 'objectiveBound']) expect(said(status)).not.toContain(status);
  });
});

describe('the model’s rows in words', () => {
  it('a family E row of two neighbouring cells forbids the pair, with no cell "between" them', () => {
    const model = shakashakaModel(parseOk('...\n...\n...'), 'A-E');
    const rows = model.rows.map((r, i) => ({ about: r.about, i })).filter((r) => r.about.part === 'nested');
    const near = rows.filter((r) => r.about.part === 'nested' && Math.abs(r.about.cell[0] - r.about.other[0]) === 1);
    const far = rows.filter((r) => r.about.part === 'nested' && Math.abs(r.about.cell[0] - r.about.other[0]) > 1);
    expect(near.length).toBeGreaterThan(0);
    expect(far.length).toBeGreaterThan(0);
    for (const r of near) expect(rowLabel(model, r.i)).toMatch(/next to each other on a diagonal: not both$/);
    for (const r of far) expect(rowLabel(model, r.i)).toMatch(/lies between them$/);
  });

  it('never names a cell beyond the edge: a continuation there is "not possible"', () => {
    for (const text of ['...\n...\n...', '.#..\n....\n..1.', '....\n.##.\n.##.\n....']) {
      const puzzle = parseOk(text);
      const model = shakashakaModel(puzzle, 'A-E');
      let impossible = 0;
      model.rows.forEach((_, i) => {
        const label = rowLabel(model, i);
        for (const m of label.matchAll(/row (\d+), column (\d+)/g)) {
          expect(Number(m[1]), label).toBeGreaterThanOrEqual(1);
          expect(Number(m[1]), label).toBeLessThanOrEqual(puzzle.height);
          expect(Number(m[2]), label).toBeGreaterThanOrEqual(1);
          expect(Number(m[2]), label).toBeLessThanOrEqual(puzzle.width);
        }
        if (/not possible: the board ends there/.test(label)) impossible++;
      });
      expect(impossible).toBeGreaterThan(0);
    }
  });

  it('no family carries a pointer to a text the reader cannot open', () => {
    for (const info of Object.values(FAMILIES)) {
      expect(Object.keys(info).sort()).toEqual(['family', 'summary', 'title']);
      expect(JSON.stringify(info)).not.toMatch(/source|article|collection/i);
    }
  });
});

function parseOk(text: string) {
  const r = parseShakashaka(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

describe('a stall names the method in words', () => {
  it('never by its identifier', () => {
    const words = shakashakaWords(records('pzprjs')[0].puzzle);
    for (const method of ['force', 'pairs', 'selective', 'trials']) {
      const said = describeShakashakaStep({ kind: 'stall', depth: 0, method, undecided: 3, reason: 'nothing more' } as ShakashakaEvent, [], words);
      expect(`${said.badge} ${said.text}`).not.toMatch(new RegExp(`\\(${method}\\)|The (force|pairs|trials) method`));
      expect(said.text).toMatch(/can go no further: nothing more\. 3 variables still undecided\.$/);
    }
  });
});

describe('a wedge row beside a black cell', () => {
  it('says "not both" when the cell between the two triangles is black, never that it is empty', () => {
    const parsed = parseShakashaka('2..\n...\n...');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const model = shakashakaModel(parsed.puzzle, 'A-F');
    const wedges = model.rows.map((row, i) => ({ row, i })).filter(({ row }) => row.about.part === 'wedge');
    const blackMiddle = wedges.filter(({ row }) => row.about.part === 'wedge' && row.about.middle[0] === 0 && row.about.middle[1] === 0);
    expect(blackMiddle.length).toBeGreaterThan(0);
    for (const { i } of blackMiddle) {
      const words = rowLabel(model, i);
      expect(words).toMatch(/not both/);
      expect(words).not.toMatch(/\) is empty/);
    }
    const whiteMiddle = wedges.find(({ row }) => row.about.part === 'wedge' && row.about.middle[0] === 1 && row.about.middle[1] === 1);
    expect(whiteMiddle && rowLabel(model, whiteMiddle.i)).toMatch(/\) is empty/);
  });
});
