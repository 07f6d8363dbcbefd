import { EN, type UiMessages } from '../shared/ui-messages/en.js';
import type { PageSource } from '../shared/site-model.js';
import type { ApiIndex } from './api-index.js';
import type { SampleOptions } from './code-samples/code-samples.js';
import { attrs, esc, join } from './html.js';
import { renderMarkdown, splitDescription } from './markdown.js';
import { operationView, webhookView, type OperationView } from './operation-model.js';
import { plainHighlight, renderRequestExample, renderResponseExample, type Highlight } from './render-samples.js';
import { renderSchemaBlock, schemaContext } from './render-schema.js';
import { renderAuth, renderParameters, renderRequestBody, renderResponses, renderServers } from './render-sections.js';
import { renderPlayground } from './playground/render-playground.js';
import type { PlaygroundOptions } from './playground/playground-data.js';

export interface RenderApiPageOptions {
  /** docs.json `api.playground` (`display`: interactive | simple | none; `proxy`). */
  playground?: PlaygroundOptions;
  /** docs.json `api.examples`: sample languages, parameters, `autogenerate`. */
  examples?: SampleOptions;
  /** docs.json `api.params`: `expanded: "all"` opens nested attributes. */
  params?: { expanded?: 'all' | 'closed' };
  /** Highlights code samples and examples (the content pipeline's Shiki); plain `<pre>` without. */
  highlight?: Highlight;
  /** Interface strings in the page's language (English by default). */
  messages?: UiMessages;
  /** docs.json `api.url`: `full` shows the base URL in the endpoint bar even when there is only one server. */
  url?: 'full';
}

/**
 * Renders the body of a generated page (operation, webhook or schema) as an HTML fragment.
 * The layout renders the title and the description's first paragraph; the rest of the
 * description is here. Vendor `content` is MDX and is compiled by the content pipeline before
 * this fragment. Returns '' when the source does not match the document (the page renders
 * empty, as on Mintlify; navigation reports it).
 */
export async function renderApiPage(api: ApiIndex, source: PageSource, options: RenderApiPageOptions = {}): Promise<string> {
  if (source.kind === 'schema') return renderSchemaPage(api, source.schema, options.messages ?? EN);
  const view =
    source.kind === 'openapi'
      ? operationView(api, source.method, source.path)
      : source.kind === 'webhook'
        ? webhookView(api, source.name)
        : undefined;
  return view ? renderOperation(api, view, options) : '';
}

/*
 * Mintlify's layout: the endpoint bar, then two columns: on the left the description and the
 * reference (auth, parameters, body, responses), on the right the request and response examples,
 * sticky (api-page.css, by the width of the page's container). On narrow screens the examples
 * come first, right after the endpoint bar: they are first in the markup.
 */
/**
 * An MDX API page (frontmatter `api:`): the page's own content (its `<ParamField>`s and text) in
 * the main column, with the endpoint bar, playground and request samples of the one-operation
 * document `mdxEndpoint` made from it. Returns the content unchanged when there is no operation.
 */
export async function renderMdxEndpointPage(api: ApiIndex, method: string, path: string, contentHtml: string, options: RenderApiPageOptions = {}): Promise<string> {
  const view = operationView(api, method, path);
  return view ? renderOperation(api, view, options, contentHtml) : contentHtml;
}

async function renderOperation(api: ApiIndex, view: OperationView, options: RenderApiPageOptions, mdxContent?: string): Promise<string> {
  const t = options.messages ?? EN;
  const ctx = schemaContext(api.document, { expandAll: options.params?.expanded === 'all', messages: t });
  const op = view.operation;
  const isWebhook = view.kind === 'webhook';
  const method = isWebhook ? 'WEBHOOK' : view.method;
  const highlight = options.highlight ?? plainHighlight;
  ctx.mode = 'request';
  const request = join([renderParameters(ctx, view.parameters), renderRequestBody(ctx, view)]);
  ctx.mode = 'response';
  const responses = renderResponses(ctx, view);
  const playground = isWebhook ? '' : renderPlayground(api.document, view, options.playground, t);
  const [requestExample, responseExample] = await Promise.all([
    renderRequestExample(api.document, view, options.examples ?? {}, highlight, t),
    renderResponseExample(api.document, view, highlight, t),
  ]);
  const examples = requestExample || responseExample;
  const rest = typeof op.description === 'string' ? splitDescription(op.description).rest : '';
  return join([
    `<div${attrs({
      class: `api-page api-${view.kind}${examples ? ' api-has-examples' : ''}`,
      'data-api': api.id,
      'data-method': method,
      'data-path': view.path,
      'data-webhook': view.name,
      'data-operation-id': typeof op.operationId === 'string' ? op.operationId : undefined,
      'data-server': view.servers[0]?.url,
    })}>`,
    endpointBar(view, method, op.deprecated === true, playground !== '', t, options.url === 'full' || view.servers.length > 1),
    '<div class="api-columns">',
    // Search indexes the reference, not the samples in a dozen languages, the playground's form
    // or the endpoint bar's buttons (the endpoint itself is in the search record, weighted).
    examples && `<aside class="api-aside" aria-label="${esc(t.examples)}" data-pagefind-ignore><div class="api-aside-inner">${requestExample}${responseExample}</div></aside>`,
    '<div class="api-main">',
    rest && `<div class="api-description">${renderMarkdown(rest)}</div>`,
    playground,
    // An MDX page documents its parameters itself, with its own words.
    ...(mdxContent !== undefined
      ? [`<div class="api-mdx-content">${mdxContent}</div>`]
      : [isWebhook ? '' : renderServers(view, t), isWebhook ? '' : renderAuth(view, t), request, responses]),
    '</div></div></div>',
  ]);
}

/**
 * Method pill, the URL on the first server, a copy button and "Try it" (both shown by
 * src/client/api-page.ts; without JavaScript the URL is selectable and the playground is open).
 */
function endpointBar(view: OperationView, method: string, deprecated: boolean, playground: boolean, t: UiMessages, showBase: boolean): string {
  const base = view.kind === 'webhook' ? '' : (view.servers[0]?.url ?? '').replace(/\/+$/, '');
  const where = view.kind === 'webhook' ? view.name! : view.path!;
  return join([
    `<div class="api-endpoint" data-pagefind-ignore>`,
    `<span class="api-method api-method-${esc(method.toLowerCase())}">${esc(method)}</span>`,
    // As on Mintlify, one server's URL is left to the playground unless `api.url` is "full"; it
    // stays in the markup (hidden) so "Copy" copies the full URL.
    `<code class="api-url">${base ? `<span class="api-base"${showBase ? '' : ' hidden'}>${esc(base)}</span>` : ''}<span class="api-path">${esc(where)}</span></code>`,
    deprecated && `<span class="api-deprecated">${esc(t.deprecated)}</span>`,
    view.kind !== 'webhook' && `<button type="button" class="api-copy-url" aria-label="${esc(t.copyUrl)}" hidden>${esc(t.copy)}</button>`,
    playground && `<a class="api-try" href="#api-playground" hidden>${esc(t.tryIt)}</a>`,
    '</div>',
  ]);
}

function renderSchemaPage(api: ApiIndex, name: string, messages: UiMessages): string {
  const schemas = api.document.components?.schemas ?? {};
  if (!Object.prototype.hasOwnProperty.call(schemas, name)) return '';
  const ctx = schemaContext(api.document, { messages });
  const ref = `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return `<div${attrs({ class: 'api-page api-schema-page', 'data-api': api.id, 'data-schema': name })}>${renderSchemaBlock(ctx, { $ref: ref })}</div>`;
}
