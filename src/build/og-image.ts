import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { type CardImage, INTER_SUBSETS, interFaceFile, OG_HEIGHT, OG_WIDTH, ogCard, type OgCardInput } from '../render/og-card.js';
import { type CardTextField, cardTexts, textNeeds, withoutUndrawable } from '../render/og-text.js';
import { readVendorFile, type VendorFile } from '../render/vendor-files.js';
import type { CardFonts, CardWeight } from './card-font.js';
import { type Pixmap, parseHexColour } from './card-pixels.js';
import { encodePng } from './png-encode.js';
import { findSystemFont } from './system-font.js';
import { imageSize } from '../site/image-size.js';
import { docsFolderFile } from '../site/docs-file.js';

/**
 * Social images (issue 29). A card in the bundled Inter's scripts is laid out and drawn by
 * Quire itself (card-layout.ts, card-draw.ts: HarfBuzz shaping, cached glyph masks, no SVG);
 * any other card — text in an installed font, emoji, a colour that is not hex — is laid out by
 * satori (to SVG, text as paths) and drawn by resvg's WebAssembly build. No browser, no native
 * module; each engine loads on the first card that needs it, once per process.
 */
type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let engine: Promise<{ fonts: Font[]; satori: typeof import('satori').default }> | undefined;
let resvg: Promise<typeof import('@resvg/resvg-wasm')> | undefined;
let fonts: Promise<CardFonts> | undefined;

function startResvg() {
  resvg ??= (async () => {
    const [module, wasm] = await Promise.all([import('@resvg/resvg-wasm'), readVendorFile('@resvg/resvg-wasm/index_bg.wasm')]);
    await module.initWasm(wasm);
    return module;
  })();
  return resvg;
}

function start() {
  engine ??= (async () => {
    const faces = INTER_SUBSETS.flatMap((subset) => ([400, 700] as const).map((weight) => ({ subset, weight })));
    const [{ default: satori }, ...data] = await Promise.all([
      import('satori'),
      ...faces.map(({ subset, weight }) => readVendorFile(interFaceFile(subset, weight) as VendorFile)),
      startResvg(),
    ]);
    return { satori, fonts: faces.map(({ weight }, i) => ({ name: 'Inter', data: data[i] as Buffer, weight, style: 'normal' as const })) };
  })();
  return engine;
}

/** Pixmaps of the images `ogCardImages` scaled for cards, by their data URI: the fast drawing blends these. */
const pixmaps = new Map<string, Pixmap>();

/** The card drawn by Quire's own layout and drawing, or undefined when only satori can draw it. */
async function drawFast(card: OgCardInput): Promise<Uint8Array | undefined> {
  if (!parseHexColour(card.accent)) return undefined;
  for (const image of [card.logo?.src, card.background]) if (image && !pixmaps.has(image)) return undefined;
  fonts ??= import('./card-font.js').then(({ CardFonts }) => CardFonts.load());
  const loaded = await fonts;
  const weights: Record<CardTextField, CardWeight> = { siteName: 700, eyebrow: 700, title: 700, description: 400 };
  for (const [field, text] of Object.entries(cardTexts(card)) as [CardTextField, string][]) if (!loaded.covers(text, weights[field])) return undefined;
  const [{ layoutCard }, { drawCard }] = await Promise.all([import('./card-layout.js'), import('./card-draw.js')]);
  return drawCard(layoutCard(card, loaded), loaded, (src) => pixmaps.get(src));
}

/** A drawn card, and the text fields left off it with why (the caller warns). */
export interface OgImage {
  png: Uint8Array;
  dropped?: CardTextField[];
  why?: string;
}

/**
 * The PNG of one card. Text in scripts the bundled Inter lacks is drawn with an installed font
 * that has it; a field no font can draw (or in a script satori cannot lay out) is left off, and
 * the result says which and why. Throws when satori or resvg cannot draw the card at all.
 */
export async function renderOgImage(card: OgCardInput, options: { satori?: boolean } = {}): Promise<OgImage> {
  // `satori: true` draws every card with satori and resvg: tests and the bench compare the two.
  const fast = options.satori ? undefined : await drawFast(card);
  if (fast) return { png: fast };
  const needs = textNeeds(Object.values(cardTexts(card)));
  const extra: Font[] = [];
  let missing: string[] = [];
  if (needs.fallback.length) {
    const system = await findSystemFont(needs.fallback);
    if (system) {
      extra.push({ name: system.family, data: system.regular, weight: 400, style: 'normal' });
      if (system.bold) extra.push({ name: system.family, data: system.bold, weight: 700, style: 'normal' });
    } else missing = needs.fallback;
  }
  let input = card;
  let dropped: CardTextField[] = [];
  if (missing.length || needs.unshaped.length) ({ input, dropped } = withoutUndrawable(card, new Set(missing)));
  const whys: string[] = [];
  if (needs.unshaped.length) whys.push(`${needs.unshaped.join(', ')} text needs right-to-left or contextual shaping, which the image renderer (satori) does not do`);
  if (missing.length) whys.push(`no installed font (fontconfig) has ${quoteChars(missing)}`);
  const result = (png: Uint8Array): OgImage => (dropped.length ? { png, dropped, why: whys.join('; ') } : { png });
  // What is left once the undrawable text is off may be the bundled faces' again.
  const fastWithout = dropped.length && !options.satori ? await drawFast(input) : undefined;
  if (fastWithout) return result(fastWithout);
  const { fonts: inter, satori } = await start();
  // satori takes React elements; ogCard builds the same plain shape without React.
  const svg = await satori(ogCard(input) as unknown as Parameters<typeof satori>[0], { width: OG_WIDTH, height: OG_HEIGHT, fonts: [...inter, ...extra] });
  return result((await drawPng(svg)).png);
}

function quoteChars(chars: readonly string[]): string {
  return `"${chars.slice(0, 12).join('')}"${chars.length > 12 ? ` and ${chars.length - 12} more characters` : ''}`;
}

/**
 * An image scaled to the size the card draws it, once, as a PNG: every card then decodes that
 * instead of the original (a 2048×1082 JPEG background took resvg 2.4 s per card, a 2000×2000
 * PNG logo about half a second).
 */
async function flatten(src: string, width: number, height: number, fit: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${src}" width="${width}" height="${height}" preserveAspectRatio="${fit}"/></svg>`;
  const { png, pixmap } = await drawPng(svg);
  const uri = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  pixmaps.set(uri, pixmap);
  return uri;
}

/**
 * An SVG drawn to PNG by resvg. Both the renderer and the rendered image live in WebAssembly
 * memory, which never shrinks: the image (its 3 MB pixmap) must be freed as well, or each card
 * grows the render process by its size until a collection finalises it (60 cards: +190 MB).
 */
async function drawPng(svg: string): Promise<{ png: Uint8Array; pixmap: Pixmap }> {
  const { Resvg } = await startResvg();
  const renderer = new Resvg(svg, { fitTo: { mode: 'original' } });
  try {
    const image = renderer.render();
    try {
      // `pixels` is a copy out of WebAssembly memory.
      const pixmap = { pixels: image.pixels, width: image.width, height: image.height };
      return { png: encodePng(pixmap.pixels, pixmap.width, pixmap.height), pixmap };
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}

const MIME: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/** A docs-folder image (`/logo.svg`) as a data URI with its size; undefined for URLs, other types or a missing file. */
async function readImage(root: string, path: string | undefined): Promise<(CardImage & { ext: string }) | undefined> {
  const file = docsFolderFile(root, path);
  if (!file || !path) return undefined;
  const ext = extname(path).toLowerCase();
  const mime = MIME[ext];
  if (!mime) return undefined;
  const bytes = await readFile(file).catch(() => undefined);
  const size = bytes && imageSize(bytes, ext);
  if (!bytes || !size) return undefined;
  return { src: `data:${mime};base64,${bytes.toString('base64')}`, ...size, ext };
}

/** Logo height on the card; a wide logo is narrowed to fit. */
const LOGO_HEIGHT = 56;
const LOGO_MAX_WIDTH = 480;

/**
 * The docs folder's images a card shows: the logo for the card's appearance (`logo.dark` on a
 * dark card) scaled to the card, and `thumbnails.background`. Read once per build, when a card is
 * drawn (the image cache's keys name these files by their bytes: page-job.ts).
 */
export async function ogCardImages(root: string, config: Pick<DocsConfig, 'logo' | 'thumbnails'>): Promise<{ logo?: CardImage; background?: string }> {
  const dark = config.thumbnails?.appearance === 'dark';
  const logoPath = typeof config.logo === 'string' ? config.logo : config.logo && (dark ? (config.logo.dark ?? config.logo.light) : config.logo.light);
  const [logo, background] = await Promise.all([readImage(root, logoPath), readImage(root, config.thumbnails?.background)]);
  const out: { logo?: CardImage; background?: string } = {};
  if (logo) {
    let height = LOGO_HEIGHT;
    let width = (logo.width / logo.height) * height;
    if (width > LOGO_MAX_WIDTH) [width, height] = [LOGO_MAX_WIDTH, (LOGO_MAX_WIDTH / width) * height];
    const size = { width: Math.round(width), height: Math.round(height) };
    out.logo = { src: await flatten(logo.src, size.width, size.height, 'xMidYMid meet'), ...size };
  }
  if (background) out.background = await flatten(background.src, OG_WIDTH, OG_HEIGHT, 'xMidYMid slice');
  return out;
}
