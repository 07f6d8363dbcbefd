import { execFile, spawn } from 'node:child_process';
import { createGitLogParser, trustedDates } from './git-log-parser.js';

/** What the docs folder's git checkout says about it. */
export interface GitInfo {
  /** Path of the docs root inside the repository (`docs/`, or '' at the top). */
  prefix: string;
  /** The checkout has only part of the history (CI clones often do). */
  shallow: boolean;
  /**
   * Last commit time (ms since the epoch) of each file, by path relative to the docs root;
   * undefined when dates were not asked for.
   */
  dates?: Map<string, number>;
}

export interface GitInfoOptions {
  /** Read last-change dates (one `git log` over the docs root). */
  dates: boolean;
  /** The files whose dates are needed: git stops reading history once all of them have one. */
  wanted?: ReadonlySet<string>;
  /** The git executable (tests point it at a missing one). */
  git?: string;
}

// Settings a user's git config could set that would change the output parsed here.
const NEUTRAL = ['-c', 'core.quotepath=off', '-c', 'log.showSignature=false', '-c', 'diff.relative=false'];

/**
 * Two git commands for the whole site, whatever its size: `rev-parse` (where the docs sit in
 * the repository, and whether the clone is shallow) and, for dates, one `git log` over the docs
 * root, read as a stream. Undefined when the folder is not in a git checkout or git is missing:
 * pages then simply have no date.
 */
export async function readGitInfo(root: string, opts: GitInfoOptions): Promise<GitInfo | undefined> {
  const git = opts.git ?? 'git';
  const head = await run(git, ['-C', root, ...NEUTRAL, 'rev-parse', '--show-prefix', '--is-shallow-repository']);
  if (head === undefined) return undefined;
  const [prefix = '', shallowLine = ''] = head.split('\n');
  const shallow = shallowLine.trim() === 'true';
  const info: GitInfo = { prefix: prefix.trim(), shallow };
  if (!opts.dates) return info;
  const log = await gitLog(git, root, shallow ? undefined : opts.wanted);
  if (!log) return info;
  const dates = new Map<string, number>();
  for (const [file, time] of trustedDates(log, shallow)) dates.set(file, time * 1000);
  return { ...info, dates };
}

function run(git: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(git, args, { encoding: 'utf8', maxBuffer: 1 << 20 }, (err, stdout) => resolve(err ? undefined : stdout));
  });
}

/** Streams `git log`, stopping it once every wanted file has its date. */
function gitLog(git: string, root: string, wanted: ReadonlySet<string> | undefined) {
  return new Promise<ReturnType<ReturnType<typeof createGitLogParser>['end']> | undefined>((resolve) => {
    const parser = createGitLogParser(wanted);
    const args = ['-C', root, ...NEUTRAL, 'log', '-z', '--no-color', '--format=%x00%ct', '--name-only', '--relative', '--', '.'];
    const child = spawn(git, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let stopped = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stopped) return;
      parser.push(chunk);
      if (wanted && wanted.size > 0 && parser.found() >= wanted.size) {
        stopped = true;
        child.kill();
      }
    });
    child.on('error', () => resolve(undefined));
    child.on('close', (code) => resolve(code === 0 || stopped ? parser.end(!stopped) : undefined));
  });
}
