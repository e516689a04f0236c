/**
 * Progress of a long job (building pattern databases, a search): a label, the
 * percentage in words, a native <progress> (indeterminate when the fraction is
 * unknown), optional detail text and an optional Cancel button.
 */
export interface ProgressBarProps {
  /** What is running, e.g. "Building pattern databases". */
  label: string;
  /** Fraction done, 0 … 1; null when unknown (indeterminate bar). */
  value: number | null;
  /** A line under the bar, e.g. "database 2 of 3". */
  detail?: string;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** data-testid of the bar; the button gets `${testId}-cancel`. */
  testId?: string;
}

export default function ProgressBar({
  label,
  value,
  detail,
  onCancel,
  cancelLabel = 'Cancel',
  testId = 'progress',
}: ProgressBarProps) {
  const fraction = value === null ? null : Math.max(0, Math.min(1, value));
  const percent = fraction === null ? null : Math.floor(fraction * 100);
  return (
    <div class="progress no-print" role="group" aria-label={label} data-testid={testId}>
      <div class="progress-head">
        <span class="progress-label">{label}</span>
        <span class="progress-value" aria-hidden="true" data-testid={`${testId}-value`}>
          {percent === null ? 'working…' : `${percent}%`}
        </span>
        {/* Announce in tenths: every percent would drown out everything else. */}
        <span class="visually-hidden" aria-live="polite" aria-atomic="true">
          {percent === null ? `${label}: working` : `${label}: ${Math.floor(percent / 10) * 10}%`}
        </span>
      </div>
      <div class="progress-row">
        {fraction === null ? (
          <progress aria-label={label} />
        ) : (
          <progress aria-label={label} max={1} value={fraction} />
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
