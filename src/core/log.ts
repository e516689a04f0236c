/**
 * An append-only list whose copies share storage: a `Log` is a length over a
 * shared array. Appending to a copy at the end of the array pushes; appending
 * the same item another copy already wrote there (a replay going over the
 * same events again) just moves the length; anything else copies first. So a
 * view that keeps rows or tree nodes in logs clones in O(1) per log — as long
 * as it appends objects every replay shares (the events themselves), not a
 * fresh object per apply, which would force a copy on every replay.
 */

export interface Log<T> {
  readonly items: T[];
  readonly length: number;
}

export function emptyLog<T>(): Log<T> {
  return { items: [], length: 0 };
}

/** The log with `item` added at the end (the old log is unchanged). */
export function appendLog<T>(log: Log<T>, item: T): Log<T> {
  const { items, length } = log;
  if (items.length === length) {
    items.push(item);
    return { items, length: length + 1 };
  }
  if (items[length] === item) return { items, length: length + 1 };
  const copy = items.slice(0, length);
  copy.push(item);
  return { items: copy, length: length + 1 };
}

/** The log's items as an array (a fresh copy; O(length)). */
export function logItems<T>(log: Log<T>): T[] {
  return log.items.slice(0, log.length);
}

/** The last item, or undefined when the log is empty. */
export function lastInLog<T>(log: Log<T>): T | undefined {
  return log.length > 0 ? log.items[log.length - 1] : undefined;
}
