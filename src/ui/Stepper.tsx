/**
 * The stepper: First · Back · "Step i of N" · Forward · Last, a scrubber, and
 * play/pause with a speed. A controlled component: the parent owns `value` and
 * turns it into a view (usually through the player in src/core/player.ts).
 * Its three behaviours live beside it: playback (stepper-playback.ts), the
 * step in the URL (stepper-url.ts) and the keys (stepper-keys.ts).
 *
 * Positions run from 0 to `count`: 0 is the start (before any step), `count`
 * is after the last step — "Step 3 of 9" shows the state after three steps,
 * the same meaning as a player cursor or a number of moves made.
 *
 * The URL names the step under the key `id` (`?step=12` for id "step"), so a
 * link opens at that step; several steppers on a page use different ids.
 * The step from the URL is applied once `count` is known (e.g. after a solve).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { stepperKeyHandler } from './stepper-keys';
import { SPEEDS, usePlayback, useSecondsLeft } from './stepper-playback';
import { useStepInUrl } from './stepper-url';

export interface StepperProps {
  /** URL query key and DOM/test id suffix: 'step' → ?step=12, data-testid="stepper-step". */
  id: string;
  /** Number of steps; valid values are 0 … count. */
  count: number;
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the control group. */
  label?: string;
  /**
   * What one step is, in the status ("Lookup step 2 of 9") and the buttons' names ("Forward one lookup step"):
   * two steppers in one lesson that step through different things say so on their controls. Default "step".
   */
  unit?: string;
  /** Words shown after "Step i of N" for the current value, e.g. "slide 5". */
  describe?: (value: number) => string;
  /** Milliseconds between steps at 1× speed. */
  intervalMs?: number;
  /** Milliseconds to show step `value` at 1× (overrides intervalMs): e.g. the time to read that step's words. */
  dwellMs?: (value: number) => number;
  /** Keep the step in the URL (default true). */
  syncUrl?: boolean;
  disabled?: boolean;
  /** Changes when the steps belong to another run (default: the count); a link's step is kept only for its own run. */
  traceKey?: unknown;
  /** Play shows the next step at once instead of after the first dwell (./stepper-playback.ts, playStart). */
  playFirstStepAtOnce?: boolean;
}

export default function Stepper({
  id,
  count,
  value,
  onChange,
  label = 'Steps',
  unit = 'step',
  describe,
  intervalMs = 700,
  dwellMs,
  syncUrl = true,
  disabled = false,
  traceKey,
  playFirstStepAtOnce = false,
}: StepperProps) {
  const last = Math.max(0, count);
  const current = Math.max(0, Math.min(last, value));
  const off = disabled || last === 0;
  const playback = usePlayback({ current, last, onChange, intervalMs, dwellMs, resetKey: count,
    firstStepAtOnce: playFirstStepAtOnce });
  const { playing, speed, setSpeed } = playback;
  const left = useSecondsLeft(playback.due);
  // Whether the reader has moved this stepper since its steps arrived.
  const [moved, setMoved] = useState(false);
  // A new run only (not the first render, which may come after a press made before the island started).
  const run = useRef(traceKey ?? count);
  // Layout effects, like the URL's (stepper-url.ts), which must run after these in the same commit.
  useLayoutEffect(() => {
    if (run.current !== (traceKey ?? count)) setMoved(false);
    run.current = traceKey ?? count;
  }, [traceKey ?? count]);
  // A step picked outside the stepper (a move chip, a list of the steps) is
  // the reader moving it too: the URL follows. A new trace is not.
  const seen = useRef({ value: current, trace: traceKey ?? count });
  useLayoutEffect(() => {
    const trace = traceKey ?? count;
    if (seen.current.trace === trace && seen.current.value !== current) setMoved(true);
    seen.current = { value: current, trace };
  }, [current, traceKey ?? count]);
  useStepInUrl({ id, enabled: syncUrl, current, last, onChange, moved, traceKey: traceKey ?? count });

  const goByHand = (next: number) => {
    setMoved(true);
    playback.stop();
    const k = Math.max(0, Math.min(last, Math.round(next)));
    if (k !== current) onChange(k);
  };
  const togglePlay = () => {
    if (off) return;
    setMoved(true);
    playback.toggle();
  };
  const onKeyDown = stepperKeyHandler({ off, current, last, goTo: goByHand, togglePlay, playing });
  // A focused button that reaches its limit (First or Back at step 0, Forward or Last at the end) is greyed out and
  // answers nothing: hand focus to the button that still moves, so the next Enter or Space does something; with
  // none left (no steps, or the stepper off), to the group, which still takes every key.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    const active = typeof document === 'undefined' ? null : document.activeElement;
    if (!el || !(active instanceof HTMLElement) || !el.contains(active) || active.getAttribute('aria-disabled') !== 'true') return;
    const to = off || last === 0 ? null : current === 0 ? 'forward' : current >= last ? 'back' : null;
    const button = to ? el.querySelector<HTMLButtonElement>(`.stepper-${to}`) : null;
    (button ?? el).focus();
  }, [current, last, off]);

  const tid = `stepper-${id}`;
  const description = describe && last > 0 ? describe(current) : '';
  const Unit = unit.charAt(0).toUpperCase() + unit.slice(1);
  const status = last === 0 ? `No ${unit}s yet` : `${Unit} ${current.toLocaleString('en-US')} of ${last.toLocaleString('en-US')}`;
  const keysId = `${tid}-keys`;

  return (
    <div
      ref={root}
      class="stepper no-print"
      id={tid}
      role="group"
      aria-label={label}
      aria-describedby={keysId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid={tid}
      data-value={current}
      data-count={last}
    >
      {/* Navigation buttons use aria-disabled, not disabled: a disabled button
          drops keyboard focus the moment it is pressed (Last at the end), and
          the arrow keys would stop working. Pressing one at its limit is a no-op. */}
      <div class="stepper-row">
        <button type="button" class="btn stepper-first" onClick={() => goByHand(0)} aria-disabled={off || current === 0}
          aria-label={`First ${unit}`} data-testid={`${tid}-first`}>
          <span aria-hidden="true">«</span><span class="btn-text">First</span>
        </button>
        <button type="button" class="btn stepper-back" onClick={() => goByHand(current - 1)} aria-disabled={off || current === 0}
          aria-label={`Back one ${unit}`} data-testid={`${tid}-back`}>
          <span aria-hidden="true">‹</span><span class="btn-text">Back</span>
        </button>
        <output class="stepper-status" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
          <span data-testid={`${tid}-status`}>{status}</span>
          {/* While a long step plays, the seconds until the next one, in words beside the step's number: the bar in
              the Play button alone was missed, and the step read as stalled. Hidden from screen readers, as the bar. */}
          {left !== null && <span class="stepper-next" aria-hidden="true" data-testid={`${tid}-next`}>{` · next in ${left} s`}</span>}
          {/* Read as one sentence: "Step 2 of 25: x7 = 1, forced by inequality (11)". The words are shown below the
              buttons, at the stepper's full width (between the buttons a long reason wrapped into a narrow column). */}
          {description && <span class="visually-hidden">{`: ${description}`}</span>}
        </output>
        <button type="button" class="btn stepper-forward" onClick={() => goByHand(current + 1)} aria-disabled={off || current >= last}
          aria-label={`Forward one ${unit}`} data-testid={`${tid}-forward`}>
          <span class="btn-text">Forward</span><span aria-hidden="true">›</span>
        </button>
        <button type="button" class="btn stepper-last" onClick={() => goByHand(last)} aria-disabled={off || current >= last}
          aria-label={`Last ${unit}`} data-testid={`${tid}-last`}>
          <span class="btn-text">Last</span><span aria-hidden="true">»</span>
        </button>
      </div>
      {/* The step in words, seen; the status above already says it to a screen reader. */}
      {description && <p class="stepper-describe" aria-hidden="true" data-testid={`${tid}-describe`}>{description}</p>}
      <div class="stepper-row">
        <button type="button" class="btn stepper-play" onClick={togglePlay} disabled={off} aria-pressed={playing}
          aria-label={playing ? 'Pause' : 'Play'} data-testid={`${tid}-play`}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶\uFE0E'}</span>
          <span class="btn-text">{playing ? 'Pause' : 'Play'}</span>
          {/* While playing, a bar fills along the button's foot for as long as this step is shown, so a long
              step (a reason to read) is seen to be counting down, not stalled. Keyed by step and speed: it restarts. */}
          {playing && (
            <span class="stepper-dwell" key={`${current}@${speed}`} aria-hidden="true" data-testid={`${tid}-dwell`}
              style={{ animationDuration: `${Math.round((dwellMs ? dwellMs(current) : intervalMs) / speed)}ms` }} />
          )}
        </button>
        <input type="range" class="stepper-scrubber" min={0} max={last} step={1} value={current} disabled={off}
          aria-label={`Scrub through the ${unit}s`} aria-valuetext={status}
          onInput={(e) => goByHand(Number((e.target as HTMLInputElement).value))}
          data-testid={`${tid}-scrubber`} />
        <label class="stepper-speed">
          <span class="stepper-speed-word">Speed</span>
          <select value={String(speed)} disabled={off} aria-label="Speed"
            onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}
            data-testid={`${tid}-speed`}>
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>{`${s}×`}</option>
            ))}
          </select>
        </label>
      </div>
      {/* Says where each key works, as stepper-keys.ts handles it: a reader pressed Space on First and got First. */}
      <p class="stepper-keys" id={keysId}>
        Keys in the stepper: ← → one step, Home / End first / last, Space play or pause (on a button, Space presses it).
      </p>
    </div>
  );
}
