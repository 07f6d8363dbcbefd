import { formatCount as groupDigits } from '../diagnostics/diagnostic-kinds.js';

/** Build phases, in order, as the progress line names them. */
export type BuildPhase = 'loading' | 'rendering' | 'checking links' | 'writing extras' | 'indexing search' | 'finishing';

export interface ProgressSink {
  phase(name: BuildPhase): void;
  /** How far the current phase is: pages rendered, pages whose links were checked. */
  count(done: number, total: number): void;
  /** Clears the live line (before diagnostics and the summary are printed). */
  stop(): void;
}

export interface ProgressOptions {
  write: (text: string) => void;
  /** A TTY gets one live line; anything else gets a line per phase, and a count line now and then on long ones. */
  tty: boolean;
  now?: () => number;
  /** Minimum ms between redraws of the live line. */
  interval?: number;
  /** Minimum ms between count lines in a log (not a TTY). */
  logInterval?: number;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** `rendering 12,345/25,000 pages`, `checking links 40 %`: the count in the phase's own unit. */
export function formatCount(phase: BuildPhase, done: number, total: number): string {
  if (!total) return '';
  if (phase === 'rendering') return `${groupDigits(done)}/${groupDigits(total)} pages`;
  return `${Math.floor((done / total) * 100)} %`;
}

/**
 * Progress of a long build: on a TTY a single redrawn line `rendering… 120/900 pages · 3.2s`;
 * otherwise one line per phase, and a count line at most every `logInterval` ms in a long
 * phase (logs stay readable in CI, and a 25,000-page build still shows it is moving).
 */
export function createProgress(opts: ProgressOptions): ProgressSink {
  const now = opts.now ?? (() => performance.now());
  const started = now();
  const interval = opts.interval ?? 80;
  const logInterval = opts.logInterval ?? 10_000;
  let phase: BuildPhase = 'loading';
  let done = 0;
  let total = 0;
  let last = -Infinity;
  let logged = now();
  let drawn = false;
  const draw = (force = false) => {
    const t = now();
    if (!force && t - last < interval) return;
    last = t;
    const count = formatCount(phase, done, total);
    opts.write(`\r\x1b[2K${phase}…${count ? ` ${count} ·` : ''} ${seconds(t - started)}`);
    drawn = true;
  };
  return {
    phase(name) {
      phase = name;
      done = 0;
      total = 0;
      logged = now();
      if (opts.tty) draw(true);
      else opts.write(`${name}… (${seconds(now() - started)})\n`);
    },
    count(d, t) {
      done = d;
      total = t;
      if (opts.tty) return draw(d === t);
      const at = now();
      if (d < t && at - logged >= logInterval) {
        logged = at;
        opts.write(`${phase} ${formatCount(phase, d, t)} (${seconds(at - started)})\n`);
      }
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
