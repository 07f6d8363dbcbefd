/** Help texts and option specs of every command, in one place so `--help` and parsing agree. */

export interface CommandSpec {
  name: string;
  summary: string;
  usage: string;
  options: Record<string, { type: 'string' | 'boolean'; short?: string; description: string; valueName?: string }>;
  /** Positional arguments accepted (max). */
  positionals: number;
  /** The name of a positional argument the command cannot run without (e.g. `spec`). */
  required?: string;
  /** Extra help text printed after the options (e.g. environment variables). */
  details?: string;
}

const strict = { type: 'boolean' as const, description: 'treat warnings as errors' };
const verbose = { type: 'boolean' as const, description: 'print every warning (by default, past 10 of a kind only a count)' };
const offline = {
  type: 'boolean' as const,
  description: 'no network: remote OpenAPI documents come from the cache of an earlier build, else are warnings',
};

export const COMMANDS: CommandSpec[] = [
  {
    name: 'new',
    summary: 'Start a docs folder: docs.json and a few pages to replace',
    usage: 'quire new [dir] [--name NAME]',
    options: {
      name: { type: 'string', description: 'the site name (default: from the folder name)', valueName: 'name' },
    },
    positionals: 1,
    details: 'Writes into dir (default: the current folder), which may hold other files; it never overwrites one.',
  },
  {
    name: 'build',
    summary: 'Build the static site',
    usage: 'quire build [root] [--out DIR] [--strict] [--verbose] [--offline] [--base PATH] [--base-url URL] [--no-search] [--no-og-images] [--no-cache] [--cache-dir DIR] [--workers N]',
    options: {
      offline,
      out: { type: 'string', short: 'o', description: 'output folder (default: <root>/dist)' },
      strict,
      verbose,
      base: { type: 'string', description: 'serve the site under this sub-path, e.g. /docs/', valueName: 'path' },
      'base-url': { type: 'string', description: 'public URL for sitemap and canonical links (default: seo.metatags.canonical)', valueName: 'url' },
      'no-search': { type: 'boolean', description: 'skip the search index' },
      'no-og-images': { type: 'boolean', description: 'generate no social images (og:image) for pages without their own' },
      'no-cache': { type: 'boolean', description: 'render every page again (ignore the cache)' },
      'cache-dir': { type: 'string', description: 'cache folder (default: node_modules/.cache/quire in an npm project, else ~/.cache/quire)', valueName: 'dir' },
      workers: { type: 'string', description: 'render processes (default: one per core on large sites; 0 = render in this process)', valueName: 'n' },
    },
    positionals: 1,
  },
  {
    name: 'dev',
    summary: 'Serve the docs with live reload while you write',
    usage: 'quire dev [root] [--port N] [--host] [--open] [--verbose]',
    options: {
      port: { type: 'string', short: 'p', description: 'port to listen on (default: 3000; the next free one if taken)' },
      host: { type: 'boolean', description: 'listen on all interfaces instead of localhost only' },
      open: { type: 'boolean', description: 'open the site in the default browser' },
      verbose,
    },
    positionals: 1,
    details: 'While it runs: type r and Enter to fetch remote OpenAPI documents again (they are fetched once per session).',
  },
  {
    name: 'preview',
    summary: 'Serve the built site as a static host would, with the MCP server at /mcp',
    usage: 'quire preview [root] [--out DIR] [--port N]',
    options: {
      out: { type: 'string', short: 'o', description: 'built folder to serve (default: <root>/dist)' },
      port: { type: 'string', short: 'p', description: 'port to listen on (default: 4173; the next free one if taken)' },
      host: { type: 'boolean', description: 'listen on all interfaces instead of localhost only' },
    },
    positionals: 1,
  },
  {
    name: 'mock',
    summary: 'Serve a mock of the documented API (responses from examples and schemas)',
    usage: 'quire mock <openapi-file|root> [--port N] [--host]',
    options: {
      port: { type: 'string', short: 'p', description: 'port to listen on (default: 4010)' },
      host: { type: 'boolean', description: 'listen on all interfaces instead of localhost only' },
    },
    positionals: 1,
  },
  {
    name: 'check',
    summary: 'Validate docs.json, pages and OpenAPI files, links and accessibility, without writing anything',
    usage: 'quire check [root] [--links] [--a11y] [--strict] [--verbose] [--offline]',
    options: {
      links: { type: 'boolean', description: 'check links and #anchors between pages (like mint broken-links)' },
      a11y: { type: 'boolean', description: 'check accessibility basics (like mint a11y)' },
      strict,
      verbose,
      offline,
    },
    positionals: 1,
    details: [
      'docs.json, navigation, OpenAPI files and every page (rendered in memory, as the build does)',
      'are always checked. With neither --links nor --a11y both extra checks run; either one picks it.',
      '  links   every internal link and #anchor in page content must reach a page, a heading or',
      '          element id on it, or a file of the site; a broken one names the closest target.',
      '  a11y    in pages and snippets: images without alt text, links and buttons with no text;',
      '          in pages: headings that skip a level (the page title is the h1); in docs.json:',
      '          colors.primary (colors.light in dark mode) under 3:1 contrast on the background.',
      'Problems are warnings at file:line:column with a hint. Exit 1 on any error (with --strict,',
      'on any warning too), 0 otherwise.',
    ].join('\n'),
  },
  {
    name: 'nav',
    summary: 'Print the resolved navigation (the SiteModel)',
    usage: 'quire nav [root] --json [--verbose]',
    options: { json: { type: 'boolean', description: 'print JSON (the only format for now)' }, offline, verbose },
    positionals: 1,
  },
  {
    name: 'openapi',
    summary: 'Write one MDX page per OpenAPI operation and print their navigation',
    usage: 'quire openapi <file|url> [-o DIR] [--overwrite] [--strict] [--verbose]',
    options: {
      out: { type: 'string', short: 'o', description: 'folder for the pages, relative to the docs root (default: the current folder)' },
      overwrite: { type: 'boolean', description: 'replace pages that already exist' },
      strict,
      verbose,
    },
    positionals: 1,
    details: [
      'Run it from the docs root (the folder with docs.json): the navigation printed on stdout',
      'lists the pages relative to it, ready to paste into docs.json. Exit 1 on any error',
      '(with --strict, on any warning too), and then nothing is written.',
    ].join('\n'),
  },
  {
    name: 'openapi-check',
    summary: 'Validate an OpenAPI document (file or URL) and print its problems',
    usage: 'quire openapi-check <file|url> [--strict] [--verbose]',
    options: { strict, verbose },
    positionals: 1,
    required: 'file|url',
    details: [
      'Reads the document as `quire build` does: YAML or JSON, OpenAPI 3.0 or 3.1, external $refs',
      'bundled. Every problem is printed with its file, line:column and JSON pointer.',
      'Exit codes: 0 the document is usable (warnings, such as a rule of the OpenAPI schema broken,',
      'still let Quire build its pages; --strict fails on them), 1 it is not (or --strict and a',
      'warning), 2 wrong usage (no document given).',
    ].join('\n'),
  },
  {
    name: 'mcp',
    summary: 'Serve the docs (search, pages) and MCP-enabled API operations as MCP tools (stdio or HTTP)',
    usage: 'quire mcp [root] [--out DIR] [--server URL] [--http [--port N] [--host]] [--verbose]',
    options: {
      out: { type: 'string', short: 'o', description: 'the built site whose pages the docs tools serve (default: <root>/dist)' },
      server: { type: 'string', description: "base URL for requests, instead of the operation's server", valueName: 'url' },
      http: { type: 'boolean', description: 'serve MCP Streamable HTTP at /mcp instead of stdio' },
      port: { type: 'string', short: 'p', description: 'with --http: port to listen on (default: 3333; the next free one if taken)' },
      host: { type: 'boolean', description: 'with --http: listen on all interfaces instead of localhost only' },
      verbose,
    },
    positionals: 1,
    details: [
      'With --http the same tools are served at http://localhost:3333/mcp (stateless Streamable',
      'HTTP); `quire preview` serves them at /mcp too. docs/deploy.md shows how a static host',
      'proxies <site URL>/mcp to it, the URL the page menu\'s MCP options install.',
      'Docs tools, over the built site (run quire build first; nothing is fetched, all offline):',
      '  search_docs  { query, limit? } → ranked pages: title, path, excerpt',
      '  get_page     { path }          → the page as Markdown (its .md twin)',
      'API tools are the operations with `x-mint.mcp.enabled: true` (or `x-vendor`).',
      'Credentials come from environment variables, applied as the operation\'s `security` asks:',
      '  QUIRE_AUTH_BEARER      token for http bearer, oauth2 and openIdConnect schemes',
      '                         (sent as Authorization: Bearer <token>)',
      '  QUIRE_AUTH_API_KEY     value for apiKey schemes (header, query or cookie, as declared)',
      '  QUIRE_AUTH_BASIC       user:password for http basic schemes',
      '  QUIRE_AUTH_<SCHEME>    a value for one scheme by its name in components.securitySchemes',
      '                         (upper-cased, non-alphanumerics as _), e.g. QUIRE_AUTH_BEARERAUTH',
    ].join('\n'),
  },
  {
    name: 'schema',
    summary: 'Print the JSON Schema of docs.json (for editor autocompletion)',
    usage: 'quire schema',
    options: {},
    positionals: 0,
  },
];

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((c) => c.name === name);
}

export function mainHelp(version: string): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    `quire ${version} — static docs sites from a Mintlify-style docs.json`,
    '',
    'Usage: quire <command> [root] [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    '  -h, --help     show help (also: quire <command> --help)',
    '  -v, --version  print the version',
    '',
    '`root` is the folder holding docs.json (default: the current folder).',
    'Exit codes: 0 success, 1 problems in the docs, 2 wrong command-line usage.',
  ].join('\n');
}

export function commandHelp(spec: CommandSpec): string {
  const opts = Object.entries(spec.options).map(([name, o]) => {
    const flag = `${o.short ? `-${o.short}, ` : '    '}--${name}${o.type === 'string' ? ` <${o.valueName ?? (name === 'out' ? 'dir' : 'n')}>` : ''}`;
    return `  ${flag.padEnd(22)} ${o.description}`;
  });
  const lines = [`${spec.summary}.`, '', `Usage: ${spec.usage}`, '', 'Options:', ...opts, `  ${'-h, --help'.padEnd(22)} show this help`];
  if (spec.details) lines.push('', spec.details);
  return lines.join('\n');
}
