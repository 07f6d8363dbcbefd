import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { baseSite, type SiteFiles } from './base-site.js';
import { ALL_MUTATORS, type MutateOptions } from './mutators.js';
import { createRng, runSeed } from './rng.js';
import { runCase, type CaseResult, type RunCaseOptions } from './run-case.js';

export interface FuzzCase {
  seed: number;
  files: SiteFiles;
  /** What each mutation did, in order. */
  log: string[];
  mutators: string[];
}

/** Builds the input of one run from its seed alone: base site + 1–3 seeded mutations. */
export function generateCase(seed: number, opts: MutateOptions, only?: RegExp): FuzzCase {
  const rng = createRng(seed);
  const files = baseSite();
  const pool = only ? ALL_MUTATORS.filter((m) => only.test(m.name)) : ALL_MUTATORS;
  const log: string[] = [];
  const mutators: string[] = [];
  for (let i = rng.int(1, 3); i > 0; i--) {
    const m = rng.pick(pool);
    mutators.push(m.name);
    log.push(`${m.name}: ${m.apply(rng, files, opts)}`);
  }
  return { seed, files, log, mutators };
}

export interface SessionOptions extends MutateOptions, RunCaseOptions {
  seed: number;
  runs: number;
  /** Stop starting new runs after this many seconds. */
  timeSeconds?: number;
  /** Only mutators whose name matches. */
  only?: RegExp;
  /** Folder where failing cases are written as regression fixtures. */
  saveDir?: string;
  onCase?: (c: FuzzCase, r: CaseResult, i: number) => void;
}

export interface SessionSummary {
  runs: number;
  failures: { case: FuzzCase; result: CaseResult; savedTo?: string }[];
  exitCodes: Record<string, number>;
  byMutator: Record<string, number>;
  unlocated: number;
  ms: number;
}

/** Writes a failing case as a regression fixture: its files plus `case.json` (seed, log, what failed). */
export async function saveFixture(dir: string, c: FuzzCase, r: CaseResult): Promise<string> {
  const name = `${c.mutators[0]}-${c.seed}`;
  const folder = join(dir, name);
  for (const [file, text] of Object.entries(c.files)) {
    await mkdir(dirname(join(folder, 'site', file)), { recursive: true });
    await writeFile(join(folder, 'site', file), text);
  }
  await writeFile(join(folder, 'case.json'), `${JSON.stringify({ seed: c.seed, log: c.log, violations: r.violations.map((v) => ({ ...v, detail: v.detail.slice(0, 600) })) }, null, 2)}\n`);
  return folder;
}

export async function runSession(opts: SessionOptions): Promise<SessionSummary> {
  const started = performance.now();
  const summary: SessionSummary = { runs: 0, failures: [], exitCodes: {}, byMutator: {}, unlocated: 0, ms: 0 };
  for (let i = 0; i < opts.runs; i++) {
    if (opts.timeSeconds !== undefined && performance.now() - started > opts.timeSeconds * 1000) break;
    const c = generateCase(runSeed(opts.seed, i), opts, opts.only);
    const r = await runCase(c.files, opts);
    summary.runs++;
    for (const m of c.mutators) summary.byMutator[m] = (summary.byMutator[m] ?? 0) + 1;
    for (const o of r.outcomes) summary.exitCodes[`${o.command} ${o.code}`] = (summary.exitCodes[`${o.command} ${o.code}`] ?? 0) + 1;
    summary.unlocated += r.unlocated.length;
    if (r.violations.length) {
      const savedTo = opts.saveDir ? await saveFixture(opts.saveDir, c, r) : undefined;
      summary.failures.push({ case: c, result: r, savedTo });
    }
    opts.onCase?.(c, r, i);
  }
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
