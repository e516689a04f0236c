/**
 * The one link scheme (src/ui/solver-link.ts) and the methods and options a
 * page derives from its genre (src/ui/method-link.ts): an old link still
 * reads as the same new one, and what a link may set is what the CLI accepts.
 */
import { describe, expect, it } from 'vitest';
import { akariGenre } from '../../src/puzzles/akari/genre';
import { PAIR_CAP_MAX, PAIR_CAP_MIN } from '../../src/puzzles/akari/solve-pairs';
import { shakashakaGenre } from '../../src/puzzles/shakashaka/genre';
import { METHODS, OLD_KEYS as AKARI_OLD, readAkariLink } from '../../src/ui/akari/solver-link';
import { defaultOptionValues, methodNames, optionLinkValues, paramsFor, readLinkOptions } from '../../src/ui/method-link';
import { OLD_KEYS as SHAKASHAKA_OLD, readShakashakaLink } from '../../src/ui/shakashaka/solver-link';
import { upgradeOldKeys } from '../../src/ui/solver-link';

describe('methods and options from the genre', () => {
  it('lists the genre’s methods, its default first', () => {
    expect(methodNames(akariGenre)[0]).toBe(akariGenre.defaultMethod);
    expect([...METHODS].sort()).toEqual(Object.keys(akariGenre.methods).sort());
  });

  it('checks an option as the CLI does: in the range the method declares', () => {
    const problems: string[] = [];
    expect(readLinkOptions(new URLSearchParams({ cap: String(PAIR_CAP_MIN) }), akariGenre, problems)).toEqual({ cap: PAIR_CAP_MIN });
    expect(problems).toEqual([]);
    expect(readLinkOptions(new URLSearchParams({ cap: String(PAIR_CAP_MIN - 1) }), akariGenre, problems)).toEqual({});
    expect(readLinkOptions(new URLSearchParams({ cap: String(PAIR_CAP_MAX + 1) }), akariGenre, problems)).toEqual({});
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/cap “99”/);
  });

  it('sends a method only its own options, and leaves defaults out of the link', () => {
    const values = { ...defaultOptionValues(akariGenre), cap: 500 };
    expect(paramsFor(akariGenre, 'pairs', values)).toEqual({ cap: 500 });
    expect(paramsFor(akariGenre, 'force', values)).toBeUndefined();
    expect(optionLinkValues(akariGenre, values)).toEqual({ cap: '500' });
    expect(optionLinkValues(akariGenre, defaultOptionValues(akariGenre))).toEqual({ cap: null });
  });

  it('offers a choice option’s choices and names a choice it does not have', () => {
    const problems: string[] = [];
    expect(readLinkOptions(new URLSearchParams({ model: 'A-F' }), shakashakaGenre, problems)).toEqual({ model: 'A-F' });
    expect(readLinkOptions(new URLSearchParams({ model: 'G' }), shakashakaGenre, problems)).toEqual({});
    expect(problems.join(' ')).toMatch(/model “G”/);
  });
});

describe('old links still open', () => {
  const rows = '..1/.#./...';

  it('reads an Akari link with the old keys as the same link with the keys now', () => {
    const old = new URLSearchParams({ akari: rows, 'akari-method': 'pairs', 'akari-cap': '500', 'akari-limit': '30', 'akari-step': '5' });
    const now = new URLSearchParams({ board: rows, method: 'pairs', cap: '500', limit: '30', step: '5' });
    const upgraded = upgradeOldKeys(old, AKARI_OLD);
    expect(Object.fromEntries(upgraded)).toEqual(Object.fromEntries(now));
    const link = readAkariLink(upgraded);
    expect(link).toEqual(readAkariLink(now));
    expect(link).toMatchObject({ board: '..1\n.#.\n...', method: 'pairs', options: { cap: 500 }, limitSec: 30, namesStep: true, problems: [] });
  });

  it('lets a key now win over an old one and keeps other pages’ keys', () => {
    const upgraded = upgradeOldKeys(new URLSearchParams({ akari: rows, board: '#', other: 'x' }), AKARI_OLD);
    expect(Object.fromEntries(upgraded)).toEqual({ board: '#', other: 'x' });
  });

  it('reads a Shakashaka link with the old keys', () => {
    const old = new URLSearchParams({ shakashaka: '..2/...', 'shakashaka-model': 'A-F', 'shakashaka-step': '5' });
    const link = readShakashakaLink(upgradeOldKeys(old, SHAKASHAKA_OLD));
    expect(link).toMatchObject({ board: '..2\n...', options: { model: 'A-F' }, namesStep: true, problems: [] });
  });
});
