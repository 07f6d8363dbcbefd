import { describe, expect, it } from 'vitest';
import { createPathSuggester } from './link-suggestions.js';

const versions = ['v1', 'v2', 'v3'];
const sections = ['guides', 'api', 'concepts'];
const pages = versions.flatMap((v) => sections.flatMap((s) => ['overview', 'install', 'webhooks', `${s}-limits`].map((p) => `/${v}/${s}/${p}`)));

describe('path suggestions', () => {
  it('points a moved page at the page with the same last segment, nearest by path', () => {
    const suggest = createPathSuggester([...pages, '/v3/guides/moved/authentication']);
    expect(suggest.suggest('/v3/guides/authentication')).toBe('/v3/guides/moved/authentication');
    expect(suggest.suggest('/v2/api/old/webhooks')).toBe('/v2/api/webhooks');
  });

  it('corrects a misspelt segment through shared trigrams', () => {
    const suggest = createPathSuggester(pages);
    expect(suggest.suggest('/v2/concepts/concepts-limts')).toBe('/v2/concepts/concepts-limits');
    expect(suggest.suggest('/v1/guides/instal')).toBe('/v1/guides/install');
  });

  it('suggests nothing when no page is alike, rather than a far one', () => {
    expect(createPathSuggester(pages).suggest('/zzz/qqq')).toBeUndefined();
    expect(createPathSuggester([]).suggest('/v1/guides/install')).toBeUndefined();
  });

  it('finds a misspelt page among 25,000 by its rare trigrams', () => {
    const many = Array.from({ length: 25_000 }, (_, i) => `/v${i % 50}/reference/endpoint-${i}`);
    many.push('/v7/reference/create-webhook-subscription');
    expect(createPathSuggester(many).suggest('/v7/reference/create-webhok-subscription')).toBe('/v7/reference/create-webhook-subscription');
  });
});
