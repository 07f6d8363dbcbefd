import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { validateConfigText } from '../config/validate-config.js';
import { resolveNavigation } from '../navigation/resolve-navigation.js';
import { buildRouteData } from '../navigation/route-data.js';
import { renderDocument } from './render-document.js';
import { siteSettings } from './site-settings.js';
import { getTheme } from '../../themes/index.js';
import { sectionNavFragments } from './nav-fragments.js';

/** A site with a large tab (`groups` groups of 20 pages, some with icons) and a small one. */
function site(groups: number, theme = 'mint') {
  const big = Array.from({ length: groups }, (_, g) => ({
    group: `Group ${g}`,
    ...(g % 3 === 0 && { icon: 'rocket' }),
    pages: [...Array.from({ length: 18 }, (_, p) => `big/g${g}/page-${p}`), { group: `Nested ${g}`, pages: [`big/g${g}/n/a`, `big/g${g}/n/b`] }],
  }));
  const { config } = validateConfigText(
    JSON.stringify({
      theme,
      name: 'Docs',
      colors: { primary: '#0D9373' },
      navigation: { tabs: [{ tab: 'Big', groups: big }, { tab: 'Small', groups: [{ group: 'S', pages: ['small/a', 'small/b'] }] }] },
    }),
  );
  const files = new Map<string, Record<string, unknown>>();
  for (const g of big) for (const p of g.pages.flatMap((x) => (typeof x === 'string' ? [x] : x.pages))) files.set(`${p}.mdx`, {});
  files.set('small/a.mdx', {}).set('small/b.mdx', {});
  const { site: model } = resolveNavigation({ config: config as DocsConfig, files });
  const t = getTheme(theme);
  const render = (path: string) => {
    const page = model.pages.find((p) => p.path === path)!;
    return renderDocument(t, { route: buildRouteData(model, page), site: { ...siteSettings(config as DocsConfig, t), eyebrows: 'section' }, contentHtml: '<p>Hi</p>', toc: [], assets: { css: [], js: [] } });
  };
  return { model, config: config as DocsConfig, theme: t, render };
}

const sidebarOf = (html: string) => html.slice(html.indexOf('<nav class="sidebar"'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar"')) + 6);

describe('large sections', () => {
  it.each(['mint', 'maple', 'aspen'])('%s: a page lists its own group and one row per other group, and names its full sidebar', (theme) => {
    const { render } = site(30, theme);
    const html = render('/big/g7/page-3');
    const nav = sidebarOf(html);
    expect(nav).toContain('<div class="nav-tree" data-nav-src="/_quire/nav/0.html"><ul class="nav-list nav-top">');
    expect(nav).toContain('<a href="/big/g7/page-3" class="nav-link" aria-current="page">Page 3</a>');
    // The current group is open with its nested group collapsed; the others are links to their first page.
    if (theme === 'aspen') {
      // Drilldown (aspen's default): the open group's title also links to its first page.
      expect(nav).toMatch(/<li class="nav-subgroup has-link" data-g="7"><a class="nav-group-link" href="\/big\/g7\/page-0">Group 7<\/a><details open><summary aria-label="Show or hide Group 7">/);
    } else {
      expect(nav).toMatch(/<li class="nav-subgroup" data-g="7"><details open><summary>Group 7<\/summary>/);
    }
    expect(nav).toContain('<li class="nav-subgroup" data-g="7.18"><a class="nav-link nav-stub" href="/big/g7/n/a">Nested 7</a></li>');
    expect(nav).toMatch(/<li class="nav-subgroup" data-g="8"><a class="nav-link nav-stub" href="\/big\/g8\/page-0">Group 8<\/a><\/li>/);
    expect(nav.match(/nav-stub/g)).toHaveLength(23 + 1); // other groups of the window, and the nested one
    expect(nav).toMatch(/<a href="\/big\/g(\d+)\/page-0" class="nav-link nav-more" data-more="\d+">\d+ more groups<\/a>/);
    expect(nav).not.toContain('/big/g8/page-1');
    // The repeated group icon is drawn once.
    expect(html.match(/<symbol /g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  });

  it('keeps the page the same size from 600 to 6,000 pages in the section', () => {
    const small = Buffer.byteLength(site(30).render('/big/g15/page-3'));
    const large = Buffer.byteLength(site(300).render('/big/g150/page-3'));
    expect(small).toBeLessThan(16_000);
    expect(large).toBeLessThan(small * 1.1);
    expect(Buffer.byteLength(sidebarOf(site(300).render('/big/g150/page-3')))).toBeLessThan(8_000);
  });

  it('leaves small sections fully rendered, as before', () => {
    const { render } = site(30);
    const nav = sidebarOf(render('/small/a'));
    expect(nav).not.toContain('nav-tree');
    expect(nav).toContain('<div class="nav-group"><p class="nav-group-title">S</p><ul class="nav-list"><li><a href="/small/a" class="nav-link" aria-current="page">A</a></li>');
  });

  it('writes one fragment per large section: every entry, every group keyed and collapsible, nothing current', () => {
    const { model, config, theme } = site(30);
    const fragments = sectionNavFragments(model, theme, config);
    expect(fragments.map((f) => f.file)).toEqual(['_quire/nav/0.html']);
    const html = fragments[0]!.html();
    for (const p of model.pages.filter((x) => x.path.startsWith('/big/'))) expect(html).toContain(`href="${p.path}"`);
    expect(html.match(/<li class="nav-subgroup" data-g="\d+(\.\d+)?"><details>/g)).toHaveLength(60);
    expect(html).not.toContain('aria-current');
    expect(html).not.toContain('nav-stub');
    // Its own sprite, which the client merges into the page's.
    expect(html).toMatch(/^<svg id="quire-sprite"[^>]*><symbol id="quire-i[0-9a-z]+"/);
  });
});
