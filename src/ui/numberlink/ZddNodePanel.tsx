/**
 * One node of a drawn diagram, explained: the edge its level decides, its
 * state (the mate array before that edge) on the board and in words, how many
 * arcs reach it (two or more: partial states that merged), and where its two
 * arcs lead — a node of the next level, ⊤, or ⊥ with the rule that cut the
 * choice. Under fill and nikoli the reason is the by-hand tool's own sentence
 * (the node's mate array is all that rule book needs); under fill-notouch a
 * node event lacks the pieces kept apart, so only the rule is named.
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { handChoose, handContext } from '../../puzzles/numberlink/by-hand';
import type { NodeEvent } from '../../puzzles/numberlink/events';
import type { Orientation } from '../../puzzles/numberlink/graph';
import type { Cell, NumberlinkPuzzle, NumberlinkRule } from '../../puzzles/numberlink/puzzle';
import { at, mateEntries } from './mate-words';
import { NumberlinkBoard } from './NumberlinkBoard';

export interface ZddNodePanelProps {
  puzzle: NumberlinkPuzzle;
  node: NodeEvent;
  number: Map<number, number>;
  parents: number;
  edges: readonly [Cell, Cell][];
  /** True once the reader picked a node (before that the panel shows the root, and says so). */
  chosen: boolean;
  /** The rule and edge order the diagram was built with, for the cut reasons. */
  rule?: NumberlinkRule;
  orientation?: Orientation;
  /** Moves the selection to another node (an arc's target). */
  onGo: (id: number) => void;
}

export function ZddNodePanel({ puzzle, node, number, parents, edges, chosen, rule, orientation, onGo }: ZddNodePanelProps): JSX.Element {
  const ctx = useMemo(() => (rule && rule !== 'fill-notouch' ? handContext(puzzle, rule, orientation) : null), [puzzle, rule, orientation]);
  const entries = mateEntries(node.frontier, node.mate, puzzle.labels, puzzle.width);
  const [a, b] = edges[node.level];
  const arc = (choice: 0 | 1): JSX.Element | string => {
    const child = choice === 1 ? node.hi : node.lo;
    if (child === 1) return 'reaches ⊤: the choices along the way are a solution';
    if (child > 1) {
      return (
        <>leads to <button type="button" class="btn nl-go" onClick={() => onGo(child)}>node {number.get(child)}</button> of level {node.level + 2}</>
      );
    }
    const name = choice === 1 ? node.hiCut : node.loCut;
    if (ctx) {
      const step = handChoose(ctx, { level: node.level, view: { frontier: node.frontier, mate: node.mate }, taken: [] }, choice);
      if (!step.ok) return `cut by the ${step.cut.rule} rule, so it leads to ⊥: ${step.cut.why}`;
    }
    return `leads to ⊥${name ? `, cut by the ${name} rule` : ''}`;
  };
  return (
    // A Tab stop of its own: on a phone it may scroll inside, and the keyboard must reach that too.
    <div class="nl-node-panel scroll-y" role="group" aria-label="The chosen node's state" tabIndex={0} aria-live="polite" data-testid="zdd-node-panel" data-node={node.id}>
      <p>
        <strong>{chosen ? '' : 'The root, until you pick a node. '}Node {number.get(node.id)}, level {node.level + 1}</strong>, decides
        the edge {at(a)}–{at(b)} (dashed).{' '}
        {parents >= 2
          ? `${parents} arcs reach it: ${parents} different ways of deciding the edges above left this same mate array, so the unique table made them one node.`
          : parents === 1 ? 'One arc reaches it.' : 'It is the root: nothing is decided yet.'}
      </p>
      <NumberlinkBoard puzzle={puzzle} frontier={entries} current={[a, b]} cellSize={36}
        title={`The state of node ${number.get(node.id)}`} testId="zdd-node-board" />
      <ul class="nl-small">
        <li data-testid="zdd-node-arc0">Its 0-arc (leave the edge out) {arc(0)}.</li>
        <li data-testid="zdd-node-arc1">Its 1-arc (take the edge) {arc(1)}.</li>
      </ul>
      <p class="nl-small">Its mate array (before its edge), cell by cell:</p>
      <ul class="nl-small" data-testid="zdd-node-mate">
        {entries.length === 0 && <li>the frontier is empty</li>}
        {entries.map((e) => <li key={at(e.cell)}>{at(e.cell)}, tag {e.tag}: {e.words}</li>)}
      </ul>
    </div>
  );
}
