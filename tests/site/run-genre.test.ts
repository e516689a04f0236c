import { describe, expect, it } from 'vitest';
import { stepStarts } from '../../src/core/trace';
import { parseSliding } from '../../src/puzzles/sliding/format';
import type { SlidingEvent } from '../../src/puzzles/sliding/events';
import { slidingLcGenre as slidingGenre } from '../../src/puzzles/sliding/genre';
import { checkSliding } from '../../src/puzzles/sliding/rules';
import { runGenreSolve } from '../../src/worker/run-genre';

function board(text: string) {
  const parsed = parseSliding(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.puzzle;
}

describe('runGenreSolve', () => {
  const puzzle = board('1 2 3 / 4 _ 6 / 7 5 8');

  it('returns the result with the recorded trace, and passes whole steps on live', () => {
    const live: SlidingEvent[] = [];
    let reports = 0;
    const reply = runGenreSolve(slidingGenre, puzzle, { method: 'ida' }, {
      onLive: (r) => {
        reports++;
        live.push(...r.recent);
      },
      liveEveryMs: 0,
    });
    expect(reports).toBeGreaterThan(1);
    expect(reply.result.status).toBe('solved');
    const moves = reply.result.solution!.moves;
    expect(checkSliding(puzzle, moves)).toEqual({ ok: true });
    expect(reply.trace.genre).toBe('sliding');
    expect(reply.trace.method).toBe('ida');
    const steps = stepStarts(reply.trace.events).map((i) => reply.trace.events[i]);
    expect(live).toEqual(steps);
    const last = reply.trace.events[reply.trace.events.length - 1];
    expect(last).toMatchObject({ kind: 'solution', moves });
  });

  it('uses the genre default method when none is named', () => {
    expect(runGenreSolve(slidingGenre, puzzle, {}).trace.method).toBe(slidingGenre.defaultMethod);
  });

  it('caps the recorded events, keeps the last one (the answer) and says what was dropped', () => {
    const full = runGenreSolve(slidingGenre, puzzle, {}).trace.events;
    const reply = runGenreSolve(slidingGenre, puzzle, { maxEvents: 2 });
    // Iterations carry their wall time, so compare what does not vary.
    expect(reply.trace.events.map((e) => e.kind)).toEqual([full[0].kind, 'solution']);
    expect(reply.trace.events[1]).toEqual(full[full.length - 1]);
    expect(reply.trace).toMatchObject({ truncated: true, dropped: { at: 1, count: full.length - 2 } });
  });

  it('puts the method’s options, defaults filled in, into the trace', () => {
    expect(runGenreSolve(slidingGenre, puzzle, {}).trace.options).toEqual({});
  });

  it('names the known methods when asked for an unknown one', () => {
    expect(() => runGenreSolve(slidingGenre, puzzle, { method: 'magic' })).toThrow(/magic.*ida/);
  });
});
