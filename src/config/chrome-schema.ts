import { z } from 'zod';
import { iconSchema } from './icon-schema.js';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/**
 * Site chrome that docs.json sets at the top level and each language may set again
 * (`navigation.languages[].navbar/footer/banner`). The descriptions are what editors show on
 * hover (`quire schema`).
 */
const linkSchema = z.looseObject({
  label: z.string().optional().describe('Text of the link.'),
  href: z.string().describe('Where it goes: a URL, or a path of the site.'),
  icon: iconSchema.optional().describe('Icon shown before the label.'),
  type: z.string().optional().describe('github or discord: the brand icon (and label) for a header link.'),
});

export const navbarSchema = z.strictObject({
  links: z.array(linkSchema).optional().describe('Links in the header, after the search box.'),
  primary: z
    .looseObject({
      type: z.enum(['button', 'github', 'discord']).describe('button (a call to action), github or discord.'),
      label: z.string().optional().describe('Text of the button.'),
      href: z.string().describe('Where the button goes.'),
    })
    .optional()
    .describe('The highlighted button at the end of the header.'),
});

export const footerSchema = z.strictObject({
  socials: z.record(z.string(), z.string()).optional().describe('Social links by network name (x, github, linkedin, discord…): URL.'),
  links: z
    .array(
      z.looseObject({
        header: z.string().optional().describe('Title of the column.'),
        items: z.array(z.looseObject({ label: z.string(), href: z.string() })).describe("The column's links: { label, href }."),
      }),
    )
    .optional()
    .describe('Columns of links in the footer.'),
});

export const bannerSchema = z.looseObject({
  content: z.string().describe('The announcement, in Markdown.'),
  dismissible: z.boolean().optional().describe('Readers can close it; it stays closed until the content changes.'),
  color: z
    .strictObject({ light: z.string().regex(HEX, { message: 'must be a hex colour like "#0D9373"' }).optional(), dark: z.string().regex(HEX, { message: 'must be a hex colour like "#0D9373"' }).optional() })
    .optional()
    .describe('Background of the banner in light and dark mode (hex); the text colour follows for contrast.'),
});
