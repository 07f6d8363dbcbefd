import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { IslandIcon, IslandRecord } from '../shared/islands.js';

/** What code in a page reports while the page renders: contained errors and islands. */
export interface RenderSink {
  diagnostics: Diagnostic[];
  islands: IslandRecord[];
  /** Icons drawn inside islands (the browser has no icon sets to draw them from). */
  icons: Map<string, IslandIcon>;
}

export function createRenderSink(): RenderSink {
  return { diagnostics: [], islands: [], icons: new Map() };
}

/*
 * The sink of the page being rendered. Modules (snippets above all) are run once and shared by
 * every page of a build, so what they report cannot be bound when they run; rendering is
 * synchronous (preact-render-to-string), so one slot set around each render is exact.
 */
let active: RenderSink | undefined;

/** Runs a synchronous render with `sink` receiving what the page's code reports. */
export function withRenderSink<T>(sink: RenderSink, render: () => T): T {
  const previous = active;
  active = sink;
  try {
    return render();
  } finally {
    active = previous;
  }
}

/** The sink of the render in progress, if any (none when a module runs outside a page render). */
export function activeRenderSink(): RenderSink | undefined {
  return active;
}
