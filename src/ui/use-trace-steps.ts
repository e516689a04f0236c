/**
 * The step a trace view shows, for any genre: the whole steps of the trace
 * (src/core/trace.ts stepStarts), the step chosen, and a reset to step 0 when
 * a new trace arrives — the first trace keeps the step the Stepper read from
 * the URL, so a link reopens its step.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { stepStarts, type TraceEventBase } from '../core/trace';

export function useTraceSteps(events: readonly TraceEventBase[]) {
  const starts = useMemo(() => stepStarts(events), [events]);
  const [step, setStep] = useState(0);
  const shown = useRef(events);
  useEffect(() => {
    if (shown.current === events) return;
    shown.current = events;
    setStep(0);
  }, [events]);
  return { starts, count: starts.length, step, setStep };
}
