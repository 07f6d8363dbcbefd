import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutputDir } from './output-dir.js';

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
});
