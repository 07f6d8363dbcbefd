import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { startDevServer } from '../src/dev/dev-server.js';
import { quireCacheDir } from '../src/site/cache-dir.js';
import { devSiteCopies } from './helpers/dev-site-copy.js';

/**
 * `quire dev` lays a page out from a compile of its text that a build (or an earlier session)
 * kept in the render cache, and keeps its own compiles there: the parse and the highlighting are
 * most of a page's first render. A compile is taken only while the page's text, its snippets
 * and the settings content reads are the same. Generated API references are shared the same
 * way, by their document, operation and settings.
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/dev/site', import.meta.url));

describe('quire dev: compiled pages shared with the build', () => {
  const copy = devSiteCopies(FIXTURE, 'quire-dev-contents-', { env: { QUIRE_DEV_STORED_ANSWERS: '0' }, unset: ['QUIRE_DEV_CONTENT_CACHE'] });

  const start = async () => {
    const server = await startDevServer({ root: copy.root, port: 0, host: '127.0.0.1' });
    copy.servers.push(server);
    await server.ready;
    return async (path: string) => {
      const res = await fetch(new URL(path, server.url));
      return { status: res.status, text: await res.text() };
    };
  };

  /** The compiled contents in the site's render cache, as files. */
  const contentFiles = async () => {
    const base = join(quireCacheDir(copy.root), 'render');
    const [code] = await readdir(base).catch(() => [] as string[]);
    if (!code) return [];
    return (await readdir(join(base, code, 'content'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  };

  /** Marks every kept compile of the home page, so that a page laid out from one shows it. */
  const markHomeCompiles = async () => {
    let marked = 0;
    for (const file of await contentFiles()) {
      const entry = JSON.parse(await readFile(file, 'utf8'));
      if (!entry.html.includes('dev fixture')) continue;
      entry.html = entry.html.replace('dev fixture', 'dev fixture (kept compile)');
      await writeFile(file, JSON.stringify(entry));
      marked++;
    }
    return marked;
  };

  it('takes the compile a build of the same Quire kept, until the page or a snippet changes', async () => {
    const built = await buildSite({ root: copy.root, out: join(copy.parent, 'dist'), ogImages: false, search: false });
    expect(built.ok).toBe(true);
    expect(await markHomeCompiles()).toBe(1);

    let get = await start();
    expect((await get('/')).text).toContain('dev fixture (kept compile)');
    await copy.servers.pop()!.close();

    // The snippet the page imports changed while no Quire ran: the compile is not the page's any more.
    await writeFile(join(copy.root, 'snippets/badge.mdx'), (await readFile(join(copy.root, 'snippets/badge.mdx'), 'utf8')).replace('snippet badge v1', 'snippet badge v2'));
    get = await start();
    let home = (await get('/')).text;
    expect(home).not.toContain('(kept compile)');
    expect(home).toContain('snippet badge v2');
    await copy.servers.pop()!.close();

    // What that session compiled is kept in turn (written 2 s later), and the next session takes it.
    const rewritten = async () => {
      for (const file of await contentFiles()) if ((await readFile(file, 'utf8')).includes('snippet badge v2')) return true;
      return false;
    };
    for (let i = 0; i < 100 && !(await rewritten()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await markHomeCompiles()).toBe(1);
    get = await start();
    expect((await get('/')).text).toContain('dev fixture (kept compile)');
    await copy.servers.pop()!.close();

    await writeFile(join(copy.root, 'index.mdx'), (await readFile(join(copy.root, 'index.mdx'), 'utf8')).replace('Welcome to the', 'Hello from the'));
    get = await start();
    home = (await get('/')).text;
    expect(home).toContain('Hello from the <strong>dev fixture</strong>');
    expect(home).not.toContain('(kept compile)');
  });

  /** The generated API references in the site's render cache, as files. */
  const apiFiles = async () => {
    const base = join(quireCacheDir(copy.root), 'render');
    const [code] = await readdir(base).catch(() => [] as string[]);
    if (!code) return [];
    return (await readdir(join(base, code, 'api'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  };
  /** Marks every kept reference that says `description` (the fixture's response description). */
  const markReferences = async (description: string) => {
    let marked = 0;
    for (const file of await apiFiles()) {
      const html = await readFile(file, 'utf8');
      if (!html.includes(description)) continue;
      await writeFile(file, html.replace(description, `${description} (kept reference)`));
      marked++;
    }
    return marked;
  };

  it('shows the API reference a build kept, and keeps the ones it makes for the next build', async () => {
    const out = join(copy.parent, 'dist');
    const built = await buildSite({ root: copy.root, out, ogImages: false, search: false });
    expect(built.ok).toBe(true);
    expect(await markReferences('The things.')).toBe(1);

    let get = await start();
    let page = await get('/api-reference/list-things');
    expect(page.status).toBe(200);
    expect(page.text).toContain('The things. (kept reference)');
    await copy.servers.pop()!.close();

    // The document changed: the kept reference is not this operation's any more. The one dev
    // makes is kept at once, and a build of the same site lays the page out with it.
    const spec = join(copy.root, 'api/openapi.yaml');
    await writeFile(spec, (await readFile(spec, 'utf8')).replace('The things.', 'Every thing there is.'));
    get = await start();
    page = await get('/api-reference/list-things');
    expect(page.text).toContain('Every thing there is.');
    expect(page.text).not.toContain('(kept reference)');
    await copy.servers.pop()!.close();
    expect(await markReferences('Every thing there is.')).toBe(1);
    expect((await buildSite({ root: copy.root, out, ogImages: false, search: false })).ok).toBe(true);
    expect(await readFile(join(out, 'api-reference/list-things/index.html'), 'utf8')).toContain('Every thing there is. (kept reference)');
  });

  it('compiles every page with QUIRE_DEV_CONTENT_CACHE=0, and keeps nothing', async () => {
    process.env.QUIRE_DEV_CONTENT_CACHE = '0';
    const get = await start();
    expect((await get('/')).status).toBe(200);
    expect((await get('/api-reference/list-things')).text).toContain('The things.');
    expect(await contentFiles()).toEqual([]);
    expect(await apiFiles()).toEqual([]);
  });
});
