/**
 * A step list for printing when most steps are routine: the steps
 * ./condense-plan.ts picks, each with its words and the board after it, and
 * between them one line per stretch left out, with its count and kinds; after
 * the cap, one line with how many steps are left, to follow in the lesson.
 * The markup is the step-card frame's (./StepCards.tsx: the same classes, test
 * ids and anchors, the reader's step marked in words), so the frame's print
 * style and its tests apply unchanged; only the choice of steps differs.
 */
import type { JSX } from 'preact';
import { fmt, plural } from '../core/numbers';
import type { CondensedPlan } from './condense-plan';
import type { StepSequence } from './StepCards';
import type { StepRun } from './step-plan';

export interface CondensedStepListProps {
  seq: StepSequence;
  plan: CondensedPlan;
  current: number | null;
  /** What a routine step is, plural ("forcing steps from one inequality"), for the page's words about its choice. */
  routineWords: string;
  chunk: number;
  /** More about the steps of a gap, in the genre's words ("rows of family B: 6, C: 4"), or null. */
  gapDetail?: (from: number, to: number) => string | null;
  testId?: string;
}

function kindsOf(seq: StepSequence, [from, to]: StepRun): string {
  const tally = new Map<string, { one: string; many: string; n: number }>();
  for (let k = from; k <= to; k++) {
    const noun = seq.kindOf(k);
    const t = tally.get(noun.one);
    if (t) t.n++;
    else tally.set(noun.one, { ...noun, n: 1 });
  }
  return [...tally.values()].sort((a, b) => b.n - a.n).map((t) => plural(t.n, t.one, t.many)).join(', ');
}

function GapLine({ seq, gap, capped, detail }: { seq: StepSequence; gap: StepRun; capped: boolean; detail: string | null }) {
  const n = gap[1] - gap[0] + 1;
  const many = seq.unit.many;
  const span = `${many.charAt(0).toUpperCase()}${many.slice(1)} ${fmt(gap[0])} to ${fmt(gap[1])}`;
  return (
    <li class="step-gap" data-testid="step-gap" data-from={gap[0]} data-to={gap[1]} data-capped={capped ? 'true' : undefined}>
      {capped
        ? `${span}: …${fmt(n)} more ${n === 1 ? seq.unit.one : many}, not printed (${kindsOf(seq, gap)}). See them one by one in the lesson’s solver; this file’s embedded data holds every one.`
        : `${span}: ${kindsOf(seq, gap)}, not printed${detail ? ` (${detail})` : ''}. The next printed ${seq.unit.one} shows the board after them.`}
    </li>
  );
}

export function CondensedStepList({ seq, plan, current, routineWords, chunk, gapDetail, testId = 'export-steps' }: CondensedStepListProps): JSX.Element {
  const items: JSX.Element[] = [];
  const gaps = plan.gaps;
  let g = 0;
  const isCapped = (gap: StepRun) => plan.cappedFrom !== null && gap[0] >= plan.cappedFrom;
  const gapItem = (gap: StepRun, key: string) => (
    <GapLine key={key} seq={seq} gap={gap} capped={isCapped(gap)} detail={isCapped(gap) ? null : gapDetail?.(gap[0], gap[1]) ?? null} />
  );
  const Unit = (n: number) => `${seq.unit.one.charAt(0).toUpperCase()}${seq.unit.one.slice(1)} ${fmt(n)}`;
  for (const n of plan.printed) {
    while (g < gaps.length && gaps[g][1] < n) items.push(gapItem(gaps[g], `g${g++}`));
    const c = seq.card(n);
    const here = current === n;
    const board = c.board ? c.board('list') : null;
    items.push(
      <li key={n} id={`${seq.unit.one}-${n}`} class={`step-item${here ? ' step-current' : ''}`} data-testid="export-step" data-step={n} data-kind={seq.kindKey?.(n)}
        data-board={board ? 'drawn' : 'words'} aria-current={here ? 'step' : undefined}>
        <div class="step-text">
          <p class="step-head">
            <strong>{Unit(n)}.</strong>
            {here && <span class="step-here" data-testid="step-here"> ◆ You stopped here</span>}
          </p>
          {c.words}
        </div>
        {board && <div class="step-board">{board}</div>}
      </li>,
    );
  }
  while (g < gaps.length) items.push(gapItem(gaps[g], `g${g++}`));
  const many = seq.unit.many;
  return (
    <>
      {gaps.length > 0 && (
        <p data-testid="step-selection">
          This run has {plural(seq.count, seq.unit.one, many)}. Most are {routineWords}, each a small change, so the page prints{' '}
          {fmt(plan.printed.length)} of them with the board after each: every {seq.unit.one} of another kind, and of each stretch of{' '}
          {routineWords} its first, its last, and between them a {seq.unit.one} that places something, at least {fmt(chunk)} {many} after the last one printed. Each line between says how many {many} it stands for.
          {plan.cappedFrom !== null && ` After ${fmt(plan.printed.filter((n) => n < plan.cappedFrom!).length)} printed ${many} the page stops; its last line says how many are left.`}
        </p>
      )}
      <ol class="step-list" data-testid={testId} data-board-every={1} data-count={seq.count}>
        {items}
      </ol>
    </>
  );
}
