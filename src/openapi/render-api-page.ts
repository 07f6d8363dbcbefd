import type { PageSource } from '../shared/site-model.js';
import type { ApiIndex } from './api-index.js';
import { attrs, esc, join } from './html.js';
import { operationView, webhookView, type OperationView } from './operation-model.js';
import { renderCodeSamples, renderExamples } from './render-samples.js';
import { renderSchemaBlock, schemaContext } from './render-schema.js';
import { renderAuth, renderParameters, renderRequestBody, renderResponses, renderServers } from './render-sections.js';
import { renderPlayground } from './playground/render-playground.js';
import type { PlaygroundOptions } from './playground/playground-data.js';

export interface RenderApiPageOptions {
  /** docs.json `api.playground` (`display`: interactive | simple | none; `proxy`). */
  playground?: PlaygroundOptions;
}

/**
 * Renders the body of a generated page (operation, webhook or schema) as an HTML fragment.
 * The layout renders the title and description; vendor `content` is MDX and is compiled by
 * the content pipeline before this fragment. Returns '' when the source does not match the
 * document (the page renders empty, as on Mintlify; navigation reports it).
 */
export function renderApiPage(api: ApiIndex, source: PageSource, options: RenderApiPageOptions = {}): string {
  if (source.kind === 'schema') return renderSchemaPage(api, source.schema);
  const view =
    source.kind === 'openapi'
      ? operationView(api, source.method, source.path)
      : source.kind === 'webhook'
        ? webhookView(api, source.name)
        : undefined;
  return view ? renderOperation(api, view, options) : '';
}

function renderOperation(api: ApiIndex, view: OperationView, options: RenderApiPageOptions): string {
  const ctx = schemaContext(api.document);
  const op = view.operation;
  const isWebhook = view.kind === 'webhook';
  const method = isWebhook ? 'WEBHOOK' : view.method;
  const where = isWebhook ? view.name! : view.path!;
  const head = join([
    `<div class="api-endpoint">`,
    `<span class="api-method api-method-${esc(method.toLowerCase())}">${esc(method)}</span>`,
    `<code class="api-path">${esc(where)}</code>`,
    op.deprecated === true && '<span class="api-deprecated">Deprecated</span>',
    '</div>',
  ]);
  ctx.mode = 'request';
  const request = join([renderParameters(ctx, view.parameters), renderRequestBody(ctx, view)]);
  ctx.mode = 'response';
  const responses = renderResponses(ctx, view);
  return join([
    `<div${attrs({
      class: `api-page api-${view.kind}`,
      'data-api': api.id,
      'data-method': method,
      'data-path': view.path,
      'data-webhook': view.name,
      'data-operation-id': typeof op.operationId === 'string' ? op.operationId : undefined,
      'data-server': view.servers[0]?.url,
    })}>`,
    head,
    isWebhook ? '' : renderPlayground(api.document, view, options.playground),
    isWebhook ? '' : renderServers(view),
    isWebhook ? '' : renderAuth(view),
    request,
    responses,
    isWebhook ? '' : renderCodeSamples(api.document, view),
    renderExamples(api.document, view),
    '</div>',
  ]);
}

function renderSchemaPage(api: ApiIndex, name: string): string {
  const schemas = api.document.components?.schemas ?? {};
  if (!Object.prototype.hasOwnProperty.call(schemas, name)) return '';
  const ctx = schemaContext(api.document);
  const ref = `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return `<div${attrs({ class: 'api-page api-schema-page', 'data-api': api.id, 'data-schema': name })}>${renderSchemaBlock(ctx, { $ref: ref })}</div>`;
}
