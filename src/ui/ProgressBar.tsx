/**
 * Progress of a long job (building pattern databases, a search): a label, the
 * percentage in words, a native <progress> (indeterminate when the fraction is
 * unknown) that shows the same figure, optional detail text and an optional
 * Cancel button.
 */
export interface ProgressBarProps {
  /** What is running, e.g. "Building pattern databases". */
  label: string;
  /** Fraction done, 0 … 1; null when unknown (indeterminate bar). */
  value: number | null;
  /**
   * What the percentage is a share of, when that is not the job itself (a search's bar fills with the time spent
   * against its limit, not with the search done): "40% of the time limit", never a bare "40%" read as work done.
   */
  percentOf?: string;
  /** A line under the bar, e.g. "database 2 of 3". */
  detail?: string;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** data-testid of the bar; the button gets `${testId}-cancel`. */
  testId?: string;
}

/**
 * The one figure the bar, its text and its announcement all show: the fraction done in whole percent, rounded to
 * the nearest (null while unknown). One figure for all three, because a bar at 49 % beside a text that says 40 %
 * reads as a fault; rounded, not cut to tens, because 3.3 s of 60 s is 6 % and a bar that said 0 % read as stuck.
 * Below done it stops at 99 %: "100 %" is kept for a job that is over.
 */
export function shownPercent(value: number | null): number | null {
  if (value === null || Number.isNaN(value)) return null;
  const fraction = Math.max(0, Math.min(1, value));
  return fraction < 1 ? Math.min(99, Math.round(fraction * 100)) : 100;
}

export default function ProgressBar({
  label,
  value,
  percentOf,
  detail,
  onCancel,
  cancelLabel = 'Cancel',
  testId = 'progress',
}: ProgressBarProps) {
  const percent = shownPercent(value);
  const figure = percent === null ? 'working' : `${percent}%${percentOf ? ` of ${percentOf}` : ''}`;
  return (
    <div class="progress no-print" role="group" aria-label={label} data-testid={testId}>
      <div class="progress-head">
        <span class="progress-label">{label}</span>
        <span class="progress-value" aria-hidden="true" data-testid={`${testId}-value`}>
          {percent === null ? 'working…' : figure}
        </span>
        <span class="visually-hidden" aria-live="polite" aria-atomic="true">
          {`${label}: ${figure}`}
        </span>
      </div>
      <div class="progress-row">
        {percent === null ? (
          <progress aria-label={label} />
        ) : (
          <progress aria-label={label} max={100} value={percent} />
        )}
        {onCancel && (
          <button type="button" class="btn" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {cancelLabel}
          </button>
        )}
      </div>
      {detail && <p class="progress-detail">{detail}</p>}
    </div>
  );
}
