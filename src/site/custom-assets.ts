import { escapeHtml } from '../shared/escape-html.js';
import { encodeUrlPath } from '../shared/page-paths.js';
import { isStaticAsset } from './page-files.js';

/** A docs folder's own stylesheets and scripts, as root-relative URLs in path order. */
export interface CustomAssets {
  css: string[];
  js: string[];
}

/**
 * Mintlify's custom CSS and JS: every `.css` file of the docs folder is loaded on every page,
 * and every `.js` file as a script. Snippet modules (`snippets/`) are imported by pages, not
 * loaded. The order is the files' path order, so it is stable from build to build. Pure.
 */
export function customAssets(files: readonly string[]): CustomAssets {
  const usable = files.filter((f) => isStaticAsset(f)).sort();
  return {
    css: usable.filter((f) => /\.css$/i.test(f)).map((f) => `/${f}`),
    js: usable.filter((f) => /\.js$/i.test(f)).map((f) => `/${f}`),
  };
}

/**
 * The tags that load them, for the end of `<head>` (after the theme's stylesheet, so a site's
 * rules win over the theme's). Scripts are classic scripts, deferred: they run in order once the
 * page is parsed, as top-level code, the way Mintlify adds them.
 */
export function customAssetTags(assets: CustomAssets): string {
  const url = (path: string) => escapeHtml(encodeUrlPath(path));
  return [...assets.css.map((href) => `<link rel="stylesheet" href="${url(href)}">`), ...assets.js.map((src) => `<script defer src="${url(src)}"></script>`)].join('');
}
