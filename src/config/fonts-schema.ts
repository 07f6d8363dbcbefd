import { z } from 'zod';

/**
 * docs.json `fonts` and `thumbnails.fonts`, as Mintlify documents them. Loose objects: a key
 * Mintlify adds later is not a reason to fail a build.
 */
const fontSpec = {
  family: z.string().min(1).optional().describe('Font family, such as "Open Sans": a Google Fonts name, "Inter" (bundled), or the name of the font at `source`.'),
  weight: z.union([z.number(), z.string()]).optional().describe('Font weight, such as 400 or 700 (variable fonts: any value, such as 550).'),
  source: z.string().min(1).optional().describe('URL or docs-folder path of the font file (`/fonts/Brand.woff2`); loaded with @font-face.'),
  format: z.string().optional().describe('Format of the file at `source`: woff2 or woff (default: from its extension).'),
};

export const fontSpecSchema = z.looseObject(fontSpec);

export const fontsSchema = z.looseObject({
  ...fontSpec,
  heading: fontSpecSchema.optional().describe('Font of headings, overriding the top-level settings.'),
  body: fontSpecSchema.optional().describe('Font of body text, overriding the top-level settings.'),
});

export type FontSpec = z.infer<typeof fontSpecSchema>;
export type FontsConfig = z.infer<typeof fontsSchema>;

export const thumbnailsSchema = z.looseObject({
  appearance: z.enum(['light', 'dark']).optional().describe('Light or dark social images; default: from the brand colours.'),
  background: z.string().min(1).optional().describe('Background image of the social images: a docs-folder path (PNG, JPEG or SVG).'),
  fonts: z.looseObject({ family: z.string().min(1).optional() }).optional().describe('Font family of the social images (Inter is bundled; other families fall back to it).'),
});

export type ThumbnailsConfig = z.infer<typeof thumbnailsSchema>;
