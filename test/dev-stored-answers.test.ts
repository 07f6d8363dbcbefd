import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { devSiteCopies } from './helpers/dev-site-copy.js';
import WebSocket from 'ws';
import { startDevServer } from '../src/dev/dev-server.js';

/**
 * `quire dev` started again: the pages (and stylesheets) it answered last time are answered from
 * the cache before the site has loaded, and checked against a fresh render once it has.
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/dev/site', import.meta.url));
const PROVISIONAL = '<script type="module" data-quire-live data-quire-provisional data-quire-rev="0">';

describe('quire dev: answers of the last session, before the site has loaded', () => {
  const copy = devSiteCopies(FIXTURE, 'quire-dev-stored-', { unset: ['QUIRE_DEV_STORED_ANSWERS'] });

  /** A server whose site loads only when `release` is called. */
  const start = async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const server = await startDevServer({ root: copy.root, port: 0, host: '127.0.0.1', loadAfter: gate });
    copy.servers.push(server);
    const get = async (path: string, init?: RequestInit) => {
      const res = await fetch(new URL(path, server.url), init);
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    };
    return { server, get, release };
  };

  /** A first session that serves the guide page and its stylesheets, then stops. */
  const firstSession = async () => {
    const s = await start();
    s.release();
    await s.server.ready;
    const page = await s.get('/guides/writing');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(PROVISIONAL);
    const sheets = [...page.text.matchAll(/<link rel="stylesheet" href="(\/_quire\/[^"]+\.css)"/g)].map((m) => m[1]!);
    expect(sheets).toContain('/_quire/theme.css');
    for (const sheet of sheets) expect((await s.get(sheet)).status).toBe(200);
    await s.server.close();
    // The entries are written after the answers: give the writes a moment.
    await new Promise((r) => setTimeout(r, 200));
    return { page: page.text, sheets };
  };

  it('answers a page and its stylesheets at once, marked provisional, and finds them fresh', async () => {
    const before = await firstSession();
    const s = await start();
    // The site is not loading yet: only the store can answer.
    const page = await s.get('/guides/writing');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.text).toContain(PROVISIONAL);
    expect(page.text).toContain('<h1');
    expect(page.text.replace(PROVISIONAL, '<script type="module" data-quire-live data-quire-rev="0">')).toBe(before.page);
    const sheet = await s.get('/_quire/theme.css');
    expect(sheet.status).toBe(200);
    expect(sheet.type).toMatch(/^text\/css/);
    expect(sheet.text).toContain('--');
    s.release();
    expect(JSON.parse((await s.get('/_quire/provisional')).text)).toEqual({ fresh: true });
    // Once the site is up, the page is rendered again, without the mark.
    await s.server.ready;
    const after = await s.get('/guides/writing');
    expect(after.text).not.toContain(PROVISIONAL);
    expect(after.text).toBe(before.page);
  });

  it('a page whose navigation changed while no server ran is answered stale, then found stale', async () => {
    // Dated back, as a checkout keeps dates: the page-head store records only files older than
    // two seconds, and the second start then takes the old title from it without reading the file.
    const past = new Date(Date.now() - 3600_000);
    const home = join(copy.root, 'index.mdx');
    await utimes(home, past, past);
    await firstSession();
    // The other page's title is in this page's sidebar; neither docs.json nor this page changed.
    await writeFile(home, (await readFile(home, 'utf8')).replace('title: Welcome', 'title: Welcome back'));
    await utimes(home, past, new Date(Date.now() - 1800_000));
    const s = await start();
    const early = await s.get('/guides/writing');
    expect(early.text).toContain(PROVISIONAL);
    expect(early.text).not.toContain('Welcome back');
    s.release();
    expect(JSON.parse((await s.get('/_quire/provisional')).text)).toEqual({ fresh: false });
    const fresh = await s.get('/guides/writing');
    expect(fresh.text).toContain('Welcome back');
    expect(fresh.text).not.toContain(PROVISIONAL);
  });

  it('the utility CSS, made from the pages one session rendered, is given early but not compared', async () => {
    const page = join(copy.root, 'guides/writing.mdx');
    await writeFile(page, `${await readFile(page, 'utf8')}\n<div className="mt-7 text-center">Centred</div>\n`);
    const home = join(copy.root, 'index.mdx');
    await writeFile(home, `${await readFile(home, 'utf8')}\n<div className="mb-9">Spaced</div>\n`);
    const s = await start();
    s.release();
    await s.server.ready;
    await s.get('/');
    const html = (await s.get('/guides/writing')).text;
    expect(html).toContain('/_quire/utilities.css');
    const sheet = (await s.get('/_quire/utilities.css')).text;
    // Both pages' classes: the session rendered both.
    expect(sheet).toContain('.mt-7');
    expect(sheet).toContain('.mb-9');
    await s.server.close();
    await new Promise((r) => setTimeout(r, 200));

    const t = await start();
    expect((await t.get('/guides/writing')).text).toContain(PROVISIONAL);
    expect((await t.get('/_quire/utilities.css')).text).toBe(sheet);
    t.release();
    // The loaded site's first utility CSS has only the checked page's classes; that is no reason to reload.
    expect(JSON.parse((await t.get('/_quire/provisional')).text)).toEqual({ fresh: true });
  });

  it('a page whose own file or docs.json changed waits for the site instead', async () => {
    await firstSession();
    const page = join(copy.root, 'guides/writing.mdx');
    await writeFile(page, (await readFile(page, 'utf8')).replace('Write pages in MDX.', 'Write pages in MDX, edited offline.'));
    const s = await start();
    const answer = s.get('/guides/writing');
    // Not answered while the site is held: it is answered once the site loads, and fresh.
    const first = await Promise.race([answer.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 300))]);
    expect(first).toBe('waiting');
    s.release();
    const text = (await answer).text;
    expect(text).toContain('edited offline');
    expect(text).not.toContain(PROVISIONAL);
    await s.server.close();

    // docs.json: every page depends on it.
    const config = join(copy.root, 'docs.json');
    await writeFile(config, (await readFile(config, 'utf8')).replace('"Dev fixture"', '"Dev fixture renamed"'));
    const t = await start();
    const held = t.get('/_quire/theme.css');
    expect(await Promise.race([held.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 300))])).toBe('waiting');
    t.release();
    expect((await held).status).toBe(200);
    expect(JSON.parse((await t.get('/_quire/provisional')).text)).toEqual({ fresh: true });
  });

  it('Markdown requests wait for the loaded site; QUIRE_DEV_STORED_ANSWERS=0 turns the store off', async () => {
    await firstSession();
    const s = await start();
    const markdown = s.get('/guides/writing', { headers: { accept: 'text/markdown' } });
    expect(await Promise.race([markdown.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 300))])).toBe('waiting');
    s.release();
    expect((await markdown).text).toContain('Write pages in MDX.');
    await s.server.close();

    process.env.QUIRE_DEV_STORED_ANSWERS = '0';
    const off = await start();
    const held = off.get('/guides/writing');
    expect(await Promise.race([held.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 300))])).toBe('waiting');
    off.release();
    expect((await held).text).not.toContain(PROVISIONAL);
  });
  it("answers a page's ping for the restarted server before Vite is up, so the page reloads at once", async () => {
    const s = await start();
    /** Opens a WebSocket handshake; the status and accept header answered, or 'closed'. */
    const upgrade = (protocol: string) =>
      new Promise<{ status: number; accept?: string; protocol?: string } | 'closed'>((resolve) => {
        const req = request(new URL('/_quire/vite/', s.server.url), {
          headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-protocol': protocol },
        });
        req.on('upgrade', (res, socket) => {
          socket.destroy();
          resolve({ status: res.statusCode ?? 0, accept: res.headers['sec-websocket-accept'] as string, protocol: res.headers['sec-websocket-protocol'] as string });
        });
        req.on('response', (res) => resolve({ status: res.statusCode ?? 0 }));
        req.on('error', () => resolve('closed'));
        req.end();
      });
    // RFC 6455's sample key and its answer.
    const accept = createHash('sha1').update('dGhlIHNhbXBsZSBub25jZQ==258EAFA5-E914-47DA-95CA-C5AB0DC85B11').digest('base64');
    expect(accept).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
    expect(await upgrade('vite-ping')).toEqual({ status: 101, accept, protocol: 'vite-ping' });
    // The live client's own websocket is Vite's to take, once it is up.
    expect(await upgrade('vite-hmr')).toBe('closed');
    s.release();
  });
  it('notes whether a page was connected when the server closed (its reload is waited for next time)', async () => {
    const openPagesNote = async () => (await readdir(join(copy.parent, 'cache'), { recursive: true })).some((n) => n.endsWith('open-pages'));
    const s = await start();
    s.release();
    await s.server.ready;
    const socket = new WebSocket(new URL('/_quire/vite/', s.server.url.replace('http', 'ws')), 'vite-hmr');
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await s.server.close();
    expect(await openPagesNote()).toBe(true);

    const t = await start();
    t.release();
    await t.server.ready;
    await t.server.close();
    expect(await openPagesNote()).toBe(false);
  });
});
