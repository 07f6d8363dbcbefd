import { h, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import type { ModuleExports } from './run-module.js';
import { MdxComponentsContext } from './mdx-components-context.js';
import { serverReact } from './server-react.js';

/** Module key prefix of modules Quire provides instead of files (island manifests name them too). */
export const BUILTIN_PREFIX = 'builtin:';

/** React, as `import { useState } from 'react'` gets it on the server (server-react.ts). */
const reactModule: ModuleExports = serverReact;

/**
 * Components Mintlify's own package exports (`import { Card } from '@mintlify/components'`):
 * the theme's components, looked up when they render, so the page gets the same ones as a
 * `<Card>` written without an import. Any name is offered; one the theme lacks shows its children.
 */
const componentCache = new Map<string, unknown>();
const componentsModule: ModuleExports = new Proxy({} as ModuleExports, {
  get(_target, key) {
    if (typeof key !== 'string') return undefined;
    let component = componentCache.get(key);
    if (!component) {
      const ThemeComponent = (props: { children?: ComponentChildren }) => {
        const map = useContext(MdxComponentsContext);
        const found = map?.[key];
        return found ? h(found, props) : h('div', { 'data-unknown-component': key }, props.children);
      };
      ThemeComponent.displayName = key;
      component = ThemeComponent;
      componentCache.set(key, component);
    }
    return component;
  },
  has: (_target, key) => typeof key === 'string',
});

/** Renders nothing: what a name imported from a missing or unsupported module becomes. */
function Nothing(): null {
  return null;
}

/** Every name it is asked for is a component that renders nothing (the import was already reported). */
const missingModule: ModuleExports = new Proxy({} as ModuleExports, {
  get: (_target, key) => (typeof key === 'string' ? Nothing : undefined),
  has: (_target, key) => typeof key === 'string',
});

const BUILTINS: Record<string, { key: string; exports: ModuleExports }> = {
  react: { key: `${BUILTIN_PREFIX}react`, exports: reactModule },
  'react-dom': { key: `${BUILTIN_PREFIX}react`, exports: reactModule },
  'preact/compat': { key: `${BUILTIN_PREFIX}react`, exports: reactModule },
  '@mintlify/components': { key: `${BUILTIN_PREFIX}components`, exports: componentsModule },
};

/** The module Quire provides for a bare import specifier (`react`, `@mintlify/components`), if any. */
export function builtinModule(specifier: string): { key: string; exports: ModuleExports } | undefined {
  return Object.hasOwn(BUILTINS, specifier) ? BUILTINS[specifier] : undefined;
}

/** Stands in for a module that could not be loaded: its imported names render nothing. */
export const MISSING_MODULE = { key: `${BUILTIN_PREFIX}missing`, exports: missingModule };
