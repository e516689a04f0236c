/**
 * One step of an engine trace, spelled out: its badge and sentence, the
 * inequality that acted (as it stood, known values substituted) in KaTeX,
 * for a sum the pairs aligned in columns and added, the values it settled,
 * and for a trial the board as it looked under the assumption (which is then
 * thrown away). The genre lends its words and draws that board; the rest is
 * the same for every genre on the engine. Pure, so the exported page shows
 * each step with the same component.
 */
import type { JSX } from 'preact';
import type { SumEvent, TrialEvent, TrialStepEvent } from '../../inequalities/events';
import { inequalityFromJson, type InequalityJson } from '../../inequalities/inequality';
import { pairSumToKatex } from '../../inequalities/katex';
import { sumWords, type StepWords } from '../../inequalities/step-words';
import type { EngineVocabulary } from '../../inequalities/vocabulary';
import Formula from '../Formula';
import { inequalityLabel, jsonToKatex, valueTex } from './labels';

/** What a genre's board gets to draw a trial's hypothetical state. */
export interface TrialBoardProps {
  values: readonly number[];
  changed: readonly number[];
  highlight: readonly number[];
  testId: string;
  label: string;
  caption: string;
}

export interface StepDetailProps {
  words: EngineVocabulary;
  /** The step's words (badge, sentence, tone), from the genre's describe function. */
  described: StepWords;
  /** The step's depth-0 event, and the events after it of deeper levels. */
  event: { kind: string; depth: number };
  sub: readonly { kind: string }[];
  /** Per variable after the step (for the trial's board under its assumption). */
  values: readonly number[];
  /** Draws the genre's board for a trial; without it the trial is shown in words and formulas only. */
  trialBoard?: (props: TrialBoardProps) => JSX.Element;
  testId?: string;
}

export function StepBadge({ described }: { described: StepWords }): JSX.Element {
  return (
    <span class="ak-badge" data-tone={described.tone} data-testid="step-badge">
      {described.badge}
    </span>
  );
}

type Acting = { kind: 'deduce' | 'contradiction'; by: number; inequality: InequalityJson; forced?: readonly { variable: number; value: 0 | 1 }[] };

export function StepDetail({ words, described, event, sub, values, trialBoard, testId = 'step-detail' }: StepDetailProps): JSX.Element {
  const sums = sub.filter((s): s is SumEvent => s.kind === 'sum');
  const acting = event.kind === 'deduce' || event.kind === 'contradiction' ? (event as unknown as Acting) : null;
  return (
    <div class="ak-step" data-testid={testId} data-kind={event.kind} data-tone={described.tone}>
      <p class="ak-step-text">
        <StepBadge described={described} /> {described.text}
      </p>
      {sums.length > 0 && (
        <div data-testid={`${testId}-sums`}>
          <p class="ak-small">
            How the sum was built: both inequalities in ≥ form (a ≤ multiplied by −1), known {words.things} put in, added column by column.
          </p>
          <ol class="ak-sums">
          {sums.map((s) => (
            <li key={s.id} data-testid={`${testId}-sum`}>
              <span>{sumWords(s)}</span>
              <div class="ak-formula-block">
                <Formula display tex={pairSumToKatex(inequalityFromJson(s.left), inequalityFromJson(s.right), inequalityFromJson(s.inequality), words.tex)} />
              </div>
            </li>
          ))}
          </ol>
        </div>
      )}
      {acting && (
        <div class="ak-formula-block" data-testid={`${testId}-formula`}>
          <span class="ak-small">{inequalityLabel(acting.by)} as it stood{acting.kind === 'deduce' ? ' when it forced' : ''}:</span>
          <Formula display tex={jsonToKatex(words, acting.inequality)} />
        </div>
      )}
      {acting?.kind === 'deduce' && <Settled words={words} settled={acting.forced ?? []} testId={testId} />}
      {event.kind === 'trial' && (
        <TrialDetail words={words} event={event as unknown as TrialEvent} steps={sub} values={values} trialBoard={trialBoard} testId={testId} />
      )}
    </div>
  );
}

function Settled({ words, settled, testId }: { words: EngineVocabulary; settled: readonly { variable: number; value: number }[]; testId: string }) {
  return (
    <ul class="ak-settled" aria-label={`${words.things[0].toUpperCase()}${words.things.slice(1)} settled`} data-testid={`${testId}-settled`}>
      {settled.map((f) => (
        <li key={f.variable} data-var={f.variable} data-value={f.value}>
          <Formula tex={valueTex(words, f.variable, f.value)} /> {words.valueMark(f.value)}
        </li>
      ))}
    </ul>
  );
}

interface TrialDetailProps {
  words: EngineVocabulary;
  event: TrialEvent;
  steps: readonly { kind: string }[];
  values: readonly number[];
  trialBoard?: (props: TrialBoardProps) => JSX.Element;
  testId: string;
}

function TrialDetail({ words, event, steps, values, trialBoard, testId }: TrialDetailProps) {
  const forced = steps.filter((s): s is TrialStepEvent => s.kind === 'trial-step');
  const hypothetical = values.slice();
  hypothetical[event.variable] = event.assumed;
  for (const s of forced) hypothetical[s.variable] = s.value;
  const conflictVariables = event.conflictInequality.terms.map(([v]) => v);
  return (
    <div class="ak-hypo" data-testid={`${testId}-trial`}>
      <p class="ak-small">
        Under the assumption <Formula tex={valueTex(words, event.variable, event.assumed)} /> (kept only for this trial):
      </p>
      {forced.length > 0 && (
        <ol class="ak-sums">
          {forced.map((s, i) => (
            <li key={i}>
              <Formula tex={valueTex(words, s.variable, s.value)} /> by {inequalityLabel(s.by)}
            </li>
          ))}
        </ol>
      )}
      <div class="ak-formula-block">
        <span class="ak-small">Then {inequalityLabel(event.conflict)} cannot hold:</span>
        <Formula display tex={jsonToKatex(words, event.conflictInequality)} />
      </div>
      {trialBoard?.({
        values: hypothetical,
        changed: [event.variable, ...forced.map((s) => s.variable)],
        highlight: conflictVariables,
        testId: `${testId}-trial-board`,
        label: 'The board under the assumption',
        caption: "Under the assumption: flagged cells were assumed or forced; hatched cells are the failing inequality's.",
      })}
      <Settled words={words} settled={[{ variable: event.variable, value: event.concluded }]} testId={testId} />
    </div>
  );
}
