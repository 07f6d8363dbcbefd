/**
 * The theme's component styles, split by what a page shows: `theme.css` (layout, prose, icons)
 * is on every page; the MDX component styles and the code styles are sheets of their own, which a
 * page links only when its HTML uses them. A plain page then loads one stylesheet, a page with
 * every kind of content three, and each sheet is cached across pages (stable URLs, like theme.css).
 */

/** The feature sheets, in the order a page links them (their cascade order). */
export const CSS_FEATURES = ['components', 'code'] as const;
export type CssFeature = (typeof CSS_FEATURES)[number];

/** Where a feature sheet is served: `/_quire/theme-components.css`, `/_quire/theme-code.css`. */
export function featureCssUrl(feature: CssFeature): string {
  return `/_quire/theme-${feature}.css`;
}

/**
 * The class names each sheet styles: a class is the feature's if it is one of these or starts with
 * one and a hyphen (`callout` covers `callout-note`). `css-features.test.ts` checks every class of
 * the sheets' files is covered, so a component added to a sheet cannot be forgotten here.
 */
export const FEATURE_CLASS_ROOTS: Record<CssFeature, readonly string[]> = {
  components: [
    'callout', 'card', 'tile', 'column', 'side-panel', 'api-example', 'steps', 'step', 'accordion', 'expandable', 'tree',
    'field', 'frame', 'tooltip', 'mdx-badge', 'update', 'prompt', 'view', 'color', 'github-repo',
  ],
  // Tabs are here with code groups (a code group is a tab set of code blocks), and Mermaid with
  // the code blocks it comes from: together about 8 KB, too small to be worth a request each.
  code: ['code', 'shiki', 'tabs', 'tab-button', 'tab-panel', 'mermaid'],
};

const CLASS_ATTR = /\sclass="([^"]*)"/g;

/** The class names used in a piece of rendered HTML (attributes as Preact and hast write them). */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(CLASS_ATTR)) {
    for (const c of m[1]!.split(/\s+/)) if (c) classes.add(c);
  }
  return classes;
}

/** Whether a class name belongs to a feature sheet (it is a root or a root's part). */
export function classOfFeature(cls: string, feature: CssFeature): boolean {
  return FEATURE_CLASS_ROOTS[feature].some((root) => cls === root || cls.startsWith(`${root}-`));
}

/**
 * The feature sheets a page needs, decided from its rendered content: those with a class the
 * content uses. Client scripts only add elements inside components the server rendered (the code
 * block's expand toggle, Mermaid's controls, the changelog filter), so the server's HTML is enough.
 */
export function cssFeatures(contentHtml: string): CssFeature[] {
  const classes = [...htmlClasses(contentHtml)];
  return CSS_FEATURES.filter((f) => classes.some((c) => classOfFeature(c, f)));
}
