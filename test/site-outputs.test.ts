import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { createStaticHandler } from '../src/dev/static-server.js';
import { startHarness, type DevHarness } from './helpers/dev-harness.js';

/*
 * Site-wide outputs driven by docs.json (test/fixtures/site-outputs): JSON-LD, seo.trailingSlash,
 * errors.404, search.prompt, markdown.schema, feedback, skill.md and the llms.txt spec list, and
 * `Accept: text/markdown` in `quire dev` and `quire preview`.
 */

const FIXTURE = fileURLToPath(new URL('./fixtures/site-outputs', import.meta.url));

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-site-outputs-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

/** Copies the fixture, lets `edit` change its docs.json, builds it. */
async function build(name: string, edit: (config: Record<string, unknown>) => void = () => {}): Promise<{ out: string; result: BuildResult }> {
  const root = join(tmp, `${name}-src`);
  const out = join(tmp, `${name}-out`);
  await cp(FIXTURE, root, { recursive: true });
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as Record<string, unknown>;
  edit(config);
  await writeFile(join(root, 'docs.json'), JSON.stringify(config));
  const result = await buildSite({ root, out, search: false, offline: true, workers: 0 });
  return { out, result };
}

type Entity = Record<string, unknown> & { '@type': string };

function jsonLd(html: string): Entity[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  const doc = JSON.parse(scripts[0]!) as { '@context': string; '@graph': Entity[] };
  expect(doc['@context']).toBe('https://schema.org');
  return doc['@graph'];
}

const hrefs = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]!);

describe('a site using seo, errors, search, markdown and feedback', () => {
  let out: string;
  let result: BuildResult;
  const read = (file: string) => readFile(join(out, file), 'utf8');
  beforeAll(async () => {
    ({ out, result } = await build('all'));
  }, 120_000);

  it('builds without a warning: every key it uses is honoured', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it('writes JSON-LD: the WebSite, the seo.organization, and a TechArticle with its breadcrumb trail', async () => {
    const graph = jsonLd(await read('guides/launch/index.html'));
    const byType = new Map(graph.map((e) => [e['@type'], e]));
    expect(byType.get('Organization')).toMatchObject({ name: 'Acme Corp', url: 'https://acme.test', logo: 'https://acme.test/logo.png', sameAs: ['https://github.com/acme'] });
    expect(byType.get('WebSite')).toMatchObject({ name: 'Acme Rockets', url: 'https://docs.acme.test/', publisher: { '@id': byType.get('Organization')!['@id'] } });
    expect(byType.get('TechArticle')).toMatchObject({ headline: 'Launch a rocket', description: 'Count down and lift off.', url: 'https://docs.acme.test/guides/launch/' });
    const crumbs = (byType.get('BreadcrumbList')!.itemListElement as { position: number; name: string; item?: string }[]).map((c) => [c.position, c.name, c.item]);
    expect(crumbs).toEqual([
      [1, 'Guides', 'https://docs.acme.test/'],
      [2, 'Getting started', 'https://docs.acme.test/'],
      [3, 'Launch a rocket', 'https://docs.acme.test/guides/launch/'],
    ]);
    // An API page's trail names its tab and group.
    const api = jsonLd(await read('api-reference/list-rockets/index.html'));
    const apiCrumbs = (api.find((e) => e['@type'] === 'BreadcrumbList')!.itemListElement as { name: string }[]).map((c) => c.name);
    expect(apiCrumbs[0]).toBe('API reference');
    expect(apiCrumbs.at(-1)).toBe('List rockets');
    // Generated pages carry the site entities only.
    expect(jsonLd(await read('404.html')).map((e) => e['@type'])).toEqual(['WebSite', 'Organization']);
  });

  it('seo.trailingSlash: links, canonical URLs, the sitemap and redirects end page URLs with a slash', async () => {
    const home = await read('index.html');
    expect(home).toContain('<link rel="canonical" href="https://docs.acme.test/">');
    const links = hrefs(home);
    expect(links).toContain('/guides/launch/#countdown');
    expect(links).toContain('/guides/launch/');
    expect(links).toContain('/api-reference/list-rockets/');
    expect(links).toContain('/logo.svg'); // files keep their own URL
    expect(links.filter((h) => /^\/(guides|api-reference)\/[^#?]*[^/]$/.test(h.split(/[#?]/)[0]!))).toEqual([]);
    expect(await read('guides/launch/index.html')).toContain('<link rel="canonical" href="https://docs.acme.test/guides/launch/">');
    const locs = [...(await read('sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://docs.acme.test/', 'https://docs.acme.test/guides/launch/', 'https://docs.acme.test/api-reference/list-rockets/']);
    expect(await read('_redirects')).toBe('/old-launch /guides/launch/ 301\n');
    expect(await read('old-launch/index.html')).toContain('content="0; url=/guides/launch/"');
    expect(JSON.parse(await read('vercel.json'))).toMatchObject({ trailingSlash: true, redirects: [{ source: '/old-launch', destination: '/guides/launch/' }] });
    expect(await read('llms-full.txt')).toContain('Source: https://docs.acme.test/guides/launch/\n');
  });

  it('errors.404: the 404 page shows the title and the Markdown description', async () => {
    const page = await read('404.html');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1]).toBe('Lost in orbit');
    expect(page).toContain('This page drifted <strong>out of range</strong>.');
    expect(page).not.toContain('Page not found');
    expect(page).not.toContain('http-equiv="refresh"');
  });

  it('search.prompt is the search box placeholder', async () => {
    const home = await read('index.html');
    expect(home).toMatch(/<input id="quire-search-input"[^>]*placeholder="Search the launch manual…"/);
    expect(home).toContain('data-prompt="Search the launch manual…"');
  });

  it('markdown.schema: false leaves the schema out of API pages\' Markdown', async () => {
    const md = await read('api-reference/list-rockets.md');
    expect(md).toContain('`GET /rockets`');
    expect(md).toContain('https://api.acme.test');
    expect(md).not.toMatch(/## Responses|fuelLevel/);
  });

  it('feedback: no thumbs, no edit link, a "Report an issue" link to the repository', async () => {
    const page = await read('guides/launch/index.html');
    expect(page).not.toContain('class="page-feedback"');
    expect(page).not.toContain('class="page-edit"');
    expect(page).toMatch(/<a class="page-issue" href="https:\/\/github\.com\/acme\/rocket-docs\/issues\/new\?title=Issue%20on%20docs%20page%20%2Fguides%2Flaunch"[^>]*>Report an issue<\/a>/);
  });

  it('writes skill.md (agentskills.io frontmatter) and lists the OpenAPI documents in llms.txt', async () => {
    const skill = await read('skill.md');
    const front = /^---\nname: ([^\n]+)\ndescription: ("[^\n]+")\n---\n/.exec(skill);
    expect(front?.[1]).toBe('acme-rockets');
    expect(JSON.parse(front![2]!)).toMatch(/^Build and launch rockets with the Acme API\. Use when a task involves Acme Rockets/);
    expect(skill).toContain('- [Launch a rocket](https://docs.acme.test/guides/launch.md): Count down and lift off.');
    expect(skill).toContain('- `GET /rockets` — [List rockets](https://docs.acme.test/api-reference/list-rockets.md)');
    expect(skill).toContain('https://docs.acme.test/llms-full.txt');
    const llms = await read('llms.txt');
    expect(llms.endsWith('## OpenAPI Specs\n\n- [rockets](https://docs.acme.test/api/rockets.json)\n')).toBe(true);
    expect(JSON.parse(await read('api/rockets.json')).paths['/rockets'].get.operationId).toBe('listRockets');
  });
});

describe('the same site without the keys, and with errors.404.redirect', () => {
  it('keeps URLs without a slash and the default 404 texts when the keys are absent', async () => {
    const { out, result } = await build('plain', (c) => {
      delete (c.seo as Record<string, unknown>).trailingSlash;
      delete c.errors;
      delete c.search;
      delete c.feedback;
    });
    expect(result.diagnostics).toEqual([]);
    const home = await readFile(join(out, 'index.html'), 'utf8');
    expect(hrefs(home)).toContain('/guides/launch#countdown');
    expect(home).toMatch(/<input id="quire-search-input"[^>]*placeholder="Search…"/);
    expect(await readFile(join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://docs.acme.test/guides/launch</loc>');
    expect(JSON.parse(await readFile(join(out, 'vercel.json'), 'utf8')).trailingSlash).toBe(false);
    expect(await readFile(join(out, '404.html'), 'utf8')).toContain('Page not found');
    const launch = await readFile(join(out, 'guides/launch/index.html'), 'utf8');
    expect(launch).toContain('class="page-edit"');
    expect(launch).toContain('class="page-feedback"');
    expect(launch).not.toContain('class="page-issue"');
  }, 120_000);

  it('errors.404.redirect: true makes the 404 page send readers home', async () => {
    const { out, result } = await build('redirect', (c) => {
      c.errors = { '404': { redirect: true } };
    });
    expect(result.diagnostics).toEqual([]);
    const page = await readFile(join(out, '404.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/">');
  }, 120_000);
});

/** GET with an Accept header: status, content type, Vary and body. */
async function get(origin: string, path: string, accept?: string) {
  const res = await fetch(new URL(path, origin), { headers: accept ? { accept } : {}, redirect: 'manual' });
  // `quire preview` also varies on Accept-Encoding (it compresses text, tested below); this checks Accept.
  const vary = res.headers.get('vary')?.split(/,\s*/).filter((v) => v !== 'Accept-Encoding').join(', ') || null;
  return { status: res.status, type: res.headers.get('content-type'), vary, text: await res.text() };
}

const AGENT = 'text/markdown, text/html;q=0.5';
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('Accept: text/markdown', () => {
  let h: DevHarness;
  let preview: Server;
  let previewOrigin: string;
  beforeAll(async () => {
    h = await startHarness(FIXTURE);
    const { out } = await build('preview');
    preview = createServer(createStaticHandler(out));
    await new Promise<void>((r) => preview.listen(0, '127.0.0.1', r));
    previewOrigin = `http://127.0.0.1:${(preview.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await new Promise((r) => preview?.close(r));
  });

  it('quire preview compresses text for clients that accept gzip, as static hosts do (not under 1 kB)', async () => {
    const page = await fetch(new URL('/guides/launch', previewOrigin), { headers: { accept: BROWSER, 'accept-encoding': 'gzip' } });
    expect([page.status, page.headers.get('content-encoding'), page.headers.get('vary')]).toEqual([200, 'gzip', 'Accept, Accept-Encoding']);
    expect(await page.text()).toContain('<!doctype html>');
    // The fixture's Markdown twin is a few hundred bytes: sent as it is.
    const twin = await fetch(new URL('/guides/launch', previewOrigin), { headers: { accept: AGENT, 'accept-encoding': 'gzip' } });
    expect([twin.status, twin.headers.get('content-encoding')]).toEqual([200, null]);
    expect(await twin.text()).toMatch(/^# Launch a rocket/);
    const plain = await fetch(new URL('/guides/launch', previewOrigin), { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<!doctype html>');
  });

  for (const server of ['quire dev', 'quire preview'] as const) {
    const origin = () => (server === 'quire dev' ? h.server.url : previewOrigin);

    it(`${server} answers a page with its Markdown twin when Accept prefers it`, async () => {
      for (const path of ['/guides/launch', '/guides/launch/']) {
        const md = await get(origin(), path, AGENT);
        expect([md.status, md.type, md.vary], path).toEqual([200, 'text/markdown; charset=utf-8', 'Accept']);
        expect(md.text).toMatch(/^# Launch a rocket\n\n> Count down and lift off\./);
      }
      const home = await get(origin(), '/', 'text/markdown');
      expect([home.status, home.type]).toEqual([200, 'text/markdown; charset=utf-8']);
      expect(home.text).toMatch(/^# Welcome\n/);
    });

    it(`${server} keeps HTML for browsers and */*, with Vary: Accept on pages`, async () => {
      for (const accept of [BROWSER, '*/*', undefined, 'text/html, text/markdown']) {
        const html = await get(origin(), '/guides/launch', accept);
        expect([html.status, html.type, html.vary], String(accept)).toEqual([200, 'text/html; charset=utf-8', 'Accept']);
        expect(html.text).toContain('<!doctype html>');
      }
      // Files and unknown URLs are not negotiated.
      const svg = await get(origin(), '/logo.svg', AGENT);
      expect([svg.status, svg.type]).toEqual([200, 'image/svg+xml']);
      expect((await get(origin(), '/no/such/page', AGENT)).status).toBe(404);
    });
  }
});
