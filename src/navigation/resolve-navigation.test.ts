import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { validateConfigText } from '../config/validate-config.js';
import { indexApi } from '../openapi/api-index.js';
import type { NavNode } from '../shared/site-model.js';
import { toNavJson } from './nav-json.js';
import { resolveNavigation } from './resolve-navigation.js';

function config(navigation: object, extra: object = {}): DocsConfig {
  const { config, diagnostics } = validateConfigText(
    JSON.stringify({ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation, ...extra }),
  );
  if (!config) throw new Error(JSON.stringify(diagnostics));
  return config;
}

/** Files from a list of paths; `path: { title }` entries carry frontmatter. */
function files(...list: (string | [string, Record<string, unknown>])[]): Map<string, Record<string, unknown>> {
  return new Map(list.map((f) => (typeof f === 'string' ? [f, {}] : f)));
}

/** A compact outline of the tree: `tab:Guides[group:Start[page:Intro /]]`. */
function outline(nodes: NavNode[]): string {
  return nodes
    .map((n) => `${n.type}:${n.title}${n.type === 'page' ? ` ${n.path}` : ''}${n.hidden ? ' (hidden)' : ''}${n.children.length ? `[${outline(n.children)}]` : ''}`)
    .join(', ');
}

describe('resolveNavigation: containers', () => {
  const cases: { name: string; nav: object; files: string[]; tree: string }[] = [
    { name: 'pages at the top level', nav: { pages: ['index', 'guide'] }, files: ['index.mdx', 'guide.md'], tree: 'page:Index /, page:Guide /guide' },
    {
      name: 'groups with nested groups',
      nav: { groups: [{ group: 'A', pages: ['a', { group: 'B', pages: ['b/c'] }] }] },
      files: ['a.mdx', 'b/c.mdx'],
      tree: 'group:A[page:A /a, group:B[page:C /b/c]]',
    },
    {
      name: 'tabs with groups and an href tab',
      nav: { tabs: [{ tab: 'T1', groups: [{ group: 'G', pages: ['a'] }] }, { tab: 'Blog', href: 'https://blog.example.com' }] },
      files: ['a.mdx'],
      tree: 'tab:T1[group:G[page:A /a]], tab:Blog',
    },
    {
      name: 'anchors inside tabs',
      nav: { tabs: [{ tab: 'T', anchors: [{ anchor: 'X', pages: ['x'] }, { anchor: 'Y', groups: [{ group: 'G', pages: ['y'] }] }] }] },
      files: ['x.mdx', 'y.mdx'],
      tree: 'tab:T[anchor:X[page:X /x], anchor:Y[group:G[page:Y /y]]]',
    },
    {
      name: 'dropdowns, products and menus',
      nav: {
        products: [{ product: 'P', dropdowns: [{ dropdown: 'D', tabs: [{ tab: 'T', menu: [{ item: 'M', pages: ['m'] }] }] }] }],
      },
      files: ['m.mdx'],
      tree: 'product:P[dropdown:D[tab:T[menu-item:M[page:M /m]]]]',
    },
    {
      name: 'versions and languages add no URL prefix',
      nav: { languages: [{ language: 'en', versions: [{ version: 'v1', pages: ['v1/a'] }] }, { language: 'fr', pages: ['fr/a'] }] },
      files: ['v1/a.mdx', 'fr/a.mdx'],
      tree: 'language:en[version:v1[page:A /v1/a]], language:fr[page:A /fr/a]',
    },
    {
      name: 'containers in docs.json key order',
      nav: { anchors: [{ anchor: 'A', pages: ['a'] }], pages: ['b'], groups: [{ group: 'G', pages: ['c'] }] },
      files: ['a.mdx', 'b.mdx', 'c.mdx'],
      tree: 'anchor:A[page:A /a], page:B /b, group:G[page:C /c]',
    },
    {
      name: 'index pages and extensions in entries',
      nav: { pages: ['/index', 'guides/index', './x.mdx', 'folder'] },
      files: ['index.mdx', 'guides/index.mdx', 'x.mdx', 'folder/index.mdx'],
      tree: 'page:Index /, page:Index /guides, page:X /x, page:Folder /folder',
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const { site, diagnostics } = resolveNavigation({ config: config(c.nav), files: files(...c.files) });
      expect(diagnostics).toEqual([]);
      expect(outline(site.navigation)).toBe(c.tree);
    });
  }
});

describe('resolveNavigation: titles', () => {
  it.each([
    ['getting_started-guide', {}, 'Getting started guide', 'Getting started guide'],
    ['tasks/schemaTask', {}, 'SchemaTask', 'SchemaTask'],
    ['a', { title: 'Real title' }, 'Real title', 'Real title'],
    ['a', { title: 'Long title', sidebarTitle: 'Short' }, 'Long title', 'Short'],
  ])('%s %o → page "%s", sidebar "%s"', (entry, fm, pageTitle, label) => {
    const { site } = resolveNavigation({ config: config({ pages: [entry] }), files: files([`${entry}.mdx`, fm]) });
    expect(site.pages[0]!.title).toBe(pageTitle);
    expect(site.navigation[0]!.title).toBe(label);
  });

  it('ignores a body H1 (only frontmatter counts)', () => {
    const { site } = resolveNavigation({ config: config({ pages: ['my-page'] }), files: files('my-page.mdx') });
    expect(site.pages[0]!.title).toBe('My page');
  });
});

describe('resolveNavigation: pages, paths and breadcrumbs', () => {
  const nav = {
    tabs: [
      {
        tab: 'Docs',
        anchors: [
          {
            anchor: 'Guides',
            dropdowns: [{ dropdown: 'More', groups: [{ group: 'Start', pages: ['a', { group: 'Deep', pages: ['b'] }] }] }],
          },
        ],
      },
      { tab: 'API', menu: [{ item: 'Menu', groups: [{ group: 'G', pages: ['c'] }] }] },
    ],
  };
  const { site } = resolveNavigation({ config: config(nav), files: files('a.mdx', 'b.mdx', 'c.mdx') });

  it('records breadcrumbs from tabs, anchors, dropdowns, menu items and groups', () => {
    const byPath = Object.fromEntries(site.pages.map((p) => [p.path, p]));
    expect(byPath['/a']!.breadcrumbs).toEqual(['Docs', 'Guides', 'More', 'Start']);
    expect(byPath['/b']!.breadcrumbs).toEqual(['Docs', 'Guides', 'More', 'Start', 'Deep']);
    expect(byPath['/c']!.breadcrumbs).toEqual(['API', 'Menu', 'G']);
    expect(byPath['/c']!.tab).toBe('API');
  });

  it('gives containers the path of their first visible page', () => {
    expect(site.navigation.map((n) => n.path)).toEqual(['/a', '/c']);
  });

  it('marks top-level groups expanded and nested groups per their setting', () => {
    const start = site.navigation[0]!.children[0]!.children[0]!.children[0];
    expect(start!.expanded).toBe(true);
    expect(start!.children[1]!.expanded).toBe(false);
  });

  it('keeps versions and languages out of breadcrumbs but on the page', () => {
    const r = resolveNavigation({
      config: config({ languages: [{ language: 'fr', versions: [{ version: 'v2', groups: [{ group: 'G', pages: ['fr/v2/a'] }] }] }] }),
      files: files('fr/v2/a.mdx'),
    });
    expect(r.site.pages[0]).toMatchObject({ breadcrumbs: ['G'], version: 'v2', language: 'fr' });
  });
});

describe('resolveNavigation: hidden, root, defaults', () => {
  it('keeps hidden pages and groups in the tree, marked hidden, and still builds them', () => {
    const { site } = resolveNavigation({
      config: config({ groups: [{ group: 'G', pages: ['a', 'secret', { group: 'H', hidden: true, pages: ['h'] }] }] }),
      files: files('a.mdx', ['secret.mdx', { hidden: true }], 'h.mdx'),
    });
    expect(outline(site.navigation)).toBe('group:G[page:A /a, page:Secret /secret (hidden), group:H (hidden)[page:H /h (hidden)]]');
    expect(site.pages.map((p) => [p.path, p.hidden ?? false])).toEqual([
      ['/a', false],
      ['/secret', true],
      ['/h', true],
    ]);
  });

  it('hides a group with no visible page below it, recursively, so it shows no empty header', () => {
    const { site } = resolveNavigation({
      config: config({
        groups: [
          { group: 'Notes', pages: ['n1', 'n2'] },
          { group: 'Ops', pages: ['o1', { group: 'Legacy', pages: ['old'] }, { group: 'Live', pages: ['live', { group: 'Archive', pages: ['arch'] }] }] },
          { group: 'Rooted', root: 'r', pages: ['n1'] },
        ],
      }),
      files: files(['n1.mdx', { hidden: true }], ['n2.mdx', { hidden: true }], ['o1.mdx', { hidden: true }], ['old.mdx', { hidden: true }], 'live.mdx', ['arch.mdx', { hidden: true }], 'r.mdx'),
    });
    expect(outline(site.navigation)).toBe(
      'group:Notes (hidden)[page:N1 /n1 (hidden), page:N2 /n2 (hidden)], ' +
        'group:Ops[page:O1 /o1 (hidden), group:Legacy (hidden)[page:Old /old (hidden)], group:Live[page:Live /live, group:Archive (hidden)[page:Arch /arch (hidden)]]], ' +
        'group:Rooted[page:N1 /n1 (hidden)]',
    );
    expect(site.navigation[0]!.path).toBeUndefined();
  });

  it('links a group with root to that page', () => {
    const { site } = resolveNavigation({
      config: config({ groups: [{ group: 'G', root: 'overview', pages: ['a'] }] }),
      files: files('overview.mdx', 'a.mdx'),
    });
    expect(site.navigation[0]).toMatchObject({ type: 'group', root: '/overview', path: '/overview' });
    expect(site.pages.map((p) => p.path)).toContain('/overview');
  });

  it('lands on the default version, else the first', () => {
    const nav = { versions: [{ version: 'v1', pages: ['v1/a'] }, { version: 'v2', default: true, pages: ['v2/a'] }] };
    expect(resolveNavigation({ config: config(nav), files: files('v1/a.mdx', 'v2/a.mdx') }).site.home).toBe('/v2/a');
    const noDefault = { versions: [{ version: 'v1', pages: ['v1/a'] }, { version: 'v2', pages: ['v2/a'] }] };
    expect(resolveNavigation({ config: config(noDefault), files: files('v1/a.mdx', 'v2/a.mdx') }).site.home).toBe('/v1/a');
  });

  it('builds pages that are not in the navigation, out of the sidebar, but never snippets', () => {
    const { site } = resolveNavigation({ config: config({ pages: ['a'] }), files: files('a.mdx', 'extra/page.mdx', 'snippets/s.mdx') });
    expect(site.pages.map((p) => [p.path, p.orphan ?? false])).toEqual([
      ['/a', false],
      ['/extra/page', true],
    ]);
    expect(toNavJson(site).pages.map((p) => p.path)).toEqual(['/a']);
  });

  it('builds a page listed twice once', () => {
    const { site, diagnostics } = resolveNavigation({
      config: config({ tabs: [{ tab: 'A', pages: ['a'] }, { tab: 'B', pages: ['a'] }] }),
      files: files('a.mdx'),
    });
    expect(diagnostics).toEqual([]);
    expect(site.pages).toHaveLength(1);
    expect(site.pages[0]!.tab).toBe('A');
  });
});

describe('resolveNavigation: problems', () => {
  it('warns about a missing page with its JSON path and leaves it out', () => {
    const { site, diagnostics } = resolveNavigation({ config: config({ tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a', 'nope'] }] }] }), files: files('a.mdx') });
    expect(outline(site.navigation)).toBe('tab:T[group:G[page:A /a]]');
    expect(diagnostics).toMatchObject([
      { severity: 'warning', code: 'nav/missing-page', file: 'docs.json', jsonPath: 'navigation.tabs[0].groups[0].pages[1]' },
    ]);
    expect(diagnostics[0]!.message).toContain('page "nope" not found');
  });

  it('serves guide/index.mdx at /guide/index when guide.mdx has /guide, as Mintlify does, with a warning', () => {
    for (const pages of [['guide', 'guide/index'], ['guide/index', 'guide']]) {
      const { site, diagnostics } = resolveNavigation({ config: config({ pages }), files: files('guide.mdx', 'guide/index.md') });
      expect(site.pages.map((p) => `${p.path} ${(p.source as { file: string }).file}`).sort()).toEqual(['/guide guide.mdx', '/guide/index guide/index.md']);
      expect(diagnostics.map((d) => [d.severity, d.code, d.jsonPath, d.message])).toEqual([
        ['warning', 'nav/index-page-url', `navigation.pages[${pages.indexOf('guide/index')}]`, 'guide/index.md is served at /guide/index, not /guide: guide.mdx has that URL'],
      ]);
    }
    // Unlisted, it is still built there, next to the listed page.
    const { site } = resolveNavigation({ config: config({ pages: ['guide'] }), files: files('guide.mdx', 'guide/index.mdx') });
    expect(site.pages.map((p) => p.path)).toEqual(['/guide', '/guide/index']);
  });

  it('moves a generated page off a URL another entry has, warning with both places (Mintlify would serve one page twice)', () => {
    const ok = { responses: {} };
    const api = indexApi('openapi.yaml', {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/v3/connections/{id}': { delete: ok }, '/v3/connections': { delete: ok }, '/health': { get: { summary: 'Health', ...ok } } },
    });
    const { site, diagnostics } = resolveNavigation({
      config: config({ groups: [{ group: 'G', openapi: 'openapi.yaml', pages: ['DELETE /v3/connections/{id}', 'DELETE /v3/connections', 'GET /health', 'api-reference/health'] }] }),
      files: files('api-reference/health.mdx'),
      apis: new Map([['openapi.yaml', api]]),
    });
    expect(outline(site.navigation)).toBe(
      'group:G[page:Delete v3connections /api-reference/delete-v3connections, page:Delete v3connections /api-reference/delete-v3connections-1, page:Health /api-reference/health-1, page:Health /api-reference/health]',
    );
    expect(site.pages.map((p) => `${p.path} ${p.source.kind}`)).toEqual([
      '/api-reference/delete-v3connections openapi',
      '/api-reference/delete-v3connections-1 openapi',
      '/api-reference/health-1 openapi',
      '/api-reference/health mdx',
    ]);
    expect(diagnostics.map((d) => [d.severity, d.code, d.jsonPath, d.message])).toEqual([
      [
        'warning',
        'nav/duplicate-url',
        'navigation.groups[0].pages[1]',
        'two navigation entries resolve to the URL /api-reference/delete-v3connections: openapi.yaml DELETE /v3/connections/{id} (navigation.groups[0].pages[0]) and openapi.yaml DELETE /v3/connections (navigation.groups[0].pages[1]); openapi.yaml DELETE /v3/connections is served at /api-reference/delete-v3connections-1 instead',
      ],
      [
        'warning',
        'nav/duplicate-url',
        'navigation.groups[0].pages[2]',
        'two navigation entries resolve to the URL /api-reference/health: api-reference/health.mdx (navigation.groups[0].pages[3]) and openapi.yaml GET /health (navigation.groups[0].pages[2]); openapi.yaml GET /health is served at /api-reference/health-1 instead',
      ],
    ]);
  });

  it('builds a moved page once when it is listed again', () => {
    const api = indexApi('openapi.yaml', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/health': { get: { summary: 'Health', responses: {} } } } });
    const { site, diagnostics } = resolveNavigation({
      config: config({ groups: [{ group: 'G', openapi: 'openapi.yaml', pages: ['api-reference/health', 'GET /health'] }, { group: 'H', openapi: 'openapi.yaml', pages: ['GET /health'] }] }),
      files: files('api-reference/health.mdx'),
      apis: new Map([['openapi.yaml', api]]),
    });
    expect(outline(site.navigation)).toBe('group:G[page:Health /api-reference/health, page:Health /api-reference/health-1], group:H[page:Health /api-reference/health-1]');
    expect(site.pages.map((p) => p.path)).toEqual(['/api-reference/health', '/api-reference/health-1']);
    expect(diagnostics.map((d) => d.code)).toEqual(['nav/duplicate-url']);
  });

  it('does not treat snippets as pages even when listed', () => {
    const { diagnostics } = resolveNavigation({ config: config({ pages: ['snippets/x'] }), files: files('snippets/x.mdx') });
    expect(diagnostics[0]!.code).toBe('nav/missing-page');
  });

  it('treats a METHOD /path entry with no OpenAPI document in scope as a page path', () => {
    const { diagnostics } = resolveNavigation({ config: config({ pages: ['GET /users'] }), files: files() });
    expect(diagnostics[0]!.code).toBe('nav/missing-page');
  });
});

describe('nav --json shape', () => {
  it('matches the documented format', () => {
    const { site } = resolveNavigation({
      config: config(
        { tabs: [{ tab: 'T', icon: 'book', groups: [{ group: 'G', tag: 'NEW', pages: ['a'] }] }], global: { anchors: [{ anchor: 'GitHub', href: 'https://github.com', icon: 'github' }] } },
      ),
      files: files(['a.mdx', { title: 'A page', deprecated: true }]),
    });
    expect(toNavJson(site)).toEqual({
      navigation: [
        {
          type: 'tab',
          title: 'T',
          path: '/a',
          icon: 'book',
          children: [{ type: 'group', title: 'G', path: '/a', tag: 'NEW', expanded: true, children: [{ type: 'page', title: 'A page', path: '/a', deprecated: true, children: [] }] }],
        },
      ],
      globalAnchors: [{ title: 'GitHub', href: 'https://github.com', icon: 'github' }],
      pages: [{ path: '/a', title: 'A page', source: { kind: 'mdx', file: 'a.mdx' }, breadcrumbs: ['T', 'G'], tab: 'T', deprecated: true }],
    });
  });
});

describe('resolveNavigation: search boost and searchable', () => {
  it('inherits boost and searchable from the nearest element; frontmatter wins', () => {
    const { site, diagnostics } = resolveNavigation({
      config: config({
        groups: [
          { group: 'Start', boost: 5, pages: ['a', 'b', { group: 'Old', boost: 0.5, searchable: false, pages: ['c'] }] },
        ],
      }),
      files: files('a.mdx', ['b.mdx', { boost: 2 }], ['c.mdx', { searchable: true }]),
    });
    expect(diagnostics).toEqual([]);
    expect(site.pages.map((p) => [p.path, p.boost, p.searchable])).toEqual([
      ['/a', 5, undefined],
      ['/b', 2, undefined],
      ['/c', 0.5, true],
    ]);
  });
});

describe('resolveNavigation: an element generated from a document that is unavailable', () => {
  const unavailable = (...specs: string[]) => new Set(specs);
  const pageList = (pages: { path: string; source: { kind: string; spec?: string; file?: string } }[]) =>
    pages.map((p) => `${p.path} ${p.source.kind} ${p.source.spec ?? p.source.file}`);

  it('keeps its place with one notice page at the generated directory, titled after the element, and says nothing more', () => {
    const { site, diagnostics } = resolveNavigation({
      config: config({
        tabs: [
          { tab: 'Guide', pages: ['index'] },
          { tab: 'Legacy', openapi: 'swagger.yaml' },
          { tab: 'Orders', groups: [{ group: 'Orders API', openapi: { source: './Broken.yaml', directory: '/Orders/' } }] },
        ],
      }),
      files: files('index.mdx'),
      unavailableSpecs: unavailable('swagger.yaml', 'Broken.yaml'),
    });
    expect(outline(site.navigation)).toBe('tab:Guide[page:Index /], tab:Legacy[page:Legacy /api-reference], tab:Orders[group:Orders API[page:Orders API /orders]]');
    expect(site.navigation.map((t) => t.path)).toEqual(['/', '/api-reference', '/orders']);
    expect(pageList(site.pages)).toEqual(['/ mdx index.mdx', '/api-reference spec-unavailable swagger.yaml', '/orders spec-unavailable Broken.yaml']);
    expect(site.pages[2]).toMatchObject({ title: 'Orders API', breadcrumbs: ['Orders', 'Orders API'], tab: 'Orders', section: [2] });
    expect(diagnostics).toEqual([]);
  });

  it('is "API reference" for the navigation\'s own document, and hidden with a hidden element', () => {
    const root = resolveNavigation({ config: config({ openapi: 'gone.yaml', pages: ['index'] }), files: files('index.mdx'), unavailableSpecs: unavailable('gone.yaml') });
    expect(outline(root.site.navigation)).toBe('page:Index /, page:API reference /api-reference');
    const version = resolveNavigation({ config: config({ versions: [{ version: 'v1', openapi: 'gone.yaml' }] }), files: files(), unavailableSpecs: unavailable('gone.yaml') });
    expect(outline(version.site.navigation)).toBe('version:v1[page:API reference /api-reference]');
    expect(version.site.pages[0]).toMatchObject({ version: 'v1', breadcrumbs: [] });
    const hidden = resolveNavigation({
      config: config({ groups: [{ group: 'G', pages: ['index'] }, { group: 'Old', hidden: true, openapi: 'gone.yaml' }] }),
      files: files('index.mdx'),
      unavailableSpecs: unavailable('gone.yaml'),
    });
    expect(outline(hidden.site.navigation)).toBe('group:G[page:Index /], group:Old (hidden)[page:Old /api-reference (hidden)]');
    expect(hidden.site.pages[1]?.hidden).toBe(true);
  });

  it('takes the next free URL, quietly, when a page or another document\'s notice has it; one document listed twice is one page', () => {
    const { site, diagnostics } = resolveNavigation({
      config: config({
        versions: [
          { version: 'v2', groups: [{ group: 'Intro', pages: ['api-reference'] }, { group: 'A', openapi: 'a.yaml' }, { group: 'B', openapi: 'b.yaml' }] },
          { version: 'v1', groups: [{ group: 'A', openapi: 'a.yaml' }] },
        ],
      }),
      // An unlisted page keeps its URL too: it is built, reachable by URL.
      files: files('api-reference.mdx', 'api-reference-2.mdx'),
      unavailableSpecs: unavailable('a.yaml', 'b.yaml'),
    });
    expect(outline(site.navigation)).toBe(
      'version:v2[group:Intro[page:Api reference /api-reference], group:A[page:A /api-reference-1], group:B[page:B /api-reference-3]], version:v1[group:A[page:A /api-reference-1]]',
    );
    expect(pageList(site.pages)).toEqual([
      '/api-reference mdx api-reference.mdx',
      '/api-reference-1 spec-unavailable a.yaml',
      '/api-reference-3 spec-unavailable b.yaml',
      '/api-reference-2 mdx api-reference-2.mdx',
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('an element listing endpoints of it gets their notice pages instead, as before', () => {
    const { site, diagnostics } = resolveNavigation({
      config: config({ tabs: [{ tab: 'API', openapi: 'gone.yaml', pages: ['GET /pets'] }] }),
      files: files(),
      unavailableSpecs: unavailable('gone.yaml'),
    });
    expect(outline(site.navigation)).toBe('tab:API[page:GET /pets /api-reference/get-pets]');
    expect(site.pages.map((p) => p.source.kind)).toEqual(['openapi']);
    expect(diagnostics).toEqual([]);
  });

  it('their URLs are guesses (no summary, no tag), so one that is taken moves on without a warning', () => {
    const { site, diagnostics } = resolveNavigation({
      config: config({ tabs: [{ tab: 'API', openapi: 'gone.yaml', pages: ['GET /v1/checkouts/{id}', 'GET /v1/checkouts/', 'api-reference/get-v1checkouts-1', 'GET /v1/checkouts/{id}'] }] }),
      files: files('api-reference/get-v1checkouts-1.mdx'),
      unavailableSpecs: unavailable('gone.yaml'),
    });
    expect(outline(site.navigation)).toBe(
      'tab:API[page:GET /v1/checkouts/{id} /api-reference/get-v1checkouts, page:GET /v1/checkouts/ /api-reference/get-v1checkouts-2, page:Get v1checkouts 1 /api-reference/get-v1checkouts-1, page:GET /v1/checkouts/{id} /api-reference/get-v1checkouts]',
    );
    expect(site.pages).toHaveLength(3);
    expect(diagnostics).toEqual([]);
  });

  it('a document that is only missing (no reason known) still generates nothing', () => {
    const { site } = resolveNavigation({ config: config({ tabs: [{ tab: 'API', openapi: 'gone.yaml' }] }), files: files() });
    expect(outline(site.navigation)).toBe('tab:API');
  });
});

describe('resolveNavigation: colours of anchors, dropdowns and products', () => {
  it('keeps a hex string or { light, dark } on the element and on global anchors', () => {
    const { site, diagnostics } = resolveNavigation({
      config: config({
        global: { anchors: [{ anchor: 'Blog', href: 'https://blog.example.com', color: '#123456' }] },
        anchors: [
          { anchor: 'Docs', color: { light: '#dc2626', dark: '#facc15' }, pages: ['a'] },
          { anchor: 'More', color: '#16a34a', dropdowns: [{ dropdown: 'D', color: { light: '#00f' }, pages: ['b'] }] },
        ],
      }),
      files: files('a.mdx', 'b.mdx'),
      apis: new Map(),
    });
    expect(diagnostics).toEqual([]);
    expect(site.navigation.map((n) => n.color)).toEqual([{ light: '#dc2626', dark: '#facc15' }, { light: '#16a34a' }]);
    expect(site.navigation[1]!.children[0]!.color).toEqual({ light: '#00f' });
    expect(site.globalAnchors[0]!.color).toEqual({ light: '#123456' });
  });

  it('warns at the JSON path of a colour that is not hex, and draws none', () => {
    const { site, diagnostics } = resolveNavigation({
      config: config({ anchors: [{ anchor: 'Docs', color: 'red; background: url(x)', pages: ['a'] }] }),
      files: files('a.mdx'),
      apis: new Map(),
    });
    expect(site.navigation[0]!.color).toBeUndefined();
    expect(diagnostics).toMatchObject([{ severity: 'warning', code: 'config/nav-color', file: 'docs.json', jsonPath: 'navigation.anchors[0].color' }]);
    expect(diagnostics[0]!.message).toContain('is not a hex colour');
  });
});
