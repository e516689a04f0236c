/**
 * Which variables a worked example explains with a "why" tree when the
 * reader has not chosen: one of each kind the trace has, most telling first
 * — one a sum settled, one a trial settled, and the last one forcing from a
 * single inequality settled (late ones have the longest chains).
 */
import type { EngineEvent } from './events';

export function pickWhyCells(events: readonly { kind: string; depth: number }[], limit = 3): number[] {
  let bySum: number | null = null;
  let byTrial: number | null = null;
  let lastGiven: number | null = null;
  for (const raw of events) {
    const e = raw as EngineEvent;
    if (e.kind === 'deduce' && e.forced.length > 0) {
      if (e.source === 'sum') bySum ??= e.forced[0].variable;
      else lastGiven = e.forced[0].variable;
    } else if (e.kind === 'trial') byTrial ??= e.variable;
  }
  const out: number[] = [];
  for (const v of [bySum, byTrial, lastGiven]) if (v !== null && !out.includes(v)) out.push(v);
  return out.slice(0, limit);
}
