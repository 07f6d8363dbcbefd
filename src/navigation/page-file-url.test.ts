import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { listedFileUrls, pageFileUrl } from './page-file-url.js';

const files = new Map(['guide.mdx', 'guide/index.mdx', 'intro.mdx', 'tab-title.mdx', 'overview.md', 'snippets/s.mdx'].map((f) => [f, {}]));

describe('pageFileUrl', () => {
  it.each([
    ['intro.mdx', '/intro'],
    ['guide.mdx', '/guide'],
    ['guide/index.mdx', '/guide/index'],
    ['index.mdx', '/'],
  ])('%s → %s', (file, url) => expect(pageFileUrl(file, files)).toBe(url));
});

describe('listedFileUrls', () => {
  it('collects pages entries and group roots, not titles, icons or API references', () => {
    const navigation = {
      tabs: [
        {
          tab: 'tab-title',
          icon: 'intro',
          groups: [{ group: 'G', root: 'overview', pages: ['intro', 'GET /intro', 'missing', 'snippets/s', { group: 'H', pages: ['guide/index'] }] }],
        },
      ],
      global: { anchors: [{ anchor: 'A', href: 'guide' }] },
    };
    const urls = listedFileUrls({ navigation } as unknown as DocsConfig, files);
    expect(Object.fromEntries(urls)).toEqual({
      '/overview': { file: 'overview.md', jsonPath: 'navigation.tabs[0].groups[0].root' },
      '/intro': { file: 'intro.mdx', jsonPath: 'navigation.tabs[0].groups[0].pages[0]' },
      '/guide/index': { file: 'guide/index.mdx', jsonPath: 'navigation.tabs[0].groups[0].pages[4].pages[0]' },
    });
  });
});
