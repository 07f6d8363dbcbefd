import { describe, expect, it } from 'vitest';
import { parsePositionedJson } from '../config/json-positions.js';
import { configIconDiagnostics } from './config-icons.js';

let text = '';
const check = (config: object) => {
  text = JSON.stringify(config, null, 2);
  const json = parsePositionedJson(text);
  return configIconDiagnostics(json.value, json.locate);
};
/** 1-based line of the first line of `text` containing `needle`. */
const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('configIconDiagnostics', () => {
  it('places every unknown icon of docs.json by JSON path and line, once per name', () => {
    const out = check({
      navigation: {
        tabs: [
          { tab: 'Guides', icon: 'book-open', groups: [{ group: 'A', icon: 'rocket-launch', pages: [] }] },
          { tab: 'API', icon: 'cde', anchors: [{ anchor: 'x', icon: { name: 'gaer', style: 'solid' } }, { anchor: 'y', icon: 'cde' }] },
        ],
      },
      navbar: { links: [{ label: 'Blog', href: '/blog', icon: 'https://example.com/i.svg' }] },
    });
    expect(out.map((d) => [d.code, d.jsonPath, d.line, d.message])).toEqual([
      ['config/unknown-icon', 'navigation.tabs[1].icon', lineOf('"icon": "cde"'), 'unknown icon "cde": no icon set has it, so it is not shown'],
      ['config/unknown-icon', 'navigation.tabs[1].anchors[0].icon.name', lineOf('"name": "gaer"'), 'unknown icon "gaer": no icon set has it, so it is not shown'],
    ]);
    expect(out[0]?.hint).toMatch(/did you mean "code"/);
    expect(out[1]?.hint).toMatch(/did you mean "gear"/);
  });

  it('looks names up in the library docs.json or the icon itself names', () => {
    expect(check({ icons: { library: 'tabler' }, navigation: { groups: [{ group: 'A', icon: 'brand-github', pages: [] }] } })).toEqual([]);
    const lucideOnly = check({ navigation: { groups: [{ group: 'A', icon: { name: 'nopeicon', library: 'lucide' }, pages: [] }] } });
    expect(lucideOnly[0]?.hint).toMatch(/Icon names come from Lucide/);
  });
});
