import { h, type ComponentChildren, type ComponentType } from 'preact';
import * as compat from 'preact/compat';
import { useContext } from 'preact/hooks';
import * as runtime from 'preact/jsx-runtime';
import { createUseMdxComponents, MdxComponentsContext } from '../../content/mdx-components-context.js';
import type { IslandManifest } from '../../shared/islands.js';
import { COMPONENT, FRONTMATTER_ARGUMENT, GUARD, IMPORTS_ARGUMENT, JSX_DEFAULT_EXPORT, REACT_NAMES, SCOPE_ARGUMENT } from '../../shared/module-contract.js';

/** A module as run in the browser: its exports and every component it declared, by name. */
export interface RunModule {
  exports: Record<string, unknown>;
  components: Map<string, ComponentType<any>>;
}

type Fn = (props: Record<string, unknown>) => unknown;

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => (options: object) => Promise<Record<string, unknown>>;

const REACT_SCOPE: Record<string, unknown> = { React: compat };
for (const name of REACT_NAMES) if (name !== 'React') REACT_SCOPE[name] = (compat as Record<string, unknown>)[name];

/** A theme component by name, looked up when it renders (`import { Card } from '@mintlify/components'`). */
const themeComponents = new Proxy({} as Record<string, unknown>, {
  get(_target, key) {
    if (typeof key !== 'string') return undefined;
    return (props: { children?: ComponentChildren }) => {
      const found = useContext(MdxComponentsContext)?.[key];
      return found ? h(found, props) : h('div', { 'data-unknown-component': key }, props.children);
    };
  },
  has: (_target, key) => typeof key === 'string',
});
const nothing = new Proxy({} as Record<string, unknown>, { get: () => () => null, has: () => true });
const BUILTINS: Record<string, Record<string, unknown>> = {
  'builtin:react': { ...compat, default: compat },
  'builtin:components': themeComponents,
  'builtin:missing': nothing,
};

/**
 * Runs the page's island modules as the server did (src/content/run-module.ts), with the same
 * arguments: Preact's JSX runtime, the theme's components through context, linked imports, the
 * frontmatter, and React's names. The browser's component wrapper only records components and
 * contains their errors; the server already decided what is an island.
 */
export function createModuleRunner(manifest: IslandManifest): (key: string) => Promise<RunModule> {
  const running = new Map<string, Promise<RunModule>>();
  const run = (key: string): Promise<RunModule> => {
    let found = running.get(key);
    if (!found) {
      found = load(key);
      running.set(key, found);
    }
    return found;
  };
  async function load(key: string): Promise<RunModule> {
    const builtin = BUILTINS[key];
    if (builtin) return { exports: builtin, components: new Map() };
    const module = manifest.modules[key];
    if (!module) throw new Error(`Quire islands: module ${key} is not in the page's manifest`);
    const imports: Record<string, unknown> = {};
    for (const [specifier, target] of Object.entries(module.imports)) imports[specifier] = (await run(target)).exports;
    const components = new Map<string, ComponentType<any>>();
    const scope = {
      ...REACT_SCOPE,
      [GUARD]: (fn: () => unknown) => {
        try {
          return fn();
        } catch (error) {
          console.warn(`Quire: an expression in ${key} failed`, error);
          return null;
        }
      },
      [COMPONENT]: (fn: Fn, name: string) => {
        if (typeof fn !== 'function') return fn;
        const Contained = (props: Record<string, unknown>) => {
          try {
            return fn(props);
          } catch (error) {
            console.warn(`Quire: the component <${name}> of ${key} failed`, error);
            return null;
          }
        };
        components.set(name, Contained as ComponentType<any>);
        return Contained;
      },
    };
    const exports = await new AsyncFunction(module.code)({
      ...runtime,
      useMDXComponents: createUseMdxComponents(module.usedComponents),
      [IMPORTS_ARGUMENT]: imports,
      [FRONTMATTER_ARGUMENT]: manifest.frontmatter,
      [SCOPE_ARGUMENT]: scope,
    });
    if (module.jsx && JSX_DEFAULT_EXPORT in exports) return { exports: { ...exports, default: exports[JSX_DEFAULT_EXPORT] }, components };
    return { exports, components };
  }
  return run;
}
