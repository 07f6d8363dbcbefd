import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter.js';
import { frontmatterFieldDiagnostics } from './frontmatter-fields.js';

const check = (source: string) => frontmatterFieldDiagnostics(parseFrontmatter(source, 'p.mdx').data, source, 'p.mdx').map((d) => `${d.code} ${d.line}:${d.column} ${d.hint}`);

describe('frontmatterFieldDiagnostics', () => {
  it('accepts the documented fields, meta tags and the auth fields of a public site', () => {
    expect(check('---\ntitle: A\nsidebarTitle: B\n"og:image": /x.png\ntwitter:card: summary\npublic: true\ngroups: [a]\nmode: assistant\nhideApiMarker: true\n---\n')).toEqual([]);
  });

  it('locates an unknown field at its key (quoted or not) with the closest known field', () => {
    expect(check('---\ntitle: A\n\n"sidebarTitel": B\n---\n')).toEqual(['content/unknown-frontmatter 4:1 did you mean "sidebarTitle"?']);
    expect(check('---\nicn: star\n---\n')).toEqual(['content/unknown-frontmatter 2:1 did you mean "icon"?']);
  });

  it('says what to use instead of another generator\'s field', () => {
    expect(check('---\nsidebar_position: 3\n---\n')).toEqual(['content/unknown-frontmatter 2:1 the sidebar follows the order of docs.json `navigation`']);
  });

  it('leaves alone a custom field the page reads, in either spelling', () => {
    expect(check('---\nproduct: Q\n---\n\n{frontmatter.product}\n')).toEqual([]);
    expect(check('---\nfull-name: Q\n---\n\n{frontmatter["full-name"]}\n')).toEqual([]);
    expect(check('---\nproductName: Q\n---\n\n{frontmatter.product}\n')).toHaveLength(1);
  });

  it('reports a page mode that does not exist, with the closest one', () => {
    expect(check('---\ntitle: A\nmode: widee\n---\n')).toEqual(['content/frontmatter-value 3:1 did you mean "wide"? modes: default, wide, custom, center, frame, assistant']);
  });

  it('accepts the API page fields, which MDX API pages act on', () => {
    expect(check('---\napi: POST https://api.example.com/users\nplayground: none\nauthMethod: bearer\nasyncapi: events.yaml jobs\n---\n')).toEqual([]);
  });
});
