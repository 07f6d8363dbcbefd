import type { BuiltRequest } from '../../openapi/playground/build-request.js';
import type { FileRegistry } from './read-form.js';

export type SendResult =
  | {
      ok: true;
      status: number;
      statusText: string;
      ms: number;
      headers: [string, string][];
      /** The body as text, when its content type is text (JSON, XML, HTML, text/*). */
      body: string;
      /** Any other body (images, PDFs, octet streams): shown as an image or offered as a download. */
      blob?: Blob;
      contentType: string;
      via: 'proxy' | 'direct';
    }
  | { ok: false; ms: number; message: string };

/** Header names the proxy reads (and strips) instead of forwarding. */
export const TARGET_HEADER = 'X-Quire-Target';
export const COOKIE_HEADER = 'X-Quire-Cookie';

let proxyProbe: Promise<boolean> | undefined;

/** True when the server that served this page runs Quire's proxy (quire dev / preview). */
export function proxyAvailable(proxyUrl: string): Promise<boolean> {
  proxyProbe ??= fetch(proxyUrl, { headers: { accept: 'application/json' } })
    .then(async (r) => r.ok && ((await r.json()) as { quireProxy?: boolean }).quireProxy === true)
    .catch(() => false);
  return proxyProbe;
}

/** Sends the request with fetch, directly or through the proxy, timing it. */
export async function sendRequest(req: BuiltRequest, files: FileRegistry, proxyUrl: string | undefined): Promise<SendResult> {
  const headers = new Headers();
  for (const [k, v] of req.headers) headers.append(k, v);
  if (proxyUrl) {
    headers.set(TARGET_HEADER, req.url);
    if (req.cookies.length) headers.set(COOKIE_HEADER, req.cookies.map(([k, v]) => `${k}=${v}`).join('; '));
  }
  let body: BodyInit | undefined;
  if (req.body?.kind === 'multipart') {
    const form = new FormData();
    for (const [k, v] of req.body.fields) {
      const file = typeof v === 'string' ? undefined : files.get(v.file);
      if (file) form.append(k, file, file.name);
      else form.append(k, typeof v === 'string' ? v : v.file);
    }
    body = form;
  } else if (req.body?.kind === 'binary') {
    body = req.body.file ? files.get(req.body.file.file) : undefined;
  } else if (req.body) {
    body = req.body.text;
  }
  const start = performance.now();
  try {
    const response = await fetch(proxyUrl ?? req.url, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      credentials: 'omit',
      // Never followed: a redirect would carry the credentials to whatever host it names. The
      // proxy passes redirects on without a Location header (so 'follow' finds nothing to
      // follow and the 3xx is shown); direct ones can only be stopped, their target unseen.
      redirect: proxyUrl ? 'follow' : 'manual',
    });
    const ms = Math.round(performance.now() - start);
    if (response.type === 'opaqueredirect') return { ok: false, ms, message: REDIRECT_MESSAGE };
    const contentType = response.headers.get('content-type') ?? '';
    const blob = isTextType(contentType) ? undefined : await response.blob();
    const text = blob ? '' : await response.text();
    const refused = response.headers.get('x-quire-proxy-error');
    if (refused) return { ok: false, ms, message: refused };
    const list: [string, string][] = [];
    response.headers.forEach((v, k) => {
      // The proxy renames a redirect's Location so the browser does not follow it.
      if (k === 'x-quire-location') list.push(['location', v]);
      else if (k !== 'x-quire-proxy') list.push([k, v]);
    });
    return { ok: true, status: response.status, statusText: response.statusText, ms, headers: list, body: text, ...(blob && { blob }), contentType, via: proxyUrl ? 'proxy' : 'direct' };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - start), message: explainFailure(req.url) };
  }
}

/** Content types read as text; an absent type too (most error pages and small APIs omit it). */
export function isTextType(contentType: string): boolean {
  return !contentType.trim() || /^text\/|[/+](json|xml)\b|javascript|x-www-form-urlencoded|^application\/(graphql|yaml|x-yaml)/i.test(contentType);
}

export const REDIRECT_MESSAGE =
  'The server answered with a redirect. The playground does not follow redirects, so that credentials reach only the selected server; send the request to the address it redirects to instead (the browser does not reveal it, the Network panel of the developer tools does).';

/** fetch() says only "Failed to fetch"; say what usually causes it. */
export function explainFailure(url: string): string {
  let target: URL | undefined;
  try {
    target = new URL(url);
  } catch {
    return `"${url}" is not a valid URL. Check the server and its variables.`;
  }
  if (location.protocol === 'https:' && target.protocol === 'http:' && !/^(localhost|127\.|\[::1\])/.test(target.hostname)) {
    return `The browser blocked this request: the page is served over HTTPS and ${target.origin} over plain HTTP (mixed content).`;
  }
  return (
    `No answer could be read from ${target.origin}. Either the server is not reachable (is it running? is the URL right?), ` +
    `or it does not allow calls from this page: the API must send CORS headers (Access-Control-Allow-Origin) for ${location.origin}. ` +
    'While developing, "quire dev" and "quire preview" forward requests through their proxy, which avoids CORS.'
  );
}
