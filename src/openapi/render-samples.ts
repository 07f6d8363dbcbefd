import { EN, formatMessage, type UiMessages } from '../shared/ui-messages/en.js';
import { codeSamples, type SampleOptions } from './code-samples/code-samples.js';
import { mediaExamples } from './example-from-schema.js';
import { attrs, esc } from './html.js';
import type { OperationView } from './operation-model.js';

/**
 * Highlights code to a `<pre>` (the renderer passes the content pipeline's Shiki, with the
 * light and dark themes); without one, code is escaped into a plain `<pre><code>`.
 */
export type Highlight = (code: string, lang: string) => Promise<string>;

export const plainHighlight: Highlight = async (code, lang) => `<pre><code class="language-${esc(lang)}">${esc(code)}</code></pre>`;

interface Tab {
  label: string;
  /** Panel HTML. */
  html: string;
  attrs?: Record<string, string | undefined>;
}

/*
 * Tabs in the markup of themes/shared/mdx/tabs.tsx (`[data-tabs]` > hidden `[role=tablist]` +
 * `[data-tab-panel]`s), so src/client/tabs.ts enhances them like a page's code groups, and a
 * language chosen here selects the same label in the page's other code groups. Without
 * JavaScript every panel shows under its title, the first on top.
 */
function tabs(list: Tab[], cls: string, ariaLabel: string): string {
  const buttons = list
    .map((t, i) => `<button type="button" role="tab" class="tab-button" data-tab-index="${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${esc(t.label)}</button>`)
    .join('');
  const panels = list.map((t) => `<div${attrs({ class: 'tab-panel', 'data-tab-panel': true, ...t.attrs })}><p class="tab-panel-title">${esc(t.label)}</p>${t.html}</div>`).join('');
  return `<div class="${cls}" data-tabs><div class="tabs-list code-group-tabs" role="tablist" aria-label="${esc(ariaLabel)}" hidden>${buttons}</div>${panels}</div>`;
}

async function codeBlock(highlight: Highlight, code: string, lang: string): Promise<string> {
  return `<figure class="code-block" data-lang="${esc(lang)}">${await highlight(code, lang)}</figure>`;
}

/** The request example: one tab per language, `x-codeSamples` first. '' for a webhook. */
export async function renderRequestExample(document: unknown, view: OperationView, options: SampleOptions, highlight: Highlight, t: UiMessages = EN): Promise<string> {
  if (view.kind === 'webhook') return renderPayloadExample(document, view, highlight, t);
  const samples = codeSamples(document, view, options);
  if (!samples.length) return '';
  const list = await Promise.all(
    samples.map(async (s) => ({ label: s.label, html: await codeBlock(highlight, s.source, s.highlight), attrs: { 'data-lang': s.lang } })),
  );
  return `<section class="api-samples" aria-labelledby="api-request-example"><h2 class="api-example-title" id="api-request-example">${esc(t.request)}</h2>${tabs(list, 'code-group api-code-group', t.requestLanguage)}</section>`;
}

async function renderPayloadExample(document: unknown, view: OperationView, highlight: Highlight, t: UiMessages): Promise<string> {
  const body = view.requestBody?.content[0];
  if (!body) return '';
  const inner = await exampleTabs(document, body.media, 'request', highlight, t);
  return inner ? `<section class="api-samples" aria-labelledby="api-request-example"><h2 class="api-example-title" id="api-request-example">${esc(t.payload)}</h2>${inner}</section>` : '';
}

/** Response examples: a tab per status code, inside it a tab per named example when there are several. */
export async function renderResponseExample(document: unknown, view: OperationView, highlight: Highlight, t: UiMessages = EN): Promise<string> {
  const list: Tab[] = [];
  for (const r of view.responses) {
    const media = r.content[0];
    if (!media) continue;
    const html = await exampleTabs(document, media.media, 'response', highlight, t);
    if (html) list.push({ label: r.status, html, attrs: { 'data-status': r.status } });
  }
  if (!list.length) return '';
  return `<section class="api-examples" aria-labelledby="api-response-example"><h2 class="api-example-title" id="api-response-example">${esc(t.response)}</h2>${tabs(list, 'code-group api-code-group api-status-tabs', t.responseStatus)}</section>`;
}

async function exampleTabs(document: unknown, media: Record<string, any>, mode: 'request' | 'response', highlight: Highlight, t: UiMessages): Promise<string> {
  const examples = mediaExamples(document, media, mode);
  const blocks = await Promise.all(
    examples.map((ex) =>
      typeof ex.value === 'string' ? codeBlock(highlight, ex.value, 'text') : codeBlock(highlight, JSON.stringify(ex.value, null, 2), 'json'),
    ),
  );
  if (!blocks.length) return '';
  if (blocks.length === 1) {
    const only = examples[0]!;
    const name = only.summary ?? only.name;
    return `${name ? `<p class="api-example-name">${esc(name)}</p>` : ''}${blocks[0]}`;
  }
  return tabs(
    examples.map((ex, i) => ({ label: String(ex.summary ?? ex.name ?? formatMessage(t.exampleN, { n: i + 1 })), html: blocks[i]!, attrs: { 'data-example': ex.name } })),
    'tabs api-example-tabs',
    t.example,
  );
}
