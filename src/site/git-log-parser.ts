/**
 * Reads the output of `git log -z --format=%x00%ct --name-only` (newest commit first) into the
 * time each file last changed. Pure and incremental: the caller feeds stdout as it arrives and
 * may stop git early once every file it wants has a date.
 *
 * With `-z` the stream is NUL-separated: each commit opens with an empty token (the `%x00` of
 * the format) followed by its commit time, then the names of the files it touched (the first
 * one after a newline). File names cannot be empty, so an empty token always opens a commit.
 */

/** When a file last changed, and in which commit (0 = newest) of the log. */
export interface FileChange {
  /** Commit time, seconds since the epoch. */
  time: number;
  commit: number;
}

export interface GitLogParser {
  /** Feeds the next piece of output (decoded text; tokens may be cut anywhere). */
  push(chunk: string): void;
  /** Returns the dates; `flush` also reads a last token not ended by NUL (false when git was stopped mid-stream). */
  end(flush?: boolean): GitLogDates;
  /** How many of `wanted` have a date so far. */
  found(): number;
}

export interface GitLogDates {
  files: Map<string, FileChange>;
  /** Commits read. */
  commits: number;
}

export function createGitLogParser(wanted?: ReadonlySet<string>): GitLogParser {
  const files = new Map<string, FileChange>();
  let rest = '';
  let commit = -1;
  let time = NaN;
  let expectTime = false;
  let found = 0;

  const token = (raw: string) => {
    if (raw === '') {
      expectTime = true;
      return;
    }
    const text = raw.startsWith('\n') ? raw.slice(1) : raw;
    if (text === '') return;
    if (expectTime) {
      expectTime = false;
      commit++;
      time = Number(text);
      return;
    }
    // Newest first: the first commit naming a file is its last change.
    if (commit < 0 || !Number.isFinite(time) || files.has(text)) return;
    files.set(text, { time, commit });
    if (wanted?.has(text)) found++;
  };

  return {
    push(chunk) {
      const parts = (rest + chunk).split('\0');
      rest = parts.pop()!;
      for (const part of parts) token(part);
    },
    end(flush = true) {
      if (flush && rest) token(rest);
      rest = '';
      return { files, commits: commit + 1 };
    },
    found: () => found,
  };
}

/** Parses a whole `git log` output at once (see {@link createGitLogParser}). */
export function parseGitLog(output: string): GitLogDates {
  const parser = createGitLogParser();
  parser.push(output);
  return parser.end();
}

/**
 * The dates to trust. In a shallow clone the oldest fetched commit looks like the root commit
 * and "adds" every file, so files not changed since would all get its date: they get none.
 */
export function trustedDates(log: GitLogDates, shallow: boolean): Map<string, number> {
  const out = new Map<string, number>();
  const boundary = log.commits - 1;
  for (const [file, change] of log.files) {
    if (shallow && change.commit === boundary) continue;
    out.set(file, change.time);
  }
  return out;
}
