import { describe, expect, it } from 'vitest';
import { encodeUrlPath } from './page-paths.js';

describe('encodeUrlPath', () => {
  it('encodes what a URL path cannot hold, keeps what it can', () => {
    expect(encodeUrlPath('/guides/getting started')).toBe('/guides/getting%20started');
    expect(encodeUrlPath('/guías/añadir')).toBe('/gu%C3%ADas/a%C3%B1adir');
    expect(encodeUrlPath("/a-b_c.d~e/f!$&'()*+,;=:@")).toBe("/a-b_c.d~e/f!$&'()*+,;=:@");
    expect(encodeUrlPath('/q?x#y "z"')).toBe('/q%3Fx%23y%20%22z%22');
    expect(encodeUrlPath('/emoji/🚀')).toBe('/emoji/%F0%9F%9A%80');
    expect(encodeUrlPath('/lone/\uD800')).toBe('/lone/%EF%BF%BD');
  });

  it('is idempotent: escapes already present stay, a bare % is escaped', () => {
    for (const path of ['/a%20b', '/100%', '/x y/añadir', '/%zz']) expect(encodeUrlPath(encodeUrlPath(path))).toBe(encodeUrlPath(path));
    expect(encodeUrlPath('/a%20b')).toBe('/a%20b');
    expect(encodeUrlPath('/100%')).toBe('/100%25');
  });
});
