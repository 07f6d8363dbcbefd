import { curlSample } from '../code-samples/curl.js';
import { javascriptSample } from '../code-samples/javascript.js';
import { pythonSample } from '../code-samples/python.js';
import type { SampleRequest } from '../code-samples/sample-request.js';
import type { BuiltRequest } from './build-request.js';

/** The request preview languages, in tab order. */
export const PREVIEW_LANGUAGES = [
  { lang: 'curl', label: 'cURL', className: 'language-bash' },
  { lang: 'javascript', label: 'JavaScript', className: 'language-javascript' },
  { lang: 'python', label: 'Python', className: 'language-python' },
] as const;

/** The built request in the shape the page's code-sample printers take. */
export function toSampleRequest(req: BuiltRequest): SampleRequest {
  const headers = [...req.headers];
  if (req.cookies.length) headers.push(['Cookie', req.cookies.map(([k, v]) => `${k}=${v}`).join('; ')]);
  const sample: SampleRequest = { method: req.method, url: req.baseUrl, query: req.query, headers };
  const b = req.body;
  if (b?.kind === 'multipart') {
    headers.push(['Content-Type', b.mediaType]);
    sample.body = { mediaType: b.mediaType, value: Object.fromEntries(b.fields.map(([k, v]) => [k, typeof v === 'string' ? v : `@${v.file}`])) };
  } else if (b?.kind === 'json') {
    let value: unknown = b.text;
    try {
      value = b.text ? JSON.parse(b.text) : {};
    } catch {
      // Invalid JSON is shown as typed; sending it is the reader's call.
    }
    sample.body = { mediaType: b.mediaType, value };
  } else if (b?.kind === 'binary') {
    // curl's `--data-binary @file` form: the sample names the file to send.
    sample.body = { mediaType: b.mediaType, value: `@${b.file?.file ?? 'file'}` };
  } else if (b?.kind === 'urlencoded') {
    sample.body = { mediaType: b.mediaType, value: Object.fromEntries(new URLSearchParams(b.text)) };
  } else if (b) {
    sample.body = { mediaType: b.mediaType, value: b.text };
  }
  return sample;
}

/** Source of each preview language for a request. */
export function previewSources(req: BuiltRequest): Record<(typeof PREVIEW_LANGUAGES)[number]['lang'], string> {
  const sample = toSampleRequest(req);
  return { curl: curlSample(sample), javascript: javascriptSample(sample), python: pythonSample(sample) };
}
