import { HTTP_METHODS } from './api-index.js';
import { deref } from './resolve-ref.js';

/** A server object as a document writes it (`url` checked; variables as they are). */
export interface ServerObject {
  url: string;
  description?: unknown;
  variables?: Record<string, { default?: unknown; enum?: unknown } | undefined>;
}

/**
 * Every server a document names, in document order: the document's own, then each path's and
 * each operation's (OpenAPI lets both override the list). The playground proxy allows them
 * and the mock server serves under their paths.
 */
export function documentServers(document: any): ServerObject[] {
  const lists: unknown[] = [document?.servers];
  for (const raw of Object.values<unknown>(document?.paths ?? {})) {
    const item = deref<any>(document, raw);
    lists.push(item?.servers);
    for (const m of HTTP_METHODS) lists.push(item?.[m]?.servers);
  }
  const out: ServerObject[] = [];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const s of list) if (s && typeof s.url === 'string') out.push(s as ServerObject);
  }
  return out;
}
