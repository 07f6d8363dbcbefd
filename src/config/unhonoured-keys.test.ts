import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../diagnostics/format-diagnostic.js';
import { playgroundSettings } from '../openapi/playground/playground-settings.js';
import { validateConfigText } from './validate-config.js';

const base = { theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' } };

function check(config: unknown) {
  const result = validateConfigText(JSON.stringify(config, null, 2));
  return { ...result, lines: result.diagnostics.map((d) => formatDiagnostic(d, { color: false })) };
}

describe('API settings Quire can only partly honour', () => {
  it('accepts playground display "auth" (valid on Mintlify), shows the playground to everyone and says so', () => {
    const { config, lines } = check({ ...base, api: { playground: { display: 'auth' } }, navigation: { pages: ['index'] } });
    expect(config).toBeDefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^warning docs\.json:\d+:\d+ api\.playground\.display: "api\.playground\.display: auth" is accepted but not honoured/);
    expect(lines[0]).toMatch(/every reader gets the interactive playground/);
    expect(playgroundSettings(config!).display).toBe('interactive');
  });

  it('says nothing about navigation asyncapi, which generates channel pages', () => {
    const { lines } = check({
      ...base,
      navigation: { tabs: [{ tab: 'API', asyncapi: 'events.yaml', groups: [{ group: 'Events', asyncapi: { source: 'b.yaml' }, pages: ['index'] }] }] },
    });
    expect(lines.filter((l) => l.includes('asyncapi'))).toEqual([]);
  });

  it('names colours of elements other than anchors, dropdowns and products, and navbar link types other than github/discord', () => {
    const { lines } = check({
      ...base,
      navbar: { links: [{ label: 'Code', href: 'https://github.com/a/b', type: 'github' }, { label: 'Blog', href: 'https://x.dev', type: 'blog' }] },
      navigation: {
        languages: [
          {
            language: 'en',
            banner: { content: 'Hi', color: { light: '#fde68a', dark: '#78350f' } },
            tabs: [{ tab: 'Docs', color: '#00f', anchors: [{ anchor: 'Docs', color: { light: '#f00', dark: '#0f0' }, dropdowns: [{ dropdown: 'D', color: '#0f0', pages: ['index'] }] }] }],
          },
        ],
      },
    });
    expect(lines.map((l) => l.split(' ')[2])).toEqual(['navigation.languages[0].tabs[0].color:', 'navbar.links[1].type:']);
  });
});
