/**
 * What the current pick gives: the inequality (or the two, aligned and added)
 * in KaTeX, a verdict in words — which values it forces and why, or why it
 * forces nothing. Where the layout shows the reason beside the Apply button
 * (HandReason, side by side only), the panel's copy of it is hidden there and
 * kept for the phone, where the panel follows the list that was picked from.
 */
import type { ComponentChildren, JSX } from 'preact';
import { substitute } from '../../../inequalities/forcing';
import { inequalityToKatex } from '../../../inequalities/katex';
import { placedName, type EngineVocabulary } from '../../../inequalities/vocabulary';
import Formula from '../../Formula';
import { FormulaPieces } from '../../FormulaPieces';
import { canKeep, type HandMode, type Judgement } from '../../../inequalities/hand-state';
import { allCancelledWords, cancelWords, explainUselessPair, explainVerdict, finishedPromptWords, listWords, pairTex } from './hand-text';

export interface HandResultProps {
  judgement: Judgement | null;
  mode: HandMode;
  /** Labels of what is picked so far (for the "pick another" prompt). */
  pickedLabels: readonly string[];
  values: readonly number[];
  words: EngineVocabulary;
  /** Label the next kept sum will get, e.g. "(67)". */
  nextSum: string;
  /** Every variable is decided: the panel says so instead of asking for a pick. */
  finished?: boolean;
  /** The reason is also shown beside Apply (HandReason): the panel's copy is then for the phone only (by-hand-css.ts). */
  whyBeside?: boolean;
  /** A copy of the board marking the pick, drawn at the top of a verdict on a phone only (HandLayout's pickBoard). */
  board?: ComponentChildren;
  /** The pick's cells, named under that copy with their places: at its size it draws no clues and no names. */
  boardCells?: readonly number[];
}

type VerdictKind = 'forces' | 'nothing' | 'contradiction';

function Badge({ kind, count, words }: { kind: VerdictKind; count: number; words: EngineVocabulary }): JSX.Element {
  const text = kind === 'forces' ? `Forces ${count} ${count === 1 ? words.thing : words.things}` : kind === 'nothing' ? 'Forces nothing' : 'Contradiction';
  return (
    <span class="eng-badge" data-tone={kind === 'forces' ? 'deduce' : kind === 'nothing' ? 'stall' : 'contradiction'} data-testid="hand-badge">
      {text}
    </span>
  );
}

function Prompt({ mode, pickedLabels, words, finished }: Pick<HandResultProps, 'mode' | 'pickedLabels' | 'words' | 'finished'>): JSX.Element {
  const { thing } = words;
  const text =
    finished ? finishedPromptWords(words)
    : mode === 'one'
      ? `Pick an inequality from the list to see what it forces. Clicking a ${thing} on the board lists only the inequalities that contain it.`
      : pickedLabels.length === 0
        ? `Pick two inequalities to add them. Tip: choose two that share a ${thing}, with that ${thing} on opposite sides once both point the same way.`
        : `Picked ${pickedLabels[0]}. Now pick a second inequality to add to it.`;
  return <p data-testid="hand-prompt">{text}</p>;
}

/** What a judgement gives, and why, in words: one inequality's verdict as it reads now, or a pair's sum's. */
export function judgementWhy(j: Judgement, values: readonly number[], words: EngineVocabulary): { kind: VerdictKind; count: number; why: string } {
  const verdict = j.kind === 'one' ? j.verdict : j.result.verdict;
  const reduced = j.kind === 'one' ? substitute(j.pick.inequality, values) : j.result.sum;
  // A sum (a pair's, or a kept one picked alone) is shown the ≥ way, as it was added up.
  const form = j.kind === 'pair' || j.pick.kind === 'sum' ? 'ge' : 'auto';
  // A pair's sum with no variable left lost them all by cancelling (its two sides hold only undecided ones).
  const cancelledAll = j.kind === 'pair' && verdict.kind !== 'contradiction' && reduced.vars.length === 0 && j.result.cancelled.length > 0;
  const why = cancelledAll ? allCancelledWords(words) : explainVerdict(verdict, reduced, words, form);
  return { kind: verdict.kind, count: verdict.kind === 'forces' ? verdict.forced.length : 0, why };
}

/**
 * The verdict and its reason right above Apply, under the board, where the eye is when pressing it: the full panel
 * sits under the whole card, off screen at 1280×800 under a tall board. Side by side only; a phone hides it (by-hand-css.ts).
 */
export function HandReason({ judgement, values, words }: { judgement: Judgement | null; values: readonly number[]; words: EngineVocabulary }): JSX.Element | null {
  if (!judgement) return null;
  const { kind, count, why } = judgementWhy(judgement, values, words);
  return (
    <p class="eng-small hand-reason" data-testid="hand-reason" data-verdict={kind}>
      <Badge kind={kind} count={count} words={words} /> {why}
    </p>
  );
}

export function HandResult(props: HandResultProps): JSX.Element {
  const { judgement: j, words, values } = props;
  const name = words.tex;
  if (!j) {
    return (
      <div class="hand-result" data-testid="hand-result" data-verdict="waiting" aria-live="polite">
        <Prompt mode={props.mode} pickedLabels={props.pickedLabels} words={words} finished={props.finished} />
      </div>
    );
  }
  const verdict = j.kind === 'one' ? j.verdict : j.result.verdict;
  const forced = verdict.kind === 'forces' ? verdict.forced : [];
  const reduced = j.kind === 'one' ? substitute(j.pick.inequality, values) : j.result.sum;
  // A sum (a pair's, or a kept one picked alone) is shown the ≥ way, as it was added up.
  const form = j.kind === 'pair' || j.pick.kind === 'sum' ? 'ge' : 'auto';
  const { why } = judgementWhy(j, values, words);
  const useless = j.kind === 'pair' ? explainUselessPair(j, words) : null;

  return (
    <div class="hand-result" data-testid="hand-result" data-verdict={verdict.kind} aria-live="polite"
      data-forced={forced.map((f) => `${f.variable}:${f.value}`).join(' ')}>
      {props.board && (
        // For the eye only, beside the words: the board above is the one to use, by pointer or keyboard.
        <div class="hand-pick-board" aria-hidden="true" data-testid="hand-pick-board">
          {props.board}
        </div>
      )}
      {props.board && props.boardCells && props.boardCells.length > 0 && words.place && (
        <p class="eng-small hand-pick-cells" data-testid="hand-pick-cells">
          Striped: {listWords(props.boardCells.map(placedName(words)))}.
        </p>
      )}
      {j.kind === 'one' ? (
        <>
          <p>
            <strong>{j.pick.label}</strong> {j.pick.text}:
          </p>
          <Formula display tex={inequalityToKatex(j.pick.inequality, name, { form })} />
          {reduced.vars.length !== j.pick.inequality.vars.length && (
            <>
              <p>With the {words.things} known so far filled in, it reads</p>
              <Formula display tex={inequalityToKatex(reduced, name, { form })} />
            </>
          )}
        </>
      ) : (
        <PairSum j={j} words={words} />
      )}
      <div class="hand-why" data-beside={String(props.whyBeside === true)}>
        <p>
          <Badge kind={verdict.kind} count={forced.length} words={words} />
        </p>
        <p data-testid="hand-why">{why}</p>
      </div>
      {useless && <p data-testid="hand-useless">{useless}</p>}
      {verdict.kind === 'forces' && j.kind === 'pair' && j.duplicateOf === null && (
        <p class="eng-small">Applying also keeps the sum in the list as {props.nextSum}.</p>
      )}
      {verdict.kind === 'nothing' && canKeep(j) && (
        <p class="eng-small">
          <em>Keep the sum as {props.nextSum}</em> puts it in the list, so you can add a third inequality to it.
        </p>
      )}
    </div>
  );
}

function PairSum({ j, words }: { j: Extract<Judgement, { kind: 'pair' }>; words: EngineVocabulary }): JSX.Element {
  const name = words.tex;
  const tex = pairTex(j, name);
  const flipped = tex.written.filter((w) => w.flipped).map((w) => w.label);
  const align =
    flipped.length === 0
      ? 'Both already point the ≥ way, so they are added as they stand.'
      : `${listWords(flipped)} ${flipped.length === 1 ? 'is a ≤, so it is' : 'are ≤, so both are'} multiplied by −1 to point the ≥ way too (every sign flips).`;
  // A cancelled variable either drops out of the sum or keeps a smaller coefficient: say which, and where it is on the board.
  const cancelled = cancelWords(j.result, placedName(words));
  return (
    <>
      <p>Adding these two:</p>
      <ul class="hand-written scroll-x">
        {tex.written.map((w) => (
          <li key={w.label}>
            <strong>{w.label}</strong> <FormulaPieces tex={w.tex} />
          </li>
        ))}
      </ul>
      <p>
        {align} Known {words.things} are filled in, then the columns are added:
      </p>
      {/* One column sum, as the lesson's worked sum and the steppers show it: a sum wider than the panel scrolls sideways
          (its edge shadows say so), its rows and the rule staying one under the other. */}
      <div class="scroll-x eng-formula-block hand-sum" data-testid="hand-sum">
        <Formula display class="formula-sum" tex={tex.aligned} />
      </div>
      <p>
        The sum reads <FormulaPieces tex={tex.sum} />
        {cancelled !== '' ? ` (${cancelled}).` : '.'}
      </p>
    </>
  );
}
