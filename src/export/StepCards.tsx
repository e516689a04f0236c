/**
 * The step-card frame every worked-example page shares: the steps as a
 * textbook prints them — each step's words beside the board after it (small
 * multiples) — the step the reader stopped at marked in the list (an id
 * anchor, "You stopped here" in words, not colour alone), and a "Where you
 * stopped" card for the top of the page with that step's board, its words
 * and the steps on either side. A self-contained page has no script, so the
 * card is how the page "opens" at the reader's step.
 *
 * Which steps are listed and which carry a board is decided in ./step-plan.ts;
 * the page says it in words whenever it is not "all of them". Genres give the
 * frame a StepSequence: how many steps, what each is called, and a card per
 * step (./trace-steps.tsx makes one from a trace and its replay).
 */
import type { ComponentChildren, JSX } from 'preact';
import { fmt, plural } from '../core/numbers';
import { renderToStaticHtml } from './render-static';
import { boardEvery, carriesBoard, collapseSameKind, gapsBetween, listedCount, listedRuns, ordinal, type Collapse, type ListLimits, type StepRun } from './step-plan';

export interface StepCardContent {
  /** The step in words (sentences, formulas). */
  words: ComponentChildren;
  /** The deeper steps under this one, shown under its words (folded when long). */
  sub?: { count: number; body: ComponentChildren } | null;
  /**
   * The board after the step; asked for only when the step carries one. `place`
   * tells the list's board from the card's, so each gets its own test id.
   */
  board?: (place: BoardPlace) => ComponentChildren;
  /** True when the step changed no cell: its board is the one after the step before (a page need not draw it again). */
  boardUnchanged?: boolean;
}

/** Where a board is drawn: beside its step in the list, or in the "Where you stopped" card. */
export type BoardPlace = 'list' | 'card';

/** The test id of a board: the card's has one of its own, so no id appears twice on a page. */
export const boardTestId = (place: BoardPlace, listId: string) => (place === 'card' ? 'where-you-stopped-board' : listId);

/** What one step is called, for sentences: "step"/"steps", "move"/"moves". */
export interface Noun {
  one: string;
  many: string;
}

export interface StepSequence {
  /** Steps numbered 1 … count. */
  count: number;
  /** What a step is called on this page; also the anchor prefix (`id="step-12"`). */
  unit: Noun;
  /** The kind of step `n` as a noun, for counting the steps a page leaves out ("placement"). */
  kindOf(n: number): Noun;
  /** The kind of step `n` for programs and tests (a data attribute, never shown). */
  kindKey?(n: number): string;
  /** Everything step `n` shows. */
  card(n: number): StepCardContent;
  /** The board before the first step (the "Where you stopped" card at position 0). */
  start(place: BoardPlace): ComponentChildren;
  /** Byte budget for this list's boards (default BOARD_BYTES_BUDGET). */
  boardBudget?: number;
  /** How many steps this page lists (default DEFAULT_LIMITS of ./step-plan.ts). */
  listing?: ListLimits;
  /** Long stretches of one kind folded into counted gaps (needs kindKey); none by default. */
  collapse?: Collapse;
  /** A sentence every gap line ends with, e.g. where the left-out steps can be seen one by one. */
  gapNote?: string;
  /**
   * Draw no board twice: a listed step whose drawing equals an earlier one (or
   * one the page shows elsewhere) points to it instead. Only for boards whose
   * views generate no ids, since each is then rendered on its own.
   */
  boardsOnce?: boolean;
}

/** Deeper steps up to this many are shown open; more fold into <details>. */
const OPEN_SUB_STEPS = 4;

const anchor = (seq: StepSequence, n: number) => `${seq.unit.one}-${n}`;
const Unit = (seq: StepSequence, n: number) => `${seq.unit.one.charAt(0).toUpperCase()}${seq.unit.one.slice(1)} ${fmt(n)}`;

/** The listing and board rule of a sequence: the same numbers for the list, the card and the tests. */
export function planOf(seq: StepSequence, current: number | null) {
  const chosen = listedRuns(seq.count, current, seq.listing);
  const kindKey = seq.kindKey;
  const runs = seq.collapse && kindKey ? collapseSameKind(chosen, kindKey, current, seq.collapse) : chosen;
  const listed = listedCount(runs);
  const last = runs.length > 0 ? runs[runs.length - 1][1] : 0;
  const sample = last > 0 ? seq.card(last).board : undefined;
  const bytes = sample ? renderToStaticHtml(<>{sample('list')}</>).length : 0;
  const every = boardEvery(listed, bytes, seq.boardBudget);
  const limited = listedCount(chosen) < seq.count;
  return { runs, listed, every, head: chosen.length > 0 ? chosen[0][1] : 0, limited, collapsed: listed < listedCount(chosen) };
}

function SubSteps({ sub }: { sub: NonNullable<StepCardContent['sub']> }) {
  if (sub.count <= OPEN_SUB_STEPS) return <div class="step-sub">{sub.body}</div>;
  return (
    <details class="step-sub">
      <summary>{plural(sub.count, 'deeper step')}</summary>
      {sub.body}
    </details>
  );
}

function Gap({ seq, gap }: { seq: StepSequence; gap: StepRun }) {
  const tally = new Map<string, { noun: Noun; n: number }>();
  for (let k = gap[0]; k <= gap[1]; k++) {
    const noun = seq.kindOf(k);
    const t = tally.get(noun.one);
    if (t) t.n++;
    else tally.set(noun.one, { noun, n: 1 });
  }
  const kinds = [...tally.values()].sort((a, b) => b.n - a.n).map((t) => plural(t.n, t.noun.one, t.noun.many));
  const n = gap[1] - gap[0] + 1;
  return (
    <li class="step-gap" data-testid="step-gap" data-from={gap[0]} data-to={gap[1]}>
      {n === 1
        ? `${Unit(seq, gap[0])} is not listed (${kinds.join(', ')}).`
        : `${seq.unit.many.charAt(0).toUpperCase() + seq.unit.many.slice(1)} ${fmt(gap[0])} to ${fmt(gap[1])} are not listed (${plural(n, seq.unit.one, seq.unit.many)}: ${kinds.join(', ')}).`}
      {seq.gapNote ? ` ${seq.gapNote}` : ''}
    </li>
  );
}

export interface StepCardListProps {
  seq: StepSequence;
  /** Where the reader's stepper stood: 0 … count (0 = before the first step), or null when not known. */
  current: number | null;
  testId?: string;
  /**
   * True when the page shows the "Where you stopped" card: the reader's step
   * then points to the card's board instead of drawing the same board again.
   */
  boardInCard?: boolean;
  /** Boards the page draws outside the list (the puzzle, the answer), with where: a step whose drawing equals one points there. */
  drawnElsewhere?: readonly { html: string; where: string }[];
}

/** A board the list does not draw again, and where the reader finds it: the card, an earlier step's drawing, or a drawing elsewhere on the page. */
type Note = { kind: 'card' } | { kind: 'same'; as: number; unchanged: boolean } | { kind: 'elsewhere'; where: string };

function BoardNote({ seq, note }: { seq: StepSequence; note: Note }) {
  if (note.kind === 'card') return <p class="step-board-note" data-board-note="card">The board after this {seq.unit.one} is drawn in “Where you stopped” at the top of the page.</p>;
  if (note.kind === 'elsewhere') return <p class="step-board-note" data-board-note="elsewhere">The board is {note.where}.</p>;
  return (
    <p class="step-board-note" data-board-note="same" data-board-as={note.as}>
      {note.unchanged ? 'No cell changed: the board is as drawn' : 'The board is the same as drawn'} beside {seq.unit.one} {fmt(note.as)}.
    </p>
  );
}

/** A drawing's markup without what names it (ids, labels, titles), so two drawings of the same board compare equal. */
export function drawingKey(html: string): string {
  return html.replace(/\s(?:id|data-testid|aria-labelledby|aria-describedby|aria-label)="[^"]*"/g, '').replace(/<title>[^<]*<\/title>/g, '');
}

/** Every listed step with its words and, by the plan's rule, its board; the current step marked. */
export function StepCardList({ seq, current, testId = 'export-steps', boardInCard = false, drawnElsewhere = [] }: StepCardListProps): JSX.Element {
  const { runs, listed, every, head, limited, collapsed } = planOf(seq, current);
  const gaps = gapsBetween(runs, seq.count);
  const items: JSX.Element[] = [];
  // Every board drawn so far, by its drawing: no board is drawn twice on a page.
  const drawnAt = new Map<string, number>();
  const elsewhere = new Map(drawnElsewhere.map((d) => [drawingKey(d.html), d.where]));
  let g = 0;
  for (const [a, b] of runs) {
    while (g < gaps.length && gaps[g][1] < a) items.push(<Gap key={`g${g}`} seq={seq} gap={gaps[g++]} />);
    // The listed step whose drawn board is the board now (null when none is on the page).
    let shownAs: number | null = null;
    for (let n = a; n <= b; n++) {
      const c = seq.card(n);
      const here = current === n;
      if (!c.boardUnchanged) shownAs = null;
      let drawing: JSX.Element | null = null;
      let note: Note | null = null;
      if (c.board && carriesBoard(n, every, runs, current)) {
        if (here && boardInCard) note = { kind: 'card' };
        else if (c.boardUnchanged && shownAs !== null) note = { kind: 'same', as: shownAs, unchanged: true };
        else if (!seq.boardsOnce) {
          drawing = <div class="step-board">{c.board('list')}</div>;
          shownAs = n;
        } else {
          // Compared as markup, so the board is rendered here on its own (its views use no generated ids).
          const html = renderToStaticHtml(<>{c.board('list')}</>);
          const key = drawingKey(html);
          const earlier = drawnAt.get(key);
          const where = elsewhere.get(key);
          if (where !== undefined) note = { kind: 'elsewhere', where };
          else if (earlier !== undefined) note = { kind: 'same', as: earlier, unchanged: false };
          else {
            drawing = <div class="step-board" dangerouslySetInnerHTML={{ __html: html }} />;
            drawnAt.set(key, n);
            shownAs = n;
          }
        }
      }
      items.push(
        <li key={n} id={anchor(seq, n)} class={`step-item${here ? ' step-current' : ''}`} data-testid="export-step" data-step={n} data-kind={seq.kindKey?.(n)}
          data-board={drawing ? 'drawn' : note ? 'note' : 'words'} aria-current={here ? 'step' : undefined}>
          <div class="step-text">
            <p class="step-head">
              <strong>{Unit(seq, n)}.</strong>
              {here && <span class="step-here" data-testid="step-here"> ◆ You stopped here</span>}
            </p>
            {c.words}
            {c.sub && <SubSteps sub={c.sub} />}
            {note && <BoardNote seq={seq} note={note} />}
          </div>
          {drawing}
        </li>,
      );
    }
  }
  while (g < gaps.length) items.push(<Gap key={`g${g}`} seq={seq} gap={gaps[g++]} />);
  const many = seq.unit.many;
  return (
    <>
      {listed < seq.count && (
        <p data-testid="step-selection">
          This run has {plural(seq.count, seq.unit.one, many)}; the page lists {fmt(listed)} of them
          {limited ? `: the first ${fmt(head)}${current !== null && current > 0 ? `, the ${many} around the one you stopped at` : ''} and the last ones` : ''}
          {collapsed ? `${limited ? '; within those, ' : ': '}a long stretch of ${many} of one kind shows only its first and last ${many}` : ''}, so it stays small
          enough to open and print. Each gap below says how many {many} of which kind it leaves out; the file’s embedded data holds
          every recorded {seq.unit.one}.
        </p>
      )}
      {every > 1 && (
        <p data-testid="step-boards-thinned" data-every={every}>
          A board is drawn beside every {ordinal(every)} {seq.unit.one} ({seq.unit.many} {fmt(every)}, {fmt(2 * every)}, {fmt(3 * every)} …),
          beside the first and the last listed {seq.unit.one}
          {current !== null && current > 0 ? `, and beside the ${seq.unit.one} you stopped at and its neighbours` : ''}; drawing every one
          would make this page too large. The other {many} say in words what they changed.
        </p>
      )}
      <ol class="step-list" data-testid={testId} data-board-every={every} data-count={seq.count}>
        {items}
      </ol>
    </>
  );
}

export interface WhereYouStoppedProps {
  seq: StepSequence;
  current: number;
  /** What the sequence is, for the heading's second line ("the deduction", "the walk along one solution"). */
  of: string;
}

/** The card at the top of the page: the reader's step with its board and words, and the steps on either side. */
export function WhereYouStopped({ seq, current, of }: WhereYouStoppedProps): JSX.Element {
  const n = Math.max(0, Math.min(seq.count, current));
  const c = n > 0 ? seq.card(n) : null;
  const board = c ? c.board?.('card') : seq.start('card');
  const before = n > 1 ? seq.card(n - 1) : null;
  const after = n < seq.count ? seq.card(n + 1) : null;
  const where =
    n === 0 ? `at the start, before ${seq.unit.one} 1` : `at ${seq.unit.one} ${fmt(n)} of ${fmt(seq.count)}`;
  return (
    <section class="step-stop" id="where-you-stopped" data-testid="where-you-stopped" data-step={n} aria-labelledby="where-you-stopped-h">
      <h2 id="where-you-stopped-h">Where you stopped: {where}</h2>
      <p class="step-small">In {of}: the step you were on when the page was made; the list further down marks it.</p>
      <div class="step-stop-row">
        {board && <div class="step-board">{board}</div>}
        <div class="step-text" data-testid="where-you-stopped-words">
          {c ? (
            <>
              <p class="step-head"><strong>{Unit(seq, n)}.</strong></p>
              {c.words}
              {c.sub && <SubSteps sub={c.sub} />}
              <p><a href={`#${anchor(seq, n)}`}>{Unit(seq, n)} in the list of {seq.unit.many}</a></p>
            </>
          ) : (
            <p>Nothing has happened yet: the board is as the puzzle gives it.</p>
          )}
        </div>
      </div>
      {(before || after) && (
        <dl class="step-around">
          {before && (
            <>
              <dt>Just before, {seq.unit.one} {fmt(n - 1)}</dt>
              <dd>{before.words}</dd>
            </>
          )}
          {after && (
            <>
              <dt>Next, {seq.unit.one} {fmt(n + 1)}</dt>
              <dd>{after.words}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}

/** The CSS of the frame (appended to the base style by page.ts). */
export const STEP_CARDS_CSS = `
.step-list { list-style: none; padding: 0; margin: 0.75rem 0; }
.step-item { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: flex-start; justify-content: space-between;
  border-top: 1px solid var(--line); padding: 0.5rem 0; break-inside: avoid; }
.step-item .step-text { flex: 1 1 16rem; min-width: 0; }
.step-board { flex: 0 0 auto; max-width: 100%; }
.step-head { margin: 0 0 0.2rem; }
.step-here { font-weight: 700; }
.step-current { background: var(--mark-bg); border: 2px solid var(--fg); padding: 0.5rem; }
.step-gap { border-top: 1px solid var(--line); padding: 0.5rem 0; font-style: italic; color: var(--fg-muted); }
.step-sub { margin: 0.25rem 0 0 1rem; font-size: 0.95em; }
.step-small { color: var(--fg-muted); font-size: 0.9rem; margin: 0 0 0.5rem; }
/* The card may be long (the steps either side): only its board and words keep together, so a printed first page is not left half empty. */
.step-stop { border: 2px solid var(--fg); border-radius: var(--radius); padding: 0.5rem 0.75rem; margin: 1rem 0; }
.step-stop-row { break-inside: avoid; }
.step-stop h2 { margin-top: 0.25rem; }
.step-stop-row { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: flex-start; }
.step-stop-row .step-text { flex: 1 1 16rem; min-width: 0; }
.step-around { margin: 0.5rem 0 0; }
.step-around dt { font-weight: 600; }
.step-around dd { margin: 0 0 0.35rem 1rem; }
/*
 * On paper: small boards, so a step card stays short. A card may break across
 * pages (a long sum fills half a page; kept whole it would leave the page before
 * half empty), but never between its number and its first line. A plain block,
 * not a flex row, on paper: Chromium moved a long flex card whole to the next
 * page instead of breaking inside it (the 29×29 Akari export had a page 49% full,
 * whatever the wording's length); as a block it breaks between any two lines, and
 * its board follows its words.
 */
@media print {
  .step-item { display: block; padding: 1.5mm 0; break-inside: auto; }
  .step-item > .step-board { margin-top: 1mm; }
  .step-head { break-after: avoid; }
  .step-item .step-board { width: 32mm; }
  .step-item .step-board svg, .step-item .step-board figure { width: 100% !important; max-width: 100% !important; min-width: 0 !important; height: auto; margin: 0; }
  .step-item .step-board .scroll-x { overflow: visible; }
  .step-stop-row .step-board { max-width: 70mm; }
  .step-current { border-width: 1.5pt; padding: 1.5mm; }
  .step-head { margin: 0; }
  details:not([open]) > summary { display: block; }
}
`;
