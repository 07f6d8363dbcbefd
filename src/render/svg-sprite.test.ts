import { render } from 'preact-render-to-string';
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../themes/shared/icon.js';
import { SPRITE_ID, spriteRepeatedSvgs } from './svg-sprite.js';

const icon = (name: string, props: Record<string, unknown> = {}) => render(h(Icon, { name, ...props }));
const doc = (body: string) => `<html><head><title>&lt;svg&gt;</title></head><body class="x">${body}</body></html>`;

describe('spriteRepeatedSvgs', () => {
  it('draws a repeated icon once, in a sprite right after <body>, and keeps every use with its own attributes', () => {
    const code = icon('code');
    const big = icon('code', { size: 20, label: 'Code', class: 'big' });
    const html = spriteRepeatedSvgs(doc(`<a>${code}</a><a>${code}</a><p>${big}</p>`));
    const path = /<path d="[^"]+"[^>]*><\/path>/.exec(code)![0];
    // One drawing for three uses.
    expect(html.split(path)).toHaveLength(2);
    expect(html).toMatch(new RegExp(`^<html><head>.*</head><body class="x"><svg id="${SPRITE_ID}" width="0" height="0" aria-hidden="true" style="position:absolute"><symbol id="(quire-i[0-9a-z]+)" viewBox="0 0 576 512">`));
    const id = /<symbol id="([^"]+)"/.exec(html)![1];
    expect(html.match(new RegExp(`<use href="#${id}"/>`, 'g'))).toHaveLength(3);
    // Classes, size, colour source and accessibility stay on each <svg>.
    expect(html).toContain(`<svg class="icon icon-code" viewBox="0 0 576 512" focusable="false" aria-hidden="true" fill="currentColor"><use href="#${id}"/></svg>`);
    expect(html).toContain(`<svg class="icon big icon-code" viewBox="0 0 576 512" width="20" height="20" focusable="false" role="img" aria-label="Code" fill="currentColor"><use href="#${id}"/></svg>`);
  });

  it('leaves a page without repeats as it was, and is idempotent', () => {
    const once = doc(`${icon('code')}${icon('gear')}`);
    expect(spriteRepeatedSvgs(once)).toBe(once);
    const twice = spriteRepeatedSvgs(doc(`${icon('gear')}${icon('gear')}${icon('book')}${icon('book')}`));
    expect(twice.match(/<symbol /g)).toHaveLength(2);
    expect(spriteRepeatedSvgs(twice)).toBe(twice);
  });

  it('keeps lucide stroke icons drawn with their stroke attributes on the place of use', () => {
    const lucide = icon('square-dashed', { library: 'lucide' });
    expect(lucide).toContain('stroke="currentColor"');
    const html = spriteRepeatedSvgs(doc(lucide + lucide));
    expect(html).toMatch(/<svg class="icon icon-square-dashed" viewBox="0 0 24 24" focusable="false" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><use href="#quire-i[0-9a-z]+"\/><\/svg>/);
  });

  it('does not touch SVGs it cannot share: ids, references, styles, offset viewBoxes, script text', () => {
    const unsafe = [
      '<svg viewBox="0 0 10 10"><defs><linearGradient id="g"></linearGradient></defs><rect fill="url(#g)"></rect></svg>',
      '<svg viewBox="0 0 10 10"><style>rect{fill:red}</style><rect></rect></svg>',
      '<svg viewBox="-1 -1 10 10"><rect></rect></svg>',
      '<svg id="logo" viewBox="0 0 10 10"><rect></rect></svg>',
      '<svg><rect></rect></svg>',
    ];
    for (const svg of unsafe) {
      const html = doc(svg + svg);
      expect(spriteRepeatedSvgs(html)).toBe(html);
    }
    const inScript = `<script>const s = '${icon('gear')}'; const t = '${icon('gear')}';</script>`;
    expect(spriteRepeatedSvgs(doc(inScript))).toBe(doc(inScript));
  });

  it('puts the sprite first in a fragment without <body>', () => {
    const out = spriteRepeatedSvgs(`<ul><li>${icon('gear')}</li><li>${icon('gear')}</li></ul>`);
    expect(out).toMatch(new RegExp(`^<svg id="${SPRITE_ID}"[^>]*><symbol id="quire-i[0-9a-z]+" viewBox="0 0 512 512"><path`));
  });

  it('shrinks a sidebar-like page of repeated icons to a fraction', () => {
    const names = ['database', 'code', 'bolt', 'rocket', 'gear', 'key', 'book'];
    const rows = Array.from({ length: 100 }, (_, i) => `<li><a href="/p${i}">${icon(names[i % names.length]!)}Page ${i}</a></li>`).join('');
    const before = doc(`<ul>${rows}</ul>`);
    const after = spriteRepeatedSvgs(before);
    // ~100 inline paths of ~500 bytes each become 7 symbols and 100 short uses.
    expect(after.match(/<symbol /g)).toHaveLength(names.length);
    expect(after.length).toBeLessThan(before.length * 0.4);
  });
});
