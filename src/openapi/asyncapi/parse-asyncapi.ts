import path from 'node:path';
import { Parser, type Diagnostic as ParserDiagnostic } from '@asyncapi/parser';
import { formatJsonPath, type Diagnostic } from '../../diagnostics/quire-error.js';
import { readSpecSource } from '../read-spec-source.js';
import { isUrl } from '../spec-source.js';

/*
 * @asyncapi/parser (Spectral with the AsyncAPI JSON Schemas) validates a document and resolves
 * its `$ref`s. It is large (1.8 MB of bundled code, ~0.27 s CPU to load), so load-asyncapi.ts imports
 * this module only when a site names an AsyncAPI document: esbuild puts it in its own chunk.
 */

/** What the parser made of one document: whether it is usable, and its problems as Quire diagnostics. */
export interface ParsedAsyncApi {
  usable: boolean;
  diagnostics: Diagnostic[];
}

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
const SPECTRAL_ERROR = 0;
const SPECTRAL_WARNING = 1;

/** Parses AsyncAPI documents of one docs folder, one at a time (see createAsyncApiParser). */
export type AsyncApiParser = (location: string, text: string) => Promise<ParsedAsyncApi>;

/**
 * A parser for the AsyncAPI documents of the docs folder `root`: each is validated and its
 * `$ref`s resolved. `$ref`s to files resolve relative to the document and only inside `root`
 * (never outside: a docs repo must not publish other files); to URLs through `fetchImpl`
 * (Quire's spec fetch, which reads only its cache when offline). The parser's errors and
 * warnings become located warnings: like Mintlify, a document with schema problems still
 * renders what it can; only a document the parser cannot read at all is unusable.
 */
export function createAsyncApiParser(root: string, fetchImpl?: typeof fetch): AsyncApiParser {
  const rootAbs = path.resolve(root);
  // The references of the document being parsed that could not be read: the resolvers are the
  // parser's (set once, with its rules). Documents are parsed one after the other.
  let current: { failed: string[] } | undefined;
  const read = async (uri: { toString(): string; path(): string }, kind: 'file' | 'url') => {
    const ref = kind === 'url' ? uri.toString() : path.relative(rootAbs, decodeURIComponent(uri.path()));
    const got = await readSpecSource(root, ref, fetchImpl);
    if ('text' in got) return got.text;
    // Not reported here: load-asyncapi.ts bundles the same references with the same reader
    // (and the same rules), and its warnings already say which one failed and why.
    current?.failed.push(uri.toString());
    // A string stops the parser from trying its own readers (which read any file and fetch
    // any URL, offline or not); the reference then reads as an empty object.
    return '{}';
  };
  const parser = new Parser({
    // Only the core rules (the specification's schemas, unique ids, resolvable refs): the
    // "recommended" ones are style advice (a license, message ids) that every build would
    // repeat as warnings while nothing is wrong with the docs.
    ruleset: { core: true, recommended: false },
    // Given to the parser, not to parse(): parse() would build a new Spectral with the
    // default rules for every document.
    __unstable: {
      resolver: {
        // Read again for each document: a cached '{}' would hide a failed reference from the next one.
        cache: false,
        resolvers: [
          { schema: 'file', order: 1, read: (uri) => read(uri, 'file') },
          { schema: 'http', order: 1, read: (uri) => read(uri, 'url') },
          { schema: 'https', order: 1, read: (uri) => read(uri, 'url') },
        ],
      },
    },
  });
  return async (location, text) => {
    const diagnostics: Diagnostic[] = [];
    const failed: string[] = [];
    current = { failed };
    const source = isUrl(location) ? location : path.join(rootAbs, location);
    const fileOf = (src: string | undefined) => (!src || src === source ? location : isUrl(src) ? src : path.relative(rootAbs, src));
    const out = await parser.parse(text, { source, validateOptions: { allowedSeverity: { error: true, warning: true, info: true, hint: true } } });
    current = undefined;
    // The schema rules report every branch a value failed (`"type" must be one of…`, then
    // `must be array`, `must match a schema in anyOf` at the same place): one warning per place,
    // the first (the most specific), counting the others.
    const byPlace = new Map<string, { diagnostic: Diagnostic; more: number }>();
    for (const d of out.diagnostics) {
      // "'#/S' does not exist" in a reference already reported as unreadable.
      if (d.code === 'invalid-ref' && failed.some((uri) => d.message.includes(uri))) continue;
      const located = toDiagnostic(d, fileOf(d.source), out.document === undefined);
      if (!located) continue;
      const place = JSON.stringify([located.file, located.jsonPath ?? '', located.line ?? 0, located.column ?? 0]);
      const seen = byPlace.get(place);
      if (seen) seen.more++;
      else byPlace.set(place, { diagnostic: located, more: 0 });
    }
    for (const { diagnostic, more } of byPlace.values()) {
      diagnostics.push(more ? { ...diagnostic, message: `${diagnostic.message} (and ${more} more finding${more > 1 ? 's' : ''} here)` } : diagnostic);
    }
    return { usable: out.document !== undefined, diagnostics };
  };
}

/** One parser diagnostic as a Quire one: file, line:col (1-based), the JSON path, a hint. */
function toDiagnostic(d: ParserDiagnostic, file: string, fatal: boolean): Diagnostic | undefined {
  if (d.severity !== SPECTRAL_ERROR && d.severity !== SPECTRAL_WARNING && !fatal) return undefined;
  const code = String(d.code);
  return {
    severity: fatal && d.severity === SPECTRAL_ERROR ? 'error' : 'warning',
    code: `asyncapi/${code}`,
    // An exception inside the parser comes with its stack in the message: not for users.
    message: code === 'uncaught-error' ? `the AsyncAPI parser stopped: ${d.message.replace(/^.*?message: /s, '').replace(/, stack: .*$/s, '')}` : d.message,
    file,
    ...(d.range && { line: d.range.start.line + 1, column: d.range.start.character + 1 }),
    ...(d.path.length > 0 && { jsonPath: formatJsonPath(d.path) }),
    hint: HINTS[code] ?? HINTS.default!,
  };
}

const HINTS: Record<string, string> = {
  'invalid-ref': 'Check the $ref: files are relative to the document and must be inside the docs folder; URLs need an online build (or a cached copy).',
  'uncaught-error': 'Check the document against the AsyncAPI specification (https://www.asyncapi.com/docs/reference/specification/latest): a part of it has the wrong shape.',
  default: 'Compare this part with the AsyncAPI specification (https://www.asyncapi.com/docs/reference/specification/latest); the page still shows what can be read.',
};
