import { cloneElement, Component, createContext, createElement, createRef, Fragment, isValidElement, toChildArray, type ComponentChildren, type ComponentType, type VNode } from 'preact';
import * as hooks from 'preact/hooks';

/*
 * React as code in the docs sees it on the server: Preact with its hooks, plus the few React
 * helpers Preact's core lacks. Not preact/compat: importing it installs global render hooks
 * (`options.vnode`) that rewrite every element's props, which moved `class` to the end of every
 * attribute list of every page once any page had used React. In the browser, islands use
 * preact/compat itself (React's `onChange` semantics); the HTML both render is the same.
 */

type Child = ComponentChildren;

const Children = {
  map<T>(children: Child, fn: (child: Child, index: number) => T): T[] {
    return toChildArray(children).map((child, index) => fn(child, index));
  },
  forEach(children: Child, fn: (child: Child, index: number) => void): void {
    toChildArray(children).forEach((child, index) => fn(child, index));
  },
  count: (children: Child): number => toChildArray(children).length,
  toArray: (children: Child): Child[] => toChildArray(children),
  only(children: Child): Child {
    const all = toChildArray(children);
    if (all.length !== 1) throw new Error('React.Children.only expected to receive a single React element child.');
    return all[0];
  },
};

/** `forwardRef((props, ref) => …)`: the ref arrives as the second argument. */
function forwardRef<P>(render: (props: P, ref: unknown) => VNode | null): ComponentType<P & { ref?: unknown }> {
  const Forwarded = (props: P & { ref?: unknown }) => render(props, props.ref);
  return Forwarded;
}

/** Rendering once on the server, memoising changes nothing. */
const memo = <P,>(component: ComponentType<P>): ComponentType<P> => component;

const serverHooks = {
  useState: hooks.useState,
  useReducer: hooks.useReducer,
  useEffect: hooks.useEffect,
  useLayoutEffect: hooks.useLayoutEffect,
  useInsertionEffect: hooks.useLayoutEffect,
  useRef: hooks.useRef,
  useMemo: hooks.useMemo,
  useCallback: hooks.useCallback,
  useContext: hooks.useContext,
  useId: hooks.useId,
  useImperativeHandle: hooks.useImperativeHandle,
  useDebugValue: hooks.useDebugValue,
  useTransition: (): [boolean, (fn: () => void) => void] => [false, (fn) => fn()],
  useDeferredValue: <T,>(value: T): T => value,
  useSyncExternalStore: <T,>(_subscribe: unknown, getSnapshot: () => T, getServerSnapshot?: () => T): T => (getServerSnapshot ?? getSnapshot)(),
};

/** The `react` module as imports and `React.…` see it on the server. */
export const serverReact: Record<string, unknown> = {
  ...serverHooks,
  createElement,
  cloneElement,
  isValidElement,
  createContext,
  createRef,
  Component,
  PureComponent: Component,
  Fragment,
  Children,
  forwardRef,
  memo,
  version: '18.3.1',
};
serverReact.default = serverReact;
