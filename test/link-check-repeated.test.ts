import { describe, expect, it } from 'vitest';
import { checkLinks, type RenderedPageLinks } from '../src/build/link-check.js';
import type { Page } from '../src/shared/site-model.js';

/**
 * Found by the APIs.guru sweep (issue 32): a Google API description links three missing
 * documentation paths from the description of each of its 758 operations. The link check
 * searched the nearest page or file for each of the 1,335 warnings (every time over all pages
 * and files): the build spent over a minute there and hit the sweep's time bound.
 */
describe('link check on generated API pages', () => {
  it('looks up the suggestion for a missing path once, however many pages link to it', () => {
    const pages: RenderedPageLinks[] = Array.from({ length: 1000 }, (_, i) => ({
      page: { path: `/api-reference/operations/get-projects-zones-instance-number-${i}`, source: { kind: 'operation' } } as unknown as Page,
      links: ['/compute/docs/reference/rest/v1/globalOperations', '/compute/docs/reference/rest/v1/zoneOperations'],
      ids: new Set<string>(),
    }));
    const files = new Set(Array.from({ length: 1000 }, (_, i) => `/api-reference/operations/get-projects-zones-instance-number-${i}.md`));
    const started = performance.now();
    const warnings = checkLinks(pages, files);
    const ms = performance.now() - started;
    expect(warnings).toHaveLength(2000);
    expect(new Set(warnings.map((w) => w.hint))).toEqual(new Set(['did you mean /api-reference/operations/get-projects-zones-instance-number-0?']));
    // Once per missing path: ~2 × 2,000 distances; per warning it was 2,000 × 2,000 (75 s).
    expect(ms).toBeLessThan(3000);
  });
});
