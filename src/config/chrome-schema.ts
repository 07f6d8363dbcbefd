import { z } from 'zod';
import { iconSchema } from './icon-schema.js';

/**
 * Site chrome that docs.json sets at the top level and each language may set again
 * (`navigation.languages[].navbar/footer/banner`).
 */
const linkSchema = z.looseObject({ label: z.string().optional(), href: z.string(), icon: iconSchema.optional() });

export const navbarSchema = z.strictObject({
  links: z.array(linkSchema).optional(),
  primary: z
    .looseObject({ type: z.enum(['button', 'github', 'discord']), label: z.string().optional(), href: z.string() })
    .optional(),
});

export const footerSchema = z.strictObject({
  socials: z.record(z.string(), z.string()).optional(),
  links: z
    .array(z.looseObject({ header: z.string().optional(), items: z.array(z.looseObject({ label: z.string(), href: z.string() })) }))
    .optional(),
});

export const bannerSchema = z.looseObject({ content: z.string(), dismissible: z.boolean().optional() });
