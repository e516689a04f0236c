/**
 * An array whose items are made when first read: a view reads `list[i]` and
 * `list.length` as from a plain array, and only the items it reads are made.
 * The lazy models (Shakashaka's and Akari's, written from the shape a worker
 * built) hand their rows out this way. What walks every item still works:
 * it makes all of them, as a built model would have.
 */

/** An array of `length` whose item i is filled in by `fill(i)` (which sets `items[i]`) when first read. */
export function lazyList<T>(items: T[], length: number, fill: (i: number) => void): T[] {
  return new Proxy(items, {
    get(target, prop, receiver) {
      if (prop === 'length') return length;
      if (typeof prop === 'string' && prop.length > 0 && prop.length < 10 && /^\d+$/.test(prop)) {
        const i = Number(prop);
        if (i >= length) return undefined;
        if (target[i] === undefined) fill(i);
        return target[i];
      }
      return Reflect.get(target, prop, receiver);
    },
    has(target, prop) {
      if (typeof prop === 'string' && /^\d+$/.test(prop)) return Number(prop) < length;
      return Reflect.has(target, prop);
    },
  });
}
