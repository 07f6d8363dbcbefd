import { describe, expect, it } from 'vitest';
import { runSession } from './fuzz-session.js';

/**
 * A short seeded fuzz run inside `npm test` (the long one is `npm run fuzz`). Every mutated
 * site must make `quire check` and `quire build` exit 0 or 1 in time, without a stack trace or
 * unhandled rejection, with every error naming its file. Replay a failure with
 * `npm run fuzz -- --replay <seed>`.
 */
const SEED = Number(process.env.QUIRE_FUZZ_SEED ?? 1337);
const BUDGET_S = Number(process.env.QUIRE_FUZZ_SECONDS ?? 35);

describe(`fuzz (seed ${SEED}, ~${BUDGET_S} s)`, () => {
  it('no mutated site crashes check or build', async () => {
    const summary = await runSession({
      seed: SEED,
      runs: 60,
      timeSeconds: BUDGET_S,
      timeoutMs: 20_000,
      // Small enough for two cores; `npm run fuzz` uses 10,000 operations and 5 MB strings.
      maxOperations: 150,
      maxHugeBytes: 300_000,
    });
    expect(summary.runs).toBeGreaterThanOrEqual(5);
    const failures = summary.failures.map((f) => ({
      replay: `npm run fuzz -- --replay ${f.case.seed}`,
      log: f.case.log,
      violations: f.result.violations.map((v) => `${v.command} ${v.kind}: ${v.detail.slice(0, 400)}`),
    }));
    expect(failures).toEqual([]);
  }, 90_000);
});
