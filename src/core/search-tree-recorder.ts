/**
 * Records the first nodes of a depth-first search as `SearchNodeEvent`s
 * (./search-tree.ts), under a cap, for the teaching tree view.
 *
 * A node's outcome (expanded, dead end, goal) is known only after the search
 * looks one step further, so a node is held back until then and emitted
 * before anything below it: parents always come before their children in the
 * trace. A search calls `open` when it makes a choice at some level and
 * `resolve` as soon as it knows what became of it; once the cap is reached it
 * records nothing more and costs one comparison per call.
 */
import type { SearchNodeEvent, SearchNodeOutcome } from './search-tree';

export class SearchTreeRecorder {
  private room: number;
  private nextId = 0;
  /** ids[level] = id of the recorded node at that level (the root is level 0), −1 when not recorded. */
  private readonly ids: number[] = [];
  private pending: SearchNodeEvent | null = null;

  constructor(
    private readonly emit: (event: SearchNodeEvent) => void,
    cap: number,
    /** Trace depth of the node events (one below the search's step events). */
    private readonly depth = 1,
  ) {
    this.room = Math.max(0, Math.floor(cap));
  }

  /** True while nodes may still be recorded. */
  get recording(): boolean {
    return this.room > 0;
  }

  /**
   * A node for a choice at `level` (0 = the root, with an empty label); held until `resolve`.
   * `choice` is the same choice as data (a candidate, a row), null at the root.
   */
  open(level: number, label: string, numbers?: Record<string, number>, choice: number | null = null): void {
    if (this.room <= 0) return;
    const parent = level === 0 ? null : (this.ids[level - 1] ?? -1);
    if (parent === -1) {
      this.ids[level] = -1;
      return;
    }
    const id = this.nextId++;
    this.ids[level] = id;
    this.ids.length = level + 1;
    this.room--;
    const node: SearchNodeEvent = { kind: 'search-node', depth: this.depth, id, parent, label, choice, outcome: 'expanded' };
    if (numbers) node.numbers = numbers;
    this.pending = node;
  }

  /** The held node's outcome is known: emit it (nothing when no node is held). */
  resolve(outcome: SearchNodeOutcome): void {
    const node = this.pending;
    if (!node) return;
    this.pending = null;
    node.outcome = outcome;
    this.emit(node);
  }
}
