import { describe, expect, it } from 'vitest';
import { SMALL_MDX_OPTIONS } from './mdx-fuzz-cli.js';
import { runMdxSession } from './mdx-fuzz.js';

/**
 * A short seeded MDX fuzz run inside `npm test` (the long one is `npm run fuzz -- --mdx`).
 * Mutated pages and snippets of a realistic seed site must build, or fail alone with a
 * diagnostic naming the file and line, with the other pages still rendered; never a crash, a
 * hang or a stack trace. Replay a failure with `npm run fuzz -- --mdx --replay <seed> --small`.
 */
const SEED = Number(process.env.QUIRE_MDX_FUZZ_SEED ?? 2024);
const BUDGET_S = Number(process.env.QUIRE_MDX_FUZZ_SECONDS ?? 25);

describe(`MDX fuzz (seed ${SEED}, ~${BUDGET_S} s)`, () => {
  it('no mutated page crashes the build or takes other pages down', async () => {
    const summary = await runMdxSession({
      seed: SEED,
      runs: 40,
      timeSeconds: BUDGET_S,
      timeoutMs: 30_000,
      ...SMALL_MDX_OPTIONS,
    });
    expect(summary.runs).toBeGreaterThanOrEqual(5);
    const failures = summary.failures.map((f) => ({
      replay: `npm run fuzz -- --mdx --replay ${f.case.seed} --small`,
      log: f.case.log,
      violations: f.result.violations.map((v) => `${v.kind}: ${v.detail.slice(0, 400)}`),
    }));
    expect(failures).toEqual([]);
  }, 120_000);
});
