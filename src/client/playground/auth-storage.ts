import type { AuthValue } from '../../openapi/playground/build-request.js';

/**
 * Credentials live in sessionStorage (this tab, until it closes), keyed by security scheme
 * name so every page of the same API shares them. Never localStorage, never cookies.
 */
const PREFIX = 'quire.playground.auth.';

export function loadAuth(scheme: string): AuthValue {
  try {
    const raw = sessionStorage.getItem(PREFIX + scheme);
    const v = raw ? (JSON.parse(raw) as unknown) : {};
    return v && typeof v === 'object' ? (v as AuthValue) : {};
  } catch {
    return {};
  }
}

export function saveAuth(scheme: string, value: AuthValue): void {
  try {
    if (Object.values(value).some(Boolean)) sessionStorage.setItem(PREFIX + scheme, JSON.stringify(value));
    else sessionStorage.removeItem(PREFIX + scheme);
  } catch {
    // Storage disabled (private mode, policy): the values still work for this page.
  }
}
