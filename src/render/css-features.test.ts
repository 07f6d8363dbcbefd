import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mintTheme } from '../../themes/mint/theme.js';
import { classOfFeature, CSS_FEATURES, cssFeatures, featureCssUrl, htmlClasses } from './css-features.js';
import { packageRoot } from './package-root.js';

/**
 * Classes a feature sheet names that are not the feature's own: the page's content wrapper and
 * icons (on every page), `html.js` (the head script's mark), and modifiers that only ever appear
 * on an element of the feature (`.shiki.wrap`, `pre.expandable` inside `.code-block`).
 */
const NOT_MARKERS: Record<string, readonly string[]> = {
  components: ['prose', 'icon', 'code-group'],
  code: ['prose', 'js', 'wrap', 'line', 'highlighted', 'error', 'warning', 'diff', 'add', 'remove', 'mark', 'has-focus', 'focused', 'line-numbers', 'expandable', 'is-collapsed', 'has-mermaid-controls'],
};

function sheetClasses(files: readonly string[]): Set<string> {
  const css = files.map((f) => readFileSync(join(packageRoot(), f), 'utf8')).join('\n').replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...css.matchAll(/\.([a-zA-Z_][\w-]*)/g)].map((m) => m[1]!));
}

describe('cssFeatures', () => {
  it('finds the sheets a page needs from the classes of its content', () => {
    expect(cssFeatures('<h2 id="a">A</h2><p>Text with <code>code</code> and <a class="link" href="/x">a link</a>.</p>')).toEqual([]);
    expect(cssFeatures('<aside class="callout callout-note" role="note"><p>Hi</p></aside>')).toEqual(['components']);
    expect(cssFeatures('<figure class="code-block"><pre class="shiki github-light"><code><span class="line">x</span></code></pre></figure>')).toEqual(['code']);
    expect(cssFeatures('<div class="tabs" data-tabs><div class="tab-panel">x</div></div><ol class="steps"><li class="step">y</li></ol>')).toEqual(['components', 'code']);
    expect(cssFeatures('<div class="mermaid-diagram"><pre class="mermaid">graph TD</pre></div>')).toEqual(['code']);
  });

  it('does not take a class for a feature because it shares a prefix or appears outside an attribute', () => {
    // `columns-2` is not `column`, `tab-bar`-like names are not `tabs`, text is not markup.
    expect(cssFeatures('<div class="columns-2 cardboard tabular"><p>.callout and class=card in text</p></div>')).toEqual([]);
    expect(htmlClasses('<p class="a  b"><span class="">x</span></p>')).toEqual(new Set(['a', 'b']));
  });

  it('serves each feature at a stable URL under /_quire/', () => {
    expect(CSS_FEATURES.map(featureCssUrl)).toEqual(['/_quire/theme-components.css', '/_quire/theme-code.css']);
  });

  // A component whose styles are in a feature sheet but whose classes are not its markers would
  // render unstyled on pages that use nothing else of the sheet.
  it.each(CSS_FEATURES)('recognises every class the %s sheet styles', (feature) => {
    const files = mintTheme.featureStylesheets?.[feature];
    expect(files?.length).toBeGreaterThan(0);
    const unknown = [...sheetClasses(files!)].filter((c) => !classOfFeature(c, feature) && !NOT_MARKERS[feature]!.includes(c));
    expect(unknown).toEqual([]);
  });

  it('keeps component and code styles out of the sheet every page links', () => {
    const base = sheetClasses(mintTheme.stylesheets);
    for (const feature of CSS_FEATURES) {
      const own = [...base].filter((c) => classOfFeature(c, feature));
      expect(own, feature).toEqual([]);
    }
  });
});
