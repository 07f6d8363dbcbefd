import { describe, expect, it } from 'vitest';
import { playgroundSettings } from './playground-settings.js';

describe('playgroundSettings', () => {
  it('reads api.playground and api.examples.prefill', () => {
    expect(playgroundSettings({ api: { playground: { display: 'simple', proxy: false }, examples: { prefill: true } } })).toEqual({
      display: 'simple',
      proxy: false,
      prefill: true,
    });
    expect(playgroundSettings({})).toEqual({});
  });

  it('falls back to the top-level playground of older files, mint.json modes included', () => {
    expect(playgroundSettings({ playground: { display: 'none' } })).toEqual({ display: 'none' });
    expect(playgroundSettings({ playground: { mode: 'hide' } })).toEqual({ display: 'none' });
    expect(playgroundSettings({ playground: { mode: 'show', proxy: false } })).toEqual({ display: 'interactive', proxy: false });
    expect(playgroundSettings({ api: { playground: { mode: 'simple' } } })).toEqual({ display: 'simple' });
  });

  it('api.playground wins over the top-level key; unknown values are ignored', () => {
    expect(playgroundSettings({ api: { playground: { display: 'interactive' } }, playground: { display: 'none', proxy: false } })).toEqual({
      display: 'interactive',
      proxy: false,
    });
    expect(playgroundSettings({ playground: { display: 'sometimes' } })).toEqual({});
  });
});
