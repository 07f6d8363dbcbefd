/**
 * `npm run fuzz -- [--seed N] [--runs N] [--time SECONDS] [--only REGEX] [--search] [--save] [--timeout MS]`
 * `npm run fuzz -- --mdx [--seed N] [--runs N] [--time SECONDS] [--only REGEX] [--timeout MS] [--replay SEED] [--small]`
 *
 * Seeded fuzzing of docs.json, OpenAPI documents and MDX pages through `quire check` and
 * `quire build` (in-process). The same seed gives the same inputs; run `i` of a session is
 * replayed alone with `--replay <run seed>` (printed for every failure). With `--save`, each
 * failing input is written to test/fixtures/regressions/<mutator>-<seed>/.
 *
 * `--mdx` fuzzes MDX pages instead (mdx-fuzz.ts): text mutations of a realistic seed site,
 * each case built in a child process that is killed past the time bound.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { generateCase, runSession, saveFixture } from './fuzz-session.js';
import { runCase } from './run-case.js';
import { runMdxFuzz } from './mdx-fuzz-cli.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    runs: { type: 'string', default: '200' },
    time: { type: 'string' },
    only: { type: 'string' },
    search: { type: 'boolean', default: false },
    save: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '60000' },
    replay: { type: 'string' },
    'max-operations': { type: 'string', default: '10000' },
    verbose: { type: 'boolean', short: 'v', default: false },
    mdx: { type: 'boolean', default: false },
    small: { type: 'boolean', default: false },
  },
});

if (values.mdx) process.exit(await runMdxFuzz(values));

const saveDir = fileURLToPath(new URL('../fixtures/regressions/', import.meta.url));
const mutate = { maxOperations: Number(values['max-operations']), maxHugeBytes: 5 * 1024 * 1024 };
const timeoutMs = Number(values.timeout);

if (values.replay) {
  const c = generateCase(Number(values.replay), mutate);
  console.log(c.log.join('\n'));
  const r = await runCase(c.files, { timeoutMs, search: values.search });
  for (const o of r.outcomes) console.log(`quire ${o.command}: exit ${o.code} in ${o.ms} ms\n${o.stderr}`);
  for (const v of r.violations) console.log(`VIOLATION ${v.command} ${v.kind}: ${v.detail}`);
  if (values.save && r.violations.length) console.log(`saved to ${await saveFixture(saveDir, c, r)}`);
  process.exit(r.violations.length ? 1 : 0);
}

const seed = values.seed !== undefined ? Number(values.seed) : Date.now() % 2 ** 31;
console.log(`quire fuzz: seed ${seed}, up to ${values.runs} runs${values.time ? ` or ${values.time} s` : ''}`);
const summary = await runSession({
  seed,
  runs: Number(values.runs),
  timeSeconds: values.time !== undefined ? Number(values.time) : undefined,
  only: values.only ? new RegExp(values.only) : undefined,
  timeoutMs,
  search: values.search,
  saveDir: values.save ? saveDir : undefined,
  ...mutate,
  onCase(c, r, i) {
    const codes = r.outcomes.map((o) => `${o.command}=${o.code}`).join(' ');
    const bad = r.violations.length ? `  FAIL ${r.violations.map((v) => `${v.command}:${v.kind}`).join(', ')}` : '';
    if (values.verbose || bad) console.log(`#${i} seed ${c.seed} [${c.mutators.join(', ')}] ${codes}${bad}`);
    if (bad) for (const v of r.violations) console.log(`    ${v.detail.split('\n').slice(0, 6).join('\n    ')}`);
  },
});
console.log(`\n${summary.runs} runs in ${(summary.ms / 1000).toFixed(1)} s, ${summary.failures.length} failing`);
console.log(`exit codes: ${JSON.stringify(summary.exitCodes)}`);
console.log(`errors with a file but no line: ${summary.unlocated}`);
console.log(`mutators used: ${JSON.stringify(summary.byMutator)}`);
for (const f of summary.failures) console.log(`  replay: npm run fuzz -- --replay ${f.case.seed}${f.savedTo ? `  (saved ${f.savedTo})` : ''}`);
process.exit(summary.failures.length ? 1 : 0);
