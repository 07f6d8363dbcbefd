import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openServedAnswers } from './served-answers.js';

/** The entries are written asynchronously, after the answer: wait until `count` are there. */
async function written(dir: string, count: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const names = await readdir(dir).catch(() => []);
    if (names.filter((n) => n.endsWith('.json')).length >= count) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`fewer than ${count} entries in ${dir}`);
}

describe('openServedAnswers', () => {
  let root: string;
  let cache: string;
  const code = 'a'.repeat(40);
  const store = () => join(cache, 'dev-answers', code.slice(0, 16));
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'quire-answers-root-'));
    cache = mkdtempSync(join(tmpdir(), 'quire-answers-cache-'));
    writeFileSync(join(root, 'docs.json'), '{"name":"x"}');
    mkdirSync(join(root, 'guides'));
    writeFileSync(join(root, 'guides/a.mdx'), '# A');
    writeFileSync(join(root, 'site.css'), 'body { color: red }');
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });

  it('gives an answer back while docs.json and the page file are as they were', async () => {
    const answers = openServedAnswers(root, cache, code);
    answers.save('/guides/a', { file: 'page.html', body: '<h1>A</h1>' }, ['guides/a.mdx']);
    await written(store(), 1);
    expect(openServedAnswers(root, cache, code).lookup('/guides/a')).toEqual({ file: 'page.html', body: '<h1>A</h1>' });
    expect(openServedAnswers(root, cache, code).lookup('/guides/b')).toBeUndefined();
    // Another code version reads none of it.
    expect(openServedAnswers(root, cache, 'b'.repeat(40)).lookup('/guides/a')).toBeUndefined();
  });

  it('misses once the page file or docs.json changed, even to the same size', async () => {
    openServedAnswers(root, cache, code).save('/guides/a', { file: 'page.html', body: 'A' }, ['guides/a.mdx']);
    openServedAnswers(root, cache, code).save('/other', { file: 'page.html', body: 'O' }, []);
    await written(store(), 2);
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'guides/a.mdx'), later, later);
    expect(openServedAnswers(root, cache, code).lookup('/guides/a')).toBeUndefined();
    expect(openServedAnswers(root, cache, code).lookup('/other')?.body).toBe('O');
    writeFileSync(join(root, 'docs.json'), '{"name":"y"}');
    utimesSync(join(root, 'docs.json'), later, later);
    expect(openServedAnswers(root, cache, code).lookup('/other')).toBeUndefined();
  });

  it('reads a docs file answer at lookup, and never one outside the docs folder', async () => {
    openServedAnswers(root, cache, code).save('/site.css', { file: 'site.css', body: '', source: 'site.css' }, []);
    await written(store(), 1);
    writeFileSync(join(root, 'site.css'), 'body { color: blue }');
    expect(openServedAnswers(root, cache, code).lookup('/site.css')?.body.toString()).toBe('body { color: blue }');
    // An entry changed to point outside the docs folder is not followed.
    const [name] = readdirSync(store());
    const entry = JSON.parse(await readFile(join(store(), name!), 'utf8'));
    for (const source of ['../outside.css', '/etc/passwd', '.git/config']) {
      await writeFile(join(store(), name!), JSON.stringify({ ...entry, source }));
      expect(openServedAnswers(root, cache, code).lookup('/site.css')).toBeUndefined();
    }
  });

  it('removes older code versions, and the oldest half past 256 entries', async () => {
    const old = join(cache, 'dev-answers', 'b'.repeat(16));
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'x.json'), '{}');
    mkdirSync(store(), { recursive: true });
    for (let i = 0; i < 300; i++) {
      const file = join(store(), `old-${i}.json`);
      writeFileSync(file, '{}');
      const t = new Date(Date.now() - (300 - i) * 1000);
      utimesSync(file, t, t);
    }
    openServedAnswers(root, cache, code).save('/guides/a', { file: 'page.html', body: 'A' }, ['guides/a.mdx']);
    await written(store(), 129);
    expect(readdirSync(join(cache, 'dev-answers'))).toEqual([code.slice(0, 16)]);
    const names = readdirSync(store());
    expect(names.length).toBe(129);
    // The newest of the old ones are kept.
    expect(names).toContain('old-299.json');
    expect(names).not.toContain('old-0.json');
  });
  it('remembers whether pages were open when a session ended, without counting it as an answer', () => {
    const first = openServedAnswers(root, cache, code);
    expect(first.pagesWereOpen()).toBe(false);
    first.noteOpenPages(2);
    const second = openServedAnswers(root, cache, code);
    expect(second.pagesWereOpen()).toBe(true);
    expect(second.hasAny()).toBe(false);
    second.noteOpenPages(0);
    expect(openServedAnswers(root, cache, code).pagesWereOpen()).toBe(false);
    // Another Quire version's store knows nothing of it.
    first.noteOpenPages(1);
    expect(openServedAnswers(root, cache, 'b'.repeat(40)).pagesWereOpen()).toBe(false);
  });
});
