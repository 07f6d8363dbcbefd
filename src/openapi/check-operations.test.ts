import { describe, expect, it } from 'vitest';
import { checkOperations } from './check-operations.js';
import { toPointer } from './json-pointer.js';

const ok = { '200': { description: 'ok' } };
const param = (name: string, where = 'path', extra: object = {}) => ({ name, in: where, required: where === 'path', schema: { type: 'string' }, ...extra });
const doc = (paths: object, extra: object = {}) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths, ...extra });

/** `code pointer` per problem: what a user reads, without the wording (snapshotted below). */
const found = (document: Record<string, unknown>) => checkOperations(document).map((p) => `${p.code} ${toPointer(p.segments)}`);

describe('checkOperations', () => {
  it.each([
    ['a valid operation', doc({ '/a/{id}': { get: { parameters: [param('id')], responses: ok } } }), []],
    ['a template variable declared on the path item', doc({ '/a/{id}': { parameters: [param('id')], get: { responses: ok }, put: { responses: ok } } }), []],
    ['an operation parameter overriding the path item one', doc({ '/a/{id}': { parameters: [param('id')], get: { parameters: [param('id', 'path', { description: 'x' })], responses: ok } } }), []],
    ['the same name in two places (query and header)', doc({ '/a': { get: { parameters: [param('q', 'query'), param('q', 'header')], responses: ok } } }), []],
    [
      'a template variable declared nowhere (once per operation)',
      doc({ '/a/{id}/{sub}': { get: { parameters: [param('sub')], responses: ok }, delete: { parameters: [param('sub')], responses: ok } } }),
      ['openapi/path-parameter-undeclared #/paths/~1a~1{id}~1{sub}/get', 'openapi/path-parameter-undeclared #/paths/~1a~1{id}~1{sub}/delete'],
    ],
    [
      'a path parameter the template lacks, on the operation and on the path item',
      doc({ '/a': { parameters: [param('x')], get: { parameters: [param('y')], responses: ok } } }),
      ['openapi/path-parameter-not-in-path #/paths/~1a/parameters/0', 'openapi/path-parameter-not-in-path #/paths/~1a/get/parameters/0'],
    ],
    [
      'a parameter declared twice, at the second declaration',
      doc({ '/a': { get: { parameters: [param('q', 'query'), param('p', 'query'), param('q', 'query')], responses: ok } } }),
      ['openapi/duplicate-parameter #/paths/~1a/get/parameters/2'],
    ],
    [
      'an operationId used twice, at the second use (webhooks included)',
      doc({ '/a': { get: { operationId: 'x', responses: ok } }, '/b': { post: { operationId: 'x', responses: ok } } }, { webhooks: { w: { post: { operationId: 'x', responses: ok } } } }),
      ['openapi/duplicate-operation-id #/paths/~1b/post/operationId', 'openapi/duplicate-operation-id #/webhooks/w/post/operationId'],
    ],
    [
      'parameters by $ref: located at the list entry, named from the target',
      doc({ '/a': { get: { parameters: [{ $ref: '#/components/parameters/Q' }, { $ref: '#/components/parameters/Q' }], responses: ok } } }, { components: { parameters: { Q: param('q', 'query') } } }),
      ['openapi/duplicate-parameter #/paths/~1a/get/parameters/1'],
    ],
    [
      'a path item by $ref: located where the operation is written',
      doc({ '/a/{id}': { $ref: '#/components/pathItems/A' } }, { components: { pathItems: { A: { get: { responses: ok } } } } }),
      ['openapi/path-parameter-undeclared #/components/pathItems/A/get'],
    ],
    ['broken shapes are skipped, not thrown', doc({ '/a': null, '/b': { get: 'x', parameters: 'y' }, '/c': { get: { parameters: [null, 1, { $ref: '#/nope' }] } } }), []],
  ])('%s', (_name, document, expected) => {
    expect(found(document)).toEqual(expected);
  });

  it('says what happens to the page and how to fix it, naming both places of a clash', () => {
    const problems = checkOperations(
      doc({
        '/items': { get: { operationId: 'list', parameters: [param('itemId'), param('limit', 'query'), param('limit', 'query')], responses: ok } },
        '/items/{itemId}': { get: { operationId: 'list', responses: ok } },
      }),
    );
    expect(problems.map((p) => `${p.message}\n  hint: ${p.hint}`)).toMatchInlineSnapshot(`
      [
        "GET /items declares the query parameter "limit" twice (first at #/paths/~1items/get/parameters/1); the last one is documented
        hint: Remove one of them, or tell them apart by name or by \`in\`.",
        "GET /items declares the path parameter "itemId", but /items has no {itemId}; the parameter is documented anyway
        hint: Add {itemId} to the path, or change the parameter's \`in\` (e.g. to query) if it is not part of the path.",
        "GET /items/{itemId} uses {itemId} in its path but declares no path parameter "itemId"; the page lists no parameter for it
        hint: Add { name: itemId, in: path, required: true, schema: { type: string } } to the operation's (or the path's) parameters.",
        "operationId "list" of GET /items/{itemId} is already used by GET /items (#/paths/~1items/get/operationId); both are documented
        hint: Give each operation its own operationId: client generators and links by operationId need them unique.",
      ]
    `);
  });
});
