import { describe, expect, it } from 'vitest';
import { locatePointer, locatePointers } from './parse-spec-text.js';

const json = `{
  "openapi": "3.1.0",
  "paths": {
    "/a": {
      "get": {
        "parameters": [
          { "name": "q", "in": "query" },
          {
            "name": "r",
            "in": "query"
          }
        ],
        "responses": { "200": { "description": "ok" } }
      }
    }
  },
  "tags": ["x", { "name": "y" }]
}
`;

const yaml = `openapi: 3.1.0
paths:
  /a:
    get:
      parameters:
        - { name: q, in: query }
        - name: r
          in: query
      responses: { '200': { description: ok } }
tags: [x, { name: y }]
`;

// Positions as the former yaml-based locator gave them for both formats (checked against it).
describe('locatePointers', () => {
  it.each([
    [['paths', '/a', 'get'], { line: 5, column: 7 }, { line: 4, column: 5 }],
    [['paths', '/a', 'get', 'parameters', '1'], { line: 8, column: 11 }, { line: 7, column: 11 }],
    [['paths', '/a', 'get', 'parameters', '1', 'in'], { line: 10, column: 13 }, { line: 8, column: 11 }],
    [['paths', '/a', 'get', 'responses', '200', 'description'], { line: 13, column: 33 }, { line: 9, column: 29 }],
    [['tags', '1', 'name'], { line: 17, column: 19 }, { line: 10, column: 13 }],
    // A missing node: the deepest ancestor that exists (a required key is reported at its parent).
    [['paths', '/a', 'get', 'summary'], { line: 5, column: 7 }, { line: 4, column: 5 }],
    [['paths', '/a', 'get', 'parameters', '7'], { line: 6, column: 9 }, { line: 5, column: 7 }],
    [[], { line: 1, column: 1 }, { line: 1, column: 1 }],
  ])('%j: keys for members, item starts for arrays, in JSON and YAML', (segments, inJson, inYaml) => {
    expect(locatePointer(json, segments)).toEqual(inJson);
    expect(locatePointer(yaml, segments)).toEqual(inYaml);
  });

  it('answers many pointers in one pass, in their order', () => {
    const pointers = [['tags', '0'], ['paths', '/a'], ['openapi'], ['tags', '0']];
    expect(locatePointers(json, pointers)).toEqual([{ line: 17, column: 12 }, { line: 4, column: 5 }, { line: 2, column: 3 }, { line: 17, column: 12 }]);
    expect(locatePointers(yaml, pointers)).toEqual(pointers.map((p) => locatePointer(yaml, p)));
  });
});
