import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { CompiledPage } from './compiled-page.js';
import { compileModule, type ModuleRecord } from './compile-module.js';
import { createContentProcessors } from './create-processor.js';
import type { ImportRef } from './plugins/remark-snippet-imports.js';
import { OutsideRootError, readTextFileWithin, type ReadTextFile } from './read-file-fs.js';
import { runModule, type ModuleExports, type RunResult } from './run-module.js';
import { staticContentComponent } from './static-content.js';
import { moduleKindOf, resolveSnippetSpecifier } from './snippet-specifier.js';
import type { SnippetReader } from './to-markdown.js';

/** Options of {@link createContentCompiler}. */
export interface ContentCompilerOptions {
  /** Absolute path of the docs root; `/` in imports and every snippet path are relative to it. */
  root: string;
  /** Reads snippet files by absolute path (`undefined` when missing). Defaults to the disk. */
  readFile?: ReadTextFile;
  /** Render pages that need no JavaScript from their hast tree (default true; static-content.ts). */
  staticContent?: boolean;
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
}

/** Per-page state threaded through linking. */
interface LinkContext {
  page: string;
  diagnostics: Diagnostic[];
  usedComponents: Set<string>;
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
  const processors = createContentProcessors({ staticContent: options.staticContent });
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

  async function resolveImport(ref: ImportRef, importer: string, ctx: LinkContext): Promise<ModuleRecord | undefined> {
    const place = { file: importer, line: ref.line, column: ref.column };
    const where = importer === ctx.page ? importer : `${importer} (imported by page ${ctx.page})`;
    const resolution = resolveSnippetSpecifier(ref.specifier, importer);
    if (!resolution.ok) {
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
      if (record) return record;
    }
    ctx.diagnostics.push({
      severity: 'error',
      code: 'content/snippet-not-found',
      message: `Snippet "${ref.specifier}" imported in ${where} was not found`,
      hint: `Looked for ${resolution.candidates.join(', ')} in the docs folder. Paths starting with \`/\` are relative to the docs root, \`./\` and \`../\` to the importing file.`,
      ...place,
    });
    return undefined;
  }

  /** Links and runs the imports of `record`; `null` when any of them failed (already reported). */
  async function linkImports(record: ModuleRecord, chain: string[], ctx: LinkContext): Promise<Record<string, ModuleExports> | null> {
    const modules: Record<string, ModuleExports> = {};
    let ok = true;
    for (const ref of record.imports) {
      const dependency = await resolveImport(ref, record.file, ctx);
      if (dependency) ctx.dependencies.add(dependency.file);
      if (!dependency) {
        ok = false;
        continue;
      }
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
        ok = false;
        continue;
      }
      for (const name of ref.names) {
        if (name === '*' || name in exports) continue;
        const available = Object.keys(exports).filter((n) => !n.startsWith('__quire'));
        ctx.diagnostics.push({
          severity: 'error',
          code: 'content/snippet-missing-export',
          message: `Snippet "${ref.specifier}" has no ${name === 'default' ? 'default export' : `export named "${name}"`} (imported in ${record.file === ctx.page ? record.file : `${record.file}, page ${ctx.page}`})`,
          hint: available.length > 0 ? `It exports: ${available.join(', ')}.` : 'It has no exports.',
          file: record.file,
          line: ref.line,
          column: ref.column,
        });
        ok = false;
      }
      modules[ref.specifier] = exports;
    }
    return ok ? modules : null;
  }

  /** Exports of a snippet, running it the first time; walks its imports every time for diagnostics. */
  async function instantiate(record: ModuleRecord, chain: string[], ctx: LinkContext): Promise<ModuleExports | null> {
    ctx.diagnostics.push(...record.diagnostics);
    for (const name of record.usedComponents) ctx.usedComponents.add(name);
    if (record.code === null) return null;
    const imports = await linkImports(record, chain, ctx);
    if (!imports) return null;
    let instance = instances.get(record.file);
    if (!instance) {
      instance = runModule(root, record, imports);
      instances.set(record.file, instance);
    }
    const result = await instance;
    if (result.ok) return result.exports;
    ctx.diagnostics.push(result.diagnostic);
    return null;
  }

  async function compilePage(file: string, source: string, format: 'mdx' | 'md' = 'mdx', extras: CompilePageExtras = {}): Promise<CompiledPage> {
    const record = await compileModule(processors, file, source, format, extras.markdownTwin ? { markdownTwin: extras.markdownTwin } : {});
    const ctx: LinkContext = { page: file, diagnostics: [...record.diagnostics], usedComponents: new Set(record.usedComponents), dependencies: new Set() };
    let Content: CompiledPage['Content'] = null;
    // A static page has no imports and no code to run.
    if (record.staticContent) Content = staticContentComponent(record.staticContent);
    else if (record.code !== null) {
      const imports = await linkImports(record, [file], ctx);
      if (imports) {
        const result = await runModule(root, record, imports);
        if (result.ok) Content = result.exports.default as CompiledPage['Content'];
        else ctx.diagnostics.push(result.diagnostic);
      }
    }
    return {
      file,
      Content,
      frontmatter: record.frontmatter,
      headings: record.headings,
      diagnostics: dedupe(ctx.diagnostics),
      usedComponents: [...ctx.usedComponents].sort(),
      dependencies: [...ctx.dependencies].sort(),
      ...(record.markdown !== undefined && { markdown: record.markdown }),
    };
  }

  return {
    compilePage,
    invalidate(file) {
      compiled.delete(file);
      instances.delete(file);
    },
  };
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
