import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parentIndex } from '../../src/core/trace';
import { CdclSolver, type CdclSettings } from '../../src/sat/cdcl';
import { Cnf, satisfies } from '../../src/sat/cnf';
import { readDimacs, writeDimacs } from '../../src/sat/dimacs';
import type { SatEvent } from '../../src/sat/events';
import { luby } from '../../src/sat/luby';
import { atMostOnePairwise, pairwiseClauseCount } from '../../src/sat/pairwise';
import { atMostOne, exactlyOne, sinzClauseCount } from '../../src/sat/sinz';

const clause = fc.array(fc.integer({ min: 1, max: 8 }).chain((v) => fc.constantFrom(v, -v)), { minLength: 1, maxLength: 4 });
const formula = fc.record({ vars: fc.integer({ min: 3, max: 8 }), clauses: fc.array(clause, { minLength: 1, maxLength: 30 }) });

function cnfOf(vars: number, clauses: number[][]): Cnf {
  const cnf = new Cnf();
  cnf.reserveVars(vars);
  for (const c of clauses) cnf.addClause(c.map((l) => (Math.abs(l) > vars ? Math.sign(l) * vars : l)));
  return cnf;
}

/** Models over variables 1 … n, by trying all 2ⁿ assignments. */
function bruteModels(cnf: Cnf, n: number, fixed: number[] = []): number {
  let count = 0;
  for (let a = 0; a < 1 << n; a++) {
    const value = (v: number) => ((a >> (v - 1)) & 1) === 1;
    if (fixed.every((l) => (l > 0 ? value(l) : !value(-l))) && satisfies(cnf, value)) count++;
  }
  return count;
}

/** Counts models by blocking each one found (over all variables). */
function countModels(cnf: Cnf, settings: CdclSettings, assumptions: number[] = []) {
  const solver = new CdclSolver(cnf, settings);
  let models = 0;
  const result = solver.solve({
    assumptions,
    onModel(value) {
      models++;
      const model = Array.from({ length: cnf.numVars }, (_, i) => i + 1);
      expect(satisfies(cnf, value)).toBe(true);
      return model.map((v) => (value(v) ? -v : v));
    },
  });
  return { models, status: result.status };
}

// Tiny reduction and restart intervals so every part of the solver runs on small formulas.
const busy: CdclSettings = { firstReduce: 3, reduceIncrement: 1, restarts: 'luby', restartBase: 2 };
// The same for the two modes: a switch every few conflicts, stable runs of one or two.
const busyModes: CdclSettings = { firstReduce: 3, reduceIncrement: 1, restarts: 'modes', modeConflicts: 2, stableRun: 1 };

describe('the CDCL solver', () => {
  it('finds exactly the models brute force finds (every model, by blocking clauses), with any settings', () => {
    fc.assert(
      fc.property(formula, fc.constantFrom<CdclSettings>({}, busy, busyModes, { phase: true }, { restarts: 'glucose' }, { ...busy, tiers: false }, { ...busy, shrink: false }), ({ vars, clauses }, settings) => {
        const cnf = cnfOf(vars, clauses);
        const r = countModels(cnf, settings);
        expect({ models: r.models, status: r.status }).toEqual({ models: bruteModels(cnf, vars), status: 'unsat' });
      }),
      { numRuns: 400 },
    );
  });

  /** Checks each learned clause against its analysis; returns the number of blocks shrinking replaced. */
  function checkCuts(events: SatEvent[], implied: (clause: number[]) => void): number {
    let blocks = 0;
    events.forEach((e, i) => {
      if (e.kind !== 'sat-learn') return;
      implied(e.clause);
      const analyse = events[i - 1];
      if (analyse.kind !== 'sat-analyse') throw new Error('a learned clause follows its analysis');
      // The clause is the cut: the first UIP's negation, then the earlier levels' literals less those
      // minimised away, each shrunk block replaced by the negation of its UIP.
      const gone = new Set([...analyse.minimisedAway, ...analyse.shrunk.flatMap((b) => b.block)]);
      const expected = [-analyse.uip, ...analyse.reasonSide.filter((l) => !gone.has(l)), ...analyse.shrunk.map((b) => -b.uip)];
      expect([...e.clause].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      for (const b of analyse.shrunk) expect(b.block.length).toBeGreaterThanOrEqual(2);
      blocks += analyse.shrunk.length;
    });
    return blocks;
  }

  it('every learned clause is implied by the formula, and is the cut after minimising and shrinking', () => {
    fc.assert(
      fc.property(formula, fc.constantFrom<CdclSettings>({}, busy, busyModes, { shrink: false }), ({ vars, clauses }, settings) => {
        const cnf = cnfOf(vars, clauses);
        const events: SatEvent[] = [];
        // Up to the first model (the clauses that block models would join the formula).
        new CdclSolver(cnf, settings).solve({ sink: (e) => events.push(e) });
        // Implied: the formula with every literal of the clause false has no model.
        const blocks = checkCuts(events, (c) => expect(bruteModels(cnf, vars, c.map((l) => -l))).toBe(0));
        if (settings.shrink === false) expect(blocks).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('shrinking replaces the literals of one level by their UIP (pigeonhole formulas give it blocks to shrink)', () => {
    // n + 1 pigeons in n holes: no model, and clauses with several literals of one level are common.
    const pigeonholes = (holes: number): Cnf => {
      const cnf = new Cnf();
      const x = (p: number, h: number) => p * holes + h + 1;
      cnf.reserveVars((holes + 1) * holes);
      for (let p = 0; p <= holes; p++) cnf.addClause(Array.from({ length: holes }, (_, h) => x(p, h)));
      for (let h = 0; h < holes; h++) for (let p = 0; p <= holes; p++) for (let q = p + 1; q <= holes; q++) cnf.addClause([-x(p, h), -x(q, h)]);
      return cnf;
    };
    for (const holes of [3, 5]) {
      const cnf = pigeonholes(holes);
      const events: SatEvent[] = [];
      const r = new CdclSolver(cnf).solve({ sink: (e) => events.push(e) });
      expect(r.status).toBe('unsat');
      // With 12 variables every learned clause can be checked by brute force; with 30, only as a cut.
      const blocks = checkCuts(events, (c) => {
        if (holes === 3) expect(bruteModels(cnf, 12, c.map((l) => -l))).toBe(0);
      });
      expect(blocks).toBeGreaterThan(0);
      expect(r.stats.shrunk).toBeGreaterThan(0);
      const plain = new CdclSolver(cnf, { shrink: false }).solve();
      expect({ status: plain.status, shrunk: plain.stats.shrunk }).toEqual({ status: 'unsat', shrunk: 0 });
    }
  });

  it('assumptions restrict this run only; the next run starts afresh', () => {
    fc.assert(
      fc.property(formula, fc.array(fc.integer({ min: 1, max: 3 }).chain((v) => fc.constantFrom(v, -v)), { maxLength: 3 }), ({ vars, clauses }, assumptions) => {
        const cnf = cnfOf(vars, clauses);
        const consistent = assumptions.filter((l, i) => !assumptions.slice(0, i).includes(-l));
        const solver = new CdclSolver(cnf, busy);
        const under = solver.solve({ assumptions: consistent });
        expect(under.status === 'sat').toBe(bruteModels(cnf, vars, consistent) > 0);
        const free = solver.solve();
        expect(free.status === 'sat').toBe(bruteModels(cnf, vars) > 0);
      }),
      { numRuns: 200 },
    );
  });

  it('a run whose limit is already spent stops before resetting or searching, and the next run starts afresh', () => {
    const cnf = cnfOf(3, [[1, 2], [-1, 3], [-2, -3]]);
    const solver = new CdclSolver(cnf);
    const spent = solver.solve({ budget: { limitMs: 0 } });
    expect(spent.status).toBe('timeout');
    expect(spent.stats).toMatchObject({ decisions: 0, conflicts: 0, propagations: 0 });
    expect(solver.solve().status).toBe('sat');
  });

  it('restricting decisions to some variables stays complete (the rest are decided last)', () => {
    fc.assert(
      fc.property(formula, ({ vars, clauses }) => {
        const cnf = cnfOf(vars, clauses);
        expect(countModels(cnf, { decisionVariables: 2 }).models).toBe(bruteModels(cnf, vars));
      }),
      { numRuns: 150 },
    );
  });

  it('switches between the focused and the stable mode on a long search, and stays sound and complete', () => {
    // Pigeons in holes, at most one pigeon a hole: 7 in 6 has no model, and a CDCL solver needs many conflicts to see it.
    const pigeonholes = (pigeons: number, holes: number): Cnf => {
      const cnf = new Cnf();
      const x = (p: number, h: number) => p * holes + h + 1;
      cnf.reserveVars(pigeons * holes);
      for (let p = 0; p < pigeons; p++) cnf.addClause(Array.from({ length: holes }, (_, h) => x(p, h)));
      for (let h = 0; h < holes; h++) for (let p = 0; p < pigeons; p++) for (let q = p + 1; q < pigeons; q++) cnf.addClause([-x(p, h), -x(q, h)]);
      return cnf;
    };
    const settings: CdclSettings = { restarts: 'modes', modeConflicts: 5, stableRun: 2 };
    const refuted = new CdclSolver(pigeonholes(7, 6), settings).solve();
    expect(refuted.status).toBe('unsat');
    expect(refuted.stats.modeSwitches).toBeGreaterThanOrEqual(2);
    // 6 in 6 has models; the one found is one.
    const open = pigeonholes(6, 6);
    let models = 0;
    const found = new CdclSolver(open, settings).solve({
      onModel(value) {
        expect(satisfies(open, value)).toBe(true);
        models++;
        return null;
      },
    });
    expect({ status: found.status, models }).toEqual({ status: 'sat', models: 1 });
  });

  it('the same formula gives the same trace every time (no hidden state between runs)', () => {
    const cnf = cnfOf(8, [[1, 2, 3], [-1, -2], [-2, -3], [-1, -3], [4, 5, -1], [-4, -5], [6, 7, 8], [-6, 2], [-7, 3], [-8, 1]]);
    const solver = new CdclSolver(cnf, busy);
    const traces = [0, 1].map(() => {
      const events: SatEvent[] = [];
      solver.solve({ sink: (e) => events.push(e), onModel: (value) => Array.from({ length: 8 }, (_, i) => (value(i + 1) ? -(i + 1) : i + 1)) });
      return events;
    });
    expect(traces[1]).toEqual(traces[0]);
  });

  it('nests a conflict as analyse → learn under it; the backjump is the next step', () => {
    const cnf = new Cnf();
    cnf.reserveVars(4);
    // Pigeonhole 3 into 2: unsatisfiable, and needs conflicts to see it.
    const p = (i: number, h: number) => i * 2 + h + 1;
    cnf.reserveVars(6);
    for (let i = 0; i < 3; i++) cnf.addClause([p(i, 0), p(i, 1)]);
    for (let h = 0; h < 2; h++) for (let i = 0; i < 3; i++) for (let j = i + 1; j < 3; j++) cnf.addClause([-p(i, h), -p(j, h)]);
    const events: SatEvent[] = [];
    const r = new CdclSolver(cnf).solve({ sink: (e) => events.push(e) });
    expect(r.status).toBe('unsat');
    const parents = parentIndex(events);
    const conflicts = events.filter((e) => e.kind === 'sat-conflict').length;
    expect(conflicts).toBeGreaterThan(0);
    events.forEach((e, i) => {
      if (e.kind === 'sat-analyse' || e.kind === 'sat-learn') expect(events[parents[i]].kind).toBe('sat-conflict');
      // A step of its own, right after its conflict's analysis: a step view shows the board at the conflict, then after the jump.
      if (e.kind === 'sat-backjump') {
        expect(e.depth).toBe(0);
        expect(events[i - 1].kind).toBe('sat-learn');
      }
    });
    const learn = events.find((e) => e.kind === 'sat-learn');
    const analyse = events.find((e) => e.kind === 'sat-analyse');
    if (learn?.kind === 'sat-learn' && analyse?.kind === 'sat-analyse') expect(learn.clause[0]).toBe(-analyse.uip);
    expect(events[events.length - 1].kind).toBe('sat-unsat');
  });
});

describe('Sinz sequential counter', () => {
  it('at most one: the counter formula has a completion exactly when at most one literal is true', () => {
    for (let n = 1; n <= 6; n++) {
      const cnf = new Cnf();
      cnf.reserveVars(n);
      atMostOne(cnf, Array.from({ length: n }, (_, i) => i + 1));
      expect(cnf.numClauses).toBe(sinzClauseCount(n));
      expect(cnf.numVars).toBe(n + Math.max(0, n - 1));
      for (let a = 0; a < 1 << n; a++) {
        const ones = Array.from({ length: n }, (_, i) => (a >> i) & 1).reduce((x, y) => x + y, 0);
        const fixed = Array.from({ length: n }, (_, i) => ((a >> i) & 1 ? i + 1 : -(i + 1)));
        expect({ n, a, completions: bruteModels(cnf, cnf.numVars, fixed) > 0 }).toEqual({ n, a, completions: ones <= 1 });
      }
    }
  });

  it('at most one, pairwise: satisfied exactly when at most one literal is true, no new variables', () => {
    for (let n = 1; n <= 6; n++) {
      const cnf = new Cnf();
      cnf.reserveVars(n);
      atMostOnePairwise(cnf, Array.from({ length: n }, (_, i) => i + 1));
      expect(cnf.numClauses).toBe(pairwiseClauseCount(n));
      expect(cnf.numVars).toBe(n);
      for (let a = 0; a < 1 << n; a++) {
        const ones = Array.from({ length: n }, (_, i) => (a >> i) & 1).reduce((x, y) => x + y, 0);
        expect({ n, a, ok: satisfies(cnf, (v) => ((a >> (v - 1)) & 1) === 1) }).toEqual({ n, a, ok: ones <= 1 });
      }
    }
  });

  it('exactly one, counted under its families', () => {
    const cnf = new Cnf();
    cnf.reserveVars(5);
    exactlyOne(cnf, [1, 2, 3, 4, 5], 'cell');
    expect(cnf.familyCounts()).toEqual([
      { name: 'cell ≥ 1', clauses: 1, units: 0, binary: 0, literals: 5, auxVariables: 0 },
      { name: 'cell ≤ 1', clauses: 11, units: 0, binary: 11, literals: 22, auxVariables: 4 },
    ]);
  });

  it('the Luby sequence', () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i))).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
  });
});

describe('DIMACS', () => {
  it('writes and reads back the same clauses; bad text is an error with a line', () => {
    const cnf = cnfOf(4, [[1, -2], [3], [-4, 2, 1]]);
    const back = readDimacs(writeDimacs(cnf, ['a comment'], [4]));
    if (!back.ok) throw new Error(back.message);
    expect(back.cnf.numClauses).toBe(4);
    expect(Array.from(back.cnf.clause(2))).toEqual([-4, 2, 1]);
    expect(Array.from(back.cnf.clause(3))).toEqual([4]);
    expect(readDimacs('p cnf 2 1\n1 3 0\n')).toMatchObject({ ok: false, line: 2 });
    expect(readDimacs('1 2 0')).toMatchObject({ ok: false, line: 1 });
  });
});
