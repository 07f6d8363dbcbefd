import { z } from 'zod';

/**
 * docs.json `navigation`: every container of SPEC 2.4, nested in any combination.
 *
 * Recursion needs declared types: zod cannot infer a type that refers to itself through
 * `z.lazy`, so the interfaces below are checked against the schemas (`z.ZodType<T>`) and
 * cannot drift from them.
 */

/** Language codes Mintlify accepts (SPEC's 14 plus the others real sites use). */
export const LANGUAGE_CODES = [
  'ar',
  'ca',
  'cn',
  'cs',
  'de',
  'en',
  'es',
  'fi',
  'fr',
  'fr-CA',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'jp',
  'ko',
  'lv',
  'nl',
  'no',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sv',
  'tr',
  'uk',
  'uz',
  'vi',
  'zh',
  'zh-Hans',
  'zh-Hant',
] as const;

export { iconSchema, type Icon } from './icon-schema.js';
import { iconSchema, type Icon } from './icon-schema.js';
import { bannerSchema, footerSchema, navbarSchema } from './chrome-schema.js';
import type { NavContainerKey } from '../shared/nav-kinds.js';

export const openapiRefSchema = z.union([
  z.string().min(1),
  z.strictObject({
    source: z.string().min(1),
    directory: z.string().optional(),
  }),
]);
export type OpenApiRefConfig = z.output<typeof openapiRefSchema>;

const absoluteUrl = z.string().regex(/^(https?:|mailto:)/, { message: 'must be an absolute URL (https://…); a relative path is not allowed here' });

export const globalAnchorSchema = z.strictObject({
  anchor: z.string(),
  href: absoluteUrl,
  icon: iconSchema.optional(),
  color: z.unknown().optional(),
  hidden: z.boolean().optional(),
});

export const globalSchema = z.strictObject({
  anchors: z.array(globalAnchorSchema).optional(),
  tabs: z.array(z.unknown()).optional(),
  dropdowns: z.array(z.unknown()).optional(),
  languages: z.array(z.unknown()).optional(),
  versions: z.array(z.unknown()).optional(),
});

/** Fields every navigation level may carry (children containers + inherited OpenAPI). */
export interface NavFields {
  pages?: PageEntry[];
  groups?: Group[];
  tabs?: Tab[];
  anchors?: Anchor[];
  dropdowns?: Dropdown[];
  versions?: Version[];
  languages?: Language[];
  products?: Product[];
  menu?: MenuItem[];
  openapi?: OpenApiRefConfig;
  asyncapi?: unknown;
  global?: z.output<typeof globalSchema>;
  /** Search ranking multiplier for every page below (Mintlify's `boost`); frontmatter wins. */
  boost?: number;
  /** `false` keeps every page below out of search. */
  searchable?: boolean;
}

interface ContainerBase extends NavFields {
  icon?: Icon;
  href?: string;
  hidden?: boolean;
  description?: string;
  color?: unknown;
}

export interface Group extends NavFields {
  group: string;
  icon?: Icon;
  tag?: string;
  expanded?: boolean;
  hidden?: boolean;
  root?: string;
  public?: boolean;
}
export type PageEntry = string | Group;
export interface Tab extends ContainerBase {
  tab: string;
  align?: string;
}
export interface Anchor extends ContainerBase {
  anchor: string;
}
export interface Dropdown extends ContainerBase {
  dropdown: string;
}
export interface Product extends ContainerBase {
  product: string;
}
export interface MenuItem extends ContainerBase {
  item: string;
}
export interface Version extends ContainerBase {
  version: string;
  default?: boolean;
  tag?: string;
}
export interface Language extends ContainerBase {
  language: (typeof LANGUAGE_CODES)[number];
  default?: boolean;
  banner?: z.output<typeof bannerSchema>;
  navbar?: z.output<typeof navbarSchema>;
  footer?: z.output<typeof footerSchema>;
}
export type Navigation = NavFields;

const lazyArray = <T>(get: () => z.ZodType<T>) => z.array(z.lazy(get)).optional();

/**
 * The schema of each container kind of shared/nav-kinds.ts, by its docs.json key: the compiler
 * checks that every kind of the table has one (and no key is here that the table lacks).
 */
const containerSchemas = {
  groups: () => groupSchema,
  tabs: () => tabSchema,
  anchors: () => anchorSchema,
  dropdowns: () => dropdownSchema,
  versions: () => versionSchema,
  languages: () => languageSchema,
  products: () => productSchema,
  menu: () => menuItemSchema,
} satisfies Record<NavContainerKey, () => z.ZodType>;

/** Shape shared by every level; built fresh per schema so each stays a plain strict object. */
function navShape() {
  return {
    pages: lazyArray(() => pageEntrySchema).describe('Pages of this level: a page path (without extension), an "METHOD /path" operation, or a nested group.'),
    groups: lazyArray(containerSchemas.groups).describe('Groups of pages, shown as sidebar sections.'),
    tabs: lazyArray(containerSchemas.tabs).describe('Tabs across the top, each with its own sidebar.'),
    anchors: lazyArray(containerSchemas.anchors).describe('Anchors: links at the top of the sidebar, each with its own pages.'),
    dropdowns: lazyArray(containerSchemas.dropdowns).describe('Dropdowns: a menu of sections in the sidebar.'),
    versions: lazyArray(containerSchemas.versions).describe('Versions of the docs, with a version switcher.'),
    languages: lazyArray(containerSchemas.languages).describe('Translations of the docs, with a language switcher.'),
    products: lazyArray(containerSchemas.products).describe('Products: a menu of product sections.'),
    menu: lazyArray(containerSchemas.menu).describe('Menu items of a tab, shown as its dropdown.'),
    openapi: openapiRefSchema.optional().describe('OpenAPI document for this level: its operations become pages (or are listed by "METHOD /path" entries).'),
    asyncapi: z.unknown().optional().describe('AsyncAPI document(s) for this level: a path or URL, a list, or { source, directory }; each channel becomes a page.'),
    global: globalSchema.optional().describe('Elements shown on every page (global anchors).'),
    boost: z.number().positive().optional().describe('Search ranking multiplier for every page below; frontmatter wins.'),
    searchable: z.boolean().optional().describe('false keeps every page below out of search.'),
  };
}

function containerShape() {
  return {
    ...navShape(),
    icon: iconSchema.optional(),
    href: z.string().optional(),
    hidden: z.boolean().optional(),
    description: z.string().optional(),
    color: z.unknown().optional(),
  };
}

export const groupSchema: z.ZodType<Group> = z
  .strictObject({
    group: z.string(),
    ...navShape(),
    icon: iconSchema.optional(),
    tag: z.string().optional(),
    expanded: z.boolean().optional(),
    hidden: z.boolean().optional(),
    root: z.string().optional(),
    public: z.boolean().optional(),
  })
  .superRefine((group, ctx) => {
    // A group that generates its pages from `openapi` needs no `pages`.
    if (!group.pages && !group.openapi && !group.groups) {
      ctx.addIssue({ code: 'custom', path: ['pages'], message: '"pages" is required', params: { kind: 'required' } });
    }
  });

export const pageEntrySchema: z.ZodType<PageEntry> = z.union([z.string().min(1), groupSchema]);

export const tabSchema: z.ZodType<Tab> = z.strictObject({
  tab: z.string(),
  align: z.string().optional(),
  ...containerShape(),
});
export const anchorSchema: z.ZodType<Anchor> = z.strictObject({ anchor: z.string(), ...containerShape() });
export const dropdownSchema: z.ZodType<Dropdown> = z.strictObject({ dropdown: z.string(), ...containerShape() });
export const productSchema: z.ZodType<Product> = z.strictObject({ product: z.string(), ...containerShape() });
export const menuItemSchema: z.ZodType<MenuItem> = z.strictObject({ item: z.string(), ...containerShape() });
export const versionSchema: z.ZodType<Version> = z.strictObject({
  version: z.string(),
  default: z.boolean().optional(),
  tag: z.string().optional(),
  ...containerShape(),
});
export const languageSchema: z.ZodType<Language> = z.strictObject({
  language: z.enum(LANGUAGE_CODES),
  default: z.boolean().optional(),
  banner: bannerSchema.optional(),
  navbar: navbarSchema.optional(),
  footer: footerSchema.optional(),
  ...containerShape(),
});

export const navigationSchema: z.ZodType<Navigation> = z.strictObject(navShape());
