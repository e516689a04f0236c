/**
 * Progress of long preparation (pattern databases) on stderr, for a person at
 * a terminal only: when stderr is a pipe or a file the lines would just be
 * noise in a log, and stdout stays pure JSON Lines either way.
 *
 * The line is redrawn in place and erased when the work is over, so a
 * finished run leaves no progress text behind.
 */
import type { WriteStream } from 'node:tty';

export type ProgressReporter = (fraction: number, label: string) => void;

export interface TerminalProgress {
  report: ProgressReporter;
  /** Erases the progress line, if one is shown. */
  end(): void;
}

export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): TerminalProgress | undefined {
  if (!stream.isTTY) return undefined;
  const tty = stream as WriteStream;
  let shown = '';
  return {
    report(fraction, label) {
      const percent = Math.max(0, Math.min(100, Math.floor(fraction * 100)));
      const line = `${label} ${percent}%`;
      if (line === shown) return; // many calls per percent; redraw only on change
      shown = line;
      tty.write(`\r${line}\x1b[K`);
    },
    end() {
      if (shown !== '') tty.write('\r\x1b[K');
      shown = '';
    },
  };
}
