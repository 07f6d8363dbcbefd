import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import type { SampleLanguage } from './languages.js';
import { addRustTarget } from './rust-target.js';
import { formFields, isForm, isJson, type SampleRequest } from './sample-request.js';

/**
 * The sample request as a HAR request, the input of httpsnippet. Query values are encoded here
 * (and the HAR marked as encoded) so placeholders like `<api-key>` stay readable.
 */
export function toHar(req: SampleRequest): HarRequest {
  const har: HarRequest = {
    method: req.method,
    url: req.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: req.headers.map(([name, value]) => ({ name, value })),
    queryString: req.query.map(([name, value]) => ({ name, value: encodeQueryValue(value) })),
    headersSize: -1,
    bodySize: -1,
    postData: { mimeType: req.body?.mediaType ?? '' },
  };
  if (!req.body) return har;
  const { mediaType, value } = req.body;
  if (isForm(mediaType)) {
    har.postData.params = formFields(value).map(([name, v]) => ({ name, value: v }));
  } else {
    har.postData.text = isJson(mediaType) || typeof value !== 'string' ? JSON.stringify(value) : value;
  }
  return har;
}

/** The source of one language's sample, or undefined when the language has no generator. */
export function generateSample(req: SampleRequest, lang: SampleLanguage): string | undefined {
  if (!lang.target) return undefined;
  if (lang.id === 'rust') addRustTarget();
  try {
    const out = new HTTPSnippet(toHar(req), { harIsAlreadyEncoded: true }).convert(lang.target, lang.client, { indent: '  ' });
    const source = out[0];
    return typeof source === 'string' ? source.replace(/\s+$/, '') : undefined;
  } catch {
    // A request httpsnippet cannot print (it validates the HAR) has no sample in that language.
    return undefined;
  }
}

// Placeholders such as `<string>` read better unescaped in a sample.
function encodeQueryValue(v: string): string {
  return /^<[^>]+>$/.test(v) ? v : encodeURIComponent(v);
}
