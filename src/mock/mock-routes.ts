import type { ApiIndex } from '../openapi/api-index.js';
import { documentServers, type ServerObject } from '../openapi/servers.js';

/** One `METHOD /path` the mock answers. */
export interface MockRoute {
  api: ApiIndex;
  method: string;
  /** The path key as in the document, e.g. `/agent/{domain}/job/{id}`. */
  path: string;
  pattern: RegExp;
  paramNames: string[];
  /** Literal segments first: `/users/me` wins over `/users/{id}`. */
  templated: number;
}

export type RouteMatch =
  | { kind: 'found'; route: MockRoute; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'not-found' };

/**
 * The base paths a document is served under: the path part of each server URL
 * (`https://api.example.com/v1` → `/v1`), `''` when it lists none.
 */
export function basePaths(document: any): string[] {
  const out = new Set(documentServers(document).map((s) => basePathOf(s.url, s.variables)));
  return out.size ? [...out] : [''];
}

function basePathOf(url: string, variables: ServerObject['variables']): string {
  const filled = url.replace(/\{([^}]+)\}/g, (_m, n: string) => String(variables?.[n]?.default ?? n));
  let path: string;
  try {
    path = new URL(filled, 'http://mock.invalid').pathname;
  } catch {
    path = '/';
  }
  return decodeURI(path).replace(/\/+$/, '');
}

/** Route table of every operation of the given documents, specific paths first. */
export function mockRoutes(apis: readonly ApiIndex[]): MockRoute[] {
  const routes: MockRoute[] = [];
  for (const api of apis) {
    const bases = basePaths(api.document);
    const prefix = `(?:${bases.map(escapeRegExp).join('|')})`;
    for (const entry of api.entries) {
      if (entry.kind !== 'operation' || !entry.path) continue;
      const paramNames: string[] = [];
      const body = entry.path
        .replace(/\/+$/, '')
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const m = /^\{([^}]+)\}$/.exec(part);
          if (!m) return escapeRegExp(part);
          paramNames.push(m[1]!);
          return '([^/]+)';
        })
        .join('');
      routes.push({ api, method: entry.method, path: entry.path, pattern: new RegExp(`^${prefix}${body}/?$`), paramNames, templated: paramNames.length });
    }
  }
  return routes.sort((a, b) => a.templated - b.templated);
}

/** Finds the route for a request; 405 when the path exists with other methods. */
export function matchRoute(routes: readonly MockRoute[], method: string, pathname: string): RouteMatch {
  const allow = new Set<string>();
  for (const route of routes) {
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    if (route.method === method.toUpperCase() || (method.toUpperCase() === 'HEAD' && route.method === 'GET')) {
      const params: Record<string, string> = {};
      route.paramNames.forEach((name, i) => {
        try {
          params[name] = decodeURIComponent(m[i + 1]!);
        } catch {
          params[name] = m[i + 1]!;
        }
      });
      return { kind: 'found', route, params };
    }
    allow.add(route.method);
  }
  return allow.size ? { kind: 'method-not-allowed', allow: [...allow] } : { kind: 'not-found' };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
