import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus, type Corpus } from '../bench/gen-corpus.js';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { codeFingerprint, createRenderCache } from '../src/build/render-cache.js';
import { hash } from '../src/io/hash.js';
import { quireCacheDir } from '../src/site/cache-dir.js';
import { outputSnapshot } from './helpers/output-snapshot.js';

/*
 * Rebuilds keep the output's manifest as a base and a journal of what changed since
 * (src/build/manifest-journal.ts). Each rebuild below must leave exactly what a fresh build of
 * the same files writes, whichever of the two it read and wrote.
 */
describe('rebuilds through the manifest journal', () => {
  let tmp: string;
  let corpus: Corpus;
  let out: string;
  let manifestDir: string;
  const build = async () => {
    const result = await buildSite({ ogImages: false, root: corpus.root, out, search: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    return result;
  };
  /** The output, compared with a fresh build of the same files without the cache. */
  const expectFresh = async () => {
    const fresh = join(tmp, 'fresh');
    await rm(fresh, { recursive: true, force: true });
    const result = await buildSite({ ogImages: false, root: corpus.root, out: fresh, cache: false, search: false });
    expect(result.ok).toBe(true);
    const [a, b] = [await outputSnapshot(fresh), await outputSnapshot(out)];
    const names = [...new Set([...a.keys(), ...b.keys()])].filter((n) => a.get(n) !== b.get(n));
    expect(names).toEqual([]);
  };
  const manifestFiles = async () => (existsSync(manifestDir) ? (await readdir(manifestDir)).sort() : []);
  const edit = async (i: number, text: string) => {
    const file = join(corpus.root, corpus.pageFiles[i]!);
    const before = await readFile(file, 'utf8');
    await writeFile(file, `${before}\n\n${text}\n`);
    return () => writeFile(file, before);
  };

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-journal-'));
    corpus = await generateCorpus(join(tmp, 'site'), { pages: 40, operations: 0, seed: 11 });
    out = join(tmp, 'out');
    manifestDir = join(quireCacheDir(corpus.root), 'render', (await codeFingerprint()).slice(0, 16), 'manifest');
  }, 120_000);

  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('a first build writes a base; each edit after it only a journal, and the output is a fresh build’s', async () => {
    const first = await build();
    const id = hash(out);
    // A first build swaps its folder in whole, and lists its files for the first update in place.
    expect(await manifestFiles()).toEqual([`${id}.base`, `${id}.files`]);
    const base = await stat(join(manifestDir, `${id}.base`));

    const restoreA = await edit(3, 'A first edit.');
    let result: BuildResult = await build();
    expect(result.stats?.rendered).toBe(1);
    expect(await manifestFiles()).toEqual([`${id}.base`, `${id}.files`, `${id}.journal.json`]);
    await expectFresh();

    // A second edit: the journal now holds both pages, and the first is not rendered again.
    const restoreB = await edit(9, 'Another page edited.');
    result = await build();
    expect(result.stats?.rendered).toBe(1);
    const journal = JSON.parse(await readFile(join(manifestDir, `${id}.journal.json`), 'utf8'));
    expect(Object.keys(journal.pages).sort()).toEqual([corpus.pagePaths[3], corpus.pagePaths[9]].sort());
    await expectFresh();

    // Back to the first text: laid out from the compile cached by the first build.
    await restoreA();
    result = await build();
    expect(result.stats?.rendered).toBe(1);
    expect(result.stats?.compiled).toBe(0);
    await restoreB();
    result = await build();
    expect(result.stats?.compiled).toBe(0);
    await expectFresh();

    // Nothing changed: nothing rendered, the base never written again since the first build.
    result = await build();
    expect(result.stats?.rendered).toBe(0);
    expect(result.stats?.reused).toBe(first.pages);
    expect((await stat(join(manifestDir, `${id}.base`))).mtimeMs).toBe(base.mtimeMs);
  }, 240_000);

  it('static files and Quire’s own scripts stay where they are unless they changed', async () => {
    const picture = join(corpus.root, 'images', 'picture.png');
    await mkdir(dirname(picture), { recursive: true });
    await writeFile(picture, 'first picture');
    await build();
    const inode = async (file: string) => (await stat(join(out, file))).ino;
    const [image, script] = [await inode('images/picture.png'), await inode('_quire/quire.js')];
    // A copy would be a new file moved over the old one: a new inode.
    await build();
    expect(await inode('images/picture.png')).toBe(image);
    expect(await inode('_quire/quire.js')).toBe(script);
    await writeFile(picture, 'the second picture');
    await build();
    expect(await readFile(join(out, 'images/picture.png'), 'utf8')).toBe('the second picture');
    await rm(picture);
    await build();
    expect(existsSync(join(out, 'images/picture.png'))).toBe(false);
    await expectFresh();
  }, 240_000);

  it('a page removed from the site: the output is still a fresh build’s', async () => {
    const config = join(corpus.root, 'docs.json');
    const text = await readFile(config, 'utf8');
    const gone = corpus.pagePaths[20]!.slice(1);
    await writeFile(config, text.replace(`"${gone}",`, '').replace(`,\n              "${gone}"`, ''));
    await rm(join(corpus.root, corpus.pageFiles[20]!));
    const result = await build();
    expect(result.pages).toBe(corpus.pagePaths.length - 1);
    expect(existsSync(join(out, gone, 'index.html'))).toBe(false);
    await expectFresh();
  }, 240_000);

  it('a build cut short after its commit leaves no manifest to trust: the next one lays out every page again', async () => {
    const cache = await createRenderCache(quireCacheDir(corpus.root));
    expect(await cache.readManifest(out)).toBeDefined();
    // What a build does before its commit; it was killed before it wrote the manifest again.
    await cache.removeManifest(out);
    expect(await cache.readManifest(out)).toBeUndefined();
    const restore = await edit(5, 'Edited while no manifest was there.');
    const result = await build();
    expect(result.stats?.reused).toBe(0);
    expect(result.stats?.compiled).toBe(1);
    await expectFresh();
    await restore();
  }, 240_000);
});
