import { curlSample } from './code-samples/curl.js';
import { javascriptSample } from './code-samples/javascript.js';
import { pythonSample } from './code-samples/python.js';
import { sampleRequest } from './code-samples/sample-request.js';
import { mediaExamples } from './example-from-schema.js';
import { attrs, esc, jsonBlock } from './html.js';
import type { OperationView } from './operation-model.js';

interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

const LANGUAGE_CLASS: Record<string, string> = { curl: 'bash', shell: 'bash', javascript: 'javascript', python: 'python' };

/**
 * Code samples: the spec's own `x-codeSamples` (or `x-code-samples`) first, then generated
 * cURL, JavaScript (fetch) and Python (requests) for the languages the spec did not cover.
 */
export function renderCodeSamples(document: unknown, view: OperationView): string {
  const custom: CodeSample[] = [];
  const raw = view.operation['x-codeSamples'] ?? view.operation['x-code-samples'];
  if (Array.isArray(raw)) {
    for (const s of raw) {
      if (s && typeof s.source === 'string') {
        const lang = String(s.lang ?? 'text');
        custom.push({ lang, label: String(s.label ?? lang), source: s.source });
      }
    }
  }
  const req = sampleRequest(document, view);
  const generated: CodeSample[] = [
    { lang: 'curl', label: 'cURL', source: curlSample(req) },
    { lang: 'javascript', label: 'JavaScript', source: javascriptSample(req) },
    { lang: 'python', label: 'Python', source: pythonSample(req) },
  ];
  const covered = new Set(custom.map((c) => normaliseLang(c.lang)));
  const samples = [...custom, ...generated.filter((g) => !covered.has(g.lang))];
  const blocks = samples.map((s) => {
    const lang = normaliseLang(s.lang);
    return `<div${attrs({ class: 'api-sample', 'data-lang': lang })}><div class="api-sample-label">${esc(s.label)}</div><pre><code class="language-${esc(LANGUAGE_CLASS[lang] ?? lang)}">${esc(s.source)}</code></pre></div>`;
  });
  return `<section class="api-samples"><h2>Request example</h2>${blocks.join('')}</section>`;
}

/** Request body (or webhook payload) examples, then one example per response media type. */
export function renderExamples(document: unknown, view: OperationView): string {
  const parts: string[] = [];
  const body = view.requestBody?.content[0];
  if (body && view.kind === 'webhook') {
    parts.push(`<div class="api-example-group" data-kind="payload"><h3>Payload example</h3>${exampleBlocks(document, body.media, 'request')}</div>`);
  }
  for (const r of view.responses) {
    const media = r.content[0];
    if (!media) continue;
    const blocks = exampleBlocks(document, media.media, 'response');
    if (blocks) parts.push(`<div${attrs({ class: 'api-example-group', 'data-status': r.status })}><h3>${esc(r.status)}</h3>${blocks}</div>`);
  }
  return parts.length ? `<section class="api-examples"><h2>${view.kind === 'webhook' ? 'Examples' : 'Response examples'}</h2>${parts.join('')}</section>` : '';
}

function exampleBlocks(document: unknown, media: Record<string, any>, mode: 'request' | 'response'): string {
  return mediaExamples(document, media, mode)
    .map((ex) => `${ex.name ? `<div class="api-example-name">${esc(ex.summary ?? ex.name)}</div>` : ''}${typeof ex.value === 'string' ? `<pre class="api-example"><code>${esc(ex.value)}</code></pre>` : jsonBlock(ex.value)}`)
    .join('');
}

function normaliseLang(lang: string): string {
  const l = lang.toLowerCase();
  if (l === 'curl' || l === 'bash' || l === 'sh' || l === 'shell') return 'curl';
  if (l === 'js' || l === 'node' || l === 'javascript') return 'javascript';
  if (l === 'py' || l === 'python') return 'python';
  return l.replace(/[^a-z0-9+#-]/g, '');
}
