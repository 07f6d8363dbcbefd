import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGitInfo } from './git-dates.js';
import { createGitLogParser, parseGitLog, trustedDates } from './git-log-parser.js';

/** What `git log -z --format=%x00%ct --name-only` prints: newest commit first. */
const LOG = '\x001700000300\x00\na.mdx\x00sub/é b.mdx\x00\x001700000200\x00\na.mdx\x00b.mdx\x00\x001700000100\x00\nc.mdx\x00b.mdx\x00';

describe('parseGitLog', () => {
  it('keeps the newest commit time of each file', () => {
    const { files, commits } = parseGitLog(LOG);
    expect(commits).toBe(3);
    expect(Object.fromEntries([...files].map(([f, c]) => [f, c.time]))).toEqual({
      'a.mdx': 1700000300,
      'sub/é b.mdx': 1700000300,
      'b.mdx': 1700000200,
      'c.mdx': 1700000100,
    });
    expect(files.get('c.mdx')?.commit).toBe(2);
  });

  it('reads the same whatever way the output is cut into chunks', () => {
    const whole = parseGitLog(LOG).files;
    for (const size of [1, 2, 3, 7, 13]) {
      const parser = createGitLogParser();
      for (let i = 0; i < LOG.length; i += size) parser.push(LOG.slice(i, i + size));
      expect(parser.end().files).toEqual(whole);
    }
  });

  it('handles commits that list no files (merges) and empty output', () => {
    const merge = '\x001700000500\x00\x001700000400\x00\nx.md\x00';
    expect(parseGitLog(merge).files.get('x.md')).toEqual({ time: 1700000400, commit: 1 });
    expect(parseGitLog('')).toEqual({ files: new Map(), commits: 0 });
  });

  it('counts the wanted files found, so the caller can stop git early', () => {
    const parser = createGitLogParser(new Set(['a.mdx', 'b.mdx']));
    parser.push(LOG.slice(0, LOG.indexOf('b.mdx') - 1));
    expect(parser.found()).toBe(1);
    parser.push(LOG.slice(LOG.indexOf('b.mdx') - 1));
    expect(parser.found()).toBe(2);
  });

  it('a shallow clone: files last seen in the oldest fetched commit get no date', () => {
    const log = parseGitLog(LOG);
    expect([...trustedDates(log, false).keys()].sort()).toEqual(['a.mdx', 'b.mdx', 'c.mdx', 'sub/é b.mdx']);
    expect([...trustedDates(log, true).keys()].sort()).toEqual(['a.mdx', 'b.mdx', 'sub/é b.mdx']);
  });
});

describe('readGitInfo', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
  const tmp = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-git-'));
    dirs.push(dir);
    return dir;
  };
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });
  const commit = (cwd: string, date: string, message: string) =>
    execFileSync('git', ['-c', 'user.name=Quire', '-c', 'user.email=quire@example.com', 'commit', '-qm', message], {
      cwd,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });

  it('reads every date of a docs folder inside a repository with one git log', async () => {
    const repo = await tmp();
    git(repo, 'init', '-q');
    await mkdir(join(repo, 'docs/guides'), { recursive: true });
    await writeFile(join(repo, 'docs/index.mdx'), 'one');
    await writeFile(join(repo, 'docs/guides/a b.mdx'), 'one');
    await writeFile(join(repo, 'README.md'), 'outside the docs');
    git(repo, 'add', '.');
    commit(repo, '2024-01-02T10:00:00Z', 'first');
    await writeFile(join(repo, 'docs/index.mdx'), 'two');
    git(repo, 'add', '.');
    commit(repo, '2024-03-04T10:00:00Z', 'second');

    const info = await readGitInfo(join(repo, 'docs'), { dates: true });
    expect(info?.prefix).toBe('docs/');
    expect(info?.shallow).toBe(false);
    expect(Object.fromEntries(info!.dates!)).toEqual({
      'index.mdx': Date.parse('2024-03-04T10:00:00Z'),
      'guides/a b.mdx': Date.parse('2024-01-02T10:00:00Z'),
    });
    // Stopping early once the wanted files are found gives the same answer for them.
    const early = await readGitInfo(join(repo, 'docs'), { dates: true, wanted: new Set(['index.mdx']) });
    expect(early?.dates?.get('index.mdx')).toBe(Date.parse('2024-03-04T10:00:00Z'));
    // Without dates asked for, no git log runs.
    expect((await readGitInfo(join(repo, 'docs'), { dates: false }))?.dates).toBeUndefined();
  });

  it('is undefined outside a repository or without git, and dateless in a repository with no commits', async () => {
    const plain = await tmp();
    expect(await readGitInfo(plain, { dates: true })).toBeUndefined();
    expect(await readGitInfo(plain, { dates: true, git: join(plain, 'no-such-git') })).toBeUndefined();
    git(plain, 'init', '-q');
    expect(await readGitInfo(plain, { dates: true })).toEqual({ prefix: '', shallow: false });
  });
});
