import type { AuthValue } from '../../openapi/playground/build-request.js';

/**
 * Credentials live in sessionStorage (this tab, until it closes), keyed by API document and
 * security scheme name, so every page of the same API shares them while another API of the
 * site (which may name its scheme the same) never gets them. Never localStorage, never cookies.
 */
const PREFIX = 'quire.playground.auth.';

const key = (api: string, scheme: string) => `${PREFIX}${JSON.stringify([api, scheme])}`;

export function loadAuth(api: string, scheme: string): AuthValue {
  try {
    const raw = sessionStorage.getItem(key(api, scheme));
    const v = raw ? (JSON.parse(raw) as unknown) : {};
    return v && typeof v === 'object' ? (v as AuthValue) : {};
  } catch {
    return {};
  }
}

export function saveAuth(api: string, scheme: string, value: AuthValue): void {
  try {
    if (Object.values(value).some(Boolean)) sessionStorage.setItem(key(api, scheme), JSON.stringify(value));
    else sessionStorage.removeItem(key(api, scheme));
  } catch {
    // Storage disabled (private mode, policy): the values still work for this page.
  }
}
