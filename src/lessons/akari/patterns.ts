/**
 * The visual patterns a human solver looks for, found in a real run of
 * forcing: for each kind of single-inequality deduction, the first step of
 * the trace that is of that kind, with the board just after it. The lesson
 * draws these, so the pictures are what the solver actually did. Only the
 * steps before forcing first stalls count: after that the run takes trials,
 * and a card must show what forcing alone reaches.
 */
import { recorder } from '../../core/trace';
import { inequalityFromJson } from '../../inequalities/inequality';
import { inequalityToKatex } from '../../inequalities/katex';
import type { AkariEvent, DeduceEvent } from '../../puzzles/akari/events';
import { variableName, type AkariConstraintKind } from '../../puzzles/akari/model';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { runAkari } from '../../puzzles/akari/solve-engine';

export type PatternKind = 'clue-needs-all' | 'clue-full' | 'lamp-blocks-line' | 'only-one-light';

export interface PatternExample {
  kind: PatternKind;
  /** 1-based number of the deduction in the forcing run. */
  step: number;
  /** Constraint number as the lesson lists them, "(12)". */
  label: string;
  sentence: string;
  /** As written, and as it stood at that step (known values substituted). */
  tex: string;
  texNow: string;
  /** Variables of the inequality (highlighted) and those it settled (marked changed). */
  cells: number[];
  forced: number[];
  forcedValue: 0 | 1;
  /** The board just after the step. */
  values: number[];
  /** The inequality had a single cell from the start (a weaker example of its kind). */
  plain: boolean;
  /** The inequalities of the earlier steps, in step order: they filled in the other marks on the board. */
  earlier: string[];
}

function kindOf(constraint: AkariConstraintKind, e: DeduceEvent): PatternKind | null {
  const value = e.forced[0].value;
  if (!e.forced.every((f) => f.value === value)) return null;
  if (constraint === 'clue-min' && value === 1) return 'clue-needs-all';
  if (constraint === 'clue-max' && value === 0) return 'clue-full';
  if ((constraint === 'row' || constraint === 'col') && value === 0) return 'lamp-blocks-line';
  if (constraint === 'lit' && value === 1 && e.forced.length === 1) return 'only-one-light';
  return null;
}

/** First example of each pattern in forcing's run on `puzzle` up to its first stall, in step order. */
export function patternExamples(puzzle: AkariPuzzle): PatternExample[] {
  const rec = recorder<AkariEvent>();
  const { model } = runAkari(puzzle, 'force', { sink: rec.sink });
  const name = variableName(model);
  const values: number[] = model.variables.map(() => -1);
  const found = new Map<PatternKind, PatternExample>();
  const steps: string[] = [];
  let step = 0;
  for (const e of rec.events) {
    if (e.kind === 'stall' || e.kind === 'trial') break;
    if (e.kind !== 'deduce' || e.source !== 'given') continue;
    step++;
    steps.push(`(${e.by + 1})`);
    for (const f of e.forced) values[f.variable] = f.value;
    const constraint = model.constraints[e.by];
    const kind = kindOf(constraint.kind, e);
    if (!kind) continue;
    // Keep the first example of each kind, except that a lit cell is the clearer picture when
    // other cells could have lit it and were ruled out: trade a one-cell inequality for such a one.
    const plain = kind === 'only-one-light' && constraint.inequality.vars.length === 1;
    const had = found.get(kind);
    if (had && !(had.plain && !plain)) continue;
    found.set(kind, {
      kind,
      step,
      label: `(${e.by + 1})`,
      sentence: constraint.label,
      tex: inequalityToKatex(constraint.inequality, name),
      texNow: inequalityToKatex(inequalityFromJson(e.inequality), name),
      cells: [...constraint.inequality.vars],
      forced: e.forced.map((f) => f.variable),
      forcedValue: e.forced[0].value,
      values: values.slice(),
      plain,
      earlier: steps.slice(0, -1),
    });
  }
  return [...found.values()].sort((a, b) => a.step - b.step);
}
