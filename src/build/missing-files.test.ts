import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkListedFiles, presenceOf } from './missing-files.js';

describe('checkListedFiles', () => {
  let tmp: string;
  const out = () => join(tmp, 'out');
  const present: string[] = [];
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-missing-'));
    // Names a site can have (spaces, accents, nested versions), and enough of them for a thread.
    for (let i = 0; i < 1500; i++) {
      const page = i % 3 === 0 ? `guides/page ${i} été` : `v${i % 7}/ref/p-${i}`;
      await mkdir(join(out(), page), { recursive: true });
      await writeFile(join(out(), page, 'index.html'), 'x');
      await writeFile(join(out(), `${page}.md`), 'x');
      present.push(`${page}/index.html`, `${page}.md`);
    }
  }, 60_000);
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('tells, from a worker thread, which listed files are there and which are gone', async () => {
    const gone = ['guides/deleted/index.html', 'v1/ref/p-1.md/index.html', '_quire/og/gone ü.png'];
    const list = join(tmp, 'list.files');
    const searchFile = 'pagefind/en_1/fragment/en_1a.pf_fragment';
    await writeFile(list, [...present.slice(0, 100), ...gone, searchFile, ...present.slice(100)].join('\0'));
    const presence = await checkListedFiles(out(), list);
    expect((await stat(list)).size).toBeGreaterThan(64 * 1024);
    expect(presence?.listed.size).toBe(present.length + gone.length);
    expect([...presence!.missing].sort()).toEqual([...gone].sort());
    expect(presenceOf(presence, present[7]!)).toBe(true);
    expect(presenceOf(presence, gone[2]!)).toBe(false);
    // A file the list does not name, or not a page's, is for the caller to check.
    expect(presenceOf(presence, 'not/listed/index.html')).toBeUndefined();
    expect(presenceOf(presence, searchFile)).toBeUndefined();
  });

  it('no list (a first build, a cache from before) or a short one: no answer, and no error', async () => {
    expect(await checkListedFiles(out(), join(tmp, 'no-such.files'))).toBeUndefined();
    const short = join(tmp, 'short.files');
    await writeFile(short, present.slice(0, 10).join('\0'));
    expect(await checkListedFiles(out(), short)).toBeUndefined();
    expect(presenceOf(undefined, present[0]!)).toBeUndefined();
  });

  it('an output folder that is gone: every listed file is missing', async () => {
    const list = join(tmp, 'all.files');
    await writeFile(list, present.join('\0'));
    const presence = await checkListedFiles(join(tmp, 'deleted-output'), list);
    expect(presence?.missing.size).toBe(present.length);
  });
});
