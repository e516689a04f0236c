/**
 * The stepper's step in the URL under its id (`?step=12`), so a link opens at
 * that step: read once at mount, applied as soon as the steps exist (a solve
 * may come after the page loads), then mirrored on every change. The link's
 * step is not erased while the steps do not exist yet.
 */
import { useEffect, useRef } from 'preact/hooks';
import { readStepFromUrl, writeUrlParam } from './url-state';

export interface StepUrlInput {
  id: string;
  enabled: boolean;
  current: number;
  last: number;
  onChange: (value: number) => void;
}

export function useStepInUrl({ id, enabled, current, last, onChange }: StepUrlInput): void {
  const pending = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    if (pending.current === undefined) pending.current = readStepFromUrl(id);
    if (pending.current !== null) {
      if (last === 0) return; // wait for the steps to exist; do not erase the link's step
      const k = Math.min(pending.current, last);
      pending.current = null;
      if (k !== current) {
        onChange(k);
        return;
      }
    }
    writeUrlParam(id, current > 0 ? String(current) : null);
  }, [enabled, id, current, last]);
}
