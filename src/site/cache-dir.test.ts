import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quireCacheDir } from './cache-dir.js';

describe('quireCacheDir', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-cachedir-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));
  const env = { XDG_CACHE_HOME: '/home/u/.xdg' };

  it('uses the docs folder\'s node_modules when the docs folder is an npm project', async () => {
    const docs = join(tmp, 'pkg');
    await mkdir(docs);
    await writeFile(join(docs, 'package.json'), '{}');
    expect(quireCacheDir(docs, { env })).toBe(join(docs, 'node_modules', '.cache', 'quire'));
  });

  it('uses the enclosing project\'s node_modules, one folder per docs folder', async () => {
    const project = join(tmp, 'mono');
    await mkdir(join(project, 'apps', 'docs'), { recursive: true });
    await writeFile(join(project, 'package.json'), '{}');
    const dir = quireCacheDir(join(project, 'apps', 'docs'), { env });
    expect(dir).toMatch(new RegExp(`^${join(project, 'node_modules', '.cache', 'quire', 'docs-')}[0-9a-f]{12}$`));
    expect(quireCacheDir(join(project, 'apps', 'docs', '.'), { env })).toBe(dir);
  });

  it('uses the user cache folder for a docs-only repository, never creating node_modules there', async () => {
    const docs = join(tmp, 'plain', 'my docs');
    await mkdir(docs, { recursive: true });
    const dir = quireCacheDir(docs, { env });
    expect(dir).toMatch(/^\/home\/u\/\.xdg\/quire\/my_docs-[0-9a-f]{12}$/);
    expect(quireCacheDir(join(tmp, 'plain', 'other'), { env })).not.toBe(dir);
    expect(quireCacheDir(docs, { env: { QUIRE_CACHE_HOME: '/c' } })).toMatch(/^\/c\/my_docs-/);
  });

  it('takes --cache-dir as given, relative to the working folder', () => {
    expect(quireCacheDir('/anything', { cacheDir: 'cache', env })).toBe(join(process.cwd(), 'cache'));
  });
});
