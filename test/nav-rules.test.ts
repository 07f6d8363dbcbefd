import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCommand, type ParsedCommand } from '../src/cli/main.js';
import { runOpenApi } from '../src/cli/openapi-command.js';
import type { NavJson } from '../src/navigation/nav-json.js';
import { runCli } from './helpers/run-cli.js';

/**
 * Generated-URL and navigation rules as Mintlify resolves them (test/fixtures/nav-rules, each
 * folder checked against Mintlify's own prebuild where Mintlify has one answer): what `quire nav
 * --json`, `quire build` and `quire openapi` give a user.
 */
const fixtures = join(import.meta.dirname, 'fixtures/nav-rules');
const temps: string[] = [];
afterAll(() => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))));

/** A copy of a fixture (commands write caches into the docs folder). */
async function copy(name: string): Promise<string> {
  const tmp = await mkdtemp(join(tmpdir(), `quire-nav-rules-${name}-`));
  temps.push(tmp);
  await cp(join(fixtures, name), join(tmp, 'docs'), { recursive: true });
  return join(tmp, 'docs');
}

async function nav(root: string): Promise<{ json: NavJson; stderr: string; code: number }> {
  const r = await runCli('nav', root, '--json', '--offline');
  return { json: r.code === 0 ? (JSON.parse(r.stdout) as NavJson) : ({} as NavJson), stderr: r.stderr, code: r.code };
}

/** `URL | title` of the pages listed in the navigation, in order. */
const listed = (json: NavJson) => {
  const titles = new Map(json.pages.map((p) => [p.path, p.title]));
  const out: string[] = [];
  const walk = (nodes: NavJson['navigation']) => {
    for (const n of nodes) {
      if (n.type === 'page') out.push(`${n.path} | ${titles.get(n.path!)}`);
      walk(n.children);
    }
  };
  walk(json.navigation);
  return out;
};

describe('webhook pages (nav-rules/webhooks)', () => {
  it('take their URL from the summary, else the name, and their title from that URL or x-mint metadata', async () => {
    const { json, stderr, code } = await nav(await copy('webhooks'));
    expect(code, stderr).toBe(0);
    // Bulk generation (`openapi` on a tab) and explicit `webhook <name>` entries follow one rule.
    expect(listed(json)).toEqual([
      '/ | Webhooks',
      '/events/list-plants | List plants',
      '/events/customerstate_changed | Customerstate changed',
      '/events/new-plant-webhook | New plant webhook',
      '/events/plant_died | Plant died',
      '/events/refund_created | refund.created',
      '/api-reference/customerstate_changed | Customerstate changed',
      '/api-reference/new-plant-webhook | New plant webhook',
      '/api-reference/plant_died | Plant died',
      '/api-reference/refund_created | refund.created',
    ]);
  });
});

describe('lower-cased generated URLs (nav-rules/lowercase)', () => {
  it('lower-cases directory, language folder, tag folder, page and href; page files keep their case', async () => {
    const { json, stderr, code } = await nav(await copy('lowercase'));
    expect(code, stderr).toBe(0);
    expect(listed(json)).toEqual([
      '/ | Home',
      '/api-reference/plant-care/list-plants-by-id | List Plants By ID',
      '/api-reference/plant-care/get-plants-leaves | Get plants leaves',
      '/guides/moved-endpoint | Moved',
      '/zh-Hant | 首頁',
      '/zh-hant/api-reference/plant-care/list-plants-by-id | List Plants By ID',
      '/zh-hant/api-reference/plant-care/get-plants-leaves | Get plants leaves',
      '/guides/moved-endpoint | Moved',
    ]);
  });
});

describe('duplicate generated URLs (nav-rules/duplicates)', () => {
  it('gives each entry its own page, with a located warning naming both entries', async () => {
    const root = await copy('duplicates');
    const out = join(root, '..', 'out');
    const r = await runCli('build', root, '--offline', '--no-search', '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      'warning docs.json:12:60 navigation.groups[1].pages[1]: two navigation entries resolve to the URL /api-reference/delete-v3connections: ' +
        'openapi.yaml DELETE /v3/connections/{connectionId} (navigation.groups[1].pages[0]) and openapi.yaml DELETE /v3/connections (navigation.groups[1].pages[1]); ' +
        'openapi.yaml DELETE /v3/connections is served at /api-reference/delete-v3connections-1 instead',
    );
    // The listed page file keeps its URL even though it comes later; the operation moves.
    expect(r.stderr).toContain(
      'warning docs.json:12:86 navigation.groups[1].pages[2]: two navigation entries resolve to the URL /api-reference/health: ' +
        'api-reference/health.mdx (navigation.groups[1].pages[3]) and openapi.yaml GET /health (navigation.groups[1].pages[2]); openapi.yaml GET /health is served at /api-reference/health-1 instead',
    );
    expect(r.stderr).toContain('2 warnings (2 duplicate navigation URLs)');
    const page = (url: string) => readFile(join(out, url, 'index.html'), 'utf8');
    expect(await page('api-reference/delete-v3connections')).toContain('Deletes one connection.');
    expect(await page('api-reference/delete-v3connections-1')).toContain('Deletes every connection.');
    expect(await page('api-reference/health')).toContain('A hand-written page whose file decides its URL.');
    expect(await page('api-reference/health-1')).toContain('/health');
  });
});

describe('groups whose pages are all hidden (nav-rules/hidden-groups)', () => {
  it('are hidden in nav JSON and show no header in the built sidebar', async () => {
    const root = await copy('hidden-groups');
    const { json } = await nav(root);
    const groups = (nodes: NavJson['navigation']): string[] =>
      nodes.flatMap((n) => (n.type === 'group' ? [`${n.title}${n.hidden ? ' (hidden)' : ''}`, ...groups(n.children)] : []));
    expect(groups(json.navigation)).toEqual(['Start', 'Internal notes (hidden)', 'Operations', 'Legacy tools (hidden)', 'Monitoring', 'Archive (hidden)']);

    const out = join(root, '..', 'out');
    const r = await runCli('build', root, '--offline', '--no-search', '--out', out);
    expect(r.code, r.stderr).toBe(0);
    for (const file of ['index.html', 'internal/runbook/index.html', 'ops/monitoring/alerts/index.html']) {
      const html = await readFile(join(out, file), 'utf8');
      const sidebar = /<nav class="sidebar"[^>]*aria-label="Sidebar">[\s\S]*?<\/nav>/.exec(html)?.[0];
      expect(sidebar, file).toBeDefined();
      expect(sidebar, file).toContain('Operations');
      expect(sidebar, file).toContain('Monitoring');
      for (const hidden of ['Internal notes', 'Legacy tools', 'Archive']) expect(sidebar, `${file}: ${hidden}`).not.toContain(hidden);
    }
    // Hidden pages are still built, reachable by URL.
    expect(existsSync(join(out, 'internal/runbook/index.html'))).toBe(true);
  });
});

describe('an operation whose summary is a paragraph (nav-rules/long-summary)', () => {
  const capped = /^create-a-new-plant-record-in-the-garden-catalogue-including-its-botanical-name[a-z-]*-[0-9a-f]{8}$/;

  it('gets one shortened URL in quire openapi, quire build and quire nav, with a warning at the operation', async () => {
    const root = await copy('long-summary');
    const { json, stderr, code } = await nav(root);
    expect(code, stderr).toBe(0);
    const url = json.pages.find((p) => p.source.kind === 'openapi' && p.source.method === 'POST')!.path;
    const slug = url.replace('/api-reference/plants/', '');
    expect(slug).toMatch(capped);
    expect(Buffer.byteLength(slug)).toBeLessThanOrEqual(100);
    expect(stderr).toContain(
      `warning openapi.yaml #/paths/~1plants/post: the URL of POST /plants was shortened to ${url}: its segment "create-a-new-plant-record-in-the-garden-…" (413 bytes) is longer than 100 bytes, too long for a file name`,
    );
    expect(stderr).toContain('hint: give the operation a shorter summary (put the long text in description), or set x-mint.href');

    const out = join(root, '..', 'out');
    const built = await runCli('build', root, '--offline', '--no-search', '--out', out);
    expect(built.code, built.stderr).toBe(0);
    expect(await readFile(join(out, url, 'index.html'), 'utf8')).toContain('Create a new plant record in the garden catalogue');
    expect(existsSync(join(out, `${url}.md`))).toBe(true);

    // quire openapi writes its stub at the same URL, without crashing on the file name.
    let stdout = '';
    let errors = '';
    const scraped = await runOpenApi(
      parseCommand(['openapi', 'openapi.yaml', '-o', 'api-reference']) as ParsedCommand,
      { stdout: (t) => (stdout += t), stderr: (t) => (errors += `${t}\n`), color: false },
      root,
    );
    expect(scraped, errors).toBe(0);
    expect(errors).toContain(`warning openapi.yaml #/paths/~1plants/post: the URL of POST /plants was shortened to ${url}`);
    expect(await readdir(join(root, 'api-reference/plants'))).toEqual(expect.arrayContaining(['list-plants.mdx', `${slug}.mdx`]));
    expect(JSON.parse(stdout)).toEqual([{ group: 'Plants', pages: ['api-reference/plants/list-plants', `api-reference/plants/${slug}`] }]);
  }, 60_000);
});
