import { formFields, fullUrl, isForm, isJson, type SampleRequest } from './sample-request.js';

/** A `fetch` call for the request (works in browsers and Node 18+). */
export function javascriptSample(req: SampleRequest): string {
  const headers = req.headers.filter(([n]) => !(n === 'Content-Type' && req.body && /^multipart\//i.test(req.body.mediaType)));
  const options: string[] = [`  method: ${JSON.stringify(req.method)}`];
  if (headers.length) {
    options.push(`  headers: {\n${headers.map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n')}\n  }`);
  }
  let prelude = '';
  if (req.body) {
    const { mediaType, value } = req.body;
    if (/^multipart\//i.test(mediaType)) {
      prelude = `const form = new FormData();\n${formFields(value).map(([k, v]) => `form.append(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join('\n')}\n\n`;
      options.push('  body: form');
    } else if (isForm(mediaType)) {
      options.push(`  body: new URLSearchParams(${JSON.stringify(Object.fromEntries(formFields(value)), null, 2).replace(/\n/g, '\n  ')})`);
    } else if (isJson(mediaType) || typeof value !== 'string') {
      options.push(`  body: JSON.stringify(${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')})`);
    } else {
      options.push(`  body: ${JSON.stringify(value)}`);
    }
  }
  return `${prelude}const response = await fetch(${JSON.stringify(fullUrl(req))}, {\n${options.join(',\n')}\n});\n\nconst data = await response.json();\nconsole.log(data);`;
}
