import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { ContentProcessors } from './create-processor.js';
import { classCandidates } from './class-candidates.js';
import { parseFrontmatter } from './frontmatter.js';
import type { ParseMemo } from './parse-chunks.js';
import { JSX_SOURCE_PREFIX, jsxModuleSource } from './jsx-module-source.js';
import { deepListDiagnostic, findDeepList } from './list-depth-limit.js';
import { messageToDiagnostic } from './mdx-diagnostic.js';
import type { TocHeading } from './plugins/remark-heading-ids.js';
import type { ImportRef } from './plugins/remark-snippet-imports.js';
import type { ModuleKind } from './snippet-specifier.js';
import type { StaticContent } from './static-content.js';
import type { SnippetReader } from './to-markdown.js';

/** One page or snippet compiled to a function body, before linking and running. */
export interface ModuleRecord {
  /** Relative to the docs root. */
  file: string;
  kind: ModuleKind;
  /** MDX `function-body` output; `null` when compiling failed. */
  code: string | null;
  imports: ImportRef[];
  usedComponents: string[];
  /** Class names its source writes on elements (class-candidates.ts), sorted. */
  classNames: string[];
  headings: TocHeading[];
  /** JSX snippets: top-level helpers exported only so MDX accepts them; not part of the module's exports. */
  privateNames: string[];
  frontmatter: Record<string, unknown>;
  diagnostics: Diagnostic[];
  /** The page as Markdown, when asked for with `markdownTwin` (undefined if it did not parse). */
  markdown?: string;
  /** A page that needs no JavaScript: rendered from its hast tree, `code` is never run (static-content.ts). */
  staticContent?: StaticContent;
}

/**
 * Compiles one module's source with the shared processors. Never throws for user
 * errors: MDX syntax errors and plugin messages become diagnostics with a place.
 */
export async function compileModule(
  processors: ContentProcessors,
  file: string,
  source: string,
  kind: ModuleKind,
  opts: { snippet?: boolean; markdownTwin?: { readSnippet?: SnippetReader }; parseMemo?: ParseMemo } = {},
): Promise<ModuleRecord> {
  const record: ModuleRecord = { file, kind, code: null, imports: [], usedComponents: [], classNames: classCandidates(source), headings: [], privateNames: [], frontmatter: {}, diagnostics: [] };
  let text = source;
  let columnShiftOnLine1 = 0;
  if (kind === 'jsx') {
    const prepared = jsxModuleSource(source, (t) => processors.jsx.parse(t));
    text = prepared.text;
    record.privateNames = prepared.promotedNames;
    columnShiftOnLine1 = JSX_SOURCE_PREFIX.length;
  } else {
    const fm = parseFrontmatter(source, file);
    record.frontmatter = fm.data;
    record.diagnostics.push(...fm.diagnostics);
  }

  // Lists nested thousands deep would take the parser hours (list-depth-limit.ts).
  const deepList = kind === 'jsx' ? undefined : findDeepList(text);
  if (deepList) {
    record.diagnostics.push(deepListDiagnostic(file, deepList));
    return record;
  }

  // A plain `{ value }` lets unified create the VFile, so `vfile` stays a transitive dependency.
  let vfile: Awaited<ReturnType<ContentProcessors['mdx']['process']>>;
  try {
    const processor = kind === 'mdx' && opts.snippet ? processors.mdxSnippet : processors[kind];
    // Only a page's MDX is parsed in pieces (parse-chunks.ts): Markdown's HTML blocks may span them.
    const parseMemo = kind === 'mdx' && !opts.snippet ? opts.parseMemo : undefined;
    vfile = await processor.process({ value: text, data: { ...(opts.markdownTwin && { markdownTwin: opts.markdownTwin }), ...(parseMemo && { parseMemo }) } });
    record.code = String(vfile.value);
  } catch (error) {
    record.diagnostics.push(messageToDiagnostic(error, file, { columnShiftOnLine1 }));
    return record;
  }
  for (const message of vfile.messages) {
    const diagnostic = messageToDiagnostic(message, file, { columnShiftOnLine1 });
    record.diagnostics.push(diagnostic);
    // A plugin may flag an error without aborting the compile; the module still must not run.
    if (diagnostic.severity === 'error') record.code = null;
  }

  record.imports = (vfile.data.imports ?? []).map((ref) =>
    ref.line === 1 ? { ...ref, column: Math.max(1, ref.column - columnShiftOnLine1) } : ref,
  );
  record.usedComponents = vfile.data.staticContent?.usedComponents ?? vfile.data.usedComponents ?? [];
  if (vfile.data.staticContent && record.code !== null) record.staticContent = vfile.data.staticContent;
  record.headings = vfile.data.headings ?? [];
  if (vfile.data.markdown !== undefined) record.markdown = vfile.data.markdown;
  return record;
}
