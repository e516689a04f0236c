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
import type { SearchNodeEvent } from '../../core/search-tree';
import type { SearchEvent, SumEvent, TrialEvent, TrialStepEvent } from '../../inequalities/events';
import { inequalityFromJson, maxLhs, type Inequality, type InequalityJson } from '../../inequalities/inequality';
import { explainVerdict, type ShownForm } from './by-hand/hand-text';
import { flipReads, inequalityToKatex, pairSumToKatex } from '../../inequalities/katex';
import { citeInequality, sumWords, type StepWords } from '../../inequalities/step-words';
import type { EngineVocabulary } from '../../inequalities/vocabulary';
import Formula from '../Formula';
import { OUTCOME_WORDS, SearchTree } from '../search-tree/SearchTree';
import type { PlacedNode } from '../search-tree/layout';
import { inequalityLabel, jsonToKatex, valueTex } from './labels';

/** What a genre's board gets to draw a hypothetical state: a trial's assumption, a node of the last-resort search. */
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
  /** Draws the genre's board for a trial or a search node; without it they are shown in words and formulas only. */
  trialBoard?: (props: TrialBoardProps) => JSX.Element;
  /** The model's inequality `id` as written before any value is known (undefined for a kept sum), to say how a trial's failing one got its right side. */
  original?: (id: number) => Inequality | undefined;
  testId?: string;
}

export function StepBadge({ described }: { described: StepWords }): JSX.Element {
  return (
    <span class="eng-badge" data-tone={described.tone} data-testid="step-badge">
      {described.badge}
    </span>
  );
}

type Acting = { kind: 'deduce' | 'contradiction'; by: number; inequality: InequalityJson; source?: string; forced?: readonly { variable: number; value: 0 | 1 }[] };

export function StepDetail({ words, described, event, sub, values, trialBoard, original, testId = 'step-detail' }: StepDetailProps): JSX.Element {
  const sums = sub.filter((s): s is SumEvent => s.kind === 'sum');
  const acting = event.kind === 'deduce' || event.kind === 'contradiction' ? (event as unknown as Acting) : null;
  // A sum is shown the ≥ way, as it was added up; the board's own rules as a reader writes them.
  const actingForm: ShownForm = acting?.kind === 'deduce' && acting.source === 'sum' ? 'ge' : 'auto';
  return (
    <div class="eng-step" data-testid={testId} data-kind={event.kind} data-tone={described.tone}>
      <p class="eng-step-text">
        <StepBadge described={described} /> {described.text}
      </p>
      {sums.length > 0 && (
        <div data-testid={`${testId}-sums`}>
          <p class="eng-small">
            How the sum was built: both inequalities in ≥ form (a ≤ multiplied by −1), known {words.things} put in, added column by column.
          </p>
          <ol class="eng-sums">
          {sums.map((s) => (
            <li key={s.id} data-testid={`${testId}-sum`}>
              <span>{sumWords(s)}</span>
              <PairSum words={words} sum={s} />
            </li>
          ))}
          </ol>
        </div>
      )}
      {acting && (
        <div class="scroll-x eng-formula-block" data-testid={`${testId}-formula`}>
          <span class="eng-small">{inequalityLabel(acting.by)} as it stood{acting.kind === 'deduce' ? ' when it forced' : ''}:</span>
          {/* A sum is shown the ≥ way, as it was added up and as the slack below is counted. */}
          <Formula display tex={jsonToKatex(words, acting.inequality, { form: actingForm })} />
        </div>
      )}
      {acting?.kind === 'deduce' && acting.forced && acting.forced.length > 0 && (
        // Why it forced, in the by-hand tool's words: the slack against each forced coefficient.
        <p class="eng-why" data-testid={`${testId}-why`}><strong>Why:</strong> {forcedWhy(acting.inequality, acting.forced, words, actingForm)}</p>
      )}
      {acting?.kind === 'deduce' && <Settled words={words} settled={acting.forced ?? []} testId={testId} />}
      {event.kind === 'trial' && (
        <TrialDetail words={words} event={event as unknown as TrialEvent} steps={sub} values={values} trialBoard={trialBoard} original={original} testId={testId} />
      )}
      {event.kind === 'search' && (
        <SearchDetail words={words} event={event as unknown as SearchEvent} sub={sub} values={values} trialBoard={trialBoard} testId={testId} />
      )}
    </div>
  );
}

/** A search choice as data: 2·variable + value (src/inequalities/search.ts). */
const choiceOf = (choice: number) => ({ variable: choice >> 1, value: choice & 1 });

interface SearchDetailProps {
  words: EngineVocabulary;
  event: SearchEvent;
  sub: readonly { kind: string }[];
  values: readonly number[];
  trialBoard?: (props: TrialBoardProps) => JSX.Element;
  testId: string;
}

/** The last-resort search: the nodes it recorded as a tree, and the board at the chosen node. */
function SearchDetail({ words, event, sub, values, trialBoard, testId }: SearchDetailProps) {
  const nodes = sub.filter((s): s is SearchNodeEvent => s.kind === 'search-node');
  if (nodes.length === 0) return null;
  const shown = event.recorded < event.nodes ? ` (the first ${nodes.length} of its ${event.nodes} nodes)` : '';
  const caption = `The search${shown}: each node sets one undecided ${words.thing}, then forcing runs; a crossed square is a dead end, a star a solution.`;
  const describe = (p: PlacedNode) => {
    const set = p.path.map((c) => { const { variable, value } = choiceOf(c); return `${words.name(variable)} = ${value}`; });
    const where = set.length === 0 ? 'The start of the search' : `With ${set.join(', ')}`;
    const forced = p.node.numbers?.forced;
    return `${where}${forced !== undefined ? `, forcing then settled ${forced} more` : ''}: ${OUTCOME_WORDS[p.node.outcome]}.`;
  };
  const detail = trialBoard
    ? (p: PlacedNode) => {
        const hypothetical = values.slice();
        const chosen = p.path.map(choiceOf);
        for (const c of chosen) hypothetical[c.variable] = c.value;
        return trialBoard({
          values: hypothetical,
          changed: chosen.map((c) => c.variable),
          highlight: [],
          testId: `${testId}-search-board`,
          label: 'The board at the chosen node of the search',
          caption: 'At the chosen node: marked cells are the choices on the way there.',
        });
      }
    : undefined;
  return (
    <div class="eng-hypo" data-testid={`${testId}-search`}>
      <SearchTree nodes={nodes} caption={caption} describe={describe} detail={detail} idBase={`${testId}-search-tree`}
        underNode={(n) => (n.numbers?.forced !== undefined ? `+${n.numbers.forced}` : '')} />
    </div>
  );
}

/** Columns a sum is set in at most; a wider one would not fit a printed page. */
export const ALIGNED_COLUMNS = 9;

/**
 * A sum built from two inequalities (both in ≥ form, known values put in):
 * one under the other, each variable in its column, a rule, the sum. When
 * there are too many variables for columns (a large board), the two and the
 * sum are three lines that wrap, the rule still above the sum.
 *
 * A sum that has columns is written both ways, and the space decides which
 * one shows (engine-css.ts, a container query on the columns it needs): in a
 * narrow step panel, such as the one beside the board at 1280 px, the columns
 * would not fit and the reader would have to scroll to see the right side;
 * the three lines do fit.
 */
function PairSum({ words, sum }: { words: EngineVocabulary; sum: SumEvent }) {
  const left = inequalityFromJson(sum.left);
  const right = inequalityFromJson(sum.right);
  const total = inequalityFromJson(sum.inequality);
  const columns = new Set([...left.vars, ...right.vars]).size;
  const ge = (x: typeof left) => inequalityToKatex(x, words.tex, { form: 'ge' });
  const lines = (
    <div class="scroll-x eng-formula-block eng-sum-lines" data-columns={columns}>
      {/* Shown only when the columns are not (too many for the width, or for a printed page): said, so the change is not silent. */}
      <p class="eng-small" data-testid="eng-sum-lines-note">
        {columns} {words.things} in all, too many to set column by column at this width: the two in ≥ form, then their total.
      </p>
      <Formula display tex={ge(left)} />
      <Formula display tex={ge(right)} />
      <div class="eng-sum-total">
        <Formula display tex={ge(total)} />
      </div>
    </div>
  );
  if (columns > ALIGNED_COLUMNS) return lines;
  return (
    <div class="eng-sum-pick" data-columns={columns}>
      <div class="scroll-x eng-formula-block eng-sum-aligned">
        <Formula display class="formula-sum" tex={pairSumToKatex(left, right, total, words.tex)} />
      </div>
      {lines}
    </div>
  );
}

function Settled({ words, settled, testId }: { words: EngineVocabulary; settled: readonly { variable: number; value: number }[]; testId: string }) {
  return (
    <ul class="eng-settled" aria-label={`${words.things[0].toUpperCase()}${words.things.slice(1)} settled`} data-testid={`${testId}-settled`}>
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
  original?: (id: number) => Inequality | undefined;
  testId: string;
}

function TrialDetail({ words, event, steps, values, trialBoard, original, testId }: TrialDetailProps) {
  const forced = steps.filter((s): s is TrialStepEvent => s.kind === 'trial-step');
  const hypothetical = values.slice();
  hypothetical[event.variable] = event.assumed;
  for (const s of forced) hypothetical[s.variable] = s.value;
  const conflictVariables = event.conflictInequality.terms.map(([v]) => v);
  const moved = movedWords(original?.(event.conflict), event.conflictInequality, hypothetical, words);
  return (
    <div class="eng-hypo" data-testid={`${testId}-trial`}>
      <p class="eng-small">
        Under the supposition <Formula tex={valueTex(words, event.variable, event.assumed)} /> (kept only for this trial):
      </p>
      {forced.length > 0 && (
        <ol class="eng-sums">
          {forced.map((s, i) => (
            <li key={i}>
              <Formula tex={valueTex(words, s.variable, s.value)} /> by {citeInequality(s.by, words)}
            </li>
          ))}
        </ol>
      )}
      <div class="scroll-x eng-formula-block">
        <span class="eng-small">Then {citeInequality(event.conflict, words)} cannot hold:</span>
        <Formula display tex={jsonToKatex(words, event.conflictInequality)} />
        {moved && <span class="eng-small" data-testid={`${testId}-trial-moved`}>{moved}</span>}
      </div>
      {trialBoard?.({
        values: hypothetical,
        changed: [event.variable, ...forced.map((s) => s.variable)],
        highlight: conflictVariables,
        testId: `${testId}-trial-board`,
        label: 'The board under the supposition',
        caption: "Under the supposition: cells with a dashed outline and a corner mark were supposed or forced; cells in a thick border, striped inside, are the failing inequality's.",
      })}
      <Settled words={words} settled={[{ variable: event.variable, value: event.concluded }]} testId={testId} />
    </div>
  );
}

/**
 * Where the failing inequality's right side came from: the values set to 1 under the supposition are numbers and
 * moved to the right side ("x₉ and x₁₀ are 1 … they move there as a number: 1 − 2 = −1"). Written
 * in the form the inequality is shown in; null when nothing moved or the original is not known (a kept sum).
 */
export function movedWords(original: Inequality | undefined, now: InequalityJson, values: readonly number[], words: EngineVocabulary): string | null {
  if (!original) return null;
  const ones = original.vars.map((v, i) => [v, original.coefs[i]] as const).filter(([v]) => values[v] === 1);
  if (ones.length === 0) return null;
  // The sign the inequality is read with (a ≤ is shown times −1), the same for the original and what is left of it.
  const sign = flipReads(inequalityFromJson(now)) ? -1 : 1;
  const from = sign * original.rhs;
  const minus = ones.reduce((t, [, c]) => t + sign * c, 0);
  const to = from - minus;
  if (to !== sign * now.rhs) return null;
  const names = ones.map(([v]) => words.name(v));
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const fmt = (n: number) => (n < 0 ? `−${-n}` : String(n));
  const step = minus >= 0 ? `${fmt(from)} − ${minus}` : `${fmt(from)} + ${-minus}`;
  return `Why ${fmt(to)} on the right: ${listed} ${names.length === 1 ? 'is' : 'are'} 1 under the supposition, so ${names.length === 1 ? 'it moves' : 'they move'} there as a number: ${step} = ${fmt(to)}.`;
}

/** The slack argument for a forcing step, from the inequality as it stood (known values put in). */
function forcedWhy(json: InequalityJson, forced: readonly { variable: number; value: 0 | 1 }[], words: EngineVocabulary, form: ShownForm): string {
  const reduced = inequalityFromJson(json);
  return explainVerdict({ kind: 'forces', forced: [...forced], slack: maxLhs(reduced) - reduced.rhs }, reduced, words, form);
}
