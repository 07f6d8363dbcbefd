import { join, posix } from 'node:path';
import { closest } from '../shared/did-you-mean.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { BUILTIN_PREFIX, builtinModule, MISSING_MODULE } from './builtin-modules.js';
import type { IslandModule } from '../shared/islands.js';
import type { CompiledPage } from './compiled-page.js';
import { compileModule, type ModuleRecord } from './compile-module.js';
import { createContentProcessors } from './create-processor.js';
import type { CodeThemes } from './highlight/code-themes.js';
import type { ImportRef } from './plugins/remark-snippet-imports.js';
import { OutsideRootError, readTextFileWithin, type ReadTextFile } from './read-file-fs.js';
import { runModule, type ModuleExports, type RunResult } from './run-module.js';
import { staticContentComponent } from './static-content.js';
import { asWarnings, unreadablePage } from './unreadable-page.js';
import { moduleKindOf, resolveSnippetSpecifier } from './snippet-specifier.js';
import type { SnippetReader } from './to-markdown.js';
import type { ParseMemo } from './parse-chunks.js';

/** Options of {@link createContentCompiler}. */
export interface ContentCompilerOptions {
  /** Absolute path of the docs root; `/` in imports and every snippet path are relative to it. */
  root: string;
  /** Reads snippet files by absolute path (`undefined` when missing). Defaults to the disk. */
  readFile?: ReadTextFile;
  /** Render pages that need no JavaScript from their hast tree (default true; static-content.ts). */
  staticContent?: boolean;
  /** Files of the docs folder (root-relative), for "did you mean" when an imported snippet is missing. */
  listFiles?: () => readonly string[];
  /** Shiki themes for fenced code (docs.json `styling.codeblocks`); default Quire's pair. */
  codeThemes?: CodeThemes;
}

/** Compiles pages of one docs root, sharing processors and compiled snippets between pages. */
export interface ContentCompiler {
  /**
   * Compiles a page (`file` relative to the root, e.g. `guides/intro.mdx`) and links
   * its snippet imports. Never throws for problems in the content.
   */
  compilePage(file: string, source: string, format?: 'mdx' | 'md', opts?: CompilePageExtras): Promise<CompiledPage>;
  /** Forgets a cached snippet (e.g. after it changed on disk); pages are never cached. */
  invalidate(file: string): void;
}

/** Extra outputs of one page compile. */
export interface CompilePageExtras {
  /** Also produce the page as Markdown (`CompiledPage.markdown`) from the same parse. */
  markdownTwin?: { readSnippet?: SnippetReader };
  /** A long page's pieces from its last parse, and where this parse leaves its own (parse-chunks.ts). */
  parseMemo?: ParseMemo;
}

/** Where an import led: a compiled file, or a module Quire provides (`builtin:…`). */
type ResolvedImport = { kind: 'file'; record: ModuleRecord } | { kind: 'builtin'; key: string; exports: ModuleExports };

/** Per-page state threaded through linking. */
interface LinkContext {
  page: string;
  diagnostics: Diagnostic[];
  usedComponents: Set<string>;
  /** Class names the page and its snippets write (candidates for utility classes). */
  classNames: Set<string>;
  /** Snippet files the page reached (directly or through other snippets), for caches. */
  dependencies: Set<string>;
}

/**
 * Creates a content compiler for one docs root. Processors are built once here, and
 * snippets are compiled and run at most once per compiler (caches live in this
 * closure, never at module level). Snippets are linked by Quire rather than
 * `import()`ed: compile (cached) → walk imports with the chain of files that led
 * here (a repeat is a cycle, reported instead of waiting forever) → run once.
 */
export function createContentCompiler(options: ContentCompilerOptions): ContentCompiler {
  const { root } = options;
  const readFile = options.readFile ?? readTextFileWithin(root);
  const processors = createContentProcessors({ staticContent: options.staticContent, ...(options.codeThemes && { codeThemes: options.codeThemes }) });
  /** Compiled snippets by root-relative path; `undefined` = no such file. */
  const compiled = new Map<string, Promise<ModuleRecord | undefined>>();
  /** Run snippets by root-relative path. Created only after all their imports ran, so never circular. */
  const instances = new Map<string, Promise<RunResult>>();

  function loadSnippetFile(file: string): Promise<ModuleRecord | undefined> {
    let record = compiled.get(file);
    if (!record) {
      record = readFile(join(root, file)).then((source) =>
        source === undefined ? undefined : compileModule(processors, file, source, moduleKindOf(file) ?? 'mdx', { snippet: true }),
      );
      compiled.set(file, record);
    }
    return record;
  }

  /** How each module's import specifiers resolved (file → specifier → module key), for moduleGraph. */
  const resolved = new Map<string, Record<string, string>>();

  async function resolveImport(ref: ImportRef, importer: string, ctx: LinkContext): Promise<ResolvedImport | undefined> {
    const place = { file: importer, line: ref.line, column: ref.column };
    const where = importer === ctx.page ? importer : `${importer} (imported by page ${ctx.page})`;
    const builtin = builtinModule(ref.specifier);
    if (builtin) return { kind: 'builtin', ...builtin };
    const resolution = resolveSnippetSpecifier(ref.specifier, importer);
    if (!resolution.ok) {
      // A package Mintlify does not provide either: its names render nothing, the page builds.
      if (resolution.code === 'content/import-not-allowed') {
        ctx.diagnostics.push({ severity: 'warning', code: resolution.code, message: `${resolution.message}; what it imports renders nothing`, hint: resolution.hint, ...place });
        return { kind: 'builtin', ...MISSING_MODULE };
      }
      ctx.diagnostics.push({ severity: 'error', code: resolution.code, message: resolution.message, hint: resolution.hint, ...place });
      return undefined;
    }
    for (const candidate of resolution.candidates) {
      let record: ModuleRecord | undefined;
      try {
        record = await loadSnippetFile(candidate);
      } catch (error) {
        if (!(error instanceof OutsideRootError)) throw error;
        ctx.diagnostics.push({
          severity: 'error',
          code: 'content/import-outside-root',
          message: `Import of "${ref.specifier}" in ${where}: ${candidate} is a symlink that points outside the docs folder`,
          hint: 'Snippets must live inside the docs root; copy the file into the docs folder instead of linking to it.',
          ...place,
        });
        return undefined;
      }
      if (record) return { kind: 'file', record };
    }
    const suggestion = nearestModuleFile(resolution.candidates[0]!);
    ctx.diagnostics.push({
      severity: 'warning',
      code: 'content/snippet-not-found',
      message: `Snippet "${ref.specifier}" imported in ${where} was not found; what it imports renders nothing`,
      hint: `${suggestion ? `Did you mean "/${suggestion}"? ` : ''}Looked for ${resolution.candidates.join(', ')} in the docs folder. Paths starting with \`/\` are relative to the docs root, \`./\` and \`../\` to the importing file.`,
      ...place,
    });
    return { kind: 'builtin', ...MISSING_MODULE };
  }

  /** The existing snippet file closest to a missing one (`snippets/intro.mdx` for `snippets/intr.mdx`). */
  function nearestModuleFile(missing: string): string | undefined {
    const files = (options.listFiles?.() ?? []).filter((f) => moduleKindOf(f) !== undefined);
    if (files.length === 0) return undefined;
    const base = posix.basename(missing).replace(/\.[^.]+$/, '');
    // Same file name elsewhere first (a wrong folder), then the closest path.
    const sameName = files.find((f) => posix.basename(f).replace(/\.[^.]+$/, '') === base);
    return sameName ?? closest(missing, files);
  }

  /** Links and runs the imports of `record`; `null` when any of them failed (already reported). */
  async function linkImports(record: ModuleRecord, chain: string[], ctx: LinkContext): Promise<{ modules: Record<string, ModuleExports>; keys: Record<string, string> } | null> {
    const modules: Record<string, ModuleExports> = {};
    const keys: Record<string, string> = {};
    let ok = true;
    for (const ref of record.imports) {
      const target = await resolveImport(ref, record.file, ctx);
      if (!target) {
        ok = false;
        continue;
      }
      if (target.kind === 'builtin') {
        modules[ref.specifier] = target.exports;
        keys[ref.specifier] = target.key;
        continue;
      }
      const dependency = target.record;
      ctx.dependencies.add(dependency.file);
      if (chain.includes(dependency.file)) {
        const cycle = [...chain.slice(chain.indexOf(dependency.file)), dependency.file];
        ctx.diagnostics.push({
          severity: 'error',
          code: 'content/snippet-cycle',
          message: `Snippet import cycle in page ${ctx.page}: ${cycle.join(' → ')}`,
          hint: 'Snippets cannot import each other in a loop; move the shared part into a separate snippet that both import.',
          file: record.file,
          line: ref.line,
          column: ref.column,
        });
        ok = false;
        continue;
      }
      const exports = await instantiate(dependency, [...chain, dependency.file], ctx);
      if (!exports) {
        // Its own problems are reported; the names it should give render nothing.
        modules[ref.specifier] = MISSING_MODULE.exports;
        keys[ref.specifier] = MISSING_MODULE.key;
        continue;
      }
      keys[ref.specifier] = dependency.file;
      const missing = ref.names.filter((name) => name !== '*' && !(name in exports));
      for (const name of missing) {
        const available = Object.keys(exports).filter((n) => !n.startsWith('__quire'));
        ctx.diagnostics.push({
          severity: 'warning',
          code: 'content/snippet-missing-export',
          message: `Snippet "${ref.specifier}" has no ${name === 'default' ? 'default export' : `export named "${name}"`} (imported in ${record.file === ctx.page ? record.file : `${record.file}, page ${ctx.page}`}); it renders nothing`,
          hint: available.length > 0 ? `It exports: ${available.join(', ')}.` : 'It has no exports.',
          file: record.file,
          line: ref.line,
          column: ref.column,
        });
      }
      modules[ref.specifier] = missing.length > 0 ? withMissingNames(exports, missing) : exports;
    }
    return ok ? { modules, keys } : null;
  }

  /** Exports of a snippet, running it the first time; walks its imports every time for diagnostics. */
  async function instantiate(record: ModuleRecord, chain: string[], ctx: LinkContext): Promise<ModuleExports | null> {
    // A snippet that does not compile renders nothing where it is used: a warning, the page builds.
    ctx.diagnostics.push(...(record.code === null ? asWarnings(record.diagnostics) : record.diagnostics));
    for (const name of record.usedComponents) ctx.usedComponents.add(name);
    for (const name of record.classNames) ctx.classNames.add(name);
    if (record.code === null) return null;
    const linked = await linkImports(record, chain, ctx);
    if (!linked) return null;
    resolved.set(record.file, linked.keys);
    let instance = instances.get(record.file);
    if (!instance) {
      instance = runModule(root, record, linked.modules);
      instances.set(record.file, instance);
    }
    const result = await instance;
    if (result.ok) return result.exports;
    // The snippet's own code threw as it ran: what pages import from it renders nothing.
    ctx.diagnostics.push({ ...result.diagnostic, severity: 'warning', message: `${result.diagnostic.message} (while running the snippet; what it exports renders nothing)` });
    return null;
  }

  async function compilePage(file: string, source: string, format: 'mdx' | 'md' = 'mdx', extras: CompilePageExtras = {}): Promise<CompiledPage> {
    const record = await compileModule(processors, file, source, format, { ...(extras.markdownTwin && { markdownTwin: extras.markdownTwin }), ...(extras.parseMemo && { parseMemo: extras.parseMemo }) });
    const unreadable = record.code === null && !record.staticContent;
    const ctx: LinkContext = { page: file, diagnostics: unreadable ? asWarnings(record.diagnostics) : [...record.diagnostics], usedComponents: new Set(record.usedComponents), classNames: new Set(record.classNames), dependencies: new Set() };
    let Content: CompiledPage['Content'] = null;
    let keys: Record<string, string> = {};
    // A static page has no imports and no code to run.
    if (record.staticContent) Content = staticContentComponent(record.staticContent);
    else if (unreadable) Content = unreadablePage(ctx.diagnostics.find((d) => d.code.startsWith('content/') && d.severity === 'warning' && d.file === file) ?? ctx.diagnostics[0]);
    else {
      const linked = await linkImports(record, [file], ctx);
      if (linked) {
        keys = linked.keys;
        const result = await runModule(root, record, linked.modules);
        if (result.ok) Content = result.exports.default as CompiledPage['Content'];
        else {
          // The page's own top-level code threw as it loaded: a notice where its body would be.
          const [warning] = asWarnings([result.diagnostic]);
          ctx.diagnostics.push(warning!);
          Content = unreadablePage(warning);
        }
      }
    }
    return {
      moduleGraph: (files) => moduleGraph(files, { record, keys }),
      file,
      Content,
      frontmatter: record.frontmatter,
      headings: record.headings,
      diagnostics: dedupe(ctx.diagnostics),
      usedComponents: [...ctx.usedComponents].sort(),
      classNames: [...ctx.classNames].sort(),
      dependencies: [...ctx.dependencies].sort(),
      ...(record.markdown !== undefined && { markdown: record.markdown }),
    };
  }

  /** The code of `files` and every module they import, for the browser (islands); the page's own from `page`. */
  async function moduleGraph(files: readonly string[], page: { record: ModuleRecord; keys: Record<string, string> }): Promise<Record<string, IslandModule>> {
    const out: Record<string, IslandModule> = {};
    const queue = [...files];
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (out[file] || file.startsWith(BUILTIN_PREFIX)) continue;
      const record = file === page.record.file ? page.record : await compiled.get(file);
      if (!record || record.code === null) continue;
      const imports = (file === page.record.file ? page.keys : resolved.get(file)) ?? {};
      out[file] = { code: record.code, imports, usedComponents: record.usedComponents, ...(record.kind === 'jsx' && { jsx: true }) };
      queue.push(...Object.values(imports));
    }
    return out;
  }

  return {
    compilePage,
    invalidate(file) {
      compiled.delete(file);
      instances.delete(file);
      resolved.delete(file);
    },
  };
}

/** `exports` plus components that render nothing for the names it lacks. */
function withMissingNames(exports: ModuleExports, names: string[]): ModuleExports {
  const out: ModuleExports = { ...exports };
  for (const name of names) out[name] = MISSING_MODULE.exports[name];
  return out;
}

/** A snippet imported twice (or by two snippets) reports its own problems once per page. */
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.severity}|${d.code}|${d.file}|${d.line}|${d.column}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
