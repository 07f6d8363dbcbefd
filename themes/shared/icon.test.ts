import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { findIcon, Icon, IconLibraryContext, type IconProps } from './icon.js';

const render = (props: IconProps) => renderToString(h(Icon, props));
const path = (html: string) => /<path d="([^"]+)"/.exec(html)?.[1];

describe('Icon', () => {
  it('renders Font Awesome icons by Mintlify name as inline SVG', () => {
    const html = render({ name: 'book-open' });
    expect(html).toMatch(/^<svg class="icon icon-book-open" viewBox="0 0 512 512" focusable="false" aria-hidden="true" fill="currentColor"><path d="[Mm][^"]+" transform="translate\(-64 -64\)"><\/path><\/svg>$/);
    // Font Awesome's own box (Iconify centres icons on a 640 canvas): a wide icon keeps its width.
    expect(findIcon('battery-full')?.viewBox).toBe('0 0 640 512');
    expect(findIcon('battery-full')?.transform).toBe('translate(0 -64)');
    expect(findIcon('caret-right', 'fontawesome', 'solid')?.viewBox).toBe('0 0 256 512');
  });

  it('tolerates fa- prefixes, style words and aliases', () => {
    const house = path(render({ name: 'house', style: 'solid' }));
    expect(house).toBeTruthy();
    expect(path(render({ name: 'fa-house', style: 'solid' }))).toBe(house);
    expect(path(render({ name: 'fa-solid fa-house' }))).toBe(house);
    expect(path(render({ name: 'fas fa-home' }))).toBe(house);
    expect(render({ name: 'home', style: 'solid' })).toContain('icon-house');
  });

  it('picks the solid, regular or brands style', () => {
    const solid = findIcon('circle-check', 'fontawesome', 'solid');
    const regular = findIcon('circle-check', 'fontawesome', 'regular');
    expect(solid?.body).toBeTruthy();
    expect(regular?.body).toBeTruthy();
    expect(solid?.body).not.toBe(regular?.body);
    expect(findIcon('github')?.name).toBe('github');
    expect(findIcon('fa-brands fa-github')?.body).toBe(findIcon('github')?.body);
    // A style without a free set (light, duotone…) still finds the icon.
    expect(findIcon('rocket', 'fontawesome', 'duotone')).not.toBeNull();
  });

  it('uses Lucide when the library says so, from props or context', () => {
    const lucide = render({ name: 'house', library: 'lucide' });
    expect(lucide).toMatch(/^<svg class="icon icon-house" viewBox="0 0 24 24"[^>]* fill="none" stroke="currentColor"/);
    expect(lucide).toContain('<path d="M15 21v-8');
    const viaContext = renderToString(h(IconLibraryContext.Provider, { value: 'lucide' }, h(Icon, { name: 'house' })));
    expect(viaContext).toBe(lucide);
    // A Font Awesome-only name still renders on a Lucide site.
    expect(render({ name: 'discord', library: 'lucide' })).toContain('fill="currentColor"');
    // Lucide icons of a single element lose the stroke attributes to <svg> as well.
    expect(render({ name: 'circle', library: 'lucide' })).toMatch(/stroke-linejoin="round"><circle cx="12" cy="12" r="10"\/><\/svg>$/);
  });

  it('renders URLs and paths as <img>, and sizes and labels icons', () => {
    expect(render({ icon: 'https://example.com/i.svg' })).toBe('<img src="https://example.com/i.svg" alt class="icon" loading="lazy"/>');
    expect(render({ name: '/images/logo.png', size: 24 })).toContain('width="24" height="24"');
    const labelled = render({ name: 'rocket', label: 'Launch', size: 20, color: 'red', class: 'x' });
    expect(labelled).toMatch(/^<svg class="icon x icon-rocket" viewBox="[^"]+" width="20" height="20" style="color:red;" focusable="false" role="img" aria-label="Launch"/);
  });

  it('renders nothing for an unknown or empty name', () => {
    expect(render({ name: 'definitely-not-an-icon' })).toBe('');
    expect(render({ name: 'not-an-icon', library: 'lucide' })).toBe('');
    expect(render({ name: '../../etc/passwd' })).toBe('');
    expect(render({})).toBe('');
  });
});
