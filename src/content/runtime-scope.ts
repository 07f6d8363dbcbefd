import { h, type ComponentType, type VNode } from 'preact';
import { useContext } from 'preact/hooks';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { InsideIslandContext, IslandIconsContext, ISLAND_TAG, serializableProps, SLOT_TAG, type IslandIcon } from '../shared/islands.js';
import { COMPONENT, GUARD, REACT_NAMES } from '../shared/module-contract.js';
import { activeRenderSink } from './render-sink.js';
import { serverReact } from './server-react.js';

type Fn = (...args: any[]) => any;

/** React's names as pages and snippets see them on the server (server-react.ts). */
const REACT: Record<string, unknown> = (() => {
  const names: Record<string, unknown> = { React: serverReact };
  for (const name of REACT_NAMES) if (name !== 'React') names[name] = serverReact[name];
  return names;
})();

/**
 * The names remark-runtime-scope.ts binds in a module (`__quireScope`), on the server: React and
 * its hooks, the expression guard and the component wrapper, reporting to the page being
 * rendered (render-sink.ts) with places in `file`.
 */
export function runtimeScope(file: string): Record<string, unknown> {
  return {
    ...REACT,
    [GUARD]: (fn: () => unknown, line: number, column: number) => {
      try {
        return fn();
      } catch (error) {
        report(contained(error, file, line, column, 'This expression failed while the page was rendered, so it renders nothing.'));
        return null;
      }
    },
    [COMPONENT]: (fn: Fn, name: string, interactive: boolean, line: number, column: number) => wrapComponent({ file, line, column }, fn, name, interactive),
  };
}

function report(diagnostic: Diagnostic): void {
  const sink = activeRenderSink();
  if (!sink) return;
  const same = sink.diagnostics.some((d) => d.code === diagnostic.code && d.file === diagnostic.file && d.line === diagnostic.line && d.message === diagnostic.message);
  if (!same) sink.diagnostics.push(diagnostic);
}

function contained(error: unknown, file: string, line: number | undefined, column: number | undefined, what: string): Diagnostic {
  const e = error instanceof Error ? error : new Error(String(error));
  return {
    severity: 'warning',
    code: 'content/runtime-error',
    message: `${e.name}: ${e.message}`,
    file,
    ...(line ? { line } : {}),
    ...(column ? { column } : {}),
    hint: `${what} ${e instanceof ReferenceError ? 'A name it reads is not defined: declare it with `export const`, import it, or escape literal braces as `\\{`.' : 'Check the JavaScript it runs.'}`,
  };
}

/**
 * A component the docs declare, as the page renders it: an error inside it costs only the
 * component (a warning; it renders nothing). An interactive one (hooks, event handlers) outside
 * any island becomes an island: its HTML inside ISLAND_TAG and its props recorded for the
 * browser, which hydrates it (src/client/islands.ts).
 */
function wrapComponent(place: { file: string; line: number; column: number }, fn: Fn, name: string, interactive: boolean): ComponentType<Record<string, unknown>> {
  const { file } = place;
  if (typeof fn !== 'function') return fn;
  // Hooks inside `fn` attach to this component, as in the browser, where the island's root is `fn` too.
  function Contained(props: Record<string, unknown>) {
    try {
      return fn(props);
    } catch (error) {
      report(contained(error, file, place.line, place.column, `The component <${name}> (declared here) failed while the page was rendered, so it renders nothing.`));
      return null;
    }
  }
  Contained.displayName = name;
  if (!interactive) return Contained;
  let unhydratable: string | undefined;
  function Island(props: Record<string, unknown>): VNode<any> | null {
    const inside = useContext(InsideIslandContext);
    const sink = activeRenderSink();
    if (inside || !sink) return h(Contained, props);
    const serial = serializableProps(props);
    if (!serial.ok) {
      if (unhydratable !== serial.prop) {
        unhydratable = serial.prop;
        report({
          severity: 'warning',
          code: 'content/island-props',
          message: `<${name}> is interactive, but its prop "${serial.prop}" cannot be sent to the browser, so it is shown as first rendered and does not respond`,
          file,
          hint: 'Pass only strings, numbers, booleans, arrays and plain objects to interactive components (children are fine); define functions inside the component.',
        });
      }
      return h(Contained, props);
    }
    const slot = props.children !== undefined && props.children !== null;
    const index = sink.islands.push({ module: file, name, props: serial.props, slot }) - 1;
    const inner = slot ? { ...props, children: h(SLOT_TAG, null, props.children as VNode) } : props;
    const recordIcon = (key: string, icon: IslandIcon) => sink.icons.set(key, icon);
    return h(
      ISLAND_TAG,
      { 'data-island': String(index) },
      h(IslandIconsContext.Provider, { value: recordIcon }, h(InsideIslandContext.Provider, { value: true }, h(Contained, inner))),
    );
  }
  Island.displayName = name;
  return Island;
}
