import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { reportDiagnostics } from './cli-context.js';

function report(diagnostics: Diagnostic[], options: { verbose?: boolean; strict?: boolean } = {}): string {
  let out = '';
  reportDiagnostics({ stdout: () => undefined, stderr: (t) => (out += `${t}\n`), color: false }, diagnostics, options);
  return out;
}

const brokenLink = (i: number): Diagnostic => ({
  severity: 'warning',
  code: 'links/broken-link',
  message: `broken link "/p${i}" on page /page-${i % 3}`,
  file: `page-${i % 3}.mdx`,
});

describe('reportDiagnostics', () => {
  it('prints errors first and all, each kind of warning together, a long kind cut to its first 10, and every kind in the summary', () => {
    const diagnostics: Diagnostic[] = [
      ...Array.from({ length: 12 }, (_, i) => brokenLink(i)),
      { severity: 'warning', code: 'content/unknown-component', message: 'unknown component <Foo>', file: 'a.mdx', line: 3, column: 1 },
      { severity: 'error', code: 'content/mdx-syntax', message: 'Unexpected character', file: 'b.mdx', line: 1, column: 5, hint: 'escape it' },
      { severity: 'warning', code: 'openapi/validation-skipped', message: 'not validated', file: 'api.yaml' },
    ];
    expect(report(diagnostics)).toMatchInlineSnapshot(`
      "error b.mdx:1:5: Unexpected character
        hint: escape it

      12 broken links in 3 files — first 10 shown, --verbose for all
      warning page-0.mdx: broken link "/p0" on page /page-0
      warning page-1.mdx: broken link "/p1" on page /page-1
      warning page-2.mdx: broken link "/p2" on page /page-2
      warning page-0.mdx: broken link "/p3" on page /page-0
      warning page-1.mdx: broken link "/p4" on page /page-1
      warning page-2.mdx: broken link "/p5" on page /page-2
      warning page-0.mdx: broken link "/p6" on page /page-0
      warning page-1.mdx: broken link "/p7" on page /page-1
      warning page-2.mdx: broken link "/p8" on page /page-2
      warning page-0.mdx: broken link "/p9" on page /page-0
      … and 2 more broken links

      warning a.mdx:3:1: unknown component <Foo>
      warning api.yaml: not validated

      1 error (1 MDX syntax error), 14 warnings (12 broken links, 1 unknown component, 1 OpenAPI document not fully validated)
      "
    `);
  });

  it('prints every warning with verbose, and a kind of exactly 10 in full', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => brokenLink(i));
    const verbose = report(twelve, { verbose: true });
    expect(verbose.match(/^warning /gm)).toHaveLength(12);
    expect(verbose).not.toContain('more');
    const ten = report(twelve.slice(0, 10));
    expect(ten.match(/^warning /gm)).toHaveLength(10);
    expect(ten).not.toContain('--verbose');
  });

  it('never cuts errors, also under --strict where warnings print as errors', () => {
    const errors = Array.from({ length: 25 }, (_, i): Diagnostic => ({ ...brokenLink(i), severity: 'error' }));
    expect(report(errors).match(/^error /gm)).toHaveLength(25);
    const strict = report(Array.from({ length: 25 }, (_, i) => brokenLink(i)), { strict: true });
    expect(strict.match(/^error /gm)).toHaveLength(10);
    expect(strict).toContain('… and 15 more broken links');
  });

  it('prints a problem reported by several pages (a snippet they import) once', () => {
    const fromSnippet: Diagnostic = { severity: 'warning', code: 'content/unknown-variable', message: '{{x}} names no variable', file: 'snippets/a.mdx', line: 1, column: 3 };
    const out = report([fromSnippet, { ...fromSnippet }, { ...fromSnippet, line: 2 }]);
    expect(out.match(/^warning snippets\/a\.mdx:1:3/gm)).toHaveLength(1);
    expect(out).toContain('2 warnings (2 unknown variables)');
  });

  it('formats large counts with separators', () => {
    const many = Array.from({ length: 1742 }, (_, i) => brokenLink(i));
    const out = report(many);
    expect(out).toContain('1,742 broken links in 3 files — first 10 shown, --verbose for all');
    expect(out).toContain('… and 1,732 more broken links');
    expect(out.trimEnd().split('\n').at(-1)).toBe('1,742 warnings (1,742 broken links)');
  });
});
