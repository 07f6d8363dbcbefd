import type { FontSpec, FontsConfig } from '../config/fonts-schema.js';

/** Where the bundled Inter files are served (site files: outputs/site-files.ts). */
export const FONT_DIR = '_quire/fonts';

/**
 * The bundled Inter (variable weight, WOFF2): latin and latin-ext, the subsets a page of
 * Western text needs. `themes/shared/styles/fonts.css` declares them with @font-face; the
 * browser fetches a subset only when the page has a character of its range.
 */
export const INTER_FILES = ['inter-latin-wght-normal.woff2', 'inter-latin-ext-wght-normal.woff2'] as const;

/** The family name fonts.css declares; docs.json `fonts.family: "Inter"` uses the bundled files. */
export const BUNDLED_FAMILY = 'Inter';

/** CSS generic families and system keywords: used as they are, never fetched or quoted. */
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded', 'math', 'emoji', 'fangsong', '-apple-system']);

/** What a page's head needs for docs.json `fonts`. */
export interface FontHead {
  /** @font-face rules for self-hosted sources, and the CSS variables the themes read. */
  css: string;
  /** Google Fonts stylesheets, for families that are neither bundled nor given a source. */
  stylesheets: string[];
  /** Font files worth fetching before the stylesheet asks (the bundled Inter, when used). */
  preload: string[];
}

const clean = (s: string) => s.replace(/["\\<>;{}]/g, '').trim();
const isBundled = (family: string) => family.trim().toLowerCase() === BUNDLED_FAMILY.toLowerCase();
const isGeneric = (family: string) => GENERIC.has(family.trim().toLowerCase());
const cssFamily = (family: string) => (isGeneric(family) ? clean(family).toLowerCase() : `"${clean(family)}"`);

/** A role's settings: `fonts.heading` / `fonts.body` over the top-level `fonts` keys. */
function role(fonts: FontsConfig, own: FontSpec | undefined): FontSpec {
  const top: FontSpec = {};
  for (const key of ['family', 'weight', 'source', 'format'] as const) if (fonts[key] !== undefined) Object.assign(top, { [key]: fonts[key] });
  // A role that names its own family does not inherit the top-level file.
  if (own?.family && own.family !== fonts.family) {
    delete top.source;
    delete top.format;
    delete top.weight;
  }
  return { ...top, ...own };
}

/** `format()` of an @font-face source: given, else from the file's extension. */
function sourceFormat(spec: FontSpec): string | undefined {
  const given = spec.format?.toLowerCase();
  const ext = given ?? /\.(woff2|woff|ttf|otf)(?:[?#]|$)/i.exec(spec.source ?? '')?.[1]?.toLowerCase();
  return ext === 'ttf' ? 'truetype' : ext === 'otf' ? 'opentype' : ext;
}

function fontFace(spec: FontSpec & { family: string; source: string }): string {
  const format = sourceFormat(spec);
  const src = `url("${spec.source.replace(/["\\\n]/g, '')}")${format ? ` format("${clean(format)}")` : ''}`;
  const weight = spec.weight !== undefined ? `font-weight:${clean(String(spec.weight))};` : '';
  return `@font-face{font-family:"${clean(spec.family)}";src:${src};${weight}font-style:normal;font-display:swap}`;
}

/**
 * The Google Fonts stylesheet Mintlify links for a family it does not host: the weight asked
 * for, else the family's regular face (asking for weights a family lacks fails the request).
 */
export function googleFontsUrl(family: string, weight?: number | string): string {
  const name = encodeURIComponent(clean(family)).replace(/%20/g, '+');
  const w = weight !== undefined && /^\d+$/.test(String(weight)) ? `:wght@${weight}` : '';
  return `https://fonts.googleapis.com/css2?family=${name}${w}&display=swap`;
}

/**
 * docs.json `fonts` → what the head loads. Pure. Without `fonts` (or with `family: "Inter"`)
 * pages use the bundled Inter, preloaded; a family with a `source` gets an @font-face rule; a
 * generic family (`system-ui`) is used as it is; any other family is loaded from Google Fonts,
 * as on Mintlify.
 */
export function fontHead(fonts: FontsConfig | undefined, interUrl: string): FontHead {
  const head: FontHead = { css: '', stylesheets: [], preload: [] };
  // Without a family of its own (or a top-level one), headings follow the body's font (theme CSS).
  const roles = { body: role(fonts ?? {}, fonts?.body), heading: role(fonts ?? {}, fonts?.heading) };
  const faces = new Set<string>();
  const vars: string[] = [];
  const rules: string[] = [];
  let inter = false;
  for (const [name, spec] of Object.entries(roles) as ['body' | 'heading', FontSpec][]) {
    const family = spec.family?.trim();
    if (!family || isBundled(family)) {
      if (name === 'body' || family) inter = true;
    } else if (spec.source) {
      faces.add(fontFace({ ...spec, family, source: spec.source }));
    } else if (!isGeneric(family)) {
      const url = googleFontsUrl(family, spec.weight);
      if (!head.stylesheets.includes(url)) head.stylesheets.push(url);
    }
    const variable = name === 'body' ? '--font' : '--heading-font';
    if (family) vars.push(`${variable}:${isBundled(family) ? `"${BUNDLED_FAMILY}"` : cssFamily(family)},var(--font-fallback)`);
    // The top-level weight is the body text's: headings keep the theme's bold unless given their own.
    const weight = name === 'body' ? spec.weight : fonts?.heading?.weight;
    if (weight !== undefined && /^\d+$/.test(String(weight))) rules.push(`${name === 'body' ? 'body' : 'h1,h2,h3,h4'}{font-weight:${weight}}`);
  }
  head.css = [...faces, vars.length ? `:root{${vars.join(';')}}` : '', ...rules].join('');
  if (inter) head.preload.push(interUrl);
  return head;
}
