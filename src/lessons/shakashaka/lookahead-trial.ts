/**
 * A look-ahead and a labelled trial side by side, read from one recorded run
 * of the inequality engine, for the lesson's small example of the difference:
 * both suppose a value for one variable and force until an inequality
 * breaks; the look-ahead's inequalities add up to a chain sum that forces the
 * other value with nothing supposed, the trial's conclusion rests on the
 * supposition alone. The engine's first step of each kind is taken, so the
 * lesson's words and the solver's "first look-ahead" and "first trial" jumps
 * name the same steps.
 */
import type { ChainEvent, TrialEvent } from '../../inequalities/events';
import { inequalityLabel, trialChainProves } from '../../inequalities/step-words';
import type { ShakashakaEvent } from '../../puzzles/shakashaka/events';
import type { ShakashakaPuzzle } from '../../puzzles/shakashaka/puzzle';
import { shakashakaWords } from '../../puzzles/shakashaka/vocabulary';

export interface LookAheadFact {
  /** The supposed variable, and in words ("◤ at (2,3)"). */
  variable: number;
  name: string;
  supposed: 0 | 1;
  /** The inequalities forcing ran through, the last one the one that broke ("(361)"). */
  through: string[];
  broke: string;
  /** The value the chain sum forces: the other one. */
  forced: 0 | 1;
}

export interface TrialFact {
  variable: number;
  name: string;
  supposed: 0 | 1;
  /** Variables forcing set under the supposition before `broke` could no longer hold. */
  forcedUnder: number;
  broke: string;
  concluded: 0 | 1;
  /** Whether its chain sum would have proved the value too (step-words.ts's trialChainProves). */
  chainProves: boolean;
}

export function lookAheadAndTrial(puzzle: ShakashakaPuzzle, events: readonly ShakashakaEvent[]): { lookAhead: LookAheadFact; trial: TrialFact } | null {
  const chain = events.find((e): e is ChainEvent => e.kind === 'chain');
  const trial = events.find((e): e is TrialEvent => e.kind === 'trial');
  if (!chain || !trial) return null;
  const words = shakashakaWords(puzzle);
  const labels = chain.inequalities.map(inequalityLabel);
  return {
    lookAhead: { variable: chain.variable, name: words.name(chain.variable), supposed: chain.assumed, through: labels.slice(0, -1), broke: labels[labels.length - 1], forced: chain.assumed === 1 ? 0 : 1 },
    trial: { variable: trial.variable, name: words.name(trial.variable), supposed: trial.assumed, forcedUnder: trial.steps, broke: inequalityLabel(trial.conflict), concluded: trial.concluded, chainProves: trialChainProves(trial) },
  };
}
