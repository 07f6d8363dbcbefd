import { mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUnchangedFilter } from './unchanged-files.js';

describe('createUnchangedFilter', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'quire-unchanged-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps a file the first time, drops it while its bytes stay the same, keeps it when they change', async () => {
    const changed = createUnchangedFilter(root);
    await writeFile(join(root, 'a.mdx'), 'v1');
    expect(await changed(['a.mdx'])).toEqual(['a.mdx']);
    expect(await changed(['a.mdx'])).toEqual([]);
    // Same size, other bytes (a clock tick may not tell them apart).
    await writeFile(join(root, 'a.mdx'), 'v2');
    expect(await changed(['a.mdx'])).toEqual(['a.mdx']);
    // Back to the bytes of two batches ago is still a change from the last one.
    await writeFile(join(root, 'a.mdx'), 'v1');
    expect(await changed(['a.mdx'])).toEqual(['a.mdx']);
  });

  it('a removed file counts once; folders and files it cannot hash always count', async () => {
    const changed = createUnchangedFilter(root);
    await writeFile(join(root, 'a.mdx'), 'x');
    await mkdir(join(root, 'guides'));
    expect(await changed(['a.mdx', 'guides'])).toEqual(['a.mdx', 'guides']);
    await rm(join(root, 'a.mdx'));
    expect(await changed(['a.mdx', 'guides'])).toEqual(['a.mdx', 'guides']);
    expect(await changed(['a.mdx', 'guides'])).toEqual(['guides']);
    await writeFile(join(root, 'a.mdx'), 'x');
    expect(await changed(['a.mdx'])).toEqual(['a.mdx']);
  });

  it('compares each batch with the one before it, in the order they came', async () => {
    const changed = createUnchangedFilter(root);
    await writeFile(join(root, 'a.mdx'), 'one');
    const [first, second] = await Promise.all([changed(['a.mdx']), changed(['a.mdx'])]);
    expect([first, second]).toEqual([['a.mdx'], []]);
  });

  it('an emptied file is looked at again: the data of its save that follows is one change with it', async () => {
    const changed = createUnchangedFilter(root, { emptiedWaitMs: 2000 });
    const file = join(root, 'a.mdx');
    await writeFile(file, 'before');
    expect(await changed(['a.mdx'])).toEqual(['a.mdx']);
    // A save as a busy machine's watcher sees it: the truncate in one batch, the data 60 ms later.
    await truncate(file);
    const filled = setTimeout(() => void writeFile(file, 'after'), 60);
    const started = performance.now();
    expect(await changed(['a.mdx'])).toEqual(['a.mdx']);
    clearTimeout(filled);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await readFile(file, 'utf8')).toBe('after');
    // The write's own batch finds the bytes the first one took.
    expect(await changed(['a.mdx'])).toEqual([]);
  });

  it('a file that stays empty counts once the wait is over; other files of its batch with it', async () => {
    const changed = createUnchangedFilter(root, { emptiedWaitMs: 120 });
    await writeFile(join(root, 'a.mdx'), 'text');
    await writeFile(join(root, 'b.mdx'), 'b');
    expect(await changed(['a.mdx', 'b.mdx'])).toEqual(['a.mdx', 'b.mdx']);
    await writeFile(join(root, 'a.mdx'), '');
    await writeFile(join(root, 'b.mdx'), 'b2');
    const started = performance.now();
    expect(await changed(['a.mdx', 'b.mdx'])).toEqual(['a.mdx', 'b.mdx']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(await changed(['a.mdx'])).toEqual([]);
  });
});
