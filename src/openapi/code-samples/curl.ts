import { formFields, fullUrl, isForm, isJson, type SampleRequest } from './sample-request.js';

/** A cURL command for the request (POSIX shell quoting). */
export function curlSample(req: SampleRequest): string {
  const lines = [`curl --request ${req.method} \\`, `  --url ${shellQuote(fullUrl(req))}`];
  for (const [name, value] of req.headers) {
    if (name === 'Content-Type' && req.body && /^multipart\//i.test(req.body.mediaType)) continue;
    lines[lines.length - 1] += ' \\';
    lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`);
  }
  if (req.body) {
    const { mediaType, value } = req.body;
    if (isForm(mediaType)) {
      const flag = /^multipart\//i.test(mediaType) ? '--form' : '--data-urlencode';
      for (const [k, v] of formFields(value)) {
        lines[lines.length - 1] += ' \\';
        lines.push(`  ${flag} ${shellQuote(`${k}=${v}`)}`);
      }
    } else {
      lines[lines.length - 1] += ' \\';
      const text = isJson(mediaType) || typeof value !== 'string' ? JSON.stringify(value, null, 2) : value;
      lines.push(`  --data ${shellQuote(text)}`);
    }
  }
  return lines.join('\n');
}

function shellQuote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
