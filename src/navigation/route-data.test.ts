import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { validateConfigText } from '../config/validate-config.js';
import type { SiteModel } from '../shared/site-model.js';
import { languageName } from '../shared/language-names.js';
import { resolveNavigation } from './resolve-navigation.js';
import { buildRouteData, type RouteData } from './route-data.js';

function site(navigation: object, paths: string[]): SiteModel {
  const { config, diagnostics } = validateConfigText(JSON.stringify({ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation }));
  if (!config) throw new Error(JSON.stringify(diagnostics));
  const result = resolveNavigation({ config: config as DocsConfig, files: new Map(paths.map((p) => [`${p}.mdx`, {}])) });
  expect(result.diagnostics).toEqual([]);
  return result.site;
}

function route(s: SiteModel, path: string): RouteData {
  const page = s.pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return buildRouteData(s, page);
}

/** `type: title→href*` per switcher, `*` marking the current item. */
function switchers(r: RouteData): string[] {
  return r.switchers.map((s) => `${s.type}: ${s.items.map((i) => `${i.title}→${i.href}${i.current ? '*' : ''}`).join(', ')}`);
}

const versioned = site(
  {
    languages: [
      {
        language: 'en',
        versions: [
          { version: 'v2', groups: [{ group: 'G', pages: ['v2/intro', 'v2/install', 'v2/new-only'] }] },
          { version: 'v1', groups: [{ group: 'G', pages: ['v1/intro', 'v1/install'] }] },
        ],
      },
      { language: 'fr', groups: [{ group: 'G', pages: ['fr/v2/intro', 'fr/v2/install'] }] },
      { language: 'pt-BR', groups: [{ group: 'G', pages: ['pt-BR/v2/intro'] }] },
    ],
  },
  ['v2/intro', 'v2/install', 'v2/new-only', 'v1/intro', 'v1/install', 'fr/v2/intro', 'fr/v2/install', 'pt-BR/v2/intro'],
);

describe('buildRouteData: versions and languages keep the page', () => {
  const cases: { name: string; from: string; expected: string[] }[] = [
    {
      name: 'version segment swapped; language code added as a prefix',
      from: '/v2/install',
      expected: ['language: English→/v2/install*, Français→/fr/v2/install, Português (Brasil)→/pt-BR/v2/intro', 'version: v2→/v2/install*, v1→/v1/install'],
    },
    {
      name: 'no counterpart: the other version’s first page',
      from: '/v2/new-only',
      expected: ['language: English→/v2/new-only*, Français→/fr/v2/intro, Português (Brasil)→/pt-BR/v2/intro', 'version: v2→/v2/new-only*, v1→/v1/intro'],
    },
    {
      name: 'from a prefixed language back to the unprefixed default',
      from: '/fr/v2/install',
      expected: ['language: English→/v2/install, Français→/fr/v2/install*, Português (Brasil)→/pt-BR/v2/intro'],
    },
    {
      name: 'from v1 to v2 and to languages without v1',
      from: '/v1/install',
      expected: ['language: English→/v1/install*, Français→/fr/v2/intro, Português (Brasil)→/pt-BR/v2/intro', 'version: v2→/v2/install, v1→/v1/install*'],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(switchers(route(versioned, c.from))).toEqual(c.expected);
    });
  }

  it('sets lang and dir from the page language', () => {
    const s = site({ languages: [{ language: 'cn', pages: ['cn/a'] }, { language: 'ar', pages: ['ar/a'] }, { language: 'jp', pages: ['jp/a'] }] }, ['cn/a', 'ar/a', 'jp/a']);
    expect([route(s, '/cn/a'), route(s, '/ar/a'), route(s, '/jp/a')].map((r) => `${r.lang} ${r.dir}`)).toEqual(['zh-CN ltr', 'ar rtl', 'ja ltr']);
  });

  it('names languages in their own language', () => {
    expect(['en', 'fr', 'cn', 'zh', 'ja', 'jp', 'es', 'pt-BR', 'de', 'zh-Hant', 'xx'].map(languageName)).toEqual([
      'English', 'Français', '中文', '中文', '日本語', '日本語', 'Español', 'Português (Brasil)', 'Deutsch', '繁體中文', 'xx',
    ]);
  });
});

describe('buildRouteData: tabs, menus, anchors, dropdowns, products', () => {
  const s = site(
    {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
        {
          tab: 'SDKs',
          menu: [
            { item: 'JavaScript', icon: 'js', description: 'Node', pages: ['sdk/js'] },
            { item: 'Python', pages: ['sdk/py'] },
          ],
        },
        { tab: 'Docs', anchors: [{ anchor: 'A', pages: ['a'] }, { anchor: 'Forum', href: 'https://forum.example.com' }] },
        { tab: 'Blog', href: 'https://blog.example.com' },
      ],
    },
    ['index', 'sdk/js', 'sdk/py', 'a'],
  );

  it('marks the current tab, lists menu items under their tab and keeps href tabs external', () => {
    const r = route(s, '/sdk/py');
    expect(switchers(r)).toEqual(['tab: Guides→/, SDKs→/sdk/js*, Docs→/a, Blog→https://blog.example.com']);
    const tabs = r.switchers[0]!.items;
    expect(tabs[1]!.menu?.map((m) => `${m.title}${m.current ? '*' : ''} ${m.icon ?? ''} ${m.description ?? ''}`.trim())).toEqual(['JavaScript js Node', 'Python*']);
    expect(tabs[3]!.external).toBe(true);
    expect(r.breadcrumbs).toEqual([{ title: 'SDKs', href: '/sdk/js' }, { title: 'Python', href: '/sdk/py' }]);
  });

  it('shows anchors with the current one marked and href anchors external', () => {
    const r = route(s, '/a');
    expect(switchers(r)).toEqual(['tab: Guides→/, SDKs→/sdk/js, Docs→/a*, Blog→https://blog.example.com', 'anchor: A→/a*, Forum→https://forum.example.com']);
    expect(r.switchers[1]!.items[1]!.external).toBe(true);
  });

  it('dropdowns and products switch the sidebar', () => {
    const p = site(
      {
        products: [
          { product: 'Cloud', description: 'Hosted', dropdowns: [{ dropdown: 'Docs', icon: 'book', pages: ['c/a', 'c/b'] }, { dropdown: 'API', pages: ['c/api'] }] },
          { product: 'Edge', pages: ['e/a'] },
        ],
      },
      ['c/a', 'c/b', 'c/api', 'e/a'],
    );
    const r = route(p, '/c/b');
    expect(switchers(r)).toEqual(['product: Cloud→/c/a*, Edge→/e/a', 'dropdown: Docs→/c/a*, API→/c/api']);
    expect(r.sidebar.map((n) => n.title)).toEqual(['A', 'B']);
    expect(r.switchers[0]!.items[0]!.description).toBe('Hosted');
    expect(route(p, '/c/api').sidebar.map((n) => n.title)).toEqual(['Api']);
  });

  it('breadcrumbs link each container and group to its first page (or root)', () => {
    const g = site(
      { tabs: [{ tab: 'T', groups: [{ group: 'Outer', pages: ['o', { group: 'Inner', root: 'inner/index', pages: ['inner/x'] }] }] }] },
      ['o', 'inner/index', 'inner/x'],
    );
    expect(route(g, '/inner/x').breadcrumbs).toEqual([
      { title: 'T', href: '/o' },
      { title: 'Outer', href: '/o' },
      { title: 'Inner', href: '/inner' },
    ]);
  });
});
