/**
 * The verdict in words. Under a canonical rule the diagram holds only the
 * solutions without a redundant pattern, so its count speaks of those alone:
 * one canonical solution does not make the board unique, and under fill a
 * board with solutions may have no canonical one.
 */
export function verdictWords(verdict: 'unique' | 'none' | 'several', canonical: boolean): string {
  if (canonical) {
    if (verdict === 'unique') return 'exactly one canonical solution (the board may have more with a redundant pattern)';
    if (verdict === 'none') return 'no canonical solution (the board may still have solutions with a redundant pattern)';
    return 'several canonical solutions: not unique';
  }
  return verdict === 'unique' ? 'unique: exactly one solution' : verdict === 'none' ? 'no solution' : 'not unique';
}
