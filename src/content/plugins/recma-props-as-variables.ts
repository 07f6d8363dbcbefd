import type { Program } from 'estree';
import { constDeclaration, namesPattern } from './estree-build.js';
import { collectDeclared, collectNames } from './estree-names.js';

/**
 * Mintlify snippets read their props as bare variables: a snippet containing
 * `Set up a project in {framework}` is used as `<Prerequisites framework="Bun" />`.
 * MDX would throw `ReferenceError: framework is not defined`, so for snippets this plugin
 * declares every free variable of the content from `props` at the top of
 * `_createMdxContent(props)`. A name nobody passes is `undefined` and renders nothing,
 * as on Mintlify. Pages do not get this: there a free variable is a real mistake.
 */
export function recmaPropsAsVariables() {
  return (tree: Program): void => {
    const content = tree.body.find(
      (s): s is Extract<Program['body'][number], { type: 'FunctionDeclaration' }> =>
        s.type === 'FunctionDeclaration' && s.id?.name === '_createMdxContent',
    );
    if (!content || content.params[0]?.type !== 'Identifier') return;
    const propsName = content.params[0].name;

    const moduleNames = new Set<string>();
    for (const statement of tree.body) if (statement !== content) collectDeclared(statement, moduleNames);

    const local = new Set<string>([propsName]);
    const referenced = new Set<string>();
    collectNames(content.body, local, referenced);

    const free = [...referenced].filter(
      (name) => !local.has(name) && !moduleNames.has(name) && !(name in globalThis) && name !== 'arguments' && !name.startsWith('_'),
    );
    if (free.length === 0) return;
    content.body.body.unshift(constDeclaration(namesPattern(free), { type: 'Identifier', name: propsName }));
  };
}
