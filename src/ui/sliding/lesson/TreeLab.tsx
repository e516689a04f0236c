/**
 * Lesson island: IDA* on a small 8-puzzle, iteration by iteration, with the
 * search tree of each iteration drawn. The trace is recorded by the real
 * solver when the site is built and handed over as a prop; the island only
 * replays it (the same player and views as the full solver). It opens at
 * the first iteration; the list of steps beside the stepper shows the two
 * steps before it (the parity test and the first estimate). On a wide screen
 * the card reaches past the text column, so a whole iteration's tree fits
 * beside the board at the chosen node without scrolling: as wide as the widest
 * iteration's tree needs (measured from the trace), as far as the window allows.
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { SlidingPuzzle } from '../../../puzzles/sliding/board';
import type { SlidingEvent } from '../../../puzzles/sliding/events';
import StyleSheet from '../../StyleSheet';
import { SLIDING_CSS } from '../sliding-css';
import { IdaTracePanel } from '../IdaTracePanel';
import { widestIdaTree } from '../SearchTreeView';
import { StartingNote, useStarted } from '../../Starting';

export interface TreeLabProps {
  puzzle: SlidingPuzzle;
  events: SlidingEvent[];
}

export default function TreeLab({ puzzle, events }: TreeLabProps): JSX.Element {
  const started = useStarted();
  // The card's room: the widest tree, the board's column beside it (16rem), and the gap, paddings, borders
  // and a scroll bar (4rem together, with a little to spare).
  const room = useMemo(() => `calc(${widestIdaTree(events)}px + 20rem)`, [events]);
  return (
    <div class="sl-card sl-wide" style={{ '--sl-wide-room': room }} data-testid="tree-lab" data-started={String(started)}>
      <StyleSheet css={SLIDING_CSS} />
      {/* Named for what it steps through: the lesson's other stepper (the database lookups) looks alike. */}
      <p class="sl-stepper-title" data-testid="tree-lab-title">
        <strong>IDA* step by step</strong> on a small 8-puzzle: after the parity test and the first estimate, each step is one whole iteration, then the answer
      </p>
      <StartingNote started={started} what="the stepper and the tree" />
      <IdaTracePanel puzzle={puzzle} events={events} stepperId="tree" initialStep={0} showTime={false}
        tableLabel="IDA* iterations on the lesson’s 8-puzzle" stepUnit="search step" stepperLabel="Steps of IDA* on the lesson’s 8-puzzle" />
    </div>
  );
}
