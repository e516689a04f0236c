/**
 * A view with every log (src/core/log.ts) turned into a plain array, so two
 * views compare by what they show: logs that share storage may hold more
 * items than their length.
 */
export function plainView<T>(value: T): unknown {
  if (Array.isArray(value)) return value.map(plainView);
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    const o = value as Record<string, unknown>;
    const keys = Object.keys(o);
    if (keys.length === 2 && Array.isArray(o.items) && typeof o.length === 'number') {
      return (o.items as unknown[]).slice(0, o.length as number).map(plainView);
    }
    return Object.fromEntries(keys.map((k) => [k, plainView(o[k])]));
  }
  return value;
}
