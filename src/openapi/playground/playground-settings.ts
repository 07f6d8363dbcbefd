import type { PlaygroundDisplay, PlaygroundOptions } from './playground-data.js';

/** The display modes a page's frontmatter `playground:` may choose. */
export const PAGE_DISPLAYS: readonly PlaygroundDisplay[] = ['interactive', 'simple', 'none'];

/** mint.json's `mode` names, which older sites still write. */
const LEGACY_MODES: Record<string, PlaygroundDisplay> = { show: 'interactive', simple: 'simple', hide: 'none' };

/**
 * `display: "auth"` shows Mintlify's playground to signed-in readers only. A static site has no
 * signed-in readers and is public wherever it is hosted, so everyone gets the interactive
 * playground (config/not-honoured says so).
 */
const AUTH_DISPLAY = 'auth';

const displayOf = (value: unknown): PlaygroundDisplay | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const { display, mode } = value as { display?: unknown; mode?: unknown };
  if (typeof display === 'string' && (PAGE_DISPLAYS as readonly string[]).includes(display)) return display as PlaygroundDisplay;
  if (display === AUTH_DISPLAY) return 'interactive';
  return typeof mode === 'string' ? LEGACY_MODES[mode] : undefined;
};

/**
 * The playground settings of a site: `api.playground` (`display`, `proxy`), else the top-level
 * `playground` of older docs.json files (same keys, or mint.json's `mode: show | simple | hide`),
 * and `api.examples.prefill`. Pure.
 */
export function playgroundSettings(config: { api?: { playground?: unknown; examples?: { prefill?: boolean } }; playground?: unknown }): PlaygroundOptions {
  const current = config.api?.playground as { proxy?: unknown } | undefined;
  const legacy = config.playground as { proxy?: unknown } | undefined;
  const display = displayOf(current) ?? displayOf(legacy);
  const proxy = typeof current?.proxy === 'boolean' ? current.proxy : typeof legacy?.proxy === 'boolean' ? legacy.proxy : undefined;
  return {
    ...(display && { display }),
    ...(proxy !== undefined && { proxy }),
    ...(config.api?.examples?.prefill === true && { prefill: true }),
  };
}
