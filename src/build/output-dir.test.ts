import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutputDir, folderSize } from './output-dir.js';
import type { TextPart } from '../io/file-range.js';

let parent: string;
const out = () => join(parent, 'dist');
const leftovers = async () => (await readdir(parent)).filter((n) => n.includes('.quire-'));

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'quire-output-dir-'));
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function build(text: string, opts?: { background?: boolean }) {
  const output = await createOutputDir(out());
  await output.write('index.html', text);
  await output.write('guide/index.html', `${text} guide`);
  await output.commit(opts);
}

describe('output folder swap', () => {
  it('replaces the previous output and deletes it', async () => {
    await build('one');
    await build('two');
    expect(await readFile(join(out(), 'guide/index.html'), 'utf8')).toBe('two guide');
    expect(await leftovers()).toEqual([]);
  });

  it('a swap lists the files it put in place, with their size, for the first update in place', async () => {
    const output = await createOutputDir(out());
    await output.write('index.html', 'one');
    await output.write('guide/index.html', 'one guide');
    const { files, bytes, bytesDelta } = await output.commit();
    expect(bytesDelta).toBeUndefined();
    expect(bytes).toBe(folderSize(out()));
    expect([...(files?.files ?? [])].sort()).toEqual(['.quire-output', 'guide/index.html', 'index.html']);
    // That list lets the next commit delete what went without listing the folder.
    const next = await createOutputDir(out(), { incremental: true });
    next.adoptSync('index.html', join(out(), 'index.html'));
    await next.write('new/index.html', 'new');
    await next.commit({ previousFiles: files! });
    expect(existsSync(join(out(), 'guide'))).toBe(false);
    expect(await readFile(join(out(), 'index.html'), 'utf8')).toBe('one');
  });

  it('with background, the previous output is deleted by a detached process', async () => {
    await build('one');
    await build('two', { background: true });
    // The new output is in place at once, and the old one is still beside it (a detached Node
    // process takes tens of milliseconds to start: this build did not wait for the deletion)…
    expect(await readFile(join(out(), 'index.html'), 'utf8')).toBe('two');
    expect(await leftovers()).toHaveLength(1);
    // …and the old one, renamed aside, disappears shortly after.
    const deadline = Date.now() + 10_000;
    while ((await leftovers()).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await leftovers()).toEqual([]);
    expect(existsSync(join(out(), 'guide/index.html'))).toBe(true);
  });

  it('adopts files from the previous output as links, and writing one never changes the old copy', async () => {
    await build('one');
    const output = await createOutputDir(out());
    expect(output.adoptSync('guide/index.html', join(out(), 'guide/index.html'))).toBe(true);
    expect(output.adoptSync('missing/index.html', join(out(), 'missing/index.html'))).toBe(false);
    await output.write('guide/index.html', 'rewritten');
    expect(await readFile(join(out(), 'guide/index.html'), 'utf8')).toBe('one guide');
    await output.discard();
    expect(await leftovers()).toEqual([]);
  });

  it('writes text given piece by piece, in batches, never through an adopted file', async () => {
    await build('one');
    const output = await createOutputDir(out());
    expect(output.adoptSync('guide/index.html', join(out(), 'guide/index.html'))).toBe(true);
    // ~2.6 MB in parts of uneven size, with multi-byte characters: several batches.
    const parts = Array.from({ length: 3000 }, (_, i) => `part ${i} – ${'é'.repeat(i % 700)}\n`);
    await output.writeParts('guide/index.html', parts);
    await output.writeParts('llms-full.txt', []);
    expect(await readFile(join(output.dir, 'guide/index.html'), 'utf8')).toBe(parts.join(''));
    expect(await readFile(join(output.dir, 'llms-full.txt'), 'utf8')).toBe('');
    expect(await readFile(join(out(), 'guide/index.html'), 'utf8')).toBe('one guide');
    await output.discard();
  });

  it('writes ranges of an open file among the other parts, in order, and stops at a file shorter than its range', async () => {
    const output = await createOutputDir(out());
    // Larger than the copy buffer, so a range is copied in several reads.
    const source = join(output.dir, '..', 'previous-llms-full.txt');
    const previous = Buffer.from(Array.from({ length: 700_000 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(''));
    await writeFile(source, previous);
    const fd = openSync(source, 'r');
    try {
      const parts: TextPart[] = ['head é\n', { fd, start: 0, length: 10 }, { fd, start: 10, length: 600_000 }, Buffer.from('new text '), { fd, start: 650_000, length: 50_000 }, 'tail'];
      await output.writeParts('llms-full.txt', parts);
      const expected = Buffer.concat([Buffer.from('head é\n'), previous.subarray(0, 600_010), Buffer.from('new text '), previous.subarray(650_000), Buffer.from('tail')]);
      expect((await readFile(join(output.dir, 'llms-full.txt'))).equals(expected)).toBe(true);
      await expect(output.writeParts('other.txt', [{ fd, start: 690_000, length: 20_000 }])).rejects.toThrow(/ended 10000 bytes before the range/);
    } finally {
      closeSync(fd);
      await rm(source, { force: true });
      await output.discard();
    }
  });

  it('incremental: keeps adopted files in place, moves the new ones in, deletes what is gone', async () => {
    await build('one');
    const output = await createOutputDir(out(), { incremental: true });
    expect(output.incremental).toBe(true);
    const old = join(out(), 'guide/index.html');
    const inodeBefore = (await stat(old)).ino;
    expect(output.adoptSync('guide/index.html', old)).toBe(true);
    expect(output.adoptSync('missing/index.html', join(out(), 'missing/index.html'))).toBe(false);
    await output.write('new/page/index.html', 'new page');
    // Until the commit the previous output is as it was, and reads see the new output.
    expect(existsSync(join(out(), 'new'))).toBe(false);
    expect(output.readTextSync('guide/index.html')).toBe('one guide');
    expect(output.readTextSync('new/page/index.html')).toBe('new page');
    const before = folderSize(out());
    const { bytesDelta } = await output.commit();
    expect(bytesDelta).toBe(folderSize(out()) - before);
    expect(await readFile(join(out(), 'new/page/index.html'), 'utf8')).toBe('new page');
    // Kept untouched (the same file, not a copy or a link made now)…
    expect((await stat(old)).ino).toBe(inodeBefore);
    // …and index.html, neither kept nor written, is gone.
    expect(existsSync(join(out(), 'index.html'))).toBe(false);
    expect(await leftovers()).toEqual([]);
  });

  it('incremental: a kept folder keeps its files; emptied folders go; a file and a folder may swap places', async () => {
    const first = await createOutputDir(out());
    await first.write('search/a.json', 'a');
    await first.write('search/deep/b.json', 'b');
    await first.write('old/only/index.html', 'old');
    await first.write('was-file', 'file');
    await first.write('was-folder/index.html', 'folder');
    await first.commit();
    const output = await createOutputDir(out(), { incremental: true });
    expect(await output.adopt('search', join(out(), 'search'))).toBe(true);
    await output.write('was-file/index.html', 'now a folder');
    await output.write('was-folder', 'now a file');
    const before = folderSize(out());
    const { bytesDelta } = await output.commit();
    // The commit's delta is what the folder's size changed by (written, replaced, deleted).
    expect(bytesDelta).toBe(folderSize(out()) - before);
    expect(bytesDelta).not.toBe(0);
    expect(await readFile(join(out(), 'search/deep/b.json'), 'utf8')).toBe('b');
    expect(existsSync(join(out(), 'old'))).toBe(false);
    expect(await readFile(join(out(), 'was-file/index.html'), 'utf8')).toBe('now a folder');
    expect(await readFile(join(out(), 'was-folder'), 'utf8')).toBe('now a file');
  });

  it('incremental: deletes what the previous commit’s file list has and the new output does not, without listing the folder', async () => {
    await build('one');
    // A first update in place lists the folder, and returns what the output now holds.
    const first = await createOutputDir(out(), { incremental: true });
    first.adoptSync('guide/index.html', join(out(), 'guide/index.html'));
    await first.write('index.html', 'two');
    await first.write('old/index.html', 'to be removed');
    const { files } = await first.commit();
    expect([...(files?.files ?? [])].sort()).toEqual(['.quire-output', 'guide/index.html', 'index.html', 'old/index.html']);

    // A file the list does not have is not the build's: with the list, it is not looked for.
    await writeFile(join(out(), 'unlisted.txt'), 'x');
    const second = await createOutputDir(out(), { incremental: true });
    second.adoptSync('guide/index.html', join(out(), 'guide/index.html'));
    await second.write('index.html', 'three');
    const before = folderSize(out());
    const result = await second.commit({ previousFiles: files! });
    expect(result.bytesDelta).toBe(folderSize(out()) - before);
    expect(existsSync(join(out(), 'old'))).toBe(false);
    expect(existsSync(join(out(), 'unlisted.txt'))).toBe(true);
    expect(await readFile(join(out(), 'guide/index.html'), 'utf8')).toBe('one guide');
    expect([...(result.files?.files ?? [])].sort()).toEqual(['.quire-output', 'guide/index.html', 'index.html']);
    expect(result.files?.changed).toBe(true);

    // A list from before another commit (a build without the cache swapped the folder) is not
    // trusted: the folder is listed, and what is not the new output's goes.
    await build('four');
    await writeFile(join(out(), 'stray.txt'), 'x');
    const third = await createOutputDir(out(), { incremental: true });
    third.adoptSync('guide/index.html', join(out(), 'guide/index.html'));
    await third.write('index.html', 'five');
    await third.commit({ previousFiles: result.files! });
    expect(existsSync(join(out(), 'stray.txt'))).toBe(false);
    expect(await readFile(join(out(), 'guide/index.html'), 'utf8')).toBe('four guide');
    expect(await leftovers()).toEqual([]);
  });

  it('incremental: says whether the output has other files than the list given', async () => {
    await build('one');
    const first = await createOutputDir(out(), { incremental: true });
    first.adoptSync('guide/index.html', join(out(), 'guide/index.html'));
    await first.write('index.html', 'two');
    const { files } = await first.commit();
    expect(files?.changed).toBe(true); // no list given
    // The same files again, one of them rewritten: the list stands.
    const second = await createOutputDir(out(), { incremental: true });
    second.adoptSync('guide/index.html', join(out(), 'guide/index.html'));
    await second.write('index.html', 'three');
    const same = (await second.commit({ previousFiles: files! })).files!;
    expect(same.changed).toBe(false);
    expect([...same.files].sort()).toEqual([...files!.files].sort());
    // A new file, and one that went, in the same commit: the count is the same, the list is not.
    const third = await createOutputDir(out(), { incremental: true });
    third.adoptSync('index.html', join(out(), 'index.html'));
    await third.write('new/index.html', 'new');
    const swapped = (await third.commit({ previousFiles: same })).files!;
    expect(swapped.files.length).toBe(same.files.length);
    expect(swapped.changed).toBe(true);
  });

  it('incremental, with the file list: a file and a folder may swap places', async () => {
    await build('one');
    const first = await createOutputDir(out(), { incremental: true });
    first.adoptSync('index.html', join(out(), 'index.html'));
    await first.write('was-file', 'file');
    await first.write('was-folder/index.html', 'folder');
    const { files } = await first.commit();
    const second = await createOutputDir(out(), { incremental: true });
    second.adoptSync('index.html', join(out(), 'index.html'));
    await second.write('was-file/index.html', 'now a folder');
    await second.write('was-folder', 'now a file');
    const before = folderSize(out());
    const result = await second.commit({ previousFiles: files! });
    expect(result.bytesDelta).toBe(folderSize(out()) - before);
    expect(await readFile(join(out(), 'was-file/index.html'), 'utf8')).toBe('now a folder');
    expect(await readFile(join(out(), 'was-folder'), 'utf8')).toBe('now a file');
    expect(existsSync(join(out(), 'guide'))).toBe(false);
    expect([...(result.files?.files ?? [])].sort()).toEqual(['.quire-output', 'index.html', 'was-file/index.html', 'was-folder']);
  });

  it('incremental: a file the caller says exists is kept without a check; one it says is gone is not adopted', async () => {
    await build('one');
    const output = await createOutputDir(out(), { incremental: true });
    expect(output.adoptSync('guide/index.html', join(out(), 'guide/index.html'), true)).toBe(true);
    // The caller's word counts both ways (missing-files.ts checked them all at once).
    expect(output.adoptSync('index.html', join(out(), 'index.html'), false)).toBe(false);
    expect(output.isKept('guide/index.html')).toBe(true);
    expect(output.isKept('index.html')).toBe(false);
    await output.commit();
    expect(await readFile(join(out(), 'guide/index.html'), 'utf8')).toBe('one guide');
    expect(existsSync(join(out(), 'index.html'))).toBe(false);
  });

  it('keepSync: the previous output file at the same place is kept in place, or linked when not incremental', async () => {
    await build('one');
    const output = await createOutputDir(out(), { incremental: true });
    const inode = (await stat(join(out(), 'guide/index.html'))).ino;
    expect(output.keepSync('guide/index.html')).toBe(true);
    expect(output.keepSync('missing/index.html')).toBe(false);
    expect(output.keepSync('index.html', false)).toBe(false);
    expect(output.isKept('guide/index.html')).toBe(true);
    expect(output.isKept('missing/index.html')).toBe(false);
    await output.commit();
    expect((await stat(join(out(), 'guide/index.html'))).ino).toBe(inode);
    expect(existsSync(join(out(), 'index.html'))).toBe(false);

    const whole = await createOutputDir(out());
    expect(whole.keepSync('guide/index.html')).toBe(true);
    expect(whole.keepSync('missing/index.html')).toBe(false);
    expect(await readFile(join(whole.dir, 'guide/index.html'), 'utf8')).toBe('one guide');
    await whole.discard();
  });

  it('incremental: a large file replaced keeps its old blocks aside until the commit is done, then they go', async () => {
    const big = (fill: string) => fill.repeat(17 << 20);
    for (const background of [false, true]) {
      await rm(out(), { recursive: true, force: true });
      const first = await createOutputDir(out());
      await first.write('llms-full.txt', big('a'));
      await first.write('index.html', 'one');
      await first.commit();
      const reader = join(out(), 'llms-full.txt');
      const oldInode = (await stat(reader)).ino;
      const output = await createOutputDir(out(), { incremental: true });
      output.adoptSync('index.html', join(out(), 'index.html'));
      await output.write('llms-full.txt', big('b'));
      const before = folderSize(out());
      const { bytesDelta } = await output.commit({ background });
      // Looked at first: the detached process that deletes it starts within tens of milliseconds.
      const asideNow = await leftovers();
      const asideInode = background && asideNow[0] ? (await stat(join(parent, asideNow[0], '0'))).ino : undefined;
      expect(bytesDelta).toBe(folderSize(out()) - before);
      const now = await stat(reader);
      expect(now.ino).not.toBe(oldInode);
      expect(now.size).toBe(17 << 20);
      const bytes = await readFile(reader);
      expect(String.fromCharCode(bytes[0]!, bytes[bytes.length - 1]!)).toBe('bb');
      // The second link to the old file lives in a folder beside the output, gone at once in the
      // foreground and shortly after with a detached process (which takes tens of milliseconds
      // to start: the commit did not wait for it).
      if (background) {
        expect(asideNow).toHaveLength(1);
        expect(asideNow[0]).toMatch(/^\.dist\.quire-old-\d+$/);
        expect(asideInode).toBe(oldInode);
      } else expect(asideNow).toEqual([]);
      const deadline = Date.now() + 10_000;
      while ((await leftovers()).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await leftovers()).toEqual([]);
    }
  });

  it('incremental: discard leaves the previous output exactly as it was', async () => {
    await build('one');
    const output = await createOutputDir(out(), { incremental: true });
    output.adoptSync('guide/index.html', join(out(), 'guide/index.html'));
    await output.write('index.html', 'two');
    await output.discard();
    expect(await readFile(join(out(), 'index.html'), 'utf8')).toBe('one');
    expect(await readFile(join(out(), 'guide/index.html'), 'utf8')).toBe('one guide');
    expect(await leftovers()).toEqual([]);
  });

  it('incremental only over a folder Quire built: anything else is replaced whole', async () => {
    await mkdir(out());
    await writeFile(join(out(), 'notes.txt'), 'mine');
    const output = await createOutputDir(out(), { incremental: true });
    expect(output.incremental).toBe(false);
    await output.write('index.html', 'site');
    await output.commit();
    expect(existsSync(join(out(), 'notes.txt'))).toBe(false);
  });
});
