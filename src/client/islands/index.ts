import { h, hydrate } from 'preact';
import { MdxComponentsContext } from '../../content/mdx-components-context.js';
import { withFallbackComponents } from '../../content/fallback-components.js';
import { InsideIslandContext, ISLAND_TAG, MANIFEST_ATTRIBUTE, SLOT_TAG, type IslandManifest } from '../../shared/islands.js';
import { mdxComponents } from '../../../themes/shared/mdx/index.js';
import { setIslandIcons } from './client-icon.js';
import { createModuleRunner } from './run-island-modules.js';

/** An island's children as the server rendered them: kept as HTML, not re-rendered. */
function Slot(props: { html: string }) {
  return h(SLOT_TAG, { dangerouslySetInnerHTML: { __html: props.html } });
}

/**
 * Hydrates the page's islands: each server-rendered interactive component (inside ISLAND_TAG)
 * gets its component from its module, run in the browser, and its recorded props, and becomes
 * live where it stands; the rest of the page stays static HTML.
 */
/** Islands whose hydration has begun (their module may still be loading). */
const started = new WeakSet<Element>();

export async function hydrateIslands(doc: Document): Promise<void> {
  const script = doc.querySelector(`script[${MANIFEST_ATTRIBUTE}]`);
  if (!script?.textContent) return;
  const manifest = JSON.parse(script.textContent) as IslandManifest;
  const run = createModuleRunner(manifest);
  const components = withFallbackComponents(mdxComponents, () => {});
  setIslandIcons(manifest.icons ?? {});
  for (const element of doc.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    const record = manifest.islands[Number(element.dataset.island)];
    if (!record || started.has(element)) continue;
    started.add(element);
    try {
      const module = await run(record.module);
      const Component = module.components.get(record.name);
      if (!Component) throw new Error(`<${record.name}> is not declared in ${record.module}`);
      const props: Record<string, unknown> = { ...record.props };
      if (record.slot) props.children = h(Slot, { html: element.querySelector(SLOT_TAG)?.innerHTML ?? '' });
      const tree = h(MdxComponentsContext.Provider, { value: components }, h(InsideIslandContext.Provider, { value: true }, h(Component, props)));
      hydrate(tree, element);
      // Live from here on: a click before this reached only the server's HTML.
      element.dataset.hydrated = 'true';
    } catch (error) {
      console.warn(`Quire: the interactive component <${record.name}> could not start; it stays as first rendered`, error);
    }
  }
}
