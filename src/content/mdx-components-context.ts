import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { materializeComponents, type ComponentMap } from './fallback-components.js';

/**
 * Carries the theme's component map to every compiled module of a page, including
 * imported snippets (which MDX does not pass `props.components` to). A constant
 * identity shared by compile and render, not a cache.
 */
export const MdxComponentsContext = createContext<ComponentMap | null>(null);

const NO_COMPONENTS: ComponentMap = {};

/**
 * The `useMDXComponents` one compiled module is run with: reads the map from
 * context and sets the module's `usedComponents` as own keys (see materializeComponents).
 */
export function createUseMdxComponents(usedComponents: readonly string[]): () => ComponentMap {
  return () => materializeComponents(useContext(MdxComponentsContext) ?? NO_COMPONENTS, usedComponents);
}
