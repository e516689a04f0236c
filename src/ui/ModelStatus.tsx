/**
 * Where the model explorer stands while the model is not on the page: waiting
 * for the reader to stop typing, being built in the worker (progress and
 * Cancel), cancelled (build it again), or refused (over the size cap, with the
 * sentence that says why).
 */
import type { JSX } from 'preact';
import ProgressBar from './ProgressBar';
import type { ModelState } from './use-worker-model';

export interface ModelStatusProps {
  state: ModelState<object>;
  onCancel: () => void;
  onRetry: () => void;
  /** The island's class for small text. */
  className: string;
}

export function ModelStatus({ state, onCancel, onRetry, className }: ModelStatusProps): JSX.Element | null {
  switch (state.phase) {
    case 'none':
    case 'done':
      return null;
    case 'waiting':
      return <p class={className} data-testid="model-waiting">The model of this board is built once the board stays as it is for a moment.</p>;
    case 'building':
      return <ProgressBar label="Building the model of this board" value={state.fraction} onCancel={onCancel} testId="model-progress" />;
    case 'cancelled':
      return (
        <p class={className} data-testid="model-cancelled">
          The model was not built (cancelled).{' '}
          <button type="button" class="btn" onClick={onRetry} data-testid="model-build">
            Build it
          </button>
        </p>
      );
    case 'refused':
      return <p data-testid="model-refused">{state.message}</p>;
    case 'failed':
      return <p data-testid="model-refused">The model could not be built: {state.message}</p>;
  }
}
