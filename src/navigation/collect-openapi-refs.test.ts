import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { collectOpenApiRefs } from './collect-openapi-refs.js';

describe('collectOpenApiRefs', () => {
  it('finds documents named in navigation, with the JSON path of each', () => {
    const config = {
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['intro', 'start/install', ' specs/billing.yaml  GET /invoices '] }] },
          { tab: 'API', openapi: 'specs/main.json', groups: [{ group: 'Ops', openapi: { source: 'specs/ops.yaml' }, pages: ['POST /jobs', 'specs/main.json webhook jobDone'] }] },
        ],
      },
    } as unknown as DocsConfig;
    const { refs } = collectOpenApiRefs(config, new Map());
    expect(refs).toEqual([
      { source: 'specs/billing.yaml', file: 'docs.json', jsonPath: 'navigation.tabs[0].groups[0].pages[2]' },
      { source: 'specs/main.json', file: 'docs.json', jsonPath: 'navigation.tabs[1].openapi' },
      { source: 'specs/ops.yaml', file: 'docs.json', jsonPath: 'navigation.tabs[1].groups[0].openapi' },
      { source: 'specs/main.json', file: 'docs.json', jsonPath: 'navigation.tabs[1].groups[0].pages[1]' },
    ]);
  });

  it('takes a frontmatter file token that names a file of the docs folder, and reports one that names none', () => {
    const config = { navigation: { pages: ['a', 'b'] } } as unknown as DocsConfig;
    const frontmatter = new Map([
      ['a.mdx', { openapi: 'specs/pets GET /pets' }],
      ['b.mdx', { openapi: 'missing.yaml GET /x' }],
    ]);
    const { refs, unresolved } = collectOpenApiRefs(config, frontmatter, ['specs/pets.yaml']);
    expect(refs).toEqual([{ source: 'specs/pets.yaml', file: 'a.mdx', jsonPath: 'frontmatter.openapi' }]);
    expect(unresolved).toEqual([{ source: 'missing.yaml', file: 'b.mdx', jsonPath: 'frontmatter.openapi' }]);
  });
});
