import type { SiteFiles } from './base-site.js';

/**
 * The seed pages of the MDX fuzzer: a small docs site written to look like real ones (written
 * for Quire's tests, not copied from anywhere). Together they use what MDX pages on docs.json
 * sites use: frontmatter, built-in components (cards, callouts, tabs, steps, accordions, code
 * groups, fields, tooltips, updates), code blocks with titles and line highlights, Mermaid,
 * GFM tables, task lists and footnotes, nested lists, math (`$…$`, `$$…$$`), `{#id}` headings,
 * `{{variables}}` from docs.json, JS expressions and exports, components declared in the page
 * with React hooks, and snippet imports (MDX with props, JSX with hooks, nested snippets).
 *
 * Every page carries a sentinel word (`SENTINEL_<name>`) in a plain paragraph: when a page is
 * not mutated and imports nothing that was, its built HTML must still contain it.
 */
export interface SeedPage {
  /** Path in the docs folder. */
  file: string;
  /** Output HTML path, relative to the output folder. */
  html: string;
  sentinel: string;
  /** Snippets the page imports (directly or through another snippet). */
  imports: string[];
}

export const SEED_PAGES: SeedPage[] = [
  { file: 'index.mdx', html: 'index.html', sentinel: 'SENTINEL_home', imports: ['snippets/intro.mdx', 'snippets/badge.jsx'] },
  { file: 'quickstart.mdx', html: 'quickstart/index.html', sentinel: 'SENTINEL_quickstart', imports: [] },
  { file: 'concepts/formulas.mdx', html: 'concepts/formulas/index.html', sentinel: 'SENTINEL_formulas', imports: [] },
  { file: 'concepts/components.mdx', html: 'concepts/components/index.html', sentinel: 'SENTINEL_components', imports: [] },
  { file: 'guides/interactive.mdx', html: 'guides/interactive/index.html', sentinel: 'SENTINEL_interactive', imports: ['snippets/widgets.jsx', 'snippets/badge.jsx'] },
  { file: 'guides/markdown.md', html: 'guides/markdown/index.html', sentinel: 'SENTINEL_markdown', imports: [] },
  { file: 'reference/changelog.mdx', html: 'reference/changelog/index.html', sentinel: 'SENTINEL_changelog', imports: ['snippets/plan-table.mdx'] },
];

export const SEED_SNIPPETS = ['snippets/intro.mdx', 'snippets/badge.jsx', 'snippets/widgets.jsx', 'snippets/plan-table.mdx'];

const DOCS_JSON = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Lumen docs',
  colors: { primary: '#3B5BDB' },
  variables: { product: 'Lumen', 'cli.version': '2.4.1', region: 'eu-west' },
  navigation: {
    tabs: [
      {
        tab: 'Guides',
        groups: [
          { group: 'Start here', pages: ['index', 'quickstart'] },
          { group: 'Concepts', pages: ['concepts/formulas', 'concepts/components'] },
          { group: 'Guides', pages: ['guides/interactive', 'guides/markdown'] },
        ],
      },
      { tab: 'Reference', groups: [{ group: 'Updates', pages: ['reference/changelog'] }] },
    ],
  },
};

const INDEX = `---
title: Welcome to {{product}}
description: Lumen stores, searches and serves your telemetry.
sidebarTitle: Welcome
icon: house
---
import Intro from '/snippets/intro.mdx';
import { Badge } from '/snippets/badge.jsx';

SENTINEL_home: start here if you are new to {{product}}.

<Intro audience="operators" />

## Why {{product}} {#why}

{{product}} keeps a week of data hot and the rest in object storage. Pick a path: <Badge label="new" />

<CardGroup cols={2}>
  <Card title="Quickstart" icon="rocket" href="/quickstart">
    Send your first event in **five minutes**.
  </Card>
  <Card title="Components" icon="puzzle-piece" href="/concepts/components">
    See what a page can show.
  </Card>
</CardGroup>

<Note>
  Lumen {{cli.version}} needs Node 20 or later. See [the quickstart](/quickstart#install).
</Note>

<Warning>Data sent to \`{{region}}\` stays in that region.</Warning>

<Tip>Press <kbd>/</kbd> to search.</Tip>
`;

const QUICKSTART = `---
title: Quickstart
description: From zero to a first query.
---

SENTINEL_quickstart: this takes about five minutes.

## Install {#install}

<Steps>
  <Step title="Install the CLI">
    \`\`\`bash
    npm install -g lumen-cli@{{cli.version}}
    \`\`\`
  </Step>
  <Step title="Log in">
    Run \`lumen login\` and paste the token from the console.
  </Step>
  <Step title="Send an event" icon="paper-plane">
    <CodeGroup>
    \`\`\`bash cURL
    curl -X POST https://api.lumen.dev/v1/events \\
      -H "Authorization: Bearer $LUMEN_TOKEN" \\
      -d '{"name": "signup", "value": 1}'
    \`\`\`

    \`\`\`python Python
    import lumen
    client = lumen.Client(region="{{region}}")
    client.send("signup", value=1)
    \`\`\`

    \`\`\`ts TypeScript {2-3}
    import { Lumen } from 'lumen';
    const lumen = new Lumen({ token: process.env.LUMEN_TOKEN });
    await lumen.send({ name: 'signup', value: 1 });
    \`\`\`
    </CodeGroup>
  </Step>
</Steps>

## Query it

\`\`\`sql title="first-query.sql" lines
SELECT name, count(*) FROM events
WHERE ts > now() - interval '1 hour'
GROUP BY name;
\`\`\`

1. Open the console.
2. Paste the query.
   - Press **Run**.
   - Or press <kbd>Ctrl</kbd>+<kbd>Enter</kbd>.
3. Done.
`;

const FORMULAS = `---
title: How sampling works
description: The math behind sampled counts.
---

SENTINEL_formulas: counts are scaled back by the sampling rate.

A sampled count $\\hat{n}$ estimates the true count $n$ as $\\hat{n} = k / p$ where $p$ is the rate.

$$
\\operatorname{Var}(\\hat{n}) = \\frac{n (1 - p)}{p}
$$

## Error bounds {#error-bounds}

| Rate $p$ | Events | Relative error |
| :--- | ---: | :---: |
| 1.0 | 10,000 | 0 % |
| 0.1 | 10,000 | ~3 % |
| 0.01 | 10,000 | ~10 % |

Prices are in dollars: it costs $5 per month, or $50 per year.

- [x] Sampling at ingest
- [ ] Sampling at query time

Inline \`code with $dollars$\` stays code.[^1]

[^1]: Estimates assume independent events.

<Latex>\\sum_{i=1}^{n} w_i x_i</Latex>
`;

const COMPONENTS = `---
title: Components
description: Every built-in component in one page.
---

SENTINEL_components: components render on the server.

<Tabs>
  <Tab title="Linux">
    Install with \`apt install lumen\`.
  </Tab>
  <Tab title="macOS">
    Install with \`brew install lumen\`.
  </Tab>
</Tabs>

<AccordionGroup>
  <Accordion title="Is my data encrypted?" icon="lock">
    Yes, at rest and in transit.
  </Accordion>
  <Accordion title="Can I self-host?">
    Not yet. <Tooltip tip="We are working on it">Soon</Tooltip>.
  </Accordion>
</AccordionGroup>

<ParamField path="name" type="string" required>
  The event name, up to 128 characters.
</ParamField>

<ResponseField name="id" type="string">
  The event id.
  <Expandable title="properties">
    <ResponseField name="ts" type="integer">Unix time in ms.</ResponseField>
  </Expandable>
</ResponseField>

<Frame caption="The console">
  <img src="https://example.com/console.png" alt="Console" />
</Frame>

\`\`\`mermaid
flowchart LR
  A[Client] --> B(Ingest) --> C{Sampler}
\`\`\`

<Columns cols={3}>
  <Card title="One">1</Card>
  <Card title="Two">2</Card>
  <Card title="Three">3</Card>
</Columns>

<Info>Icons: <Icon icon="bolt" /> and <Icon icon="star" iconType="solid" /></Info>
`;

const INTERACTIVE = `---
title: Interactive examples
description: Components with state.
limit: 3
---
import { Stepper } from '/snippets/widgets.jsx';
import { Badge } from '/snippets/badge.jsx';

export const plans = [
  { name: 'Free', events: 10000 },
  { name: 'Team', events: 1000000 },
];

export const Counter = ({ start = 0, label = 'Clicks' }) => {
  const [count, setCount] = useState(start);
  const doubled = useMemo(() => count * 2, [count]);
  useEffect(() => {
    document.title = \`\${label}: \${count}\`;
  }, [count]);
  return (
    <div className="counter">
      <button type="button" onClick={() => setCount(count + 1)}>{label}: {count}</button>
      <span>Doubled: {doubled}</span>
    </div>
  );
};

SENTINEL_interactive: the counter below runs in your browser.

<Counter start={2} label="Events" />

<Stepper steps={frontmatter.limit} />

Plans: {plans.map((p) => p.name).join(', ')}; the first has {plans[0].events.toLocaleString('en')} events.

<ul>
  {plans.map((p) => (
    <li key={p.name}>
      {p.name} <Badge label={String(p.events)} />
    </li>
  ))}
</ul>

Page title: {frontmatter.title}. Sum: {1 + 2 + 3}.
`;

const MARKDOWN = `---
title: Plain Markdown
---

# Plain Markdown

SENTINEL_markdown: this page is a .md file.

> A quote with **bold** text
> > and a nested quote.

1. First
   1. Nested first
      - Deeper
        - Deepest with \`code\`
2. Second

<details>
<summary>Raw HTML</summary>

Hidden *content*.

</details>

| a | b |
|---|---|
| 1 | 2 |

Autolink: https://example.com and <https://example.org>.

***

Line with trailing spaces  
and a hard break.
`;

const CHANGELOG = `---
title: Changelog
rss: true
---
import PlanTable from '/snippets/plan-table.mdx';

SENTINEL_changelog: what changed, newest first.

<Update label="2024-06-01" description="v2.4" tags={["Feature", "Fix"]}>
  ## Faster queries

  Queries over a day of data are **3×** faster.

  <PlanTable highlight="Team" />
</Update>

<Update label="2024-05-01" description="v2.3">
  - Fixed a crash in the exporter.
  - New \`--dry-run\` flag.
</Update>
`;

const SNIPPET_INTRO = `import { Badge } from '/snippets/badge.jsx';

{{product}} for {props.audience}: <Badge label="intro" /> read on.
`;

const SNIPPET_BADGE = `export const Badge = ({ label, tone = 'info' }) => <span className={\`badge badge-\${tone}\`}>{label}</span>;
`;

const SNIPPET_WIDGETS = `import { useState } from 'react';

export const Stepper = ({ steps = 3 }) => {
  const [at, setAt] = useState(1);
  return (
    <div className="stepper">
      {Array.from({ length: steps }, (_, i) => (
        <button key={i} type="button" aria-pressed={at === i + 1} onClick={() => setAt(i + 1)}>
          Step {i + 1}
        </button>
      ))}
    </div>
  );
};
`;

const SNIPPET_PLAN_TABLE = `| Plan | Events per month |
| --- | ---: |
| Free | 10,000 |
| Team | 1,000,000 |

Highlighted: **{props.highlight}**.
`;

/** The seed site as `{ path: text }` (docs.json included). */
export function mdxSeedSite(): SiteFiles {
  return {
    'docs.json': JSON.stringify(DOCS_JSON, null, 2),
    'index.mdx': INDEX,
    'quickstart.mdx': QUICKSTART,
    'concepts/formulas.mdx': FORMULAS,
    'concepts/components.mdx': COMPONENTS,
    'guides/interactive.mdx': INTERACTIVE,
    'guides/markdown.md': MARKDOWN,
    'reference/changelog.mdx': CHANGELOG,
    'snippets/intro.mdx': SNIPPET_INTRO,
    'snippets/badge.jsx': SNIPPET_BADGE,
    'snippets/widgets.jsx': SNIPPET_WIDGETS,
    'snippets/plan-table.mdx': SNIPPET_PLAN_TABLE,
  };
}
