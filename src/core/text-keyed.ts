/**
 * A record keyed by text the user wrote (a Numberlink label, say). A plain
 * `{}` inherits from Object.prototype, so a label named `__proto__` would set
 * the prototype instead of a key, and `constructor` or `toString` would read
 * as present before anything was stored. A record without a prototype has
 * only the keys put into it, and JSON.stringify writes it like any other.
 */
export function textKeyed<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
