import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runCli } from '../helpers/run-cli.js';
import type { SiteFiles } from './base-site.js';

/** What one CLI command did on a fuzzed site. */
export interface CommandOutcome {
  command: 'check' | 'build';
  code: number | 'timeout';
  ms: number;
  stderr: string;
}

/** A broken promise of the CLI: what it did wrong on this input. */
export interface Violation {
  command: 'check' | 'build' | 'process';
  kind: 'exit-code' | 'timeout' | 'stack-trace' | 'unhandled-rejection' | 'error-without-file' | 'temp-left-behind' | 'output-mismatch';
  detail: string;
}

export interface CaseResult {
  outcomes: CommandOutcome[];
  violations: Violation[];
  /** Error lines that name a file but no line:column (reported, not failed: many errors have no place). */
  unlocated: string[];
}

export interface RunCaseOptions {
  /** Per-command time bound in ms. */
  timeoutMs: number;
  /** Build the Pagefind search index too (slower). */
  search?: boolean;
  commands?: ('check' | 'build')[];
}

export async function writeSite(files: SiteFiles): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'quire-fuzz-'));
  for (const [file, text] of Object.entries(files)) {
    const path = join(root, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }
  return root;
}

const STACK_LINE = /^\s+at .+(:\d+:\d+\)?)$/m;

/** `error <file>[:line[:col]] [json.path]: message` — the file part, as the formatter prints it. */
function errorLines(stderr: string): string[] {
  return stderr.split('\n').filter((l) => l.startsWith('error '));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), ms)))]).finally(() => clearTimeout(timer));
}

/**
 * Runs `quire check` and `quire build` in-process on a site and checks the CLI's promises:
 * exit 0 or 1 within the time bound, no stack trace or "this is a bug" banner, no unhandled
 * rejection, every error names a file, no temporary folder left beside the output.
 */
export async function runCase(files: SiteFiles, opts: RunCaseOptions): Promise<CaseResult> {
  const root = await writeSite(files);
  const out = join(root, '..', `${root.split('/').pop()}-out`);
  const violations: Violation[] = [];
  const unlocated: string[] = [];
  const outcomes: CommandOutcome[] = [];
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    for (const command of opts.commands ?? ['check', 'build']) {
      const argv = command === 'check' ? ['check', root] : ['build', root, '--out', out, ...(opts.search ? [] : ['--no-search'])];
      const started = performance.now();
      const r = await withTimeout(runCli(...argv), opts.timeoutMs);
      const ms = Math.round(performance.now() - started);
      if (r === 'timeout') {
        outcomes.push({ command, code: 'timeout', ms, stderr: '' });
        violations.push({ command, kind: 'timeout', detail: `no exit within ${opts.timeoutMs} ms` });
        continue;
      }
      outcomes.push({ command, code: r.code, ms, stderr: r.stderr });
      const all = `${r.stdout}\n${r.stderr}`;
      if (r.code !== 0 && r.code !== 1) violations.push({ command, kind: 'exit-code', detail: `exit ${r.code}: ${r.stderr.slice(0, 2000)}` });
      if (/internal error|this is a bug/i.test(all) || STACK_LINE.test(all)) {
        violations.push({ command, kind: 'stack-trace', detail: all.slice(0, 2000) });
      }
      for (const line of errorLines(r.stderr)) {
        const m = /^error (\S+?)(?::(\d+)(?::\d+)?)?(?: \S+)?: /.exec(line);
        const file = m?.[1];
        const named = file !== undefined && (file in files || existsSync(join(root, file)) || /^[\w@./-]+\.\w+$/.test(file));
        if (!named) violations.push({ command, kind: 'error-without-file', detail: line.slice(0, 300) });
        else if (m?.[2] === undefined) unlocated.push(line.slice(0, 200));
      }
      if (command === 'build') {
        const built = existsSync(join(out, 'index.html')) || existsSync(join(out, '404.html'));
        if (r.code === 0 && !built) violations.push({ command, kind: 'output-mismatch', detail: 'exit 0 but no output folder' });
        if (r.code === 1 && existsSync(out)) violations.push({ command, kind: 'output-mismatch', detail: 'failed build wrote the output folder' });
        const leftovers = (await readdir(dirname(out))).filter((n) => n.startsWith(`.${root.split('/').pop()}-out.quire-`));
        if (leftovers.length) violations.push({ command, kind: 'temp-left-behind', detail: leftovers.join(', ') });
      }
    }
    // Give stray promises of this case a moment to reject before judging.
    await new Promise((r) => setTimeout(r, 10));
  } finally {
    process.off('unhandledRejection', onRejection);
    await rm(root, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  }
  for (const reason of rejections) {
    violations.push({ command: 'process', kind: 'unhandled-rejection', detail: String((reason as Error)?.stack ?? reason).slice(0, 2000) });
  }
  return { outcomes, violations, unlocated };
}
