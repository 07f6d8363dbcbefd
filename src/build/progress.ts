/** Build phases, in order, as the progress line names them. */
export type BuildPhase = 'loading' | 'rendering' | 'checking links' | 'writing extras' | 'indexing search' | 'finishing';

export interface ProgressSink {
  phase(name: BuildPhase): void;
  pages(done: number, total: number): void;
  /** Clears the live line (before diagnostics and the summary are printed). */
  stop(): void;
}

export interface ProgressOptions {
  write: (text: string) => void;
  /** A TTY gets one live line; anything else gets a plain line per phase. */
  tty: boolean;
  now?: () => number;
  /** Minimum ms between redraws of the live line. */
  interval?: number;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

/**
 * Progress of a long build: on a TTY a single redrawn line `[phase] 120/900 pages · 3.2s`;
 * otherwise one line per phase (logs stay readable in CI).
 */
export function createProgress(opts: ProgressOptions): ProgressSink {
  const now = opts.now ?? (() => performance.now());
  const started = now();
  const interval = opts.interval ?? 80;
  let phase: BuildPhase = 'loading';
  let done = 0;
  let total = 0;
  let last = -Infinity;
  let drawn = false;
  const draw = (force = false) => {
    const t = now();
    if (!force && t - last < interval) return;
    last = t;
    const count = total ? ` ${done}/${total} pages ·` : '';
    opts.write(`\r\x1b[2K${phase}…${count} ${seconds(t - started)}`);
    drawn = true;
  };
  return {
    phase(name) {
      phase = name;
      if (opts.tty) draw(true);
      else opts.write(`${name}… (${seconds(now() - started)})\n`);
    },
    pages(d, t) {
      done = d;
      total = t;
      if (opts.tty) draw(d === t);
    },
    stop() {
      if (opts.tty && drawn) opts.write('\r\x1b[2K');
    },
  };
}

/** `1536000` → `1.5 MB` */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
