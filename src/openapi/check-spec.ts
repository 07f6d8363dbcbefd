import { getAtPath, parsePointer } from './json-pointer.js';

/** A problem in a bundled document, located by pointer segments into it. */
export interface SpecProblem {
  code: string;
  segments: string[];
  message: string;
  hint?: string;
  /** Fatal problems stop indexing (not an OpenAPI 3.0/3.1 document at all). */
  fatal?: boolean;
}

/**
 * Checks what the validator reports poorly or not at all: the version (2.0, missing, 3.2),
 * webhooks in 3.0, and `$ref`s that point at nothing (the validator stops at the first one;
 * we list them all, each at the place it is written).
 */
export function checkSpec(document: unknown, file: string): SpecProblem[] {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    return [{ code: 'openapi/not-openapi', segments: [], fatal: true, message: `${file} is not an OpenAPI document (expected an object at the top level)` }];
  }
  const doc = document as Record<string, unknown>;
  if (doc.swagger !== undefined) {
    return [
      {
        code: 'openapi/swagger-2',
        segments: ['swagger'],
        fatal: true,
        message: `${file} is a Swagger ${String(doc.swagger)} document; Quire reads OpenAPI 3.0 and 3.1`,
        hint: `Convert it to OpenAPI 3 first, e.g. \`npx swagger2openapi ${file} -o openapi.json\`, and point docs.json at the result.`,
      },
    ];
  }
  const version = typeof doc.openapi === 'string' ? doc.openapi : undefined;
  if (!version) {
    return [
      {
        code: 'openapi/not-openapi',
        segments: [],
        fatal: true,
        message: `${file} has no \`openapi\` version field, so it is not an OpenAPI document`,
        hint: 'Add `openapi: 3.1.0` (or the 3.0.x version the document follows) at the top.',
      },
    ];
  }
  if (!/^3\.[01](\.\d+)?$/.test(version)) {
    return [
      {
        code: 'openapi/unsupported-version',
        segments: ['openapi'],
        fatal: true,
        message: `${file} declares OpenAPI ${version}; Quire reads OpenAPI 3.0.x and 3.1.x`,
        hint: 'Set `openapi` to the 3.0.x or 3.1.x version the document follows.',
      },
    ];
  }
  const problems: SpecProblem[] = [];
  if (version.startsWith('3.0') && doc.webhooks !== undefined) {
    problems.push({
      code: 'openapi/webhooks-3.0',
      segments: ['webhooks'],
      message: `Webhooks need OpenAPI 3.1 or later, but ${file} declares ${version}`,
      hint: 'Change `openapi` to 3.1.0 (checking the document for 3.1 changes such as `nullable` → `type: [x, "null"]`), or remove `webhooks`.',
    });
  }
  problems.push(...findBrokenRefs(doc));
  return problems;
}

/** Every internal `$ref` whose target does not exist, at the place the `$ref` is written. */
export function findBrokenRefs(document: unknown): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const visited = new Set<object>();
  const stack: { node: unknown; segments: string[] }[] = [{ node: document, segments: [] }];
  while (stack.length) {
    const { node, segments } = stack.pop()!;
    if (node === null || typeof node !== 'object' || visited.has(node)) continue;
    visited.add(node);
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#') && getAtPath(document, parsePointer(ref)) === undefined) {
      problems.push({
        code: 'openapi/missing-ref',
        segments: [...segments, '$ref'],
        message: `$ref ${ref} points to nothing`,
        hint: 'Check the spelling of the target; names in components are case-sensitive.',
      });
    }
    const children = Object.entries(node);
    for (let i = children.length - 1; i >= 0; i--) {
      const [key, child] = children[i]!;
      if (child && typeof child === 'object') stack.push({ node: child, segments: [...segments, key] });
    }
  }
  return problems;
}
