/**
 * The stepper's step in the URL under its id (`?step=12`), so a link opens at
 * that step: read once at mount, applied as soon as the steps exist (a solve
 * may come after the page loads), then mirrored — but only once the reader
 * has moved the stepper (or the link named a step): a stepper that merely
 * opens at its starting step, or scrolls past, leaves the URL alone. A new
 * trace (`traceKey`) drops the old step from the URL: it belonged to another run.
 *
 * Layout effects, not plain ones: the URL changes in the same task as the
 * stepper's markup, so nothing (a reader copying the link, a test reading
 * it) ever sees the new step on the page with the old one in the URL. A plain
 * effect runs after the browser paints, and on a busy machine a check of the
 * URL after a Forward press read the step before it.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { readStepFromUrl, writeUrlParam } from './url-state';

export interface StepUrlInput {
  id: string;
  enabled: boolean;
  current: number;
  last: number;
  onChange: (value: number) => void;
  /** True once the reader moved this stepper. */
  moved: boolean;
  /** Changes with the trace the steps belong to. */
  traceKey: unknown;
}

export function useStepInUrl({ id, enabled, current, last, onChange, moved, traceKey }: StepUrlInput): void {
  const pending = useRef<number | null | undefined>(undefined);
  const fromLink = useRef(false);
  const firstTrace = useRef(traceKey);

  useLayoutEffect(() => {
    if (!enabled || traceKey === firstTrace.current || pending.current) return;
    // Another run's steps: its step in the URL means nothing any more.
    fromLink.current = false;
    writeUrlParam(id, null);
  }, [traceKey]);

  useLayoutEffect(() => {
    if (!enabled) return;
    if (pending.current === undefined) pending.current = readStepFromUrl(id);
    if (pending.current !== null) {
      if (last === 0) return; // wait for the steps to exist; do not erase the link's step
      const k = Math.min(pending.current, last);
      pending.current = null;
      fromLink.current = true;
      if (k !== current) {
        onChange(k);
        return;
      }
    }
    if (moved || fromLink.current) writeUrlParam(id, current > 0 ? String(current) : null);
  }, [enabled, id, current, last, moved]);
}
