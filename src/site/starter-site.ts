/**
 * The docs folder `quire new` writes: a small site that builds (and passes `quire check
 * --strict`) with no warning and shows the main pieces (navigation groups, frontmatter,
 * components, a snippet, an image, an OpenAPI document with its generated API pages), for a
 * team to replace page by page. Pure: file path → content.
 */
export function starterSite(name: string): Record<string, string> {
  const siteName = name.trim() || 'My docs';
  const config = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: siteName,
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
    favicon: '/favicon.svg',
    navigation: {
      groups: [
        { group: 'Get started', pages: ['index', 'quickstart'] },
        { group: 'Writing', pages: ['writing/pages', 'writing/components'] },
        // Every operation of the document gets a page after the introduction.
        { group: 'API reference', openapi: 'api-reference/openapi.yaml', pages: ['api-reference/introduction'] },
      ],
    },
    footer: { socials: { github: 'https://github.com' } },
  };
  return {
    'docs.json': `${JSON.stringify(config, null, 2)}\n`,
    '.gitignore': 'dist/\nnode_modules/\n',
    'favicon.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0D9373"/><path d="M9 9h14v3H9zm0 6h14v3H9zm0 6h9v3H9z" fill="#fff"/></svg>\n',
    'index.mdx': `---
title: Introduction
description: "What ${siteName.replace(/"/g, '\\"')} is, and where to start."
---

Welcome! This site was made by \`quire new\`. Every page is an MDX file listed in \`docs.json\`.

<Frame caption="Pages, snippets, images and an OpenAPI document make the site.">
  <img src="/images/overview.svg" alt="Diagram: the docs folder goes through quire build to a static site" />
</Frame>

<CardGroup cols={2}>
  <Card title="Quickstart" icon="rocket" href="/quickstart">
    Preview the site, edit a page and build it.
  </Card>
  <Card title="Components" icon="puzzle-piece" href="/writing/components">
    Callouts, tabs, steps and code groups.
  </Card>
  <Card title="API reference" icon="code" href="/api-reference/introduction">
    Pages made from an OpenAPI document.
  </Card>
</CardGroup>
`,
    'quickstart.mdx': `---
title: Quickstart
description: "Preview, edit and build the site."
---

import CheckTip from '/snippets/check-tip.mdx';

<Steps>
  <Step title="Preview">
    Run the dev server from this folder; pages update as you save them.

    \`\`\`bash
    npx quire dev
    \`\`\`
  </Step>
  <Step title="Edit">
    Change \`index.mdx\`, or add a page and list it under \`navigation\` in \`docs.json\`.
  </Step>
  <Step title="Build">
    Write the static site into \`dist/\`, then serve it as a host would.

    \`\`\`bash
    npx quire build
    npx quire preview
    \`\`\`
  </Step>
</Steps>

<CheckTip />
`,
    'writing/pages.mdx': `---
title: Pages
description: "Frontmatter, headings and links."
---

A page starts with frontmatter: \`title\` and \`description\` appear at the top of the page, in
search results and in the page's metadata.

## Headings

Each \`##\` heading appears in the table of contents. Link to one with its id, like
[the components](/writing/components#callouts).

## Reuse text

Put text used on several pages in \`snippets/\` and import it:

\`\`\`mdx
import CheckTip from '/snippets/check-tip.mdx';

<CheckTip />
\`\`\`
`,
    'writing/components.mdx': `---
title: Components
description: "The building blocks pages use."
---

## Callouts

<Note>A note adds context.</Note>

<Warning>A warning asks for care.</Warning>

## Tabs

<Tabs>
  <Tab title="npm">
    \`\`\`bash
    npm install
    \`\`\`
  </Tab>
  <Tab title="pnpm">
    \`\`\`bash
    pnpm install
    \`\`\`
  </Tab>
</Tabs>

## Code groups

<CodeGroup>
\`\`\`js index.js
console.log('Hello');
\`\`\`

\`\`\`python main.py
print("Hello")
\`\`\`
</CodeGroup>

## Accordions

<Accordion title="Can I use my own components?">
  Yes: export them from a snippet and import them in a page.
</Accordion>
`,
    'api-reference/introduction.mdx': `---
title: Introduction
description: "The API pages, made from an OpenAPI document."
---

The pages after this one are generated from \`api-reference/openapi.yaml\`: one per operation,
with its parameters, request body, responses and code samples. Edit the document and they
follow; list it under \`openapi\` in a navigation group of \`docs.json\` as this site does.

## Authentication

Requests send an API key in the \`Authorization\` header as a bearer token.
`,
    'api-reference/openapi.yaml': STARTER_OPENAPI,
    'images/overview.svg': OVERVIEW_SVG,
    'snippets/check-tip.mdx': `<Tip>Run \`npx quire check\` before you commit: it reports every problem with its file and line.</Tip>
`,
  };
}

const STARTER_OPENAPI = `openapi: 3.1.0
info:
  title: Plant Store API
  version: 1.0.0
  description: A small example API. Replace it with your own document.
servers:
  - url: https://api.example.com/v1
security:
  - bearerAuth: []
paths:
  /plants:
    get:
      summary: List plants
      description: Returns the plants in the store, newest first.
      operationId: listPlants
      tags: [Plants]
      parameters:
        - name: limit
          in: query
          description: How many plants to return.
          schema: { type: integer, minimum: 1, maximum: 100, default: 20 }
      responses:
        '200':
          description: The plants.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: '#/components/schemas/Plant' }
    post:
      summary: Add a plant
      operationId: addPlant
      tags: [Plants]
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/NewPlant' }
      responses:
        '201':
          description: The plant, as stored.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Plant' }
  /plants/{id}:
    get:
      summary: Get a plant
      operationId: getPlant
      tags: [Plants]
      parameters:
        - name: id
          in: path
          required: true
          description: The plant's id.
          schema: { type: integer, format: int64 }
      responses:
        '200':
          description: The plant.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Plant' }
        '404':
          description: No plant has this id.
components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
  schemas:
    NewPlant:
      type: object
      required: [name]
      properties:
        name: { type: string, description: The plant's name., example: Monstera }
        tag: { type: string, description: A label to group plants by., example: indoor }
    Plant:
      allOf:
        - $ref: '#/components/schemas/NewPlant'
        - type: object
          required: [id]
          properties:
            id: { type: integer, format: int64, description: The plant's id., example: 42 }
`;

const OVERVIEW_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 160" font-family="system-ui, sans-serif" font-size="18">
  <rect x="10" y="40" width="180" height="80" rx="10" fill="#ecfdf5" stroke="#0D9373" stroke-width="2"/>
  <text x="100" y="86" text-anchor="middle" fill="#064e3b">docs folder</text>
  <rect x="230" y="40" width="180" height="80" rx="10" fill="#0D9373"/>
  <text x="320" y="86" text-anchor="middle" fill="#ffffff">quire build</text>
  <rect x="450" y="40" width="180" height="80" rx="10" fill="#ecfdf5" stroke="#0D9373" stroke-width="2"/>
  <text x="540" y="86" text-anchor="middle" fill="#064e3b">static site</text>
  <path d="M192 80h34m-10-8 10 8-10 8M412 80h34m-10-8 10 8-10 8" stroke="#0D9373" stroke-width="3" fill="none"/>
</svg>
`;
