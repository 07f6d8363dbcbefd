import { describe, expect, it } from 'vitest';
import { THEME_NAMES, type DocsConfig } from '../src/config/docs-config-schema.js';
import { validateConfigText } from '../src/config/validate-config.js';
import { resolveNavigation } from '../src/navigation/resolve-navigation.js';
import { buildRouteData } from '../src/navigation/route-data.js';
import { renderDocument } from '../src/render/render-document.js';
import { siteSettings } from '../src/render/site-settings.js';
import { getTheme } from './index.js';

function render(theme: string, extra: object = {}, path = '/b/x'): string {
  const { config } = validateConfigText(
    JSON.stringify({
      theme,
      name: 'Docs',
      colors: { primary: '#0D9373' },
      navigation: { tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a', { group: 'Nested', pages: ['b/x', 'b/y'] }, { group: 'Closed', pages: ['c/z'] }] }] }] },
      ...extra,
    }),
  );
  const { site } = resolveNavigation({ config: config as DocsConfig, files: new Map(['a', 'b/x', 'b/y', 'c/z'].map((p) => [`${p}.mdx`, {}])) });
  const page = site.pages.find((p) => p.path === path)!;
  const t = getTheme(theme);
  return renderDocument(t, { route: buildRouteData(site, page), site: siteSettings(config as DocsConfig, t, page.language), contentHtml: '<p>Hi</p>', toc: [], assets: { css: [], js: [] } });
}

describe('themes', () => {
  it.each(THEME_NAMES)('%s renders the chrome with its documented defaults', (name) => {
    const theme = getTheme(name);
    expect(theme.name).toBe(name);
    const html = render(name);
    expect(html).toContain('aria-label="Tabs"');
    expect(html).toContain('aria-label="Sidebar"');
    expect(html.includes('aria-label="Breadcrumb"')).toBe(theme.defaults.eyebrows === 'breadcrumbs');
    // Drilldown: the closed nested group's title links to its first page only when on.
    expect(html.includes('class="nav-group-link" href="/c/z"')).toBe(theme.defaults.drilldown);
  });

  it('docs.json overrides the theme defaults', () => {
    const html = render('aspen', { styling: { eyebrows: 'breadcrumbs' }, interaction: { drilldown: false } });
    expect(html).toContain('<nav aria-label="Breadcrumb" class="breadcrumbs"><ol><li><a href="/a">T</a></li><li><a href="/a">G</a></li><li><a href="/b/x">Nested</a></li></ol></nav>');
    expect(html).not.toContain('class="nav-group-link"');
  });

  it('nested groups: open when holding the page or expanded, else collapsed', () => {
    const html = render('mint');
    expect(html).toContain('<details open><summary>Nested</summary>');
    expect(html).toContain('<details><summary>Closed</summary>');
  });

  it('strict appearance has no toggle and fixes the scheme', () => {
    const html = render('mint', { appearance: { default: 'dark', strict: true } });
    expect(html).not.toContain('data-theme-toggle');
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(render('mint')).toContain('data-theme-toggle');
  });
});
