import { run } from '@mdx-js/mdx';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import * as runtime from 'preact/jsx-runtime';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { ModuleRecord } from './compile-module.js';
import { createUseMdxComponents } from './mdx-components-context.js';
import { FRONTMATTER_ARGUMENT } from './plugins/remark-frontmatter-binding.js';
import { JSX_DEFAULT_EXPORT } from './plugins/remark-jsx-default-export.js';
import { IMPORTS_ARGUMENT } from './plugins/remark-snippet-imports.js';
import { SCOPE_ARGUMENT } from '../shared/module-contract.js';
import { runtimeScope } from './runtime-scope.js';

/** What a module exports: `default` (the component) and its named exports. */
export type ModuleExports = Record<string, unknown>;

/** Result of running a module: its exports, or a diagnostic for a top-level runtime error. */
export type RunResult = { ok: true; exports: ModuleExports } | { ok: false; diagnostic: Diagnostic };

/**
 * Runs a compiled module with preact's JSX runtime, its linked imports and its
 * frontmatter. Top-level code of a page or snippet may throw (`export const x = y()`),
 * which becomes a diagnostic, not a crash.
 */
export async function runModule(root: string, record: ModuleRecord, imports: Record<string, ModuleExports>): Promise<RunResult> {
  if (record.code === null) throw new Error(`runModule: ${record.file} has no code (internal error)`);
  try {
    const exports: ModuleExports = await run(record.code, {
      ...runtime,
      // Imports are linked by Quire, so MDX never resolves a URL against it; `import.meta.url` still may.
      baseUrl: pathToFileURL(join(root, record.file)).href,
      useMDXComponents: createUseMdxComponents(record.usedComponents),
      [IMPORTS_ARGUMENT]: imports,
      [FRONTMATTER_ARGUMENT]: record.frontmatter,
      [SCOPE_ARGUMENT]: runtimeScope(record.file),
    } as Parameters<typeof run>[1]);
    if (record.kind === 'jsx') return { ok: true, exports: jsxModuleExports(exports, record.privateNames) };
    return { ok: true, exports };
  } catch (error) {
    return { ok: false, diagnostic: runtimeErrorDiagnostic(error, record.file) };
  }
}

/** A JS module's `default` is its own default export (or absent), not MDX's empty document. */
function jsxModuleExports(exports: ModuleExports, privateNames: readonly string[]): ModuleExports {
  const { [JSX_DEFAULT_EXPORT]: defaultExport, default: _mdxDocument, ...named } = exports;
  for (const name of privateNames) delete named[name];
  return defaultExport === undefined ? named : { ...named, default: defaultExport };
}

/** Error thrown while running or rendering user code → diagnostic without a stack trace. */
export function runtimeErrorDiagnostic(error: unknown, file: string): Diagnostic {
  const e = error instanceof Error ? error : new Error(String(error));
  return {
    severity: 'error',
    code: 'content/runtime-error',
    message: `${e.name}: ${e.message}`,
    file,
    hint:
      e instanceof ReferenceError
        ? 'An expression refers to a name that is not defined. In MDX only imports, `export const`s, `props` and `frontmatter` are in scope; escape a literal `{` as `\\{`.'
        : 'An expression or component in this file failed while running; check the JavaScript in `{…}` and in `export`s.',
  };
}
