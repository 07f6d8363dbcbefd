import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hash } from '../src/io/hash.js';
import { createRenderCache } from '../src/build/render-cache.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("render cache: social images, API references and long pages' pieces", () => {
  it('gives back what was written under a key, and nothing for a key never written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-cache-files-'));
    dirs.push(dir);
    const cache = await createRenderCache(dir);
    const [png, pieces, api] = ['png', 'pieces', 'api'].map((what) => hash('test', what));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await cache.writeImage(png!, bytes);
    await cache.writeParse(pieces!, new Uint8Array([9, 8, 7]));
    await cache.writeApiHtml(api!, '<section>Créer — un déploiement</section>');
    expect(await cache.readImage(png!)).toEqual(Buffer.from(bytes));
    expect(await cache.readParse(pieces!)).toEqual(Buffer.from([9, 8, 7]));
    expect(await cache.readApiHtml(api!)).toBe('<section>Créer — un déploiement</section>');
    const missing = hash('test', 'never written');
    expect(await cache.readImage(missing)).toBeUndefined();
    expect(await cache.readParse(missing)).toBeUndefined();
    expect(await cache.readApiHtml(missing)).toBeUndefined();
  });

  it('reads a folder where an entry should be as a miss, not an error', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-cache-files-'));
    dirs.push(dir);
    const cache = await createRenderCache(dir);
    const key = hash('test', 'a folder');
    await cache.writeImage(key, new Uint8Array([1]));
    const file = (await readdir(dir, { recursive: true })).map(String).find((f) => f.endsWith(`${key}.png`));
    expect(file).toBeDefined();
    // The entry's place taken by a folder (a damaged cache): the build draws the card again.
    await rm(join(dir, file!));
    await mkdir(join(dir, file!));
    expect(await cache.readImage(key)).toBeUndefined();
  });
});
