import { describe, expect, it } from 'vitest';
import { findIcon, parseIconName, suggestIcons } from './icon-sets.js';
import { ICON_FALLBACKS } from './icon-fallbacks.js';

describe('findIcon', () => {
  it('finds Font Awesome free icons by name, old alias and prefix, under the current name', () => {
    const house = findIcon('house', 'fontawesome', 'solid');
    expect(house).toMatchObject({ kind: 'fontawesome', name: 'house', viewBox: '0 0 512 512', transform: 'translate(-64 -64)' });
    expect(findIcon('home', 'fontawesome', 'solid')).toEqual(house);
    expect(findIcon('fa-solid fa-home')).toEqual(house);
    expect(findIcon('fas fa-house')).toEqual(house);
    // Aliases of the other styles too.
    expect(findIcon('twitter-square')?.name).toBe('square-twitter');
  });

  it('keeps each Font Awesome icon in its own box: narrow, square and wide', () => {
    expect(findIcon('caret-right', 'fontawesome', 'solid')).toMatchObject({ viewBox: '0 0 256 512', transform: 'translate(-192 -64)' });
    expect(findIcon('code')).toMatchObject({ viewBox: '0 0 576 512', transform: 'translate(-32 -64)' });
    expect(findIcon('battery-full')).toMatchObject({ viewBox: '0 0 640 512', transform: 'translate(0 -64)' });
  });

  it('honours iconType where the free set has it; Pro-only styles draw solid', () => {
    const solid = findIcon('circle-check', 'fontawesome', 'solid');
    const regular = findIcon('circle-check', 'fontawesome', 'regular');
    expect(solid?.body).not.toBe(regular?.body);
    // Without a style: regular first (Mintlify's default look), then solid.
    expect(findIcon('circle-check')?.body).toBe(regular?.body);
    for (const style of ['light', 'thin', 'duotone', 'sharp-solid', 'sharp-regular']) expect(findIcon('circle-check', 'fontawesome', style)?.body, style).toBe(solid?.body);
    expect(findIcon('fa-duotone fa-circle-check')?.body).toBe(solid?.body);
    // A style the icon lacks falls through to the one it has.
    expect(findIcon('rocket', 'fontawesome', 'regular')?.body).toBe(findIcon('rocket', 'fontawesome', 'solid')?.body);
    expect(findIcon('github', 'fontawesome', 'solid')?.name).toBe('github');
  });

  it('draws Lucide with its stroke on <svg>, by name or alias', () => {
    const house = findIcon('house', 'lucide');
    expect(house).toMatchObject({ kind: 'lucide', name: 'house', viewBox: '0 0 24 24' });
    expect(house?.body).toMatch(/^<path d="M15 21v-8/);
    expect(house?.body).not.toContain('stroke');
    expect(findIcon('home', 'lucide')?.name).toBe('house');
    expect(findIcon('circle', 'lucide')?.body).toBe('<circle cx="12" cy="12" r="10"/>');
  });

  it('draws Tabler as its own markup, and falls back between the sets', () => {
    const home = findIcon('home', 'tabler');
    expect(home).toMatchObject({ kind: 'markup', name: 'home', viewBox: '0 0 24 24' });
    expect(home?.body).toContain('stroke="currentColor"');
    expect(findIcon('brand-github', 'tabler')?.kind).toBe('markup');
    // A Tabler site still gets Font Awesome brands, a Font Awesome site Tabler-only names.
    expect(findIcon('discord', 'tabler')?.kind).toBe('fontawesome');
    expect(findIcon('brand-github')?.kind).toBe('markup');
    expect(findIcon('square-dashed', 'fontawesome')?.kind).toBe('lucide');
  });

  it('draws Font Awesome Pro names as the free icon chosen for them', () => {
    expect(findIcon('rocket-launch')).toEqual(findIcon('rocket'));
    expect(findIcon('browsers')).toEqual(findIcon('app-window', 'lucide'));
    expect(findIcon('fa-light fa-rocket-launch')?.name).toBe('rocket');
    expect(findIcon('sparkles')?.kind).not.toBeNull();
  });

  it('returns null for names no set has', () => {
    expect(findIcon('definitely-not-an-icon')).toBeNull();
    expect(findIcon('rocet', 'tabler')).toBeNull();
    expect(findIcon('../../etc/passwd')).toBeNull();
    expect(findIcon('')).toBeNull();
  });
});

describe('the Pro fallback map', () => {
  const target = (spec: string) => (spec.includes(':') ? (spec.split(':') as ['lucide' | 'tabler', string]) : (['fontawesome', spec] as const));

  it('names only icons no set draws under that name, each mapped to an icon that exists in the named set', () => {
    const drawnBySet: string[] = [];
    const missing: string[] = [];
    for (const [pro, spec] of Object.entries(ICON_FALLBACKS)) {
      const [library, name] = target(spec);
      const icon = findIcon(name, library);
      const kind = library === 'fontawesome' ? 'fontawesome' : library === 'lucide' ? 'lucide' : 'markup';
      if (!icon || icon.kind !== kind || icon.name !== name) missing.push(`${pro} -> ${spec}`);
      // The map is consulted after every set: a key a set draws is dead weight (or a set's newer glyph).
      if (findIcon(pro)?.name === pro) drawnBySet.push(pro);
    }
    expect(missing, 'fallback targets that do not exist').toEqual([]);
    expect(drawnBySet, 'Pro names a set now draws (drop them)').toEqual([]);
  });
});

describe('suggestIcons', () => {
  it('offers the closest names, a swapped letter first', () => {
    expect(suggestIcons('gaer')[0]).toBe('gear');
    expect(suggestIcons('rocet')).toContain('rocket');
    expect(suggestIcons('hom', 'tabler')).toContain('home');
    expect(suggestIcons('zzzzzzzzzzzzqqq')).toEqual([]);
  });
});

describe('parseIconName', () => {
  it('reads Font Awesome class spellings', () => {
    expect(parseIconName('fa-solid fa-House')).toEqual({ name: 'house', style: 'solid' });
    expect(parseIconName('fab fa-github')).toEqual({ name: 'github', style: 'brands' });
    expect(parseIconName('rocket', 'duotone')).toEqual({ name: 'rocket', style: 'duotone' });
  });
});
