/**
 * Which deduction of a trace a chain sum made. The selective method's chain
 * step (a `chain` event: the look-ahead and the inequalities it ran through)
 * is followed by the deduction its sum makes; that deduction's own events
 * look like any sum built one addition at a time (a star too is built that
 * way), so only its place after the chain says it is the chain's. The step
 * words name it as the lessons do, a chain sum of n inequalities. Shared by
 * the engine genres (Akari, Shakashaka): a genre's events are the engine's
 * plus its own, which this passes over.
 */
import type { ChainEvent, EngineEvent } from '../../inequalities/events';

/** Each chain's deduction (the first depth-0 deduction from a sum after the chain event), mapped to its chain. */
export function chainDeductions<E extends { kind: string; depth: number }>(events: readonly E[]): Map<E, ChainEvent> {
  const out = new Map<E, ChainEvent>();
  let open: ChainEvent | null = null;
  for (const e of events) {
    // The kinds read here are the engine's own, whatever else the genre adds.
    const ev = e as unknown as EngineEvent;
    if (ev.depth !== 0) continue;
    if (ev.kind === 'chain') open = ev;
    else if (open && ev.kind === 'deduce' && ev.source === 'sum') {
      out.set(e, open);
      open = null;
    }
  }
  return out;
}
