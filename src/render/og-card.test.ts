import { describe, expect, it } from 'vitest';
import type { Page } from '../shared/site-model.js';
import { clip, ogCardInput, ogImagePath, thumbnailDiagnostics, wantsOgImage } from './og-card.js';

const page = (over: Partial<Page> = {}): Page => ({ path: '/guides/intro', title: 'Intro', source: { kind: 'mdx', file: 'guides/intro.mdx' }, breadcrumbs: ['Guides'], section: [], frontmatter: {}, ...over }) as Page;

describe('social image cards', () => {
  it('puts each page\'s image under /_quire/og/', () => {
    expect(ogImagePath('/')).toBe('/_quire/og/index.png');
    expect(ogImagePath('/guides/intro')).toBe('/_quire/og/guides/intro.png');
  });

  it('draws none for a page or site that names its own image', () => {
    expect(wantsOgImage(page(), {})).toBe(true);
    expect(wantsOgImage(page({ frontmatter: { 'og:image': '/me.png' } }), {})).toBe(false);
    expect(wantsOgImage(page({ frontmatter: { 'twitter:image': '/me.png' } }), {})).toBe(false);
    expect(wantsOgImage(page(), { seo: { metatags: { 'og:image': 'https://x.dev/og.jpg' } } })).toBe(false);
  });

  it('clips long text at a word, with an ellipsis', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('one two three four five six', 16)).toBe('one two three…');
  });

  it('takes the accent for the appearance and the innermost group as the eyebrow', () => {
    const config = { name: 'Acme', colors: { primary: '#0D9373', light: '#55D799' } };
    expect(ogCardInput(page(), config, {})).toMatchObject({ accent: '#0D9373', appearance: 'light', eyebrow: 'Guides', title: 'Intro' });
    expect(ogCardInput(page(), { ...config, thumbnails: { appearance: 'dark' } }, {})).toMatchObject({ accent: '#55D799', appearance: 'dark' });
  });

  it('warns, at its JSON path, about a background it cannot draw', () => {
    expect(thumbnailDiagnostics({ thumbnails: { background: '/img/bg.png' } }, ['img/bg.png'])).toEqual([]);
    const [remote] = thumbnailDiagnostics({ thumbnails: { background: 'https://cdn.x.dev/bg.png' } }, []);
    expect(remote).toMatchObject({ code: 'config/thumbnail-background', jsonPath: '/thumbnails/background', severity: 'warning' });
    expect(thumbnailDiagnostics({ thumbnails: { background: '/missing.jpg' } }, [])[0]?.message).toMatch(/not in the docs folder/);
    expect(thumbnailDiagnostics({ thumbnails: { background: '/bg.webp' } }, ['bg.webp'])[0]?.message).toMatch(/not a PNG, JPEG or SVG/);
  });
});
