/**
 * Readable names of the diagnostic codes, for the grouped report and the summary line
 * ("212 broken links"); one entry per code Quire reports (diagnostic-kinds.test.ts reads the
 * sources and fails on a code without a name). A code without a name is shown as itself.
 */
export const DIAGNOSTIC_KINDS: Readonly<Record<string, readonly [singular: string, plural: string]>> = {
  'links/broken-link': ['broken link', 'broken links'],
  'links/broken-anchor': ['broken anchor', 'broken anchors'],

  'content/unknown-component': ['unknown component', 'unknown components'],
  'content/unknown-icon': ['unknown icon in a page', 'unknown icons in pages'],
  'content/unknown-variable': ['unknown variable', 'unknown variables'],
  'content/undefined-name': ['undefined name in an expression', 'undefined names in expressions'],
  'content/mdx-syntax': ['MDX syntax error', 'MDX syntax errors'],
  'content/mdx-warning': ['MDX warning', 'MDX warnings'],
  'content/runtime-error': ['page that failed to run', 'pages that failed to run'],
  'content/island-props': ['interactive component shown static', 'interactive components shown static'],
  'content/snippet-not-found': ['missing snippet', 'missing snippets'],
  'content/snippet-missing-export': ['missing snippet export', 'missing snippet exports'],
  'content/snippet-cycle': ['snippet import cycle', 'snippet import cycles'],
  'content/import-not-allowed': ['import that is not allowed', 'imports that are not allowed'],
  'content/import-outside-root': ['import from outside the docs folder', 'imports from outside the docs folder'],
  'content/import-unsupported-type': ['import of an unsupported file type', 'imports of unsupported file types'],
  'content/unsupported-reexport': ['unsupported re-export', 'unsupported re-exports'],
  'content/frontmatter-yaml': ['page with invalid frontmatter', 'pages with invalid frontmatter'],
  'content/frontmatter-unclosed': ['page with unclosed frontmatter', 'pages with unclosed frontmatter'],
  'content/frontmatter-not-object': ['page whose frontmatter is not a mapping', 'pages whose frontmatter is not a mapping'],
  'content/unknown-frontmatter': ['unknown frontmatter field', 'unknown frontmatter fields'],
  'content/ignored-prop': ['component prop Quire ignores', 'component props Quire ignores'],
  'build/og-image-text': ['social image without some of its text', 'social images without some of their text'],
  'config/nav-color': ['navigation colour Quire cannot use', 'navigation colours Quire cannot use'],
  'content/frontmatter-not-honoured': ['frontmatter field Quire ignores', 'frontmatter fields Quire ignores'],
  'content/frontmatter-value': ['frontmatter value Quire does not know', 'frontmatter values Quire does not know'],
  'content/page-too-large': ['page too large to build', 'pages too large to build'],
  'content/too-deep': ['page nested too deeply to render', 'pages nested too deeply to render'],
  'content/math-error': ['formula that failed to render', 'formulas that failed to render'],
  'content/dollar-text': ['pair of dollar signs shown as text', 'pairs of dollar signs shown as text'],
  'content/duplicate-heading-id': ['duplicate heading id', 'duplicate heading ids'],
  'content/openapi-not-found': ['unmatched frontmatter openapi reference', 'unmatched frontmatter openapi references'],
  'content/openapi-frontmatter': ['unreadable frontmatter openapi value', 'unreadable frontmatter openapi values'],
  'content/openapi-file-missing': ['missing OpenAPI file named in frontmatter', 'missing OpenAPI files named in frontmatter'],
  'content/openapi-url-not-listed': ['frontmatter OpenAPI URL docs.json does not list', 'frontmatter OpenAPI URLs docs.json does not list'],
  'content/api-frontmatter': ['unreadable frontmatter api value', 'unreadable frontmatter api values'],
  'content/api-no-server': ['MDX API page without a server', 'MDX API pages without a server'],
  'content/api-path-param': ['path field missing from the api: URL', 'path fields missing from the api: URL'],
  'content/api-auth-method': ['unknown MDX API auth method', 'unknown MDX API auth methods'],
  'content/asyncapi-not-found': ['unmatched frontmatter asyncapi reference', 'unmatched frontmatter asyncapi references'],

  'nav/missing-page': ['missing page', 'missing pages'],
  'nav/url-clash': ['URL clash', 'URL clashes'],
  'nav/duplicate-url': ['duplicate navigation URL', 'duplicate navigation URLs'],
  'nav/index-page-url': ['index page served at its /index URL', 'index pages served at their /index URL'],
  'nav/openapi-entry': ['unresolved OpenAPI navigation entry', 'unresolved OpenAPI navigation entries'],
  'nav/asyncapi-value': ['unusable navigation asyncapi value', 'unusable navigation asyncapi values'],
  'nav/url-outside-site': ['URL outside the site', 'URLs outside the site'],

  'config/missing': ['missing docs.json', 'missing docs.json files'],
  'config/json-syntax': ['docs.json syntax error', 'docs.json syntax errors'],
  'config/not-object': ['docs.json that is not an object', 'docs.json files that are not objects'],
  'config/ref': ['unresolved docs.json $ref', 'unresolved docs.json $refs'],
  'config/unknown-key': ['unknown docs.json key', 'unknown docs.json keys'],
  'config/unknown-icon': ['unknown icon in docs.json', 'unknown icons in docs.json'],
  'config/not-honoured': ['docs.json key Quire does not honour', 'docs.json keys Quire does not honour'],
  'config/unknown-code-theme': ['unknown code block theme', 'unknown code block themes'],
  'config/thumbnail-background': ['unusable thumbnail background', 'unusable thumbnail backgrounds'],
  'config/integration-id': ['integration id of the wrong shape', 'integration ids of the wrong shape'],
  'config/required': ['missing required docs.json key', 'missing required docs.json keys'],
  // `config/<zod issue code>` (zod-issues.ts): the ones a docs.json can cause.
  'config/invalid-type': ['docs.json value of the wrong type', 'docs.json values of the wrong type'],
  'config/invalid-value': ['invalid docs.json value', 'invalid docs.json values'],
  'config/invalid-union': ['docs.json value of an unexpected shape', 'docs.json values of an unexpected shape'],
  'config/invalid-format': ['docs.json value in the wrong format', 'docs.json values in the wrong format'],
  'config/too-small': ['docs.json value too small or empty', 'docs.json values too small or empty'],
  'config/too-big': ['docs.json value too large', 'docs.json values too large'],
  'config/custom': ['invalid docs.json setting', 'invalid docs.json settings'],
  'config/variable-name': ['unusable variable name', 'unusable variable names'],
  'config/variable-html': ['variable with HTML', 'variables with HTML'],

  'openapi/invalid': ['OpenAPI validation problem', 'OpenAPI validation problems'],
  'openapi/validation-skipped': ['OpenAPI document not fully validated', 'OpenAPI documents not fully validated'],
  'openapi/missing-ref': ['unresolved OpenAPI $ref', 'unresolved OpenAPI $refs'],
  'openapi/duplicate-operation-id': ['duplicate operationId', 'duplicate operationIds'],
  'openapi/duplicate-parameter': ['duplicate parameter', 'duplicate parameters'],
  'openapi/path-parameter-undeclared': ['undeclared path parameter', 'undeclared path parameters'],
  'openapi/path-parameter-not-in-path': ['path parameter its path lacks', 'path parameters their paths lack'],
  'openapi/version-number': ['OpenAPI version written as a number', 'OpenAPI versions written as numbers'],
  'openapi/webhooks-3.0': ['OpenAPI 3.0 document with webhooks', 'OpenAPI 3.0 documents with webhooks'],
  'openapi/duplicate-url': ['duplicate API page URL', 'duplicate API page URLs'],
  'openapi/url-shortened': ['shortened API page URL', 'shortened API page URLs'],
  'openapi/cached-copy': ['cached copy of a remote OpenAPI document', 'cached copies of remote OpenAPI documents'],
  'openapi/parse': ['OpenAPI file that does not parse', 'OpenAPI files that do not parse'],
  'openapi/swagger-2': ['Swagger 2.0 document', 'Swagger 2.0 documents'],
  'openapi/unsupported-version': ['OpenAPI document of an unsupported version', 'OpenAPI documents of an unsupported version'],
  'openapi/not-openapi': ['file that is not an OpenAPI document', 'files that are not OpenAPI documents'],
  'openapi/missing-file': ['missing OpenAPI file', 'missing OpenAPI files'],
  'openapi/read': ['unreadable OpenAPI file', 'unreadable OpenAPI files'],
  'openapi/fetch': ['OpenAPI document that could not be fetched', 'OpenAPI documents that could not be fetched'],
  'openapi/too-large': ['OpenAPI document too large to load', 'OpenAPI documents too large to load'],
  'openapi/outside-root': ['OpenAPI reference outside the docs folder', 'OpenAPI references outside the docs folder'],
  'openapi/not-loaded': ['page whose OpenAPI document is not loaded', 'pages whose OpenAPI document is not loaded'],

  'build/input-changed': ['file changed during the build', 'files changed during the build'],
  'build/no-git-history': ['missing git history', 'missing git histories'],
  'build/shallow-git-history': ['shallow git clone', 'shallow git clones'],
  'build/redirect-params': ['redirect with undefined parameters', 'redirects with undefined parameters'],
  'build/og-image': ['social image that could not be drawn', 'social images that could not be drawn'],
  'build/redirect-shadowed': ['redirect a page shadows', 'redirects pages shadow'],
  'build/redirect-limit': ['redirect count over a host limit', 'redirect counts over a host limit'],
  'build/redirect-nginx': ['redirect nginx cannot express', 'redirects nginx cannot express'],
  'build/redirect-vercel': ['redirect Vercel cannot express', 'redirects Vercel cannot express'],
  'build/search-index': ['search index problem', 'search index problems'],
  'build/worker': ['render process failure', 'render process failures'],
  'build/out-contains-root': ['output folder holding the docs', 'output folders holding the docs'],
  'build/output-write': ['output write failure', 'output write failures'],
  'dev/search-index': ['search index problem', 'search index problems'],
  'dev/load-crash': ['internal error while loading', 'internal errors while loading'],
  'dev/render-crash': ['internal error while rendering', 'internal errors while rendering'],
};

/**
 * `212 broken links`, `1 broken link`, `3 × x/new-code` (a code without a name); with `more`:
 * `202 more broken links`, `3 more × x/new-code`.
 */
export function countOfKind(code: string, count: number, more = false): string {
  const names = DIAGNOSTIC_KINDS[code];
  const n = `${formatCount(count)}${more ? ' more' : ''}`;
  return names ? `${n} ${count === 1 ? names[0] : names[1]}` : `${n} × ${code}`;
}

/**
 * 1742 → `1,742`, whatever the machine's locale. Grouped by hand: the first `toLocaleString` or
 * `Intl.NumberFormat` of a process loads ICU's number data, which every command that prints a
 * count paid before its first line (bench/RESULTS.md, "Figures behind code comments").
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}
