import type { DocsConfig } from '../config/docs-config-schema.js';
import type { Group, Icon, NavFields, OpenApiRefConfig, PageEntry } from '../config/navigation-schema.js';
import { formatJsonPath, type Diagnostic } from '../diagnostics/quire-error.js';
import type { ApiIndex } from '../openapi/api-index.js';
import { normaliseSpecSource } from '../openapi/spec-source.js';
import { uniqueUrl } from '../openapi/plan-pages.js';
import { candidateFiles, entryToUrl, normaliseEntry, titleFromPath } from '../shared/page-paths.js';
import { containerByKey, isBreadcrumbType } from '../shared/nav-kinds.js';
import type { GlobalAnchor, NavColor, NavNode, Page, PageSource, SectionType, SiteModel } from '../shared/site-model.js';
import type { AsyncApiDocument } from '../openapi/asyncapi/load-asyncapi.js';
import { asyncApiScopes, generatedChannelPages } from './asyncapi-expansion.js';
import { navColor } from './nav-color.js';
import { apiPageNode, findApi, generatedApiGroups, listsEndpointOf, resolveApiEntry, unavailableDocumentPage, type OpenApiScope } from './openapi-expansion.js';
import { defaultSection, firstVisiblePath, findHome } from './nav-queries.js';
import { indexSibling, listedFileUrls, pageFileUrl } from './page-file-url.js';
import { isSnippetFile } from '../site/page-files.js';
import { resolveFrontmatterApi, type FrontmatterApi } from './frontmatter-api.js';

export interface ResolveInput {
  config: DocsConfig;
  /** Page files (.mdx/.md) under the docs root: path relative to the root → frontmatter. */
  files: ReadonlyMap<string, Record<string, unknown>>;
  /** Loaded OpenAPI documents by normalised source (see `normaliseSpecSource`). */
  apis?: ReadonlyMap<string, ApiIndex>;
  /** Remote documents an `--offline` build could not get: their entries become notice pages. */
  unavailableSpecs?: ReadonlySet<string>;
  /** Loaded AsyncAPI documents by normalised source: `asyncapi` on an element generates channel pages. */
  asyncapis?: ReadonlyMap<string, AsyncApiDocument>;
}

export interface ResolveResult {
  site: SiteModel;
  diagnostics: Diagnostic[];
}

/** Where the walk is: what every page below inherits. */
interface Scope {
  jsonPath: (string | number)[];
  crumbs: string[];
  tab?: string;
  version?: string;
  language?: string;
  section: number[];
  hidden: boolean;
  openapi?: OpenApiScope;
  groupDepth: number;
  boost?: number;
  searchable?: boolean;
}

export const DEFAULT_API_DIRECTORY = 'api-reference';


/** The elements whose docs.json `color` Mintlify draws (their icon). */
const COLOURED = new Set<SectionType>(['anchor', 'dropdown', 'product']);
function iconName(icon: Icon | undefined): string | undefined {
  return typeof icon === 'string' ? icon : icon?.name;
}

/**
 * A page's frontmatter `icon` with its `iconType` (Font Awesome style) folded into the name as
 * Font Awesome writes it (`fa-solid house`), which the icon lookup reads; other libraries ignore
 * the style word.
 */
function styledIcon(fm: Record<string, unknown>): string | undefined {
  const name = iconName(fm.icon as Icon);
  const style = typeof fm.iconType === 'string' ? fm.iconType.trim().toLowerCase() : '';
  if (!name || !style || !/^[a-z-]+$/.test(style) || /[/.<]/.test(name) || /\bfa-(solid|regular|brands|light|thin|duotone|sharp)/.test(name)) return name;
  return `fa-${style} ${name}`;
}

function sourceKey(s: PageSource): string {
  switch (s.kind) {
    case 'mdx':
      return `file ${s.file}`;
    case 'openapi':
      return `${s.spec} ${s.method} ${s.path}`;
    case 'webhook':
      return `${s.spec} webhook ${s.name}`;
    case 'schema':
      return `${s.spec} schema ${s.schema}`;
    case 'spec-unavailable':
      return `${s.spec} unavailable`;
    case 'asyncapi':
      return `${s.spec} channel ${s.channel}`;
  }
}

function describeSource(s: PageSource): string {
  return s.kind === 'mdx' ? s.file : s.kind === 'spec-unavailable' ? `the API reference of ${s.spec}` : sourceKey(s);
}

/**
 * Resolves docs.json navigation into the SiteModel: the nav tree in docs.json order and one
 * Page per URL. Pure: all files and OpenAPI documents are passed in.
 */
export function resolveNavigation(input: ResolveInput): ResolveResult {
  const { config, files } = input;
  const apis = input.apis ?? new Map<string, ApiIndex>();
  const diagnostics: Diagnostic[] = [];
  const pages = new Map<string, Page>();
  const pageOrigin = new Map<string, string>(); // url → JSON path of the first listing
  const usedFiles = new Set<string>();
  /** URL of each file with frontmatter `url` → that URL (see SiteModel.linkedOut). */
  const linkedOut = new Map<string, string>();

  const warn = (d: Omit<Diagnostic, 'severity' | 'file'> & { file?: string }) =>
    diagnostics.push({ severity: 'warning', file: 'docs.json', ...d });
  const error = (d: Omit<Diagnostic, 'severity' | 'file'> & { file?: string }) =>
    diagnostics.push({ severity: 'error', file: 'docs.json', ...d });

  const reported = new Set<string>();
  /** Warnings about generated pages: a document expanded in several places reports each once. */
  const report = (list: readonly Diagnostic[]) => {
    for (const d of list) {
      const key = `${d.code}|${d.file}|${d.jsonPath}|${d.message}`;
      if (reported.has(key)) continue;
      reported.add(key);
      diagnostics.push(d);
    }
  };
  // URLs of the page files the navigation lists: their file decides them, so a generated page
  // that would take one moves instead (whichever comes first in docs.json).
  const listedFiles = listedFileUrls(config, files);
  /** Frontmatter `openapi:` of each page file, resolved once (a file listed twice reports once). */
  const frontmatterApis = new Map<string, FrontmatterApi>();
  function frontmatterApi(file: string, fm: Record<string, unknown>): FrontmatterApi {
    let resolved = frontmatterApis.get(file);
    if (!resolved) {
      resolved = resolveFrontmatterApi(fm, file, apis, input.unavailableSpecs);
      frontmatterApis.set(file, resolved);
      diagnostics.push(...resolved.diagnostics);
    }
    return resolved;
  }
  const moved = new Map<string, string>(); // `<wanted URL> <source>` → the URL the page moved to

  /**
   * Adds a page; returns the URL it is served at (a generated page whose URL is taken moves to
   * the next free `-N`, as Mintlify makes generated URLs unique), or null when it cannot be added.
   */
  function addPage(page: Page, jsonPath: string): string | null {
    // Generated URLs come from `directory` and `x-mint.href`: a `..` there would write outside the output.
    if (page.path.split('/').some((s, i) => s === '..' || s === '.' || (s === '' && i > 0 && page.path !== '/'))) {
      error({
        code: 'nav/url-outside-site',
        message: `${describeSource(page.source)} would get the URL ${page.path}, which is outside the site`,
        jsonPath,
        hint: 'URLs may not contain "." or ".." segments or "//"; fix the openapi "directory" or the operation\'s x-mint.href',
      });
      return null;
    }
    const existing = pages.get(page.path);
    if (existing && sourceKey(existing.source) === sourceKey(page.source)) {
      // Listed again: built once; visible if any listing is visible.
      if (!page.hidden) existing.hidden = false;
      return page.path;
    }
    const file = listedFiles.get(page.path);
    const takenByFile = page.source.kind !== 'mdx' && file !== undefined;
    const movedTo = moved.get(`${page.path} ${sourceKey(page.source)}`);
    if (movedTo !== undefined) {
      // Listed again after it was moved: the same page, at the URL it was moved to.
      if (!page.hidden) pages.get(movedTo)!.hidden = false;
      return movedTo;
    }
    if (existing || takenByFile) {
      const other = existing ? `${describeSource(existing.source)} (${pageOrigin.get(page.path)})` : `${file!.file} (${file!.jsonPath})`;
      if (page.source.kind === 'mdx') {
        error({
          code: 'nav/url-clash',
          message: `two sources resolve to the URL ${page.path}: ${other} and ${describeSource(page.source)} (${jsonPath})`,
          jsonPath,
          hint: 'rename one of the files, or give the generated page another URL (x-mint.href or a different directory)',
        });
        return null;
      }
      const wanted = page.path;
      page.path = uniqueUrl(wanted, (u) => pages.has(u) || listedFiles.has(u));
      moved.set(`${wanted} ${sourceKey(page.source)}`, page.path);
      warn({
        code: 'nav/duplicate-url',
        message: `two navigation entries resolve to the URL ${wanted}: ${other} and ${describeSource(page.source)} (${jsonPath}); ${describeSource(page.source)} is served at ${page.path} instead`,
        jsonPath,
        hint: 'Mintlify serves both entries at one URL and shows only one page there; give the operation a distinct summary or an x-mint.href, or list it once',
      });
    }
    pages.set(page.path, page);
    pageOrigin.set(page.path, jsonPath);
    return page.path;
  }

  function basePage(scope: Scope): Pick<Page, 'breadcrumbs' | 'tab' | 'version' | 'language' | 'section' | 'boost' | 'searchable'> {
    return {
      breadcrumbs: scope.crumbs,
      ...(scope.tab !== undefined && { tab: scope.tab }),
      ...(scope.version !== undefined && { version: scope.version }),
      ...(scope.language !== undefined && { language: scope.language }),
      section: scope.section,
      ...(scope.boost !== undefined && { boost: scope.boost }),
      ...(scope.searchable === false && { searchable: false }),
    };
  }

  /** An MDX/Markdown page listed by path. */
  function mdxPage(entry: string, scope: Scope): NavNode | null {
    const key = normaliseEntry(entry);
    const file = candidateFiles(key).find((f) => files.has(f));
    const jsonPath = formatJsonPath(scope.jsonPath);
    if (!file || isSnippetFile(file)) {
      warn({
        code: 'nav/missing-page',
        message: `page "${entry}" not found (looked for ${candidateFiles(key).slice(0, 2).join(', ')}); left out of the navigation`,
        jsonPath,
        hint: 'create the file, or fix the path (relative to the folder holding docs.json, without extension)',
      });
      return null;
    }
    usedFiles.add(file);
    const fm = files.get(file) ?? {};
    // Frontmatter `url`: the sidebar entry links there, and no page is built for the file.
    const linkOut = str(fm.url)?.trim();
    if (linkOut) {
      const icon = styledIcon(fm);
      const own = pageFileUrl(file, files);
      linkedOut.set(own, linkOut);
      return {
        type: 'link',
        title: str(fm.sidebarTitle) ?? str(fm.title) ?? titleFromPath(key),
        href: linkOut,
        // The entry's own URL (a redirect to `href` is written there); `quire nav --json` lists
        // the entry there as Mintlify's navigation does.
        path: own,
        ...(icon && { icon }),
        ...(str(fm.tag) && { tag: str(fm.tag) }),
        ...((scope.hidden || fm.hidden === true) && { hidden: true }),
        ...(fm.deprecated === true && { deprecated: true }),
        children: [],
      };
    }
    const resolvedApi = frontmatterApi(file, fm);
    const api = resolvedApi.info;
    const title = str(fm.title) ?? api?.title ?? titleFromPath(key);
    const hidden = scope.hidden || fm.hidden === true;
    const deprecated = fm.deprecated === true || (fm.deprecated === undefined && api?.deprecated === true);
    const url = pageFileUrl(file, files);
    const sibling = indexSibling(file, files);
    if (sibling) {
      warn({
        code: 'nav/index-page-url',
        message: `${file} is served at ${url}, not ${entryToUrl(file)}: ${sibling} has that URL`,
        jsonPath,
        hint: 'Mintlify serves both pages too (this one at its /index URL); rename one of the files to give each a clean URL',
      });
    }
    const page: Page = {
      path: url,
      title,
      ...(str(fm.sidebarTitle) && { sidebarTitle: str(fm.sidebarTitle) }),
      ...((str(fm.description) ?? api?.description) !== undefined && { description: str(fm.description) ?? api?.description }),
      source: { kind: 'mdx', file },
      ...(resolvedApi.api && { api: resolvedApi.api }),
      ...basePage(scope),
      ...(typeof fm.boost === 'number' && { boost: fm.boost }),
      ...(typeof fm.searchable === 'boolean' && { searchable: fm.searchable }),
      ...(str(fm.version) !== undefined && { version: str(fm.version) }),
      ...(deprecated && { deprecated: true }),
      ...(styledIcon(fm) && { icon: styledIcon(fm) }),
      ...(str(fm.tag) && { tag: str(fm.tag) }),
      ...(hidden && { hidden: true }),
      frontmatter: fm,
    };
    if (addPage(page, jsonPath) === null) return null;
    return {
      type: 'page',
      title: str(fm.sidebarTitle) ?? title,
      path: url,
      ...(page.icon && { icon: page.icon }),
      ...(page.tag && { tag: page.tag }),
      ...(hidden && { hidden: true }),
      ...(deprecated && { deprecated: true }),
      // `hideApiMarker`: no method pill beside this page's sidebar entry.
      ...(api?.method && fm.hideApiMarker !== true && { method: api.method }),
      children: [],
    };
  }

  function pageEntry(entry: PageEntry, scope: Scope, nodePath: number[]): NavNode | null {
    if (typeof entry !== 'string') return group(entry, scope, nodePath);
    const api = resolveApiEntry(entry, scope.openapi, apis, input.unavailableSpecs);
    if (api === null) return mdxPage(entry, scope);
    if ('message' in api) {
      error({ code: 'nav/openapi-entry', message: api.message, jsonPath: formatJsonPath(scope.jsonPath), hint: api.hint });
      return null;
    }
    report(api.diagnostics);
    let planned = api.planned;
    if (planned.url) {
      const page: Page = { ...api.page, ...basePage(scope), ...(scope.hidden && { hidden: true }) };
      if (scope.version && page.version === undefined) page.version = scope.version;
      if (api.unavailable) page.path = standInUrl(page);
      const url = addPage(page, formatJsonPath(scope.jsonPath));
      if (url === null) return null;
      planned = { ...planned, url };
    }
    return apiPageNode(planned, scope.hidden);
  }

  function group(g: Group, scope: Scope, nodePath: number[]): NavNode | null {
    const own = ownOpenapi(g.openapi, scope);
    const inner: Scope = {
      ...scope,
      crumbs: [...scope.crumbs, g.group],
      hidden: scope.hidden || g.hidden === true,
      openapi: own ?? scope.openapi,
      groupDepth: scope.groupDepth + 1,
      ...inheritedSearch(g, scope),
    };
    const children = walkLevel(g, inner, nodePath, own, g.group);
    let root: string | undefined;
    let rootNode: NavNode | null = null;
    if (g.root) {
      rootNode = mdxPage(g.root, { ...inner, jsonPath: [...scope.jsonPath, 'root'] });
      root = rootNode?.path;
    }
    if (children.length === 0 && !root) return null;
    // A group with nothing visible below it (all its pages `hidden: true`) shows no empty header.
    const empty = !children.some((c) => !c.hidden) && (!rootNode || rootNode.hidden === true);
    return {
      type: 'group',
      title: g.group,
      path: root ?? firstVisiblePath(children),
      ...(iconName(g.icon) && { icon: iconName(g.icon) }),
      ...(g.tag && { tag: g.tag }),
      // Top-level groups are always open; `expanded` only matters for nested ones.
      expanded: scope.groupDepth === 0 ? true : g.expanded === true,
      ...((g.hidden || scope.hidden || empty) && { hidden: true }),
      ...(root && { root }),
      children,
    };
  }

  /** The generated pages of `own`'s document, one group per first tag. */
  function generatedGroups(own: OpenApiScope, scope: Scope): NavNode[] {
    const out: NavNode[] = [];
    const generated = generatedApiGroups(own, apis, scope.hidden);
    report(generated.diagnostics);
    for (const g of generated.groups) {
      const groupScope: Scope = { ...scope, crumbs: [...scope.crumbs, g.label], jsonPath: [...scope.jsonPath, 'openapi'] };
      const children: NavNode[] = [];
      for (const p of g.pages) {
        if (p.page) {
          const page: Page = { ...p.page, ...basePage(groupScope), ...((scope.hidden || p.page.hidden) && { hidden: true }) };
          if (scope.version && p.page.version === undefined) page.version = scope.version;
          const url = addPage(page, own.jsonPath);
          if (url === null) continue;
          if (p.node) p.node.path = url;
        }
        if (p.node) children.push(p.node);
      }
      if (children.length === 0) continue;
      out.push({
        type: 'group',
        title: g.label,
        path: firstVisiblePath(children),
        expanded: scope.groupDepth === 0,
        ...(scope.hidden && { hidden: true }),
        children,
      });
    }
    return out;
  }

  /** Not loaded because it cannot be used or could not be fetched offline (the loader reported why). */
  function isUnavailable(own: OpenApiScope): boolean {
    return !findApi(apis, own.source) && input.unavailableSpecs?.has(normaliseSpecSource(own.source)) === true;
  }

  let fileUrls: Set<string> | undefined;
  /**
   * Where a page standing in for pages of an unavailable document goes. Without the document its
   * URL is Quire's guess, not something the user wrote: when a page has it, it takes the next free
   * `-N` without a warning (the document's own error or warning is the one to fix), and a second
   * listing of the same stand-in finds it again.
   */
  function standInUrl(page: Page): string {
    const key = sourceKey(page.source);
    fileUrls ??= new Set([...files.keys()].filter((f) => !isSnippetFile(f)).map((f) => pageFileUrl(f, files)));
    return uniqueUrl(page.path, (url) => {
      const other = pages.get(url);
      return other ? sourceKey(other.source) !== key : listedFiles.has(url) || fileUrls!.has(url);
    });
  }

  /** The notice page standing for every page an element would generate from an unavailable document. */
  function unavailableDocument(own: OpenApiScope, title: string, scope: Scope): NavNode | null {
    const page: Page = { ...unavailableDocumentPage(own, title), ...basePage(scope), ...(scope.hidden && { hidden: true }) };
    page.path = standInUrl(page);
    const url = addPage(page, own.jsonPath);
    if (url === null) return null;
    return { type: 'page', title, path: url, ...(scope.hidden && { hidden: true }), children: [] };
  }

  /** docs.json `color` of an anchor, dropdown or product; a value that cannot be used is a located warning. */
  function elementColor(value: unknown, path: (string | number)[]): NavColor | undefined {
    const { color, problem } = navColor(value);
    if (problem) warn({ code: 'config/nav-color', message: `${formatJsonPath(path)}: ${problem}; the icon keeps the theme's colour`, jsonPath: formatJsonPath(path), hint: 'write "#0D9373" or { "light": "#0D9373", "dark": "#07C983" }' });
    return color;
  }

  function ownOpenapi(ref: OpenApiRefConfig | undefined, scope: Scope): OpenApiScope | undefined {
    if (ref === undefined) return undefined;
    const source = typeof ref === 'string' ? ref : ref.source;
    const directory = typeof ref === 'string' ? DEFAULT_API_DIRECTORY : (ref.directory ?? DEFAULT_API_DIRECTORY);
    return { source, directory, jsonPath: formatJsonPath([...scope.jsonPath, 'openapi']) };
  }

  function container(
    type: SectionType,
    obj: NavFields & Record<string, unknown>,
    title: string,
    scope: Scope,
    nodePath: number[],
  ): NavNode {
    const own = ownOpenapi(obj.openapi, scope);
    const inner: Scope = {
      ...scope,
      crumbs: isBreadcrumbType(type) ? [...scope.crumbs, title] : scope.crumbs,
      section: nodePath,
      hidden: scope.hidden || obj.hidden === true,
      openapi: own ?? scope.openapi,
      groupDepth: 0,
      ...inheritedSearch(obj, scope),
      ...(type === 'tab' && { tab: title }),
      ...(type === 'version' && { version: title }),
      ...(type === 'language' && { language: title }),
    };
    // A version, language or product names no section: its notice page is "API reference".
    const children = walkLevel(obj, inner, nodePath, own, isBreadcrumbType(type) ? title : undefined);
    const href = typeof obj.href === 'string' ? obj.href : undefined;
    const color = COLOURED.has(type) ? elementColor(obj.color, [...scope.jsonPath, 'color']) : undefined;
    const node: NavNode = {
      type,
      title,
      ...(firstVisiblePath(children) !== undefined && { path: firstVisiblePath(children) }),
      ...(href && { href }),
      ...(iconName(obj.icon as Icon) && { icon: iconName(obj.icon as Icon) }),
      ...(typeof obj.tag === 'string' && { tag: obj.tag }),
      ...(typeof obj.description === 'string' && { description: obj.description }),
      ...(obj.hidden === true && { hidden: true }),
      ...(obj.default === true && { default: true }),
      ...((type === 'language' || type === 'version') && { code: title }),
      ...(color && { color }),
      children,
    };
    return node;
  }

  /** `title`: the element's, for the notice page that stands for its document when that is unavailable. */
  function walkLevel(level: NavFields, scope: Scope, nodePath: number[], own?: OpenApiScope, title = 'API reference'): NavNode[] {
    const out: NavNode[] = [];
    for (const key of Object.keys(level) as (keyof NavFields)[]) {
      const kind = containerByKey(key);
      if (key === 'pages' || key === 'groups') {
        const list = (level[key] ?? []) as PageEntry[];
        list.forEach((entry, i) => {
          const node = pageEntry(entry, { ...scope, jsonPath: [...scope.jsonPath, key, i] }, [...nodePath, out.length]);
          if (node) out.push(node);
        });
      } else if (kind?.section) {
        const { type, titleKey } = kind;
        const list = (level[key] ?? []) as (NavFields & Record<string, unknown>)[];
        list.forEach((obj, i) => {
          const childScope = { ...scope, jsonPath: [...scope.jsonPath, key, i] };
          out.push(container(type, obj, String(obj[titleKey]), childScope, [...nodePath, out.length]));
        });
      }
    }
    // An element with a document and no endpoint of it listed generates every page of it.
    if (own && !listsEndpointOf(level, own, apis)) {
      if (isUnavailable(own)) {
        const node = unavailableDocument(own, title, scope);
        if (node) out.push(node);
      } else out.push(...generatedGroups(own, scope));
    }
    if (level.asyncapi !== undefined) out.push(...channelPages(level.asyncapi, scope));
    return out;
  }

  /**
   * `asyncapi` on an element: one page per channel of each document, in one group per channel
   * tag (else "Websockets"), as Mintlify's prebuild does: in a group these groups follow the
   * group's own pages, on a tab or anchor they follow its groups.
   */
  function channelPages(value: unknown, scope: Scope): NavNode[] {
    const path = [...scope.jsonPath, 'asyncapi'];
    const { scopes, diagnostics: problems } = asyncApiScopes(value, path);
    report(problems);
    const out: NavNode[] = [];
    for (const own of scopes) {
      for (const generated of generatedChannelPages(own, input.asyncapis ?? new Map(), scope.hidden) ?? []) {
        const groupScope: Scope = { ...scope, crumbs: [...scope.crumbs, generated.label], groupDepth: scope.groupDepth + 1 };
        const children: NavNode[] = [];
        for (const { page: draft, node } of generated.pages) {
          const page: Page = { ...draft, ...basePage(groupScope), ...(scope.hidden && { hidden: true }) };
          const url = addPage(page, own.jsonPath);
          if (url === null) continue;
          children.push({ ...node, path: url });
        }
        if (children.length === 0) continue;
        out.push({
          type: 'group',
          title: generated.label,
          path: firstVisiblePath(children),
          // As any group: open at the top of a sidebar level, collapsed when nested.
          expanded: scope.groupDepth === 0,
          ...(scope.hidden && { hidden: true }),
          children,
        });
      }
    }
    return out;
  }

  const { navigation } = config;
  const rootOpenapi = topLevelOpenapi(config);
  const rootScope: Scope = {
    jsonPath: ['navigation'],
    crumbs: [],
    section: [],
    hidden: false,
    groupDepth: 0,
    openapi: navigation.openapi ? ownOpenapi(navigation.openapi, { jsonPath: ['navigation'] } as Scope) : rootOpenapi,
  };
  const tree = walkLevel(navigation, rootScope, [], navigation.openapi ? rootScope.openapi : undefined, 'API reference');

  const globalAnchors: GlobalAnchor[] = (navigation.global?.anchors ?? [])
    .filter((a) => a.hidden !== true)
    .map((a, i) => {
      const color = elementColor(a.color, ['navigation', 'global', 'anchors', i, 'color']);
      return { title: a.anchor, href: a.href, ...(iconName(a.icon) && { icon: iconName(a.icon) }), ...(color && { color }) };
    });

  // Pages not in the navigation still build, reachable by URL only (as on Mintlify).
  const orphanSection = defaultSection(tree);
  for (const [file, fm] of files) {
    if (usedFiles.has(file) || isSnippetFile(file)) continue;
    const url = pageFileUrl(file, files);
    if (pages.has(url)) continue;
    const resolvedApi = frontmatterApi(file, fm);
    const api = resolvedApi.info;
    pages.set(url, {
      path: url,
      title: str(fm.title) ?? api?.title ?? titleFromPath(file),
      ...((str(fm.description) ?? api?.description) !== undefined && { description: str(fm.description) ?? api?.description }),
      source: { kind: 'mdx', file },
      ...(resolvedApi.api && { api: resolvedApi.api }),
      breadcrumbs: [],
      section: orphanSection,
      hidden: true,
      orphan: true,
      frontmatter: fm,
    });
  }

  const site: SiteModel = {
    name: config.name,
    navigation: tree,
    globalAnchors,
    pages: [...pages.values()],
    home: findHome(tree, pages),
    ...(linkedOut.size > 0 && { linkedOut: [...linkedOut].filter(([path]) => !pages.has(path)).map(([path, href]) => ({ path, href })) }),
  };
  return { site, diagnostics };
}

/** `api.openapi` in docs.json: the site-wide default document for `METHOD /path` entries. */
function topLevelOpenapi(config: DocsConfig): OpenApiScope | undefined {
  const ref = config.api?.openapi;
  if (ref === undefined) return undefined;
  const first = Array.isArray(ref) ? ref[0] : ref;
  if (first === undefined) return undefined;
  const source = typeof first === 'string' ? first : first.source;
  const directory = typeof first === 'string' ? DEFAULT_API_DIRECTORY : (first.directory ?? DEFAULT_API_DIRECTORY);
  return { source, directory, jsonPath: 'api.openapi' };
}

/** `boost` and `searchable` pass from a navigation element to everything below it. */
function inheritedSearch(el: NavFields, scope: Scope): Pick<Scope, 'boost' | 'searchable'> {
  return {
    ...((el.boost ?? scope.boost) !== undefined && { boost: el.boost ?? scope.boost }),
    ...((el.searchable ?? scope.searchable) !== undefined && { searchable: el.searchable ?? scope.searchable }),
  };
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}
