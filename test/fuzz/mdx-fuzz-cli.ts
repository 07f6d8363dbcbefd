import { ChildCli } from './child-cli.js';
import { generateMdxCase, runMdxCase, runMdxSession } from './mdx-fuzz.js';
import type { MdxMutateOptions } from './mdx-mutators.js';

/** Long runs: tables of up to 3,000 rows (~75 µs a cell: a 3,000 × 40 table compiles in ~10 s), lines of up to 2 M characters, nesting up to 3,000 deep. */
export const LONG_MDX_OPTIONS: MdxMutateOptions = { maxTableRows: 3000, maxLineChars: 2_000_000, maxDepth: 3000 };
/** The run inside `npm test` (mdx-fuzz.test.ts): small enough for two cores. `--small` replays with these. */
export const SMALL_MDX_OPTIONS: MdxMutateOptions = { maxTableRows: 200, maxLineChars: 50_000, maxDepth: 400 };

/** `npm run fuzz -- --mdx …` (see fuzz.ts); returns the exit code. */
export async function runMdxFuzz(values: { seed?: string; runs?: string; time?: string; only?: string; timeout?: string; replay?: string; verbose?: boolean; small?: boolean }): Promise<number> {
  const timeoutMs = Number(values.timeout ?? 60_000);
  const sizes = values.small ? SMALL_MDX_OPTIONS : LONG_MDX_OPTIONS;
  const only = values.only ? new RegExp(values.only) : undefined;
  if (values.replay) {
    const c = generateMdxCase(Number(values.replay), sizes, only);
    console.log(c.log.join('\n'));
    const cli = new ChildCli();
    try {
      const r = await runMdxCase(cli, c, timeoutMs);
      console.log(`quire build: exit ${r.outcome.code} in ${r.outcome.ms} ms\n${r.outcome.stderr}`);
      for (const v of r.violations) console.log(`VIOLATION ${v.kind}: ${v.detail}`);
      return r.violations.length ? 1 : 0;
    } finally {
      cli.stop();
    }
  }
  const seed = values.seed !== undefined ? Number(values.seed) : Date.now() % 2 ** 31;
  console.log(`quire fuzz --mdx: seed ${seed}, up to ${values.runs ?? 200} runs${values.time ? ` or ${values.time} s` : ''}`);
  const summary = await runMdxSession({
    seed,
    runs: Number(values.runs ?? 200),
    timeSeconds: values.time !== undefined ? Number(values.time) : undefined,
    timeoutMs,
    only,
    ...sizes,
    onCase(c, r, i) {
      const bad = r.violations.length ? `  FAIL ${r.violations.map((v) => v.kind).join(', ')}` : '';
      if (values.verbose || bad) console.log(`#${i} seed ${c.seed} [${c.mutators.join(', ')}] exit ${r.outcome.code} ${r.outcome.ms} ms${r.unreadable.length ? ` (notice on ${r.unreadable.join(', ')})` : ''}${bad}`);
      if (bad) for (const v of r.violations) console.log(`    ${v.kind}: ${v.detail.split('\n').slice(0, 6).join('\n    ')}`);
    },
  });
  console.log(`\n${summary.runs} runs in ${(summary.ms / 1000).toFixed(1)} s, ${summary.failures.length} failing`);
  console.log(`exit codes: ${JSON.stringify(summary.exitCodes)}; pages that failed alone (notice shown): ${summary.unreadablePages}`);
  console.log(`mutators used: ${JSON.stringify(summary.byMutator)}`);
  for (const f of summary.failures) console.log(`  replay: npm run fuzz -- --mdx --replay ${f.case.seed}${values.small ? ' --small' : ''}`);
  return summary.failures.length ? 1 : 0;
}
