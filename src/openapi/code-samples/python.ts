import { formFields, isForm, isJson, type SampleRequest } from './sample-request.js';

/** A `requests` call for the request. */
export function pythonSample(req: SampleRequest): string {
  const lines = ['import requests', '', `url = ${py(req.url)}`];
  const args = ['url'];
  if (req.query.length) {
    lines.push(`params = ${pyDict(req.query)}`);
    args.push('params=params');
  }
  const headers = req.headers.filter(([n]) => !(n === 'Content-Type' && req.body && (isJson(req.body.mediaType) || isForm(req.body.mediaType))));
  if (headers.length) {
    lines.push(`headers = ${pyDict(headers)}`);
    args.push('headers=headers');
  }
  if (req.body) {
    const { mediaType, value } = req.body;
    if (/^multipart\//i.test(mediaType)) {
      lines.push(`files = ${pyDict(formFields(value).map(([k, v]) => [k, `(None, ${py(v)})`]), true)}`);
      args.push('files=files');
    } else if (isForm(mediaType)) {
      lines.push(`data = ${pyDict(formFields(value))}`);
      args.push('data=data');
    } else if (isJson(mediaType) || typeof value !== 'string') {
      lines.push(`payload = ${pyValue(value, 0)}`);
      args.push('json=payload');
    } else {
      lines.push(`data = ${py(value)}`);
      args.push('data=data');
    }
  }
  lines.push('', `response = requests.request(${py(req.method)}, ${args.join(', ')})`, '', 'print(response.json())');
  return lines.join('\n');
}

function py(s: string): string {
  return JSON.stringify(s);
}

function pyDict(entries: [string, string][], raw = false): string {
  return `{\n${entries.map(([k, v]) => `    ${py(k)}: ${raw ? v : py(v)}`).join(',\n')}\n}`;
}

/** A JSON value as a Python literal (True/False/None, same nesting). */
function pyValue(value: unknown, indent: number): string {
  const pad = '    '.repeat(indent + 1);
  const end = '    '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return py(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => pad + pyValue(v, indent + 1)).join(',\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${py(k)}: ${pyValue(v, indent + 1)}`).join(',\n')}\n${end}}`;
}
