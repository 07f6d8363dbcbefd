import { formatJsonPath, type Diagnostic } from '../diagnostics/quire-error.js';
import { canonicalLanguage, knownLanguageIds, sampleLanguage } from '../openapi/code-samples/languages.js';
import { integrationTags } from '../render/integrations.js';
import { BUILTIN_OPTIONS, MCP_NEEDS_SITE_URL, UNSUPPORTED_OPTIONS } from '../shared/contextual-options.js';

type Path = (string | number)[];
type Locate = (path: Path, key?: boolean) => { line: number; column: number } | undefined;

/**
 * docs.json keys Mintlify accepts and Quire validates but does not act on. Building a site that
 * uses them succeeds (Mintlify's files must build), but a migrated site must not lose a feature
 * without a word: each one present is a `config/not-honoured` warning naming it, with what Quire
 * does instead. `--strict` turns them into errors for teams that want to know before they ship.
 */
const NOT_HONOURED: readonly { path: readonly string[]; instead: string }[] = [
  { path: ['thumbnails', 'fonts'], instead: 'social images are drawn in the bundled Inter (Google Fonts are not fetched at build time)' },
  { path: ['public'], instead: 'a static site is public wherever it is hosted' },
  { path: ['seo', 'paths'], instead: 'set per-folder meta tags in each page\'s frontmatter' },
];

/**
 * Objects whose listed keys Quire honours: any other key in them (Mintlify adds some over
 * time, e.g. `markdown.instructions`) is named rather than silently dropped.
 */
const HONOURED_KEYS: readonly { path: readonly string[]; keys: readonly string[] }[] = [
  { path: ['search'], keys: ['prompt'] },
  { path: ['errors'], keys: ['404'] },
  { path: ['errors', '404'], keys: ['title', 'description', 'redirect'] },
  { path: ['markdown'], keys: ['schema'] },
  { path: ['feedback'], keys: ['thumbsRating', 'suggestEdit', 'raiseIssue'] },
];

const at = (raw: unknown, path: readonly (string | number)[]): unknown => {
  let cur = raw;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[seg];
  }
  return cur;
};

function warning(file: string, locate: Locate, path: Path, key: string, instead: string): Diagnostic {
  return {
    severity: 'warning',
    code: 'config/not-honoured',
    message: `"${key}" is accepted but not honoured by Quire (ignored)`,
    file,
    jsonPath: formatJsonPath(path),
    ...locate(path, true),
    hint: instead,
  };
}

const customName = (option: unknown) => {
  const title = option && typeof option === 'object' ? (option as { title?: unknown }).title : undefined;
  return typeof title === 'string' ? `custom option (${title})` : 'a custom option';
};

/** Why a custom page-menu option cannot be shown (render/contextual-menu.ts leaves it out), if it cannot. */
function customOptionProblem(option: unknown, siteUrlKnown: boolean): string | undefined {
  if (!option || typeof option !== 'object') return 'an option is a name or an object with title, description, icon and href';
  const { title, href } = option as { title?: unknown; href?: unknown };
  if (typeof title !== 'string') return 'a custom option needs a title';
  const base = href && typeof href === 'object' ? (href as { base?: unknown }).base : href;
  if (typeof base !== 'string' || !/^(https?:|mailto:|\/|#|\.)/i.test(base)) return 'a custom option needs an href: an http(s) URL, a path, or { base, query }';
  if (!siteUrlKnown && JSON.stringify(href).includes('$mcp')) return `$mcp: ${MCP_NEEDS_SITE_URL}`;
  return undefined;
}

const CHROME_KEYS = new Set(['banner', 'navbar', 'footer']);

/** Paths of every `key` inside the navigation tree (objects and lists, any depth). */
function navigationKeyPaths(node: unknown, key: string, path: Path): Path[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => navigationKeyPaths(item, key, [...path, i]));
  if (!node || typeof node !== 'object') return [];
  // A language's own banner, navbar and footer are chrome (banner.color is honoured), not navigation.
  return Object.entries(node).flatMap(([k, v]) => (k === key ? [[...path, k]] : CHROME_KEYS.has(k) ? [] : navigationKeyPaths(v, key, [...path, k])));
}

/** Warnings for the keys of a valid docs.json that Quire accepts and ignores. Pure. */
export function unhonouredKeys(raw: unknown, file: string, locate: Locate): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { path, instead } of NOT_HONOURED) {
    if (at(raw, path) !== undefined) out.push(warning(file, locate, [...path], path.join('.'), instead));
  }
  for (const { path, keys } of HONOURED_KEYS) {
    const value = at(raw, path);
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) out.push(warning(file, locate, [...path, key], [...path, key].join('.'), `Quire honours ${path.join('.')}: ${keys.join(', ')}`));
    }
  }
  // Unknown providers are not honoured; a known one with an id of the wrong shape is left out.
  for (const problem of integrationTags(at(raw, ['integrations'])).problems) {
    if (problem.kind === 'unsupported') {
      out.push(warning(file, locate, problem.path, formatJsonPath(problem.path), problem.hint));
      continue;
    }
    out.push({
      severity: 'warning',
      code: 'config/integration-id',
      message: problem.message,
      file,
      jsonPath: formatJsonPath(problem.path),
      ...locate(problem.path),
      hint: problem.hint,
    });
  }
  const options = at(raw, ['contextual', 'options']);
  if (Array.isArray(options)) {
    // The MCP options need the site's URL (`seo.metatags.canonical`, as render/site-renderer.ts reads it).
    const canonical = at(raw, ['seo', 'metatags', 'canonical']);
    const siteUrlKnown = typeof canonical === 'string' && URL.canParse(canonical);
    options.forEach((option, i) => {
      const path = ['contextual', 'options', i];
      if (typeof option === 'string') {
        if (BUILTIN_OPTIONS[option]?.mcp && !siteUrlKnown) {
          out.push(warning(file, locate, path, `contextual.options: ${option}`, MCP_NEEDS_SITE_URL));
          return;
        }
        if (BUILTIN_OPTIONS[option]) return;
        out.push(
          warning(
            file,
            locate,
            path,
            `contextual.options: ${option}`,
            UNSUPPORTED_OPTIONS[option] ?? `Quire's page menu offers ${Object.keys(BUILTIN_OPTIONS).join(', ')} and custom options`,
          ),
        );
        return;
      }
      const why = customOptionProblem(option, siteUrlKnown);
      if (why) out.push(warning(file, locate, path, `contextual.options: ${customName(option)}`, why));
    });
  }
  for (const base of [['api', 'playground'], ['playground']]) {
    if (at(raw, [...base, 'display']) === 'auth') {
      out.push(
        warning(
          file,
          locate,
          [...base, 'display'],
          `${base.join('.')}.display: auth`,
          'a static site has no signed-in readers: every reader gets the interactive playground',
        ),
      );
    }
  }
  // Anchors, dropdowns and products draw their `color` (navigation/nav-color.ts); other elements have none.
  for (const path of navigationKeyPaths(at(raw, ['navigation']), 'color', ['navigation'])) {
    const owner = at(raw, path.slice(0, -1));
    if (owner && typeof owner === 'object' && ['anchor', 'dropdown', 'product'].some((k) => k in owner)) continue;
    out.push(warning(file, locate, path, formatJsonPath(path), 'only anchors, dropdowns and products have a color (their icon)'));
  }
  const links = at(raw, ['navbar', 'links']);
  if (Array.isArray(links)) {
    links.forEach((link, i) => {
      const type = link && typeof link === 'object' ? (link as { type?: unknown }).type : undefined;
      if (type === undefined || type === 'github' || type === 'discord') return;
      out.push(warning(file, locate, ['navbar', 'links', i, 'type'], `navbar.links[${i}].type: ${String(type)}`, 'a navbar link type is github or discord (their icons); others show the icon named by `icon`'));
    });
  }
  const languages = at(raw, ['api', 'examples', 'languages']);
  if (Array.isArray(languages)) {
    languages.forEach((name, i) => {
      if (typeof name !== 'string' || sampleLanguage(canonicalLanguage(name))) return;
      out.push(
        warning(
          file,
          locate,
          ['api', 'examples', 'languages', i],
          `api.examples.languages: ${name}`,
          `request samples are generated in ${knownLanguageIds().join(', ')}`,
        ),
      );
    });
  }
  return out;
}
