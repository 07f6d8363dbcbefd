import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { validateConfigText } from '../config/validate-config.js';
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
    expect(site.pages[0].title).toBe(pageTitle);
    expect(site.navigation[0].title).toBe(label);
  });

  it('ignores a body H1 (only frontmatter counts)', () => {
    const { site } = resolveNavigation({ config: config({ pages: ['my-page'] }), files: files('my-page.mdx') });
    expect(site.pages[0].title).toBe('My page');
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
    expect(byPath['/a'].breadcrumbs).toEqual(['Docs', 'Guides', 'More', 'Start']);
    expect(byPath['/b'].breadcrumbs).toEqual(['Docs', 'Guides', 'More', 'Start', 'Deep']);
    expect(byPath['/c'].breadcrumbs).toEqual(['API', 'Menu', 'G']);
    expect(byPath['/c'].tab).toBe('API');
  });

  it('gives containers the path of their first visible page', () => {
    expect(site.navigation.map((n) => n.path)).toEqual(['/a', '/c']);
  });

  it('marks top-level groups expanded and nested groups per their setting', () => {
    const start = site.navigation[0].children[0].children[0].children[0];
    expect(start.expanded).toBe(true);
    expect(start.children[1].expanded).toBe(false);
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
    expect(site.pages[0].tab).toBe('A');
  });
});

describe('resolveNavigation: problems', () => {
  it('warns about a missing page with its JSON path and leaves it out', () => {
    const { site, diagnostics } = resolveNavigation({ config: config({ tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a', 'nope'] }] }] }), files: files('a.mdx') });
    expect(outline(site.navigation)).toBe('tab:T[group:G[page:A /a]]');
    expect(diagnostics).toMatchObject([
      { severity: 'warning', code: 'nav/missing-page', file: 'docs.json', jsonPath: 'navigation.tabs[0].groups[0].pages[1]' },
    ]);
    expect(diagnostics[0].message).toContain('page "nope" not found');
  });

  it('reports two sources at one URL as an error naming both', () => {
    const { diagnostics } = resolveNavigation({ config: config({ pages: ['guide', 'guide/index'] }), files: files('guide.mdx', 'guide/index.mdx') });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'nav/url-clash', jsonPath: 'navigation.pages[1]' });
    expect(diagnostics[0].message).toBe(
      'two sources resolve to the URL /guide: guide.mdx (navigation.pages[0]) and guide/index.mdx (navigation.pages[1])',
    );
  });

  it('does not treat snippets as pages even when listed', () => {
    const { diagnostics } = resolveNavigation({ config: config({ pages: ['snippets/x'] }), files: files('snippets/x.mdx') });
    expect(diagnostics[0].code).toBe('nav/missing-page');
  });

  it('treats a METHOD /path entry with no OpenAPI document in scope as a page path', () => {
    const { diagnostics } = resolveNavigation({ config: config({ pages: ['GET /users'] }), files: files() });
    expect(diagnostics[0].code).toBe('nav/missing-page');
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
