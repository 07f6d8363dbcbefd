import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What one CLI command did in the child process. */
export interface ChildOutcome {
  /** Exit code, or what stopped it: over the time bound, or the child process died. */
  code: number | 'timeout' | 'crash';
  stdout: string;
  stderr: string;
  /** Unhandled promise rejections seen while the command ran. */
  rejections: string[];
  /** What the child printed by itself (outside the CLI's captured output), e.g. a V8 fatal error. */
  processOutput: string;
  ms: number;
}

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const tsxLoader = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'loader.mjs')).href;

/**
 * Runs Quire's CLI in a child process (cli-child.ts), kept alive between commands so each
 * costs what an in-process run costs. A command over its time bound, or one that kills the
 * process, is reported as such and the next command gets a fresh child.
 */
export class ChildCli {
  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  private output = '';
  private nextId = 1;

  private start(): Promise<void> {
    this.output = '';
    const child = fork(join(here, 'cli-child.ts'), [], {
      execArgv: ['--import', tsxLoader],
      cwd: repo,
      env: { ...process.env, TSX_TSCONFIG_PATH: join(repo, 'tsconfig.json'), NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const keep = (t: Buffer) => (this.output = (this.output + t.toString('utf8')).slice(-20_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.child = child;
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (m: { ready?: boolean }) => {
        if (m?.ready) {
          child.off('message', onMessage);
          resolve();
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`the CLI child process exited (${code}) before it was ready:\n${this.output}`)));
    });
    return this.ready;
  }

  /** Runs `quire <argv>`; never rejects for what the command does. */
  async run(argv: string[], timeoutMs: number): Promise<ChildOutcome> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) await this.start();
    else await this.ready;
    const child = this.child!;
    const id = this.nextId++;
    this.output = '';
    const started = performance.now();
    return new Promise((resolve) => {
      const finish = (o: Omit<ChildOutcome, 'ms' | 'processOutput'> & { ms?: number }) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve({ ...o, ms: o.ms ?? Math.round(performance.now() - started), processOutput: this.output });
      };
      const onMessage = (m: { id?: number; code: number; stdout: string; stderr: string; ms: number; rejections: string[] }) => {
        if (m?.id === id) finish(m);
      };
      const onExit = (code: number | null, signal: string | null) => {
        this.child = undefined;
        finish({ code: 'crash', stdout: '', stderr: `child process ended: ${signal ?? `exit ${code}`}`, rejections: [] });
      };
      const timer = setTimeout(() => {
        child.off('exit', onExit);
        child.kill('SIGKILL');
        this.child = undefined;
        finish({ code: 'timeout', stdout: '', stderr: '', rejections: [] });
      }, timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id, argv });
    });
  }

  stop(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }
}
