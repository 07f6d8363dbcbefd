import { z } from 'zod';
import { bannerSchema, footerSchema, navbarSchema } from './chrome-schema.js';
import { navigationSchema, openapiRefSchema } from './navigation-schema.js';

/**
 * docs.json, one schema per concern. Shapes Mintlify documents are validated strictly
 * (unknown keys become warnings, see load-config); open-ended ones (integrations,
 * contextual options, variables) accept anything.
 */

export const THEME_NAMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;

const hexColor = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, { message: 'must be a hex colour like "#0D9373"' });

export const colorsSchema = z.strictObject({
  primary: hexColor,
  light: hexColor.optional(),
  dark: hexColor.optional(),
  background: z.unknown().optional(),
});

const lightDark = z.strictObject({ light: z.string(), dark: z.string().optional(), href: z.string().optional() });
export const logoSchema = z.union([z.string(), lightDark]);
export const faviconSchema = z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string().optional() })]);

export const stylingSchema = z.strictObject({
  eyebrows: z.enum(['section', 'breadcrumbs']).optional(),
  latex: z.boolean().optional(),
  codeblocks: z.unknown().optional(),
});

export const appearanceSchema = z.strictObject({
  default: z.enum(['system', 'light', 'dark']).optional(),
  strict: z.boolean().optional(),
});

export const interactionSchema = z.strictObject({ drilldown: z.boolean().optional() });

export const redirectSchema = z.strictObject({
  source: z.string(),
  destination: z.string(),
  permanent: z.boolean().optional(),
});

export const apiSchema = z.strictObject({
  openapi: z.union([openapiRefSchema, z.array(z.string())]).optional(),
  asyncapi: z.unknown().optional(),
  params: z.looseObject({ expanded: z.enum(['all', 'closed']).optional() }).optional(),
  playground: z
    .looseObject({ display: z.enum(['interactive', 'simple', 'none']).optional(), proxy: z.boolean().optional() })
    .optional(),
  examples: z.looseObject({}).optional(),
  mdx: z.looseObject({}).optional(),
  url: z.string().optional(),
  openapiFetch: z
    .strictObject({
      maxSizeMB: z.number().positive().max(512).optional().describe('Largest OpenAPI document fetched from a URL, in megabytes (default 100; files in the docs folder have no limit).'),
      timeoutSeconds: z.number().positive().optional().describe('Time allowed to fetch one OpenAPI document from a URL, redirects and body included, in seconds (default 15).'),
    })
    .optional()
    .describe('Quire extension (Mintlify ignores it): limits for OpenAPI documents given by URL. Set them here, not per command, so that build, dev, check, nav and mock agree.'),
});

export const seoSchema = z.strictObject({
  metatags: z.record(z.string(), z.string()).optional(),
  indexing: z.enum(['navigable', 'all']).optional(),
});

/** docs.json `metadata` (Mintlify): `timestamp` shows each page's last-modified date. */
export const metadataSchema = z.looseObject({
  /** Show "Last updated <date>" under every page (from git; frontmatter `timestamp` overrides per page). */
  timestamp: z.boolean().optional(),
});

const httpUrl = z.string().regex(/^https?:\/\/[^/\s]+/i, { message: 'must be an http(s) URL like "https://github.com/acme/docs"' });

/**
 * docs.json `repository` (a Quire extension: Mintlify sets this up in its dashboard). Pages
 * written in MDX get an "Edit this page" link. A string is the repository URL.
 */
export const repositorySchema = z.union([
  httpUrl,
  z.strictObject({
    /** The repository, e.g. `https://github.com/acme/docs` (GitHub, GitLab and Bitbucket URLs are understood). */
    url: httpUrl,
    /** Branch the links edit; default `main`. */
    branch: z.string().min(1).optional(),
    /** Folder holding docs.json inside the repository (`docs`); default: found from git, else the top. */
    path: z.string().optional(),
    /** Edit link pattern for other hosts: `{path}` becomes the file's path in the repository, `{branch}` the branch. */
    editUrl: httpUrl.optional(),
  }),
]);

export const docsConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  theme: z.enum(THEME_NAMES),
  name: z.string().min(1),
  description: z.string().optional(),
  colors: colorsSchema,
  logo: logoSchema.optional(),
  favicon: faviconSchema.optional(),
  thumbnails: z.unknown().optional(),
  styling: stylingSchema.optional(),
  appearance: appearanceSchema.optional(),
  interaction: interactionSchema.optional(),
  icons: z.strictObject({ library: z.enum(['fontawesome', 'lucide']) }).optional(),
  fonts: z.looseObject({}).optional(),
  background: z.looseObject({}).optional(),
  navbar: navbarSchema.optional(),
  navigation: navigationSchema,
  footer: footerSchema.optional(),
  banner: bannerSchema.optional(),
  redirects: z.array(redirectSchema).optional(),
  api: apiSchema.optional(),
  seo: seoSchema.optional(),
  search: z.looseObject({ prompt: z.string().optional() }).optional(),
  contextual: z.looseObject({ options: z.array(z.unknown()).optional() }).optional(),
  errors: z.looseObject({}).optional(),
  metadata: metadataSchema.optional(),
  repository: repositorySchema.optional(),
  variables: z
    .record(z.string(), z.string())
    .describe('Text reused across pages: each {{name}} in a page, its frontmatter or a snippet is replaced by the value (names: letters, digits, _, - and .)')
    .optional(),
  integrations: z.record(z.string(), z.unknown()).optional(),
  playground: z.unknown().optional(),
});

export type DocsConfig = z.output<typeof docsConfigSchema>;
