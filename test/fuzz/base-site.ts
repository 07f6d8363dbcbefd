import { stringify } from 'yaml';

/** A docs folder as `{ relative path: text }`. */
export type SiteFiles = Record<string, string>;

/** The valid OpenAPI document the OpenAPI mutators start from. */
export function baseOpenApi(): Record<string, any> {
  return {
    openapi: '3.1.0',
    info: { title: 'Plants', version: '1.0.0', description: 'The **plant** API.' },
    servers: [{ url: 'https://api.example.com/v1' }],
    paths: {
      '/plants': {
        get: {
          summary: 'List plants',
          operationId: 'listPlants',
          parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } }],
          responses: {
            '200': {
              description: 'The plants',
              content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Plant' } } } },
            },
          },
        },
        post: {
          summary: 'Create a plant',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Plant' } } } },
          responses: { '201': { description: 'Created' } },
        },
      },
      '/plants/{id}': {
        get: {
          summary: 'Get plant (by ID)',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'A plant', content: { 'application/json': { schema: { $ref: '#/components/schemas/Plant' } } } } },
        },
      },
    },
    components: {
      schemas: {
        Plant: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', example: 'Fern' },
            tag: { type: 'string', enum: ['indoor', 'outdoor'] },
            parent: { $ref: '#/components/schemas/Plant' },
          },
        },
      },
    },
  };
}

export function baseDocsConfig(): Record<string, any> {
  return {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Fuzz docs',
    colors: { primary: '#0D9373' },
    navigation: {
      tabs: [
        {
          tab: 'Guides',
          groups: [
            { group: 'Start', pages: ['index', 'guides/setup'] },
            { group: 'More', icon: 'book', pages: ['guides/snippets', { group: 'Nested', pages: ['guides/nested'] }] },
          ],
        },
        { tab: 'API', openapi: 'openapi.yaml', groups: [{ group: 'Endpoints', pages: ['GET /plants', 'POST /plants', 'GET /plants/{id}'] }] },
      ],
    },
  };
}

/** A small valid site touching config, navigation, snippets, code blocks and OpenAPI. */
export function baseSite(): SiteFiles {
  return {
    'docs.json': JSON.stringify(baseDocsConfig(), null, 2),
    'index.mdx': '---\ntitle: Welcome\ndescription: The start\n---\n\n# Welcome\n\n<Note>Read the [setup](/guides/setup).</Note>\n',
    'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install\n\n```bash\nnpm install quire\n```\n\n<Card title="Next" href="/guides/snippets">Go on</Card>\n',
    'guides/snippets.mdx':
      "---\ntitle: Snippets\n---\nimport Intro from '/snippets/intro.mdx';\nimport { Badge } from '/snippets/badge.jsx';\n\n<Intro name=\"fuzz\" />\n\n<Badge label=\"new\" />\n\nValue: {1 + 1}\n",
    'guides/nested.md': '---\ntitle: Nested\n---\n\n# Nested\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    'snippets/intro.mdx': "import { Badge } from '/snippets/badge.jsx';\n\nHello {props.name} <Badge label=\"hi\" />\n",
    'snippets/badge.jsx': 'export const Badge = ({ label }) => <span className="badge">{label}</span>;\n',
    'openapi.yaml': stringify(baseOpenApi()),
  };
}
