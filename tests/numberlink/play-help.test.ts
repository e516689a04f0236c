/**
 * The Play board's help rounds (src/ui/numberlink/play-help.ts): a new hint
 * replaces the words of the hint applied before it, and Check replaces both.
 */
import { describe, expect, it } from 'vitest';
import { afterCheckPress, afterHintPress } from '../../src/ui/numberlink/play-help';

describe('Play help rounds', () => {
  const applied = 'The hint is applied: (1, 5)–(1, 6) is now a line.';

  it('drops the last Apply’s words when the next hint is asked for', () => {
    // After Apply the hint is closed (level 0) and only its words are left.
    expect(afterHintPress({ hintLevel: 0, check: null, applied })).toEqual({ hintLevel: 1, check: null, applied: null });
  });

  it('goes one level further per press, up to 3, and drops Check’s lines', () => {
    expect(afterHintPress({ hintLevel: 1, check: null, applied: null }).hintLevel).toBe(2);
    expect(afterHintPress({ hintLevel: 3, check: null, applied: null }).hintLevel).toBe(3);
    expect(afterHintPress({ hintLevel: 0, check: ['a line'], applied: null }).check).toBeNull();
  });

  it('Check shows its report alone', () => {
    expect(afterCheckPress(['a line'])).toEqual({ hintLevel: 0, check: ['a line'], applied: null });
  });
});
