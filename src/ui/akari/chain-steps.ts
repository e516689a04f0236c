/**
 * Which deduction of a trace a chain sum made. The selective method's chain
 * step (a `chain` event: the look-ahead and the inequalities it ran through)
 * is followed by the deduction its sum makes; that deduction's own events
 * look like any sum built one addition at a time (a star too is built that
 * way), so only its place after the chain says it is the chain's. The step
 * words name it as the lesson does, "a chain of n inequalities".
 */
import type { ChainEvent } from '../../inequalities/events';
import type { AkariEvent } from '../../puzzles/akari/events';

/** Each chain's deduction (the first depth-0 deduction from a sum after the chain event), mapped to its chain. */
export function chainDeductions(events: readonly AkariEvent[]): Map<AkariEvent, ChainEvent> {
  const out = new Map<AkariEvent, ChainEvent>();
  let open: ChainEvent | null = null;
  for (const e of events) {
    if (e.depth !== 0) continue;
    if (e.kind === 'chain') open = e;
    else if (open && e.kind === 'deduce' && e.source === 'sum') {
      out.set(e, open);
      open = null;
    }
  }
  return out;
}
