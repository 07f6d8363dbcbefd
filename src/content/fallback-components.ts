import { h, type ComponentChildren } from 'preact';

/** Any component value a theme may put in its map (function or class component, tag name). */
export type ComponentMap = Record<string, any>;

/** Symbol under which a fallback-aware map exposes its fallback factory (see materializeComponents). */
export const FALLBACK_FOR: unique symbol = Symbol('quire.fallbackFor');

/** Component names start upper-case; lower-case names are HTML tags and never fall back. */
const COMPONENT_NAME = /^[A-Z_$]/;

/**
 * Wraps a theme's component map so that any component name it lacks (`Note`,
 * `Tree` and its member `Tree.File`, …) renders its children inside
 * `<div data-unknown-component="Name">` instead of throwing, and reports each
 * such name once through `onUnknown` when it is first rendered (a name that is
 * only looked up, like `Tree` in `<Tree.File>`, is not reported).
 * Own keys are the map's, so spreading the result copies only real components.
 */
export function withFallbackComponents(components: ComponentMap, onUnknown: (name: string) => void): ComponentMap {
  const reported = new Set<string>();
  const fallbacks = new Map<string, unknown>();
  const report = (name: string): void => {
    if (reported.has(name)) return;
    reported.add(name);
    onUnknown(name);
  };
  // One fallback per name, so the component identity is stable across renders.
  const fallbackFor = (name: string): unknown => {
    let fallback = fallbacks.get(name);
    if (!fallback) {
      fallback = createFallback(name, report, fallbackFor);
      fallbacks.set(name, fallback);
    }
    return fallback;
  };
  return new Proxy(components, {
    get(target, key, receiver) {
      if (key === FALLBACK_FOR) return fallbackFor;
      const value = Reflect.get(target, key, receiver);
      if (value !== undefined && value !== null) return value;
      return typeof key === 'string' && COMPONENT_NAME.test(key) ? fallbackFor(key) : value;
    },
  });
}

/**
 * A component that shows its children in a marked `div`. Upper-case member access
 * (`Tree.File`) yields the fallback for the dotted name; other properties
 * (`prototype`, `defaultProps`, … that preact reads) behave as on a plain function.
 */
function createFallback(name: string, report: (name: string) => void, fallbackFor: (name: string) => unknown): unknown {
  const Fallback = (props: { children?: ComponentChildren }) => {
    report(name);
    return h('div', { 'data-unknown-component': name }, props.children);
  };
  return new Proxy(Fallback, {
    get(target, key, receiver) {
      if (typeof key === 'string' && COMPONENT_NAME.test(key)) return fallbackFor(`${name}.${key}`);
      return Reflect.get(target, key, receiver);
    },
  });
}

/**
 * The components object one compiled module receives from `useMDXComponents`.
 * MDX spreads the map (`{...components}`), which copies own keys only and would
 * lose a Proxy's fallbacks; so the names this module needs (`usedComponents`,
 * known at compile time) are read through the map here and set as own keys.
 * For a dotted name whose root exists but whose member does not
 * (`Tree` given, `Tree.File` not), the root is wrapped to fall back on members.
 */
export function materializeComponents(components: ComponentMap, usedComponents: readonly string[]): ComponentMap {
  if (usedComponents.length === 0) return components;
  const out: ComponentMap = { ...components };
  const fallbackFor = ((components as { [FALLBACK_FOR]?: (name: string) => unknown })[FALLBACK_FOR]) ?? silentFallbackFor;
  for (const name of usedComponents) {
    const [root, ...members] = name.split('.');
    const value = components[root!];
    if (value === undefined || value === null) {
      out[root!] = fallbackFor(root!);
    } else if (members.length > 0 && resolveMember(value, members) === undefined) {
      out[root!] = withFallbackMembers(value, root!, fallbackFor);
    } else {
      out[root!] = value;
    }
  }
  return out;
}

function resolveMember(value: unknown, members: string[]): unknown {
  let current: any = value;
  for (const member of members) current = current == null ? undefined : current[member];
  return current ?? undefined;
}

function withFallbackMembers(value: any, name: string, fallbackFor: (name: string) => unknown): unknown {
  return new Proxy(value, {
    get(target, key, receiver) {
      const member = Reflect.get(target, key, receiver);
      if (member !== undefined && member !== null) return member;
      return typeof key === 'string' && COMPONENT_NAME.test(key) ? fallbackFor(`${name}.${key}`) : member;
    },
  });
}

/** Used when a module renders without a fallback-aware map: no reporting, still no crash. */
function silentFallbackFor(name: string): unknown {
  return createFallback(name, () => {}, silentFallbackFor);
}
