import { z } from 'zod';
import { bannerSchema, footerSchema, navbarSchema } from './chrome-schema.js';
import { navigationSchema, openapiRefSchema } from './navigation-schema.js';
import { ICON_LIBRARIES } from '../shared/icons.js';
import { fontsSchema, thumbnailsSchema } from './fonts-schema.js';

/**
 * docs.json, one schema per concern. Shapes Mintlify documents are validated strictly
 * (unknown keys become warnings, see load-config; keys accepted but not acted on are warnings
 * too, see unhonoured-keys); open-ended ones (integrations,
 * contextual options, variables) accept anything.
 */

export const THEME_NAMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;

const hexColor = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, { message: 'must be a hex colour like "#0D9373"' });

/** A colour per scheme (`background.color`, `banner.color`, `colors.background`). */
export const lightDarkColorSchema = z.strictObject({
  light: hexColor.optional().describe('Colour in light mode (hex).'),
  dark: hexColor.optional().describe('Colour in dark mode (hex).'),
});

export const colorsSchema = z.strictObject({
  primary: hexColor,
  light: hexColor.optional(),
  dark: hexColor.optional(),
  background: lightDarkColorSchema.optional().describe('Page background colours (the older place of background.color).'),
});

const imagePath = z.string().min(1);
export const backgroundSchema = z.strictObject({
  color: lightDarkColorSchema.optional().describe('Page background colour for light and dark mode.'),
  decoration: z.enum(['gradient', 'grid', 'windows']).optional().describe('Decoration behind the top of every page: gradient, grid or windows.'),
  image: z.union([imagePath, z.strictObject({ light: imagePath, dark: imagePath.optional() })]).optional().describe('Background image (path or URL), or { light, dark }.'),
});

export const codeblocksSchema = z.union([
  z.enum(['system', 'dark']),
  z.strictObject({
    theme: z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string() })]).describe('A Shiki theme name, or { light, dark } names.'),
  }),
]);

const lightDark = z.strictObject({ light: z.string(), dark: z.string().optional(), href: z.string().optional() });
export const logoSchema = z.union([z.string(), lightDark]);
export const faviconSchema = z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string().optional() })]);

export const stylingSchema = z.strictObject({
  eyebrows: z.enum(['section', 'breadcrumbs']).optional(),
  latex: z.boolean().optional(),
  codeblocks: codeblocksSchema.optional().describe('Code blocks: system (follow the page), dark (always dark), or { theme } with Shiki theme names.'),
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
  asyncapi: z
    .unknown()
    .optional()
    .describe('AsyncAPI document(s): a path or URL, a list, or { source }. Pages show a channel with frontmatter asyncapi: "[file] channel".'),
  params: z.looseObject({ expanded: z.enum(['all', 'closed']).optional() }).optional(),
  playground: z.looseObject({ display: z.enum(['interactive', 'simple', 'none', 'auth']).optional(), proxy: z.boolean().optional() }).optional(),
  examples: z
    .looseObject({
      languages: z
        .array(z.string())
        .optional()
        .describe(
          'Request sample languages, in tab order (Mintlify names: bash/curl, python, javascript, node, go, java, ruby, php, csharp, swift, kotlin, rust, powershell, http).',
        ),
      defaults: z
        .enum(['required', 'all'])
        .optional()
        .describe('Which optional parameters the samples include: `required` (only required ones, the default) or `all`.'),
      prefill: z.boolean().optional(),
      autogenerate: z.boolean().optional().describe("`false`: show only the OpenAPI document's own `x-codeSamples`, generate none."),
    })
    .optional()
    .describe('Request samples of API pages: languages, parameters, generated or not.'),
  mdx: z
    .looseObject({
      server: z
        .union([z.string(), z.array(z.string())])
        .optional()
        .describe("Base URL(s) put before a relative path in an MDX page's `api:` frontmatter (several: the playground offers a choice)."),
      auth: z
        .looseObject({
          method: z.enum(['bearer', 'basic', 'key', 'cobo', 'none']).optional(),
          name: z.string().optional().describe('The header of `key` authentication (default x-api-key).'),
        })
        .optional(),
    })
    .optional()
    .describe('MDX API pages (frontmatter `api: "METHOD URL"`): their server and authentication.'),
  url: z.string().optional().describe('`full`: the endpoint bar shows the base URL even when the API has one server (by default only when there is a choice).'),
  openapiFetch: z
    .strictObject({
      maxSizeMB: z
        .number()
        .positive()
        .max(512)
        .optional()
        .describe('Largest OpenAPI document fetched from a URL, in megabytes (default 100; files in the docs folder have no limit).'),
      timeoutSeconds: z
        .number()
        .positive()
        .optional()
        .describe('Time allowed to fetch one OpenAPI document from a URL, redirects and body included, in seconds (default 15).'),
    })
    .optional()
    .describe(
      'Quire extension (Mintlify ignores it): limits for OpenAPI documents given by URL. Set them here, not per command, so that build, dev, check, nav and mock agree.',
    ),
});

export const seoSchema = z.strictObject({
  metatags: z.record(z.string(), z.string()).optional(),
  indexing: z.enum(['navigable', 'all']).optional(),
  paths: z.array(z.looseObject({ path: z.string(), metatags: z.record(z.string(), z.string()) })).optional().describe('Meta tags per folder (accepted, not honoured: use page frontmatter).'),
  organization: z
    .looseObject({ name: z.string().optional(), url: z.string().optional(), logo: z.string().optional(), sameAs: z.array(z.string()).optional() })
    .optional()
    .describe('The schema.org Organization behind the docs (name, url, logo, sameAs…), written as JSON-LD on every page.'),
  trailingSlash: z.boolean().optional().describe('`true`: page URLs end with a slash (`/guides/intro/`) in links, canonical URLs, the sitemap and llms.txt.'),
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
  $schema: z.string().optional().describe('URL of this JSON Schema (for editors); ignored by Quire.'),
  theme: z.enum(THEME_NAMES).describe('Layout and defaults of the site: mint, maple, palm, willow, linden, almond, aspen, luma or sequoia.'),
  name: z.string().min(1).describe('Name of the site, shown in the header, page titles and llms.txt.'),
  description: z.string().optional().describe('What the site is about: the llms.txt summary.'),
  colors: colorsSchema.describe('Brand colours: primary, and optional light and dark variants (hex).'),
  logo: logoSchema.optional().describe('Logo image path or URL, or { light, dark, href }.'),
  favicon: faviconSchema.optional().describe('Favicon path, or { light, dark }.'),
  thumbnails: thumbnailsSchema.optional().describe('Social preview images generated for pages without their own og:image: appearance (light | dark), background image, fonts.'),
  styling: stylingSchema.optional().describe('Presentation details: eyebrows (section | breadcrumbs), latex, codeblocks.'),
  appearance: appearanceSchema.optional().describe('Colour scheme: default (system | light | dark) and strict (no toggle).'),
  interaction: interactionSchema.optional().describe('drilldown: a nested group title opens its first page.'),
  icons: z
    .strictObject({ library: z.enum(ICON_LIBRARIES) })
    .optional()
    .describe('Icon library for icon names: fontawesome (default), lucide or tabler. Names the library lacks are looked up in the others.'),
  fonts: fontsSchema.optional().describe('Fonts: family, weight, source, format, or separate heading and body. Inter is bundled; other families load from Google Fonts unless a source is given.'),
  background: backgroundSchema.optional().describe('Page background: color (light/dark), decoration (gradient | grid | windows), image.'),
  navbar: navbarSchema.optional().describe('Header links and the primary button.'),
  navigation: navigationSchema.describe('The site structure: tabs, anchors, dropdowns, versions, languages, products, groups and pages.'),
  footer: footerSchema.optional().describe('Footer link columns and social links.'),
  banner: bannerSchema.optional().describe('Announcement above the header: Markdown content, optionally dismissible.'),
  redirects: z.array(redirectSchema).optional().describe('Redirects from old URLs: { source, destination, permanent }; written as pages and _redirects.'),
  api: apiSchema.optional().describe('API reference settings: openapi documents, params, playground, examples, openapiFetch limits.'),
  seo: seoSchema.optional().describe('Search-engine settings: metatags (canonical sets the site URL) and indexing.'),
  search: z.looseObject({ prompt: z.string().optional() }).optional().describe('Search box settings: prompt is its placeholder text.'),
  contextual: z
    .looseObject({
      options: z
        .array(z.unknown())
        .optional()
        .describe('copy, view, chatgpt, claude, perplexity, grok, aistudio, devin, download-pdf, download-spec, or custom { title, description, icon, href }.'),
      display: z.enum(['header', 'toc']).optional().describe('Where the menu shows: the page header (default) or the table of contents.'),
    })
    .optional()
    .describe('The page menu ("Copy page", "Open in ChatGPT"…); a page\'s frontmatter `contextual` (false, or options) overrides it.'),
  errors: z
    .looseObject({
      '404': z
        .looseObject({
          title: z.string().optional().describe('Heading of the 404 page (default "Page not found").'),
          description: z.string().optional().describe('Text of the 404 page, in Markdown.'),
          redirect: z.boolean().optional().describe('`true`: the 404 page sends visitors to the home page.'),
        })
        .optional(),
    })
    .optional()
    .describe('Error page settings: errors.404 sets the not-found page\'s title and description, or redirects it home.'),
  feedback: z
    .looseObject({
      thumbsRating: z.boolean().optional().describe('Show the "Was this page helpful?" thumbs under each page (default true).'),
      suggestEdit: z.boolean().optional().describe('Show "Edit this page" (needs `repository`).'),
      raiseIssue: z.boolean().optional().describe('Show "Report an issue" (needs a GitHub or GitLab `repository`).'),
    })
    .optional()
    .describe('Page feedback: thumbs rating, suggest-edit and raise-issue links.'),
  metadata: metadataSchema.optional().describe('Page metadata: timestamp shows "Last updated" from git.'),
  repository: repositorySchema.optional().describe('The docs repository: its URL (or editUrl) gives every page an "Edit this page" link.'),
  variables: z
    .record(z.string(), z.string())
    .describe('Text reused across pages: each {{name}} in a page, its frontmatter or a snippet is replaced by the value (names: letters, digits, _, - and .)')
    .optional(),
  integrations: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      'Analytics, chat and enrichment scripts loaded on every page (ga4, gtm, posthog, plausible, fathom, segment, amplitude, mixpanel, hotjar, clarity, intercom, heap, pirsch, koala, logrocket, clearbit, adobe, frontchat, customScripts).',
    ),
  playground: z.unknown().optional().describe('Legacy playground settings (use api.playground).'),
  public: z.boolean().optional().describe('Whether the docs are public (a Mintlify hosting setting; accepted, not honoured).'),
  markdown: z
    .looseObject({ schema: z.boolean().optional().describe('`false`: API pages\' Markdown twins leave out the OpenAPI document.') })
    .optional()
    .describe('Markdown twins served to AI agents (page.md, llms-full.txt): schema.'),
});

export type DocsConfig = z.output<typeof docsConfigSchema>;
