import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../diagnostics/format-diagnostic.js';
import { validateConfigText } from './validate-config.js';

const base = { theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' } };

function check(config: unknown) {
  const text = typeof config === 'string' ? config : JSON.stringify(config, null, 2);
  const result = validateConfigText(text);
  return { ...result, lines: result.diagnostics.map((d) => formatDiagnostic(d, { color: false })) };
}

describe('docs.json validation', () => {
  it('accepts every navigation container nested in any combination', () => {
    const nav = {
      languages: [
        {
          language: 'en',
          default: true,
          versions: [
            {
              version: 'v2',
              tag: 'Latest',
              products: [
                {
                  product: 'Cloud',
                  description: 'Hosted',
                  dropdowns: [
                    {
                      dropdown: 'Docs',
                      icon: 'book',
                      anchors: [
                        {
                          anchor: 'Guides',
                          icon: { name: 'book', style: 'solid' },
                          tabs: [
                            {
                              tab: 'Start',
                              menu: [{ item: 'Menu', icon: 'x', description: 'd', groups: [{ group: 'G', pages: ['a'] }] }],
                            },
                            { tab: 'Site', href: 'https://example.com' },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { language: 'ja', hidden: true, pages: ['ja/a'] },
        {
          language: 'zh-Hans',
          groups: [{ group: 'G', pages: ['b', { group: 'N', expanded: true, tag: 'NEW', icon: 'x', hidden: false, root: 'r', pages: ['c'] }] }],
        },
      ],
      global: { anchors: [{ anchor: 'GitHub', href: 'https://github.com', icon: 'github' }] },
    };
    const { config, diagnostics } = check({ ...base, navigation: nav });
    expect(diagnostics).toEqual([]);
    expect(config?.navigation.languages?.length).toBe(3);
  });

  it('accepts openapi as a string or { source, directory } on any element', () => {
    const { diagnostics } = check({
      ...base,
      navigation: {
        openapi: 'openapi.yaml',
        tabs: [
          { tab: 'API', openapi: { source: '/specs/a.json', directory: 'api' } },
          { tab: 'B', groups: [{ group: 'Ops', openapi: 'https://x.dev/o.yaml' }] },
        ],
      },
    });
    expect(diagnostics).toEqual([]);
  });

  it('honours the API settings of MDX pages, the playground and the endpoint bar without a warning', () => {
    const { diagnostics } = check({
      ...base,
      api: { mdx: { server: ['https://a.dev'], auth: { method: 'key', name: 'x-key' } }, url: 'full', examples: { prefill: true }, asyncapi: 'events.yaml' },
      playground: { mode: 'hide' },
      navigation: { pages: ['index'] },
    });
    expect(diagnostics).toEqual([]);
  });

  it('rejects an api.mdx auth method Mintlify does not have, at its JSON path', () => {
    const { diagnostics } = check({ ...base, api: { mdx: { auth: { method: 'token' } } }, navigation: { pages: ['index'] } });
    expect(diagnostics.map((d) => d.jsonPath)).toEqual(['api.mdx.auth.method']);
  });

  it('accepts the top-level keys real sites use', () => {
    const { diagnostics } = check({
      ...base,
      $schema: 'https://mintlify.com/docs.json',
      description: 'd',
      logo: { light: '/l.svg', dark: '/d.svg', href: 'https://x.dev' },
      favicon: '/f.svg',
      appearance: { default: 'dark', strict: false },
      styling: { eyebrows: 'breadcrumbs', codeblocks: 'system' },
      interaction: { drilldown: true },
      navbar: { links: [{ label: 'Blog', href: 'https://x.dev' }], primary: { type: 'button', label: 'Go', href: 'https://x.dev' } },
      footer: { socials: { x: 'https://x.com/a' }, links: [{ header: 'H', items: [{ label: 'a', href: '/a' }] }] },
      seo: { metatags: { 'og:image': 'x' }, indexing: 'all' },
      redirects: [{ source: '/old', destination: '/new' }],
      api: { openapi: ['a.yaml', 'b.yaml'], playground: { display: 'simple' }, examples: { languages: ['curl', 'cobol'], defaults: 'all' } },
      search: { prompt: 'Search…' },
      contextual: { options: ['copy', 'view'] },
      banner: { content: 'Hi', dismissible: true },
      fonts: { family: 'Inter' },
      icons: { library: 'lucide' },
      integrations: { ga4: { measurementId: 'G-1' } },
      variables: { product: 'Quire' },
      navigation: { pages: ['index'] },
    });
    // Valid, and never silent: what Quire accepts without acting on it is named, nothing else.
    expect(diagnostics.every((d) => d.severity === 'warning' && d.code === 'config/not-honoured')).toBe(true);
    expect(diagnostics.map((d) => d.jsonPath)).toEqual(['api.examples.languages[1]']);
  });

  it('names each key Mintlify accepts that Quire does not honour, at its place, and nothing it honours', () => {
    const { config, lines } = check({
      ...base,
      colors: { primary: '#0D9373', background: { light: '#fff' } },
      public: true,
      markdown: { instructions: 'Use the CLI' },
      seo: { metatags: { 'og:image': 'x' }, trailingSlash: true, paths: [{ path: 'guides', metatags: { robots: 'noindex' } }], organization: { name: 'Acme' } },
      thumbnails: { background: 'bg.png' },
      background: { decoration: 'gradient' },
      errors: { '404': { redirect: true, image: 'x.png' } },
      feedback: { thumbsRating: true, codeSnippets: true },
      search: { prompt: 'Find' },
      contextual: { options: ['copy', 'chatgpt', 'view', 'assistant', 'cursor', { title: 'Ask', href: 'https://x.dev' }, { title: 'MCP', href: 'https://x.dev/?u=$mcp' }] },
      integrations: { ga4: { measurementId: 'G-1' }, posthog: { apiKey: 'phc_k' }, hightouch: { writeKey: 'w' }, cookies: { key: 'a', value: 'b' } },
      fonts: { family: 'Inter' },
      navigation: { pages: ['index'] },
    });
    expect(config?.public).toBe(true);
    expect(lines.filter((l) => !l.includes('not honoured'))).toEqual([]);
    const names = lines.map((l) => /"([^"]+)" is accepted but not honoured/.exec(l)?.[1]);
    expect(names.sort()).toEqual(
      [
        'contextual.options: assistant',
        'contextual.options: cursor',
        'contextual.options: custom option (MCP)',
        'errors.404.image',
        'feedback.codeSnippets',
        'integrations.hightouch',
        'markdown.instructions',
        'public',
        'seo.paths',
      ].sort(),
    );
    // Located at the key, with what Quire does instead.
    expect(lines.find((l) => l.includes('"integrations.hightouch"'))).toMatch(
      /^warning docs\.json:\d+:\d+ integrations\.hightouch: .*\n\s*hint: load Hightouch/,
    );
  });

  it("an integration id of the wrong shape is a located warning; the page menu's honoured options are quiet", () => {
    const { config, diagnostics, lines } = check({
      ...base,
      integrations: { ga4: { measurementId: 'G-OK1' }, posthog: { apiKey: 'key");alert(1)//' } },
      contextual: {
        options: [
          'copy',
          'view',
          'chatgpt',
          'claude',
          'perplexity',
          'grok',
          'aistudio',
          'devin',
          'download-pdf',
          'download-spec',
          { title: 'Ask', href: { base: 'https://a.dev', query: [{ key: 'q', value: '$path' }] } },
        ],
        display: 'toc',
      },
      navigation: { pages: ['index'] },
    });
    expect(config).toBeDefined();
    expect(diagnostics.map((d) => [d.code, d.jsonPath])).toEqual([['config/integration-id', 'integrations.posthog.apiKey']]);
    expect(lines[0]).toMatch(
      /^warning docs\.json:\d+:\d+ integrations\.posthog\.apiKey: apiKey does not look like a PostHog value \(PostHog not loaded\)\n\s*hint: expected phc_/,
    );
  });

  it('the MCP options are quiet with the site URL known, and say why without it', () => {
    const contextual = { options: ['mcp', 'add-mcp', 'cursor', 'vscode', { title: 'Inspect', href: { base: 'https://inspector.dev', query: [{ key: 'u', value: '$mcp' }] } }] };
    const withUrl = check({ ...base, seo: { metatags: { canonical: 'https://docs.example.com' } }, contextual, navigation: { pages: ['index'] } });
    expect(withUrl.diagnostics).toEqual([]);
    const without = check({ ...base, contextual, navigation: { pages: ['index'] } });
    expect(without.diagnostics.map((d) => d.jsonPath)).toEqual(['contextual.options[0]', 'contextual.options[1]', 'contextual.options[2]', 'contextual.options[3]', 'contextual.options[4]']);
    expect(without.lines[0]).toMatch(/^warning docs\.json:\d+:\d+ contextual\.options\[0\]: "contextual\.options: mcp" .*\n\s*hint: the MCP options install the site's MCP server at <site URL>\/mcp, and the site's URL is unknown: set seo\.metatags\.canonical/);
    expect(without.lines[4]).toContain('hint: $mcp: the MCP options install');
  });

  it('reports a missing key at its object, with line:column, JSON path and hint', () => {
    const { config, lines } = check({
      ...base,
      navigation: {
        tabs: [
          { tab: 'A', pages: ['a'] },
          { tab: 'B', groups: [{ group: 'G' }] },
        ],
      },
    });
    expect(config).toBeUndefined();
    expect(lines).toMatchInlineSnapshot(`
      [
        "error docs.json:18:11 navigation.tabs[1].groups[0]: "pages" is required
        hint: add "pages": ["path/to/page"] listing the group's pages (paths without extension)",
      ]
    `);
  });

  it('reports required top-level keys all together', () => {
    const { lines } = check({ navigation: { pages: ['index'] } });
    expect(lines).toMatchInlineSnapshot(`
      [
        "error docs.json:1:1: "theme" is required
        hint: add "theme": "mint" (or maple, palm, willow, linden, almond, aspen, luma, sequoia)",
        "error docs.json:1:1: "name" is required
        hint: add "name": "Your project" — it is the site title",
        "error docs.json:1:1: "colors" is required
        hint: add "colors": { "primary": "#0D9373" }",
      ]
    `);
  });

  it('lists the allowed values of an enum and suggests the closest', () => {
    const { lines } = check({ ...base, theme: 'mnt', navigation: { pages: ['a'] } });
    expect(lines).toMatchInlineSnapshot(`
      [
        "error docs.json:2:12 theme: expected one of "mint", "maple", "palm", "willow", "linden", "almond", "aspen", "luma", "sequoia", received "mnt"
        hint: did you mean "mint"?",
      ]
    `);
  });

  it('rejects a colour that is not hex', () => {
    const { lines } = check({ ...base, colors: { primary: 'green' }, navigation: { pages: ['a'] } });
    expect(lines[0]).toContain('colors.primary: must be a hex colour like "#0D9373" (received "green")');
    expect(lines[0]).toContain('hint: use a hex colour such as "#0D9373"');
  });

  it('rejects a relative href on a global anchor (Mintlify drops it silently)', () => {
    const { lines } = check({ ...base, navigation: { pages: ['a'], global: { anchors: [{ anchor: 'Blog', href: '/blog' }] } } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/navigation\.global\.anchors\[0\]\.href: must be an absolute URL/);
  });

  it('explains a page entry of the wrong type as the union it is', () => {
    const { lines } = check({ ...base, navigation: { groups: [{ group: 'G', pages: ['a', 42] }] } });
    expect(lines[0]).toContain(
      'navigation.groups[0].pages[1]: expected a page path (string) or a group object { "group": …, "pages": [...] }, received number 42',
    );
  });

  it('reports an invalid language code with the closest valid one', () => {
    const { lines } = check({
      ...base,
      navigation: {
        languages: [
          { language: 'english', pages: ['a'] },
          { language: 'pt-br', pages: ['b'] },
        ],
      },
    });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('did you mean "pt-BR"?');
  });

  it('turns unknown keys into warnings and still returns the config', () => {
    const { config, lines } = check({ ...base, navbr: {}, navigation: { groups: [{ group: 'G', pages: ['a'], expandd: true }] } });
    expect(config?.name).toBe('Docs');
    expect(lines).toMatchInlineSnapshot(`
      [
        "warning docs.json:7:3 navbr: unknown key "navbr" (ignored)
        hint: did you mean "navbar"?",
        "warning docs.json:15:9 navigation.groups[0].expandd: unknown key "expandd" (ignored)
        hint: did you mean "expanded"?",
      ]
    `);
  });

  it('reports malformed JSON with line and column', () => {
    const { config, lines } = check('{\n  "theme": "mint",\n  "name": "x",\n}');
    expect(config).toBeUndefined();
    expect(lines[0]).toMatch(/^error docs\.json:4:1: invalid JSON: expected a property name in double quotes \(is there a trailing comma\?\)/);
  });

  it('reports every JSON syntax error, not just the first', () => {
    const { lines } = check('{ "theme": mint, "name": "x" "colors": {} }');
    expect(lines.length).toBeGreaterThanOrEqual(2);
  });

  it('rejects a document that is not an object', () => {
    expect(check('[]').lines[0]).toContain('docs.json must contain a JSON object');
  });

  it('reports deep errors and unknown keys in one run', () => {
    const { lines } = check({
      ...base,
      theme: 'nope',
      colors: { primary: '#12' },
      navigation: { tabs: [{ tab: 'A', groups: [{ group: 'G', pages: [{ pages: [] }] }], foo: 1 }] },
    });
    expect(lines.filter((l) => l.startsWith('error')).length).toBe(3);
    expect(lines.some((l) => l.includes('"group" is required'))).toBe(true);
  });

  it('honours background, banner colour and code block themes quietly; an unknown Shiki theme is a located warning with a suggestion', () => {
    const { config, diagnostics, lines } = check({
      ...base,
      styling: { codeblocks: { theme: { light: 'snazzy-light', dark: 'dark-plu' } } },
      background: { color: { light: '#EEEEEE', dark: '#222831' }, decoration: 'gradient', image: { light: '/bg.png', dark: '/bg-dark.png' } },
      banner: { content: 'Hi', color: { light: '#1e3a5f', dark: '#475569' } },
      navigation: { pages: ['index'] },
    });
    expect(config?.background?.decoration).toBe('gradient');
    expect(diagnostics.map((d) => d.code)).toEqual(['config/unknown-code-theme']);
    expect(lines[0]).toMatch(/^warning docs\.json:\d+:\d+ styling\.codeblocks\.theme\.dark: "dark-plu" is not a Shiki theme; code blocks use github-dark instead\n\s*hint: did you mean "dark-plus"\?/);
  });

  it('rejects a background decoration Mintlify does not have, at its place', () => {
    const { lines } = check({ ...base, background: { decoration: 'stripes' }, navigation: { pages: ['index'] } });
    expect(lines.join('\n')).toMatch(/background\.decoration/);
    expect(lines.join('\n')).toMatch(/gradient/);
  });
});
