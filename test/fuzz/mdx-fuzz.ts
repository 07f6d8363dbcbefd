import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { ChildCli, type ChildOutcome } from './child-cli.js';
import { MDX_TEXT_MUTATORS, type MdxMutateOptions } from './mdx-mutators.js';
import { mdxSeedSite, SEED_PAGES, SEED_SNIPPETS } from './mdx-seed-site.js';
import { createRng, runSeed } from './rng.js';

/**
 * MDX fuzzing (issue 32): seeded mutations of the seed site's pages and snippets
 * (mdx-seed-site.ts, mdx-mutators.ts), each case built with `quire build` in a child process.
 * The promise checked: the build never crashes or hangs, and each page builds or fails alone
 * with a located diagnostic (file and line), while the other pages still render.
 */
export interface MdxCase {
  seed: number;
  files: Record<string, string | Uint8Array>;
  /** Files that were mutated. */
  mutated: string[];
  log: string[];
  mutators: string[];
}

export interface MdxViolation {
  kind:
    | 'exit-code'
    | 'timeout'
    | 'crash'
    | 'stack-trace'
    | 'unhandled-rejection'
    | 'error-without-line'
    | 'error-on-other-file'
    | 'page-missing'
    | 'other-page-broken'
    | 'unreadable-without-diagnostic';
  detail: string;
}

export interface MdxCaseResult {
  outcome: ChildOutcome;
  violations: MdxViolation[];
  /** Pages that built with the "could not be shown" notice instead of their content (failed alone). */
  unreadable: string[];
}

/** Builds the input of one run from its seed alone: 1–2 files of the seed site, 1–3 mutations each. */
export function generateMdxCase(seed: number, opts: MdxMutateOptions, only?: RegExp): MdxCase {
  const rng = createRng(seed);
  const files: Record<string, string | Uint8Array> = mdxSeedSite();
  const pool = only ? MDX_TEXT_MUTATORS.filter((m) => only.test(m.name)) : MDX_TEXT_MUTATORS;
  const candidates = [...SEED_PAGES.map((p) => p.file), ...SEED_PAGES.map((p) => p.file), ...SEED_SNIPPETS];
  const mutated = new Set<string>();
  for (let i = rng.int(1, 2); i > 0; i--) mutated.add(rng.pick(candidates));
  const log: string[] = [];
  const mutators: string[] = [];
  for (const file of mutated) {
    for (let i = rng.int(1, 3); i > 0; i--) {
      const current = files[file];
      // A mutation that produced bytes ends the chain for that file (the others work on text).
      if (typeof current !== 'string') break;
      const m = rng.pick(pool);
      const others = Object.entries(files).filter(([f, t]) => f !== file && typeof t === 'string').map(([, t]) => t as string);
      const r = m.apply(rng, current, opts, others);
      files[file] = r.text;
      mutators.push(m.name);
      log.push(`${file}: ${m.name}: ${r.log}`);
    }
  }
  return { seed, files, mutated: [...mutated], log, mutators };
}

async function writeSite(files: MdxCase['files']): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'quire-mdx-fuzz-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}

const STACK_LINE = /^\s+at .+(:\d+:\d+\)?)$/m;
/** `error|warning <file>[:line[:col]] [json.path]: message`, as the formatter prints it. */
const DIAGNOSTIC = /^(error|warning) (\S+?)(?::(\d+)(?::\d+)?)?(?: \S+)?: /;

/** Pages whose output a mutation may change: the mutated pages and those importing a mutated snippet. */
export function affectedPages(mutated: readonly string[]): Set<string> {
  const set = new Set(mutated);
  for (const p of SEED_PAGES) if (p.imports.some((s) => mutated.includes(s))) set.add(p.file);
  return set;
}

/** Runs `quire build` on a case in `cli` and checks the promise (see the header). */
export async function runMdxCase(cli: ChildCli, c: MdxCase, timeoutMs: number): Promise<MdxCaseResult> {
  const root = await writeSite(c.files);
  const out = `${root}-out`;
  const violations: MdxViolation[] = [];
  const unreadable: string[] = [];
  try {
    const outcome = await cli.run(['build', root, '--out', out, '--no-search', '--offline', '--verbose'], timeoutMs);
    if (outcome.code === 'timeout') violations.push({ kind: 'timeout', detail: `no exit within ${timeoutMs} ms` });
    else if (outcome.code === 'crash') violations.push({ kind: 'crash', detail: `${outcome.stderr}\n${outcome.processOutput.slice(-3000)}` });
    else if (outcome.code !== 0 && outcome.code !== 1) violations.push({ kind: 'exit-code', detail: `exit ${outcome.code}: ${outcome.stderr.slice(0, 3000)}` });
    const all = `${outcome.stdout}\n${outcome.stderr}`;
    if (/internal error|this is a bug/i.test(all) || STACK_LINE.test(all)) violations.push({ kind: 'stack-trace', detail: all.slice(0, 3000) });
    for (const r of outcome.rejections) violations.push({ kind: 'unhandled-rejection', detail: r });
    if (typeof outcome.code !== 'number') return { outcome, violations, unreadable };

    const affected = affectedPages(c.mutated);
    const mayBeNamed = new Set([...affected, ...c.mutated, ...SEED_SNIPPETS]);
    const located = new Map<string, number>();
    for (const line of outcome.stderr.split('\n')) {
      const m = DIAGNOSTIC.exec(line);
      if (!m) continue;
      const [, severity, file = '', lineNo] = m;
      if (lineNo !== undefined) located.set(file, (located.get(file) ?? 0) + 1);
      if (severity !== 'error') continue;
      if (lineNo === undefined) violations.push({ kind: 'error-without-line', detail: line.slice(0, 400) });
      if (!mayBeNamed.has(file)) violations.push({ kind: 'error-on-other-file', detail: line.slice(0, 400) });
    }
    if (outcome.code === 1 && !/^error /m.test(outcome.stderr)) violations.push({ kind: 'exit-code', detail: `exit 1 without an error line: ${outcome.stderr.slice(0, 2000)}` });
    if (outcome.code !== 0) return { outcome, violations, unreadable };
    for (const page of SEED_PAGES) {
      const path = join(out, page.html);
      if (!existsSync(path)) {
        violations.push({ kind: 'page-missing', detail: `${page.file}: no ${page.html} after exit 0` });
        continue;
      }
      const html = await readFile(path, 'utf8');
      if (!affected.has(page.file)) {
        if (!html.includes(page.sentinel)) violations.push({ kind: 'other-page-broken', detail: `${page.file} was not mutated but its HTML lacks ${page.sentinel}` });
      } else if (html.includes('page-unreadable')) {
        unreadable.push(page.file);
        // The page failed: a diagnostic must say where (the page, or a mutated snippet it imports).
        const sources = [page.file, ...page.imports.filter((s) => c.mutated.includes(s))];
        if (!sources.some((f) => located.has(f))) violations.push({ kind: 'unreadable-without-diagnostic', detail: `${page.file} shows the "could not be shown" notice, but no diagnostic names ${sources.join(' or ')} with a line` });
      }
    }
    return { outcome, violations, unreadable };
  } finally {
    await rm(root, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
    // A build killed at the time bound leaves its temporary output folder beside `out`.
    for (const name of await readdir(dirname(out))) {
      if (name.startsWith(`.${basename(out)}.quire-`)) await rm(join(dirname(out), name), { recursive: true, force: true });
    }
  }
}

export interface MdxSessionOptions extends MdxMutateOptions {
  seed: number;
  runs: number;
  /** Stop starting new runs after this many seconds. */
  timeSeconds?: number;
  timeoutMs: number;
  only?: RegExp;
  onCase?: (c: MdxCase, r: MdxCaseResult, i: number) => void;
}

export interface MdxSessionSummary {
  runs: number;
  failures: { case: MdxCase; result: MdxCaseResult }[];
  exitCodes: Record<string, number>;
  /** Mutated pages that built with the "could not be shown" notice (they failed alone). */
  unreadablePages: number;
  byMutator: Record<string, number>;
  ms: number;
}

/** Runs seeded MDX cases one after the other in one child process (restarted after a hang or crash). */
export async function runMdxSession(opts: MdxSessionOptions): Promise<MdxSessionSummary> {
  const started = performance.now();
  const summary: MdxSessionSummary = { runs: 0, failures: [], exitCodes: {}, unreadablePages: 0, byMutator: {}, ms: 0 };
  const cli = new ChildCli();
  try {
    for (let i = 0; i < opts.runs; i++) {
      if (opts.timeSeconds !== undefined && performance.now() - started > opts.timeSeconds * 1000) break;
      const c = generateMdxCase(runSeed(opts.seed, i), opts, opts.only);
      const r = await runMdxCase(cli, c, opts.timeoutMs);
      summary.runs++;
      summary.exitCodes[String(r.outcome.code)] = (summary.exitCodes[String(r.outcome.code)] ?? 0) + 1;
      summary.unreadablePages += r.unreadable.length;
      for (const m of c.mutators) summary.byMutator[m] = (summary.byMutator[m] ?? 0) + 1;
      if (r.violations.length) summary.failures.push({ case: c, result: r });
      opts.onCase?.(c, r, i);
    }
  } finally {
    cli.stop();
  }
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
