import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../src/site/load-site.js';
import { loadConfig } from '../src/config/load-config.js';
import { toNavJson } from '../src/navigation/nav-json.js';
import { baseConfig, tempDocsPerFile } from './helpers/temp-docs.js';

const docs = tempDocsPerFile(afterAll);

describe('$ref in docs.json', () => {
  it('pulls navigation subtrees from other JSON files, nested, relative to each file', async () => {
    const root = await docs({
      'docs.json': { ...baseConfig, navigation: { tabs: [{ $ref: 'nav/guides.json' }, { tab: 'API', pages: ['api'] }] } },
      'nav/guides.json': { tab: 'Guides', groups: [{ $ref: './groups/start.json' }, { $ref: '/nav/groups/more.json', expanded: true }] },
      'nav/groups/start.json': { group: 'Start', pages: ['index'] },
      'nav/groups/more.json': { group: 'More', pages: ['more'] },
      'index.mdx': 'Hi',
      'more.mdx': 'More',
      'api.mdx': 'API',
    });
    const { loaded, diagnostics } = await loadSite(root);
    expect(diagnostics).toEqual([]);
    const nav = toNavJson(loaded!.site).navigation;
    expect(nav.map((n) => n.title)).toEqual(['Guides', 'API']);
    expect(nav[0]!.children.map((g) => g.title)).toEqual(['Start', 'More']);
  });

  it('reports a problem inside an included file at that file and line', async () => {
    const root = await docs({
      'docs.json': { ...baseConfig, navigation: { groups: [{ $ref: 'nav.json' }] } },
      'nav.json': '{\n  "group": "G",\n  "pages": [42]\n}',
    });
    const { diagnostics } = await loadConfig(root);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', file: 'nav.json', line: 3 });
    expect(diagnostics[0]!.message).toContain('expected a page path');
  });

  it('reports loops, missing files, invalid JSON and escapes at the $ref', async () => {
    const root = await docs({
      'docs.json': {
        ...baseConfig,
        navigation: { tabs: [{ $ref: 'a.json' }, { $ref: 'missing.json' }, { $ref: 'bad.json' }, { $ref: '../outside.json' }] },
      },
      'a.json': { tab: 'A', groups: [{ $ref: 'b.json' }] },
      'b.json': { group: 'B', pages: [{ $ref: 'a.json' }] },
      'bad.json': '{ "tab": ',
    });
    const { config, diagnostics } = await loadConfig(root);
    expect(config).toBeUndefined();
    const messages = diagnostics.map((d) => `${d.file} ${d.message}`);
    expect(messages).toEqual([
      expect.stringContaining('b.json $ref loop: docs.json → a.json → b.json → a.json'),
      expect.stringContaining('docs.json $ref "missing.json": file missing.json does not exist'),
      expect.stringContaining('bad.json $ref "bad.json": invalid JSON in bad.json'),
      expect.stringContaining('docs.json $ref "../outside.json" leaves the docs folder'),
    ]);
  });
});
