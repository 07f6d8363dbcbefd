import { describe, expect, it } from 'vitest';
import { fontHead, googleFontsUrl } from './font-settings.js';

const INTER = '/_quire/fonts/inter-latin-wght-normal.woff2';

describe('fontHead (docs.json fonts)', () => {
  it('keeps the bundled Inter without fonts, or with family "Inter": preloaded, nothing fetched elsewhere', () => {
    expect(fontHead(undefined, INTER)).toEqual({ css: '', stylesheets: [], preload: [INTER] });
    const inter = fontHead({ family: 'Inter', weight: 450 }, INTER);
    expect(inter.stylesheets).toEqual([]);
    expect(inter.preload).toEqual([INTER]);
    expect(inter.css).toContain('body{font-weight:450}');
  });

  it('loads a family it does not bundle from Google Fonts, as Mintlify does', () => {
    const head = fontHead({ family: 'IBM Plex Sans', weight: 400, heading: { family: 'IBM Plex Mono' } }, INTER);
    expect(head.stylesheets).toEqual([
      'https://fonts.googleapis.com/css2?family=IBM+Plex+Sans:wght@400&display=swap',
      'https://fonts.googleapis.com/css2?family=IBM+Plex+Mono&display=swap',
    ]);
    expect(head.css).toContain('--font:"IBM Plex Sans",var(--font-fallback)');
    expect(head.css).toContain('--heading-font:"IBM Plex Mono",var(--font-fallback)');
    // Inter is used nowhere: not preloaded.
    expect(head.preload).toEqual([]);
  });

  it('declares a font with a source (a docs-folder path or URL) with @font-face, format from the extension', () => {
    const head = fontHead({ heading: { family: 'Brand', source: '/fonts/Brand-Bold.woff2', weight: 700 }, body: { family: 'Body Sans', source: 'https://cdn.example.com/b.ttf' } }, INTER);
    expect(head.css).toContain('@font-face{font-family:"Brand";src:url("/fonts/Brand-Bold.woff2") format("woff2");font-weight:700;');
    expect(head.css).toContain('src:url("https://cdn.example.com/b.ttf") format("truetype")');
    expect(head.css).toContain('h1,h2,h3,h4{font-weight:700}');
    expect(head.stylesheets).toEqual([]);
  });

  it('uses generic families as they are and keeps injected text out of the CSS', () => {
    const head = fontHead({ family: 'system-ui', heading: { family: 'x";}body{color:red' } }, INTER);
    expect(head.css).toContain('--font:system-ui,var(--font-fallback)');
    expect(head.css).toContain('--heading-font:"xbodycolor:red",');
    expect(head.stylesheets.length).toBe(1);
  });

  it('asks Google only for a numeric weight', () => {
    expect(googleFontsUrl('Open Sans', 'bold')).toBe('https://fonts.googleapis.com/css2?family=Open+Sans&display=swap');
  });
});
