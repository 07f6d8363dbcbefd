import type { SecurityView } from '../openapi/operation-model.js';
import type { Schema } from '../openapi/schema-utils.js';

/** The parts of a request security is checked against (header names lower-case). */
export interface CredentialSource {
  headers: Record<string, string | string[] | undefined>;
  query: URLSearchParams;
  cookies: Record<string, string>;
}

export interface SecurityFailure {
  message: string;
  /** `WWW-Authenticate` value for the first alternative. */
  challenge: string;
}

/**
 * Checks the effective security of an operation: passes when any alternative has all its
 * schemes' credentials present and well-formed. Token values are not verified: any
 * non-empty bearer token or API key works, as with a real API's sandbox.
 */
export function checkSecurity(security: SecurityView, req: CredentialSource): SecurityFailure | undefined {
  if (security.none || security.optional || security.alternatives.length === 0) return undefined;
  const problems: string[] = [];
  for (const set of security.alternatives) {
    const failures = set.map((use) => checkScheme(use.name, use.scheme, req)).filter((x): x is string => Boolean(x));
    if (!failures.length) return undefined;
    problems.push(failures.join('; '));
  }
  const first = security.alternatives[0]![0]!.scheme;
  return { message: problems.length > 1 ? `No accepted credentials: ${problems.join(' — or — ')}` : problems[0]!, challenge: challenge(first) };
}

function checkScheme(name: string, s: Schema, req: CredentialSource): string | undefined {
  const authorization = header(req, 'authorization');
  if (s.type === 'http' || s.type === 'oauth2' || s.type === 'openIdConnect') {
    const scheme = s.type === 'http' ? String(s.scheme ?? 'bearer').toLowerCase() : 'bearer';
    const word = scheme.charAt(0).toUpperCase() + scheme.slice(1);
    if (!authorization) return `missing Authorization header (${name} expects "Authorization: ${word} <${scheme === 'basic' ? 'base64(username:password)' : 'token'}>")`;
    const m = /^(\S+)\s+(\S.*)$/.exec(authorization.trim());
    if (!m || m[1]!.toLowerCase() !== scheme) return `malformed Authorization header: expected "${word} <${scheme === 'basic' ? 'credentials' : 'token'}>"`;
    if (scheme === 'basic') {
      const decoded = Buffer.from(m[2]!.trim(), 'base64').toString('utf8');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(m[2]!.trim()) || !decoded.includes(':')) return 'malformed Basic credentials: expected base64 of "username:password"';
    }
    return undefined;
  }
  if (s.type === 'apiKey') {
    const key = String(s.name ?? '');
    const value = s.in === 'query' ? req.query.get(key) : s.in === 'cookie' ? req.cookies[key] : header(req, key.toLowerCase());
    const where = s.in === 'query' ? 'query parameter' : s.in === 'cookie' ? 'cookie' : 'header';
    return value?.trim() ? undefined : `missing API key: ${where} "${key}" (${name})`;
  }
  // mutualTLS and unknown types cannot be checked here: accept.
  return undefined;
}

function challenge(s: Schema): string {
  if (s.type === 'http' && String(s.scheme).toLowerCase() === 'basic') return 'Basic realm="mock"';
  if (s.type === 'apiKey') return `ApiKey realm="mock", name="${String(s.name ?? '')}"`;
  return 'Bearer realm="mock"';
}

function header(req: CredentialSource, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}
