/**
 * A short fingerprint of a trace (FNV-1a, 32 bits, over each event's JSON),
 * so a test can pin a search's every step in one number: any change in an
 * event's fields or order changes it. Used to check that a faster engine
 * still takes exactly the steps the lessons show.
 */
export function traceDigest(events: readonly unknown[]): string {
  let h = 0x811c9dc5;
  for (const e of events) {
    const s = JSON.stringify(e);
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    // An event boundary, so that two events cannot be read as one.
    h ^= 0x0a;
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
