/*
 * What a compiled page or snippet (MDX's `function-body` output, after Quire's plugins) expects
 * to receive from whoever runs it: the server (src/content/run-module.ts) and the browser, for
 * islands (src/client/islands). The plugins that write the code and both runtimes read the names
 * from here.
 */

/** Key on the run options under which the linker passes imported modules (remark-snippet-imports.ts). */
export const IMPORTS_ARGUMENT = '__quireImports';

/** Key on the run options under which the page's frontmatter is passed (remark-frontmatter-binding.ts). */
export const FRONTMATTER_ARGUMENT = 'frontmatter';

/** Export name under which a JSX snippet's `export default` is kept (remark-jsx-default-export.ts). */
export const JSX_DEFAULT_EXPORT = '__quireDefault';

/** Key on the run options under which a module gets REACT_NAMES, GUARD and COMPONENT (remark-runtime-scope.ts). */
export const SCOPE_ARGUMENT = '__quireScope';

/** `__quireTry(() => expr, line, column)`: the expression's value, or nothing (and a warning) when it throws. */
export const GUARD = '__quireTry';

/** `__quireComponent(fn, name, interactive, line, column)`: a component the docs declare, as the runtime wraps it. */
export const COMPONENT = '__quireComponent';

/**
 * What Mintlify puts in scope of every MDX file without an import, as its "React components"
 * page teaches (`const [n, setN] = useState(0)`): React and its hooks (Preact's compatible ones).
 */
export const REACT_NAMES = [
  'React', 'Fragment', 'useState', 'useEffect', 'useLayoutEffect', 'useRef', 'useMemo', 'useCallback', 'useId',
  'useContext', 'useReducer', 'useTransition', 'useDeferredValue', 'useSyncExternalStore', 'useInsertionEffect',
  'createContext', 'createElement', 'cloneElement', 'isValidElement', 'forwardRef', 'memo', 'Children',
] as const;
