import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fastestHighsStart, highsStartSkip, recordHighsStart } from '../../src/cli/highs-start-record';

const dir = mkdtempSync(join(tmpdir(), 'highs-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("HiGHS's start on this machine, remembered to tell a limit it cannot meet", () => {
  it('keeps the fastest start, and reads no record as none', () => {
    const file = join(dir, 'record.json');
    expect(fastestHighsStart(file)).toBeNull();
    recordHighsStart(420.4, file);
    recordHighsStart(610, file);
    expect(fastestHighsStart(file)).toBe(420);
    recordHighsStart(300, file);
    expect(fastestHighsStart(file)).toBe(300);
    writeFileSync(file, 'not json');
    expect(fastestHighsStart(file)).toBeNull();
  });

  it('skips the start only when the limit left is shorter than the fastest start, and says how long it would take', () => {
    expect(highsStartSkip(95, null)).toBeNull();
    expect(highsStartSkip(400, 300)).toBeNull();
    const why = highsStartSkip(95, 300.2);
    expect(why).toContain('HiGHS was not started');
    expect(why).toContain('at least 301 ms');
    expect(why).toContain('the limit left 95 ms');
    expect(highsStartSkip(-5, 300)).toContain('the limit left 0 ms');
  });
});
