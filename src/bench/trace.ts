/**
 * `npm run bench -- trace`: how fast a long trace loads into the player and
 * how fast any step of it shows. Goal: a trace of 10⁶ events loads, and any
 * step is ready, within 16 ms (one frame at 60 Hz).
 *
 * Two real replays on made-up but well-formed traces: Akari's (a board of
 * 100×100 cells whose value array is copied at every checkpoint, events that
 * set cells and add sums) and the sliding puzzle's (rows of a growing table).
 * "Any step" is measured as the slowest of 2,000 random seeks and of 2,000
 * single steps forward and back, each a fresh view the page may keep.
 */
import { createPlayer, type Replay } from '../core/player';
import type { AkariEvent } from '../puzzles/akari/events';
import type { AkariPuzzle } from '../puzzles/akari/puzzle';
import { akariReplay } from '../puzzles/akari/replay';
import type { SlidingEvent } from '../puzzles/sliding/events';
import { slidingReplay } from '../puzzles/sliding/replay';
import { seededRandom } from '../core/random';
import { count, printTable } from './text-table';

const EVENTS = 1_000_000;
const SEEKS = 2000;
const FRAME_MS = 16;

function akariTrace(side: number): { puzzle: AkariPuzzle; events: AkariEvent[] } {
  const puzzle: AkariPuzzle = { width: side, height: side, rows: Array.from({ length: side }, () => '.'.repeat(side)) };
  const cells = side * side;
  const events: AkariEvent[] = [];
  const inequality = { terms: [[0, 1], [1, 1]] as [number, number][], rhs: 1 };
  for (let i = 0; events.length < EVENTS; i++) {
    if (i % 10 === 9) {
      events.push({ kind: 'sum', depth: 1, id: i, parents: [i - 1, i - 2], left: inequality, right: inequality, inequality });
    } else {
      events.push({ kind: 'deduce', depth: 0, by: i % 997, inequality, forced: [{ variable: (i * 7919) % cells, value: i % 2 === 0 ? 1 : 0 }], source: 'given' });
    }
  }
  return { puzzle, events };
}

function slidingTrace(): SlidingEvent[] {
  const events: SlidingEvent[] = [];
  for (let i = 0; events.length < EVENTS; i++) {
    events.push({ kind: 'iteration', depth: 0, bound: 40 + i, nodes: i, totalNodes: i * 2, nextBound: 41 + i, found: false, ms: 0 });
  }
  return events;
}

function measure<P, V, E>(name: string, replay: Replay<P, V, E>, puzzle: P, events: readonly E[]): (string | number)[] {
  const t0 = performance.now();
  const player = createPlayer(replay, puzzle, events);
  const loadMs = performance.now() - t0;
  const random = seededRandom(7);
  const seeks: number[] = [];
  for (let k = 0; k < SEEKS; k++) {
    const cursor = Math.floor(random() * (events.length + 1));
    const t = performance.now();
    player.at(cursor);
    seeks.push(performance.now() - t);
  }
  const steps: number[] = [];
  let cursor = Math.floor(events.length / 2);
  for (let k = 0; k < SEEKS; k++) {
    cursor += k % 3 === 2 ? -1 : 1;
    const t = performance.now();
    player.at(cursor);
    steps.push(performance.now() - t);
  }
  const all = [...seeks, ...steps].sort((a, b) => a - b);
  const p99 = all[Math.floor(all.length * 0.99)];
  const worst = all[all.length - 1];
  const ms = (x: number) => x.toFixed(2);
  return [name, count(events.length), loadMs.toFixed(0), ms(all[all.length >> 1]), ms(p99), ms(worst), p99 <= FRAME_MS ? 'yes' : 'NO'];
}

export async function benchTrace(): Promise<number> {
  const akari = akariTrace(100);
  const rows = [
    measure('akari 100×100 (deduce + sum)', akariReplay, akari.puzzle, akari.events),
    measure('sliding (bounds table)', slidingReplay, { size: 4, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0] }, slidingTrace()),
  ];
  printTable(
    `Player on a trace of ${count(EVENTS)} events (goal: any step within ${FRAME_MS} ms)`,
    ['trace', 'events', 'load ms', 'median step ms', 'p99 step ms', 'max step ms', 'p99 ≤ 16 ms'],
    rows,
    [
      'load = building every checkpoint once (when the trace arrives); a step = a random cursor, or one event forward or back;',
      'each gives a fresh view. The max includes garbage-collection pauses of the process.',
    ],
  );
  return rows.every((r) => r[6] === 'yes') ? 0 : 1;
}
