import { h, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { CompiledPage } from './compiled-page.js';
import { withFallbackComponents, type ComponentMap } from './fallback-components.js';
import { MdxComponentsContext } from './mdx-components-context.js';
import { runtimeErrorDiagnostic } from './run-module.js';
import { createRenderSink, withRenderSink } from './render-sink.js';
import { renderMath } from './render-math.js';
import { MathContext } from '../shared/math.js';
import type { IslandIcon, IslandRecord } from '../shared/islands.js';
import { UnknownIconContext, type UnknownIcon } from '../shared/icons.js';

/** Result of {@link renderContentToHtml}. */
export interface RenderedContent {
  /** The page body as HTML; empty when the page did not compile or failed while rendering. */
  html: string;
  /** Component names the theme's map lacked, rendered as `<div data-unknown-component>`. */
  unknownComponents: string[];
  /** Runtime errors of the page (e.g. a ReferenceError in `{…}`), placed where they happened. */
  diagnostics: Diagnostic[];
  /** Interactive components rendered as islands (their HTML carries `data-island` = index). */
  islands: IslandRecord[];
  /** Icons drawn inside islands, for the browser. */
  islandIcons: Record<string, IslandIcon>;
  /** Icon names the page (or a snippet it imports) asked for that no set draws, in render order. */
  unknownIcons: UnknownIcon[];
}

/**
 * Server-renders a compiled page with the theme's components. The map reaches the
 * page and every imported snippet through context; unknown components fall back
 * instead of throwing. Errors thrown by the page's code become a diagnostic.
 */
export function renderContentToHtml(
  page: CompiledPage,
  components: ComponentMap,
  /** Wraps the page in the theme's providers (e.g. the icon library from docs.json). */
  wrap: (content: VNode<any>) => VNode<any> = (content) => content,
): RenderedContent {
  const unknownComponents: string[] = [];
  const unknownIcons: UnknownIcon[] = [];
  if (!page.Content) return { html: '', unknownComponents, diagnostics: [], islands: [], islandIcons: {}, unknownIcons };
  const map = withFallbackComponents(components, (name) => unknownComponents.push(name));
  const sink = createRenderSink();
  const Content = page.Content;
  try {
    // The server's <Icon> tells of a name it cannot draw; the page's renderer turns it into a warning.
    const reportIcon = (miss: UnknownIcon) => unknownIcons.push(miss);
    const content = h(UnknownIconContext.Provider, { value: reportIcon }, h(MdxComponentsContext.Provider, { value: map }, h(Content, {})));
    const html = withRenderSink(sink, () => renderToString(h(MathContext.Provider, { value: renderMath }, wrap(content))));
    return { html, unknownComponents, diagnostics: sink.diagnostics, islands: sink.islands, islandIcons: Object.fromEntries(sink.icons), unknownIcons };
  } catch (error) {
    return { html: '', unknownComponents, diagnostics: [...sink.diagnostics, runtimeErrorDiagnostic(error, page.file)], islands: [], islandIcons: {}, unknownIcons };
  }
}
