/**
 * The docs folder `quire new` writes: a small site that builds with no warning and shows the
 * main pieces (navigation groups, frontmatter, components, a snippet), for a team to replace
 * page by page. Pure: file path → content.
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

<CardGroup cols={2}>
  <Card title="Quickstart" icon="rocket" href="/quickstart">
    Preview the site, edit a page and build it.
  </Card>
  <Card title="Components" icon="puzzle-piece" href="/writing/components">
    Callouts, tabs, steps and code groups.
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
    'snippets/check-tip.mdx': `<Tip>Run \`npx quire check\` before you commit: it reports every problem with its file and line.</Tip>
`,
  };
}
