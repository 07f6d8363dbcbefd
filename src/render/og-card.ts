import type { DocsConfig } from '../config/docs-config-schema.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { isExternal } from '../shared/is-external.js';
import type { Page } from '../shared/site-model.js';

/** Size of a generated social image: the 1.91:1 card Open Graph and X show large. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Folder (under the output) of the generated social images. */
export const OG_DIR = '_quire/og';

/** An image the card draws, as a data URI with its size in pixels. */
export interface CardImage {
  src: string;
  width: number;
  height: number;
}

/** Everything one page's social image shows: the cache key is made from this. */
export interface OgCardInput {
  title: string;
  description?: string;
  /** The innermost navigation group or tab the page sits in. */
  eyebrow?: string;
  siteName: string;
  appearance: 'light' | 'dark';
  /** Accent colour (hex). */
  accent: string;
  logo?: CardImage;
  /** docs.json `thumbnails.background`, drawn over the whole card. */
  background?: string;
}

/** A node of the tree satori lays out (its React-like element shape, without React). */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: (CardNode | string)[] | string; src?: string; width?: number; height?: number };
}

/** The URL of a page's generated image: `/guides/intro` → `/_quire/og/guides/intro.png`, `/` → `/_quire/og/index.png`. */
export function ogImagePath(pagePath: string): string {
  return `/${OG_DIR}${pagePath === '/' ? '/index' : pagePath.replace(/\/+$/, '')}.png`;
}

/** A page gets a generated image unless it or `seo.metatags` names one (Mintlify keeps those). */
export function wantsOgImage(page: Page, config: Pick<DocsConfig, 'seo'>): boolean {
  const own = (key: string) => typeof page.frontmatter[key] === 'string' || config.seo?.metatags?.[key] !== undefined;
  return !own('og:image') && !own('twitter:image');
}

/** Cuts text to `max` characters at a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The card's inputs for a page (pure; the logo and background are read by the caller). */
export function ogCardInput(page: Page, config: Pick<DocsConfig, 'name' | 'colors' | 'thumbnails'>, images: { logo?: CardImage; background?: string }): OgCardInput {
  const appearance = config.thumbnails?.appearance ?? 'light';
  const accent = cardAccent(config);
  const eyebrow = page.breadcrumbs.at(-1);
  return {
    title: clip(page.title, 110),
    ...(page.description && { description: clip(page.description, 170) }),
    ...(eyebrow && eyebrow !== page.title && { eyebrow: clip(eyebrow, 60) }),
    siteName: clip(config.name, 60),
    appearance,
    accent,
    ...(images.logo && { logo: images.logo }),
    ...(images.background && { background: images.background }),
  };
}

/** The card's text and ground colours for its appearance (both drawings of the card use these). */
export function cardPalette(appearance: OgCardInput['appearance']): { fg: string; muted: string; ground: string } {
  return appearance === 'dark' ? { fg: '#f4f4f5', muted: '#a1a1aa', ground: '#0f1117' } : { fg: '#18181b', muted: '#52525b', ground: '#ffffff' };
}

/** The title's font size: smaller for longer titles. */
export function cardTitleSize(title: string): number {
  return title.length > 70 ? 54 : title.length > 40 ? 64 : 76;
}

/** The bundled Inter faces the card is drawn with, in the order a character is looked up in. */
export const INTER_SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic'] as const;

/** The vendor file (render/vendor-files.ts) of one bundled Inter face, WOFF. */
export function interFaceFile(subset: (typeof INTER_SUBSETS)[number], weight: 400 | 700): string {
  return `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`;
}

const el = (type: string, style: Record<string, string | number>, children?: (CardNode | string)[] | string): CardNode => ({ type, props: { style, ...(children !== undefined && { children }) } });

/** The accent colour of a card for docs.json `colors` and `thumbnails.appearance`. */
export function cardAccent(config: Pick<DocsConfig, 'colors' | 'thumbnails'>): string {
  return config.thumbnails?.appearance === 'dark' ? (config.colors.light ?? config.colors.primary) : config.colors.primary;
}

/**
 * The card: logo (or the site's name) at the top, then the section, the page title and its
 * description, on the theme's light or dark ground (a gradient there doubled each card's CPU time
 * and PNG size) or over docs.json's background image, with a bar of the brand colour along the bottom.
 * build/card-layout.ts lays out the same card without satori: a change here goes there too
 * (src/build/og-image.test.ts compares the two drawings).
 */
export function ogCard(input: OgCardInput): CardNode {
  const { fg, muted, ground } = cardPalette(input.appearance);
  const titleSize = cardTitleSize(input.title);
  const layers: CardNode[] = [];
  if (input.background) {
    layers.push({ type: 'img', props: { src: input.background, width: OG_WIDTH, height: OG_HEIGHT, style: { position: 'absolute', top: 0, left: 0, width: OG_WIDTH, height: OG_HEIGHT, objectFit: 'cover' } } });
  }
  const top = input.logo
    ? { type: 'img', props: { src: input.logo.src, width: input.logo.width, height: input.logo.height, style: { width: input.logo.width, height: input.logo.height } } }
    : el('div', { fontSize: 34, fontWeight: 700, color: fg }, input.siteName);
  const text: CardNode[] = [];
  if (input.eyebrow) text.push(el('div', { fontSize: 28, fontWeight: 700, color: input.accent, marginBottom: 18 }, input.eyebrow));
  text.push(el('div', { fontSize: titleSize, fontWeight: 700, color: fg, lineHeight: 1.12, letterSpacing: -1.5 }, input.title));
  if (input.description) text.push(el('div', { fontSize: 30, color: muted, lineHeight: 1.4, marginTop: 26 }, input.description));
  return el(
    'div',
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      backgroundColor: ground,
      fontFamily: 'Inter',
    },
    [
      ...layers,
      // Positioned, so satori paints it over the (absolutely placed) background image.
      el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '64px 80px 72px', position: 'relative' }, [
        el('div', { display: 'flex', alignItems: 'center', height: 64 }, [top as CardNode]),
        el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'flex-end' }, text),
      ]),
      el('div', { position: 'absolute', left: 0, bottom: 0, width: OG_WIDTH, height: 10, backgroundColor: input.accent }, []),
    ],
  );
}

/**
 * Problems with docs.json `thumbnails.background` (pure; `files` are the docs folder's static
 * files): a card is then drawn without it, which the user should hear about.
 */
export function thumbnailDiagnostics(config: Pick<DocsConfig, 'thumbnails'>, files: readonly string[]): Diagnostic[] {
  const background = config.thumbnails?.background;
  if (!background) return [];
  const at = { severity: 'warning' as const, code: 'config/thumbnail-background', file: 'docs.json', jsonPath: '/thumbnails/background' };
  if (isExternal(background) || background.startsWith('data:')) {
    return [{ ...at, message: `thumbnails.background "${clip(background, 80)}" is not fetched at build time; social images are drawn without it`, hint: 'put the image in the docs folder and give its path, e.g. "/images/og-background.png"' }];
  }
  if (!/\.(png|jpe?g|svg)$/i.test(background)) {
    return [{ ...at, message: `thumbnails.background "${background}" is not a PNG, JPEG or SVG image; social images are drawn without it`, hint: 'use a PNG, JPEG or SVG file of the docs folder' }];
  }
  const path = background.replace(/^\.?\/+/, '');
  if (!files.includes(path)) {
    return [{ ...at, message: `thumbnails.background "${background}" is not in the docs folder; social images are drawn without it`, hint: 'give the path of an image of the docs folder, from its top, e.g. "/images/og-background.png"' }];
  }
  return [];
}
