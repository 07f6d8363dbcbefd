/**
 * A seeded, deterministic generator of a realistic docs.json site for the benchmark.
 *
 *   npx tsx bench/gen-corpus.ts <dir> [--pages 1000] [--operations 200] [--seed 1]
 *                                     [--versions 1] [--languages en]
 *
 * Pages are MDX with frontmatter, h2/h3 headings, paragraphs with inline markup and links to
 * other pages, lists, tables, 2–5 fenced code blocks in several languages (some titled, some
 * with line highlights) and a few Mintlify components (callouts, CardGroup/Card, Tabs/Tab,
 * Steps/Step, Accordion). They sit in groups (some nested) under four content tabs; a fifth
 * tab names `openapi.json`, an OpenAPI 3.1 document of M operations whose request and
 * response bodies `$ref` nested component schemas, so Quire generates one page per operation.
 * The same options always write byte-identical files.
 *
 * With `--versions 3` and/or `--languages en,fr,de` the site has one section per language ×
 * version (`navigation.languages[].versions[]`; only the level whose count is above 1 when the
 * other is 1), newest version first (`v3`, `v2`, `v1`). The N pages are split evenly over the
 * sections. Every section is a copy of one planned structure, as translated and versioned docs
 * are: the same tabs, groups and file names under `<lang>/<version>/` (a level of 1 adds no
 * folder), so the version and language switchers find each page's counterpart; titles of
 * languages other than `en` start with `[fr]`…, and each page's text (and the pages it links
 * to, always in its own section) is drawn afresh. Only the first section's first page is the
 * site's `index`; the others start at `<lang>/<version>/index`. Every section gets the API tab,
 * generating its operation pages under `<lang>/<version>/api-reference/`, so API URLs differ per
 * section too. With one version and one language the output is exactly the plain site above.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface CorpusOptions {
  /** MDX pages in all, split evenly over the sections. */
  pages?: number;
  /** Operations in `openapi.json`; each section's API tab generates a page per operation. */
  operations?: number;
  seed?: number;
  /** Versions per language, labelled `v<N>` down to `v1` (newest first, the default). */
  versions?: number;
  /** Mintlify language codes (`en`, `fr`, `de`, `es`, `ja`, `zh`…); the first is the default. */
  languages?: string[];
}

/** One language × version part of the site. */
export interface CorpusSection {
  language: string;
  version: string;
  /** Folder (and URL prefix) of its pages: `fr/v2`, `v2`, `fr`, or '' for a plain site. */
  prefix: string;
  /** MDX pages in it. */
  pages: number;
}

export interface Corpus {
  root: string;
  /** MDX page files, relative to the root, in navigation order. */
  pageFiles: string[];
  /** URL paths of the MDX pages (`/guides/…`), in navigation order. */
  pagePaths: string[];
  /** Fence languages used by at least one page (as written: `ts`, `bash`…). */
  languages: string[];
  operations: number;
  /** Pages Quire generates from `openapi.json`: `operations` per section. */
  apiPages: number;
  /** Total bytes of the MDX pages. */
  mdxBytes: number;
  /** In navigation order; one (language `en`, version `v1`, prefix '') for a plain site. */
  sections: CorpusSection[];
}

/** mulberry32: small, fast, good enough for test data, and the same on every platform. */
function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof createRandom>;

const WORDS = (
  'account access action agent alert api app archive audit auth backup balance batch billing branch bucket build cache ' +
  'call card channel check client cluster code commit config connection console container content context contract cost ' +
  'credential customer dashboard data database deploy device domain draft endpoint environment error event export feature ' +
  'field file filter flag folder form function gateway group guide hook host identity image import index input instance ' +
  'integration invoice issue job key label language layer ledger limit link log member message metric migration model ' +
  'module monitor namespace network node notification object order organization output owner package page parameter ' +
  'partner payment permission pipeline plan policy pool project queue quota record region release report repository ' +
  'request resource response role route rule runtime schedule schema scope secret segment server service session setting ' +
  'signal snapshot source space stage storage stream subscription task team template tenant token topic trace trigger ' +
  'upload usage user variable version volume webhook worker workflow workspace zone'
).split(' ');
const VERBS = 'create update delete list fetch sync configure deploy rotate verify export import enable disable migrate monitor schedule retry cancel archive'.split(' ');
const ADJECTIVES = 'new existing default custom primary secondary remote local shared private public active pending stale large small nested optional required'.split(' ');
const FILLER = (
  'the a each every your this that when before after while because so then also only always never usually often ' +
  'can should must may will is are was be has have returns sends stores reads writes uses keeps marks'
).split(' ');

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function sentence(r: Random, links: () => string | undefined): string {
  const n = r.int(8, 22);
  const words: string[] = [];
  for (let i = 0; i < n; i++) {
    const w = r.chance(0.45) ? r.pick(FILLER) : r.chance(0.5) ? r.pick(WORDS) : r.chance(0.5) ? r.pick(VERBS) : r.pick(ADJECTIVES);
    if (r.chance(0.04)) words.push(`**${w}**`);
    else if (r.chance(0.04)) words.push(`_${w}_`);
    else if (r.chance(0.04)) words.push(`\`${w}_${r.pick(WORDS)}\``);
    else words.push(w);
  }
  if (r.chance(0.25)) {
    const link = links();
    if (link) words.splice(r.int(1, words.length - 1), 0, `[${r.pick(WORDS)} ${r.pick(WORDS)}](${link})`);
  }
  return `${cap(words.join(' '))}.`;
}

function paragraph(r: Random, links: () => string | undefined): string {
  return Array.from({ length: r.int(2, 4) }, () => sentence(r, links)).join(' ');
}

// ---- code blocks -------------------------------------------------------------------------

const LANGS = ['ts', 'js', 'python', 'bash', 'json', 'yaml', 'go', 'rust', 'tsx', 'ruby'] as const;
type Lang = (typeof LANGS)[number];
/** Roughly how often each language appears in API docs. */
const LANG_WEIGHTS: Record<Lang, number> = { ts: 18, js: 12, python: 14, bash: 20, json: 14, yaml: 8, go: 6, rust: 3, tsx: 3, ruby: 2 };
const FILE_EXT: Record<Lang, string> = { ts: 'ts', js: 'js', python: 'py', bash: 'sh', json: 'json', yaml: 'yaml', go: 'go', rust: 'rs', tsx: 'tsx', ruby: 'rb' };

function pickLang(r: Random): Lang {
  const total = LANGS.reduce((s, l) => s + LANG_WEIGHTS[l], 0);
  let x = r.next() * total;
  for (const l of LANGS) {
    x -= LANG_WEIGHTS[l];
    if (x < 0) return l;
  }
  return 'ts';
}

const camel = (a: string, b: string) => a + cap(b);

function codeBody(lang: Lang, r: Random): string {
  const noun = r.pick(WORDS);
  const verb = r.pick(VERBS);
  const fn = camel(verb, noun);
  const n = r.int(2, 7);
  const fields = Array.from({ length: n }, () => `${r.pick(WORDS)}_${r.pick(ADJECTIVES)}`.replace(/-/g, '_'));
  const num = () => r.int(1, 5000);
  switch (lang) {
    case 'ts':
    case 'tsx': {
      const lines = [
        `import { Client, type ${cap(noun)} } from '@acme/sdk';`,
        '',
        `const client = new Client({ apiKey: process.env.ACME_API_KEY!, timeout: ${num()} });`,
        '',
        `export async function ${fn}(id: string): Promise<${cap(noun)}> {`,
        `  const result = await client.${noun}s.${verb}(id, {`,
        ...fields.map((f) => `    ${f}: ${r.chance(0.5) ? `'${r.pick(WORDS)}'` : num()},`),
        '  });',
        `  if (!result.ok) throw new Error(\`${verb} failed: \${result.error.message}\`);`,
        '  return result.data;',
        '}',
      ];
      if (lang === 'tsx') lines.push('', `export function ${cap(noun)}View({ id }: { id: string }) {`, `  return <section className="${noun}">{id}</section>;`, '}');
      return lines.join('\n');
    }
    case 'js':
      return [
        `const { Client } = require('@acme/sdk');`,
        '',
        `const client = new Client({ apiKey: process.env.ACME_API_KEY });`,
        '',
        `async function ${fn}(id) {`,
        `  // ${sentenceLite(r)}`,
        `  const response = await client.${noun}s.${verb}(id, {`,
        ...fields.map((f) => `    ${f}: ${r.chance(0.5) ? `"${r.pick(WORDS)}"` : num()},`),
        '  });',
        '  console.log(response.data);',
        '  return response;',
        '}',
        '',
        `${fn}('${noun}_${num()}').catch(console.error);`,
      ].join('\n');
    case 'python':
      return [
        'import os',
        'from acme import Client',
        '',
        'client = Client(api_key=os.environ["ACME_API_KEY"])',
        '',
        '',
        `def ${verb}_${noun}(${noun}_id: str) -> dict:`,
        `    """${cap(sentenceLite(r))}."""`,
        `    result = client.${noun}s.${verb}(`,
        `        ${noun}_id,`,
        ...fields.map((f) => `        ${f}=${r.chance(0.5) ? `"${r.pick(WORDS)}"` : num()},`),
        '    )',
        `    for item in result.get("items", []):`,
        `        print(item["id"], item.get("${fields[0]}"))`,
        '    return result',
      ].join('\n');
    case 'bash':
      return r.chance(0.5)
        ? [
            `curl -X ${r.pick(['GET', 'POST', 'PATCH', 'DELETE'])} https://api.acme.dev/v1/${noun}s/${noun}_${num()} \\`,
            '  -H "Authorization: Bearer $ACME_API_KEY" \\',
            '  -H "Content-Type: application/json" \\',
            `  -d '{${fields.map((f) => `"${f}": ${num()}`).join(', ')}}'`,
          ].join('\n')
        : [
            `npm install @acme/sdk @acme/${noun}`,
            `export ACME_${noun.toUpperCase()}_ID="${noun}_${num()}"`,
            `acme ${noun}s ${verb} --id "$ACME_${noun.toUpperCase()}_ID" --${r.pick(ADJECTIVES)}`,
            `if [ $? -ne 0 ]; then echo "${verb} failed" >&2; exit 1; fi`,
          ].join('\n');
    case 'json':
      return JSON.stringify(
        {
          id: `${noun}_${num()}`,
          object: noun,
          created: 1700000000 + num(),
          ...Object.fromEntries(fields.map((f) => [f, r.chance(0.5) ? r.pick(WORDS) : num()])),
          metadata: { [r.pick(WORDS)]: r.pick(ADJECTIVES), livemode: r.chance(0.5) },
        },
        null,
        2,
      );
    case 'yaml':
      return [
        `${noun}:`,
        `  name: ${r.pick(ADJECTIVES)}-${noun}`,
        `  enabled: ${r.chance(0.5)}`,
        `  retries: ${r.int(1, 9)}`,
        '  settings:',
        ...fields.map((f) => `    ${f}: ${r.chance(0.5) ? r.pick(WORDS) : num()}`),
        '  tags:',
        `    - ${r.pick(WORDS)}`,
        `    - ${r.pick(WORDS)}`,
      ].join('\n');
    case 'go':
      return [
        'package main',
        '',
        'import (',
        '\t"context"',
        '\t"fmt"',
        '',
        '\t"github.com/acme/acme-go"',
        ')',
        '',
        'func main() {',
        '\tclient := acme.NewClient(acme.WithAPIKeyFromEnv())',
        `\tresult, err := client.${cap(noun)}s.${cap(verb)}(context.Background(), &acme.${cap(noun)}Params{`,
        ...fields.map((f) => `\t\t${cap(camelize(f))}: ${r.chance(0.5) ? `"${r.pick(WORDS)}"` : num()},`),
        '\t})',
        '\tif err != nil {',
        '\t\tpanic(err)',
        '\t}',
        '\tfmt.Println(result.ID)',
        '}',
      ].join('\n');
    case 'rust':
      return [
        'use acme::Client;',
        '',
        '#[tokio::main]',
        'async fn main() -> Result<(), acme::Error> {',
        '    let client = Client::from_env()?;',
        `    let ${noun} = client.${noun}s().${verb}("${noun}_${num()}")`,
        ...fields.map((f) => `        .${f}(${num()})`),
        '        .send()',
        '        .await?;',
        `    println!("{:?}", ${noun});`,
        '    Ok(())',
        '}',
      ].join('\n');
    case 'ruby':
      return [
        "require 'acme'",
        '',
        "client = Acme::Client.new(api_key: ENV['ACME_API_KEY'])",
        `${noun} = client.${noun}s.${verb}(`,
        ...fields.map((f) => `  ${f}: ${num()},`),
        ')',
        `puts ${noun}.id`,
      ].join('\n');
  }
}

function camelize(s: string): string {
  return s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function sentenceLite(r: Random): string {
  return `${r.pick(VERBS)} the ${r.pick(ADJECTIVES)} ${r.pick(WORDS)} so you can ${r.pick(VERBS)} the ${r.pick(WORDS)}`;
}

function codeBlock(r: Random, used: Set<string>, lang = pickLang(r)): string {
  used.add(lang);
  let meta = '';
  if (r.chance(0.3)) meta = ` title="${r.pick(WORDS)}.${FILE_EXT[lang]}"`;
  else if (r.chance(0.15)) meta = ` ${cap(r.pick(WORDS))}`;
  if (r.chance(0.15)) meta += ` {${r.int(1, 3)}-${r.int(4, 6)}}`;
  return `\`\`\`${lang}${meta}\n${codeBody(lang, r)}\n\`\`\``;
}

// ---- pages ---------------------------------------------------------------------------------

interface PagePlan {
  file: string;
  path: string;
  title: string;
}

function table(r: Random): string {
  const rows = r.int(3, 8);
  const head = '| Name | Type | Required | Description |\n| --- | --- | --- | --- |';
  const body = Array.from(
    { length: rows },
    () => `| \`${r.pick(WORDS)}_${r.pick(ADJECTIVES)}\` | ${r.pick(['string', 'integer', 'boolean', 'object', 'string[]'])} | ${r.chance(0.4) ? 'yes' : 'no'} | ${cap(sentenceLite(r))}. |`,
  );
  return [head, ...body].join('\n');
}

function list(r: Random, links: () => string | undefined, ordered = r.chance(0.3)): string {
  return Array.from({ length: r.int(3, 6) }, (_, i) => `${ordered ? `${i + 1}.` : '-'} ${sentence(r, links)}`).join('\n');
}

function component(r: Random, kind: number, used: Set<string>, links: () => string | undefined, plans: PagePlan[]): { text: string; code: number } {
  switch (kind) {
    case 0: {
      const name = r.pick(['Note', 'Tip', 'Warning', 'Info', 'Check']);
      return { text: `<${name}>\n  ${sentence(r, links)}\n</${name}>`, code: 0 };
    }
    case 1: {
      const cards = Array.from({ length: r.int(2, 4) }, () => {
        const target = r.pick(plans);
        return `  <Card title="${target.title}" icon="${r.pick(['book', 'rocket', 'code', 'gear', 'bolt', 'key'])}" href="${target.path}">\n    ${sentenceLite(r)}.\n  </Card>`;
      });
      return { text: `<CardGroup cols={2}>\n${cards.join('\n')}\n</CardGroup>`, code: 0 };
    }
    case 2: {
      const a = pickLang(r);
      let b = pickLang(r);
      if (b === a) b = a === 'python' ? 'ts' : 'python';
      const tab = (title: string, lang: Lang) => `  <Tab title="${title}">\n    ${sentence(r, () => undefined)}\n\n${codeBlock(r, used, lang)}\n  </Tab>`;
      return { text: `<Tabs>\n${tab(langTitle(a), a)}\n${tab(langTitle(b), b)}\n</Tabs>`, code: 2 };
    }
    case 3: {
      const steps = Array.from({ length: r.int(3, 4) }, () => `  <Step title="${cap(r.pick(VERBS))} the ${r.pick(WORDS)}">\n    ${sentence(r, links)}\n  </Step>`);
      return { text: `<Steps>\n${steps.join('\n')}\n</Steps>`, code: 0 };
    }
    default:
      return { text: `<Accordion title="${cap(sentenceLite(r))}">\n  ${paragraph(r, links)}\n</Accordion>`, code: 0 };
  }
}

function langTitle(l: Lang): string {
  return { ts: 'TypeScript', js: 'JavaScript', python: 'Python', bash: 'cURL', json: 'JSON', yaml: 'YAML', go: 'Go', rust: 'Rust', tsx: 'React', ruby: 'Ruby' }[l];
}

function pageText(r: Random, plan: PagePlan, plans: PagePlan[], used: Set<string>): string {
  const links = () => {
    const target = r.pick(plans);
    return target === plan ? undefined : target.path;
  };
  const fm = [`title: "${plan.title}"`, `description: "${cap(sentenceLite(r))}."`];
  if (r.chance(0.2)) {
    // The first two words, after a language mark (`[fr] `) if the title has one.
    const [, mark = '', words] = /^(\[[^\]]+\] )?(.*)$/.exec(plan.title)!;
    fm.push(`sidebarTitle: "${mark}${words!.split(' ').slice(0, 2).join(' ')}"`);
  }
  if (r.chance(0.3)) fm.push(`icon: "${r.pick(['book', 'rocket', 'code', 'gear', 'bolt', 'key', 'database'])}"`);
  const parts: string[] = [`---\n${fm.join('\n')}\n---`, paragraph(r, links)];
  const codeTarget = r.int(2, 5);
  let code = 0;
  const components = [r.int(0, 4), ...(r.chance(0.5) ? [r.int(0, 4)] : [])];
  const sections = r.int(2, 5);
  for (let s = 0; s < sections; s++) {
    parts.push(`## ${cap(r.pick(VERBS))} ${r.pick(ADJECTIVES)} ${r.pick(WORDS)}s`);
    parts.push(paragraph(r, links));
    if (s === 0 || r.chance(0.4)) parts.push(list(r, links));
    if (r.chance(0.35)) parts.push(table(r));
    if (components.length && (r.chance(0.5) || s === sections - 1)) {
      const c = component(r, components.shift()!, used, links, plans);
      // Tabs hold two code blocks; only add them while the page has room.
      if (c.code === 0 || code + c.code <= codeTarget) {
        parts.push(c.text);
        code += c.code;
      }
    }
    if (r.chance(0.4)) {
      parts.push(`### ${cap(r.pick(ADJECTIVES))} ${r.pick(WORDS)}`);
      parts.push(paragraph(r, links));
    }
    const remaining = sections - s;
    if (code < codeTarget && (r.chance(0.6) || codeTarget - code >= remaining)) {
      parts.push(codeBlock(r, used));
      code++;
    }
  }
  while (code < 2) {
    parts.push(codeBlock(r, used));
    code++;
  }
  parts.push(`## Next steps\n\n${list(r, links, false)}`);
  return `${parts.join('\n\n')}\n`;
}

// ---- navigation ----------------------------------------------------------------------------

const TABS = ['Guides', 'Concepts', 'Reference', 'Integrations'];

interface GroupConfig {
  group: string;
  pages: (string | GroupConfig)[];
  icon?: string;
}

function planNavigation(r: Random, pages: number): { plans: PagePlan[]; tabs: { tab: string; groups: GroupConfig[] }[] } {
  const plans: PagePlan[] = [];
  const titles = new Set<string>();
  const newPage = (dir: string, isHome = false): string => {
    let title = isHome ? 'Introduction' : `${cap(r.pick(VERBS))} ${r.pick(ADJECTIVES)} ${r.pick(WORDS)}s`;
    for (let k = 2; titles.has(title); k++) title = `${title.replace(/ \d+$/, '')} ${k}`;
    titles.add(title);
    const file = isHome ? 'index' : `${dir}/${slug(title)}`;
    plans.push({ file: `${file}.mdx`, path: isHome ? '/' : `/${file}`, title });
    return file;
  };
  const perTab = Math.ceil(pages / TABS.length);
  const tabs: { tab: string; groups: GroupConfig[] }[] = [];
  for (let t = 0; t < TABS.length && plans.length < pages; t++) {
    const tabSlug = slug(TABS[t]!);
    const groups: GroupConfig[] = [];
    const groupNames = new Set<string>();
    const end = Math.min(pages, plans.length + perTab);
    while (plans.length < end) {
      let name = `${cap(r.pick(ADJECTIVES))} ${r.pick(WORDS)}s`;
      for (let k = 2; groupNames.has(name); k++) name = `${name.replace(/ \d+$/, '')} ${k}`;
      groupNames.add(name);
      const dir = `${tabSlug}/${slug(name)}`;
      const size = Math.min(end - plans.length, r.int(8, 30));
      const entries: (string | GroupConfig)[] = [];
      if (t === 0 && groups.length === 0) entries.push(newPage('', true));
      while (entries.length < size && plans.length < end) {
        // Now and then a nested group of a few pages.
        if (entries.length > 2 && r.chance(0.06) && end - plans.length >= 3) {
          const sub = `${cap(r.pick(WORDS))} ${r.pick(['options', 'recipes', 'limits', 'examples'])}`;
          const subDir = `${dir}/${slug(sub)}`;
          const n = Math.min(end - plans.length, r.int(2, 5));
          entries.push({ group: sub, pages: Array.from({ length: n }, () => newPage(subDir)) });
        } else entries.push(newPage(dir));
      }
      groups.push({ group: name, ...(r.chance(0.3) && { icon: r.pick(['book', 'rocket', 'code', 'gear']) }), pages: entries });
    }
    tabs.push({ tab: TABS[t]!, groups });
  }
  return { plans, tabs };
}

// ---- OpenAPI -------------------------------------------------------------------------------

function openApiDocument(r: Random, operations: number): Record<string, unknown> {
  const resources: string[] = [];
  const seen = new Set<string>();
  while (resources.length * 5 < operations) {
    let name = r.chance(0.6) ? r.pick(WORDS) : `${r.pick(WORDS)}-${r.pick(WORDS)}`;
    if (seen.has(name)) name = `${name}-${resources.length}`;
    seen.add(name);
    resources.push(name);
  }
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const schemaName = (res: string) => res.split('-').map(cap).join('');
  const schemas: Record<string, unknown> = {
    Address: {
      type: 'object',
      properties: { line1: { type: 'string' }, city: { type: 'string' }, postalCode: { type: 'string' }, country: { type: 'string', description: 'ISO 3166-1 alpha-2 code.' } },
      required: ['line1', 'country'],
    },
    Money: { type: 'object', properties: { amount: { type: 'integer', format: 'int64' }, currency: { type: 'string', example: 'usd' } }, required: ['amount', 'currency'] },
    Metadata: { type: 'object', additionalProperties: { type: 'string' }, description: 'Key-value pairs you attach to an object.' },
    User: { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string', format: 'email' }, name: { type: 'string' }, address: ref('Address') }, required: ['id'] },
    Pagination: { type: 'object', properties: { nextCursor: { type: ['string', 'null'] }, hasMore: { type: 'boolean' }, total: { type: 'integer' } } },
    Error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, issue: { type: 'string' } } } } }, required: ['code', 'message'] },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  let count = 0;
  for (const res of resources) {
    const S = schemaName(res);
    const props: Record<string, unknown> = {};
    for (let i = 0, n = r.int(3, 8); i < n; i++) {
      const field = `${r.pick(WORDS)}${cap(r.pick(ADJECTIVES))}`;
      props[field] = r.pick([
        { type: 'string', description: `${cap(sentenceLite(r))}.` },
        { type: 'integer', minimum: 0, description: `${cap(sentenceLite(r))}.` },
        { type: 'boolean', default: r.chance(0.5) },
        { type: 'string', enum: ['active', 'pending', 'archived'] },
        { type: 'array', items: { type: 'string' } },
      ]);
    }
    schemas[`${S}Item`] = { type: 'object', properties: { id: { type: 'string' }, quantity: { type: 'integer' }, price: ref('Money'), shipTo: ref('Address') } };
    schemas[`${S}Create`] = { type: 'object', properties: { ...props, owner: { type: 'string', description: 'ID of the owning user.' }, metadata: ref('Metadata') }, required: Object.keys(props).slice(0, 1) };
    schemas[S] = {
      allOf: [
        ref(`${S}Create`),
        {
          type: 'object',
          properties: { id: { type: 'string', example: `${res}_123` }, createdAt: { type: 'string', format: 'date-time' }, owner: ref('User'), total: ref('Money'), items: { type: 'array', items: ref(`${S}Item`) } },
          required: ['id', 'createdAt'],
        },
      ],
    };
    const one = { content: { 'application/json': { schema: ref(S) } } };
    const ops: [string, string, Record<string, unknown>][] = [
      ['get', `/v1/${res}s`, { summary: `List ${res.replace('-', ' ')}s`, parameters: [{ $ref: '#/components/parameters/Limit' }, { $ref: '#/components/parameters/Cursor' }], responses: { 200: { description: 'A page of results.', content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: ref(S) }, pagination: ref('Pagination') } } } } }, default: { $ref: '#/components/responses/Error' } } }],
      ['post', `/v1/${res}s`, { summary: `Create a ${res.replace('-', ' ')}`, requestBody: { required: true, content: { 'application/json': { schema: ref(`${S}Create`) } } }, responses: { 201: { description: 'Created.', ...one }, default: { $ref: '#/components/responses/Error' } } }],
      ['get', `/v1/${res}s/{id}`, { summary: `Retrieve a ${res.replace('-', ' ')}`, parameters: [{ $ref: '#/components/parameters/Id' }], responses: { 200: { description: 'The object.', ...one }, default: { $ref: '#/components/responses/Error' } } }],
      ['patch', `/v1/${res}s/{id}`, { summary: `Update a ${res.replace('-', ' ')}`, parameters: [{ $ref: '#/components/parameters/Id' }], requestBody: { content: { 'application/json': { schema: ref(`${S}Create`) } } }, responses: { 200: { description: 'The updated object.', ...one }, default: { $ref: '#/components/responses/Error' } } }],
      ['delete', `/v1/${res}s/{id}`, { summary: `Delete a ${res.replace('-', ' ')}`, parameters: [{ $ref: '#/components/parameters/Id' }], responses: { 204: { description: 'Deleted.' }, default: { $ref: '#/components/responses/Error' } } }],
    ];
    for (const [method, path, op] of ops) {
      if (count >= operations) break;
      count++;
      paths[path] ??= {};
      paths[path][method] = { operationId: `${method}${S}${path.endsWith('}') ? 'ById' : ''}`, tags: [cap(res.replace('-', ' '))], description: paragraph(r, () => undefined), ...op };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Acme API', version: '2024-06-01', description: 'The Acme REST API (generated for the Quire benchmark).' },
    servers: [{ url: 'https://api.acme.dev' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      parameters: {
        Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        Limit: { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        Cursor: { name: 'cursor', in: 'query', schema: { type: 'string' } },
      },
      responses: { Error: { description: 'An error.', content: { 'application/json': { schema: ref('Error') } } } },
      schemas,
    },
  };
}

// ---- sections (versions × languages) -------------------------------------------------------

type NavTab = { tab: string; groups: GroupConfig[] };

/**
 * Language-major, newest version first (the order of docs.json). Pages are shared out evenly;
 * the first `pages % n` sections take one more. A dimension of 1 adds no folder level.
 */
function planSections(pages: number, versions: number, languages: readonly string[]): CorpusSection[] {
  const labels = Array.from({ length: versions }, (_, i) => `v${versions - i}`);
  const pairs = languages.flatMap((language) => labels.map((version) => ({ language, version })));
  return pairs.map(({ language, version }, i) => ({
    language,
    version,
    prefix: [languages.length > 1 ? language : '', versions > 1 ? version : ''].filter(Boolean).join('/'),
    pages: Math.floor(pages / pairs.length) + (i < pages % pairs.length ? 1 : 0),
  }));
}

/** Where a section keeps the shared plan's `entry` (a file path without `.mdx`). */
function sectionEntry(entry: string, section: CorpusSection, isFirst: boolean): string {
  // The first section's home stays the site's `/`; the others start at `/<prefix>`.
  if (!section.prefix || (isFirst && entry === 'index')) return entry;
  return `${section.prefix}/${entry}`;
}

function entryPath(entry: string): string {
  return entry === 'index' ? '/' : `/${entry.replace(/\/index$/, '')}`;
}

/** A section's copy of the shared pages: its files, its URLs, its language's title mark. */
function sectionPlans(shared: PagePlan[], section: CorpusSection, isFirst: boolean): PagePlan[] {
  const mark = section.language === 'en' ? '' : `[${section.language}] `;
  return shared.slice(0, section.pages).map((plan) => {
    const entry = sectionEntry(plan.file.replace(/\.mdx$/, ''), section, isFirst);
    return { file: `${entry}.mdx`, path: entryPath(entry), title: `${mark}${plan.title}` };
  });
}

/** A section's copy of the shared tabs, cut to its page count (a copy: the shared tabs stay whole). */
function sectionTabs(shared: NavTab[], section: CorpusSection, isFirst: boolean, sharedPages: number): NavTab[] {
  const copy = (entries: (string | GroupConfig)[]): (string | GroupConfig)[] =>
    entries.map((e) => (typeof e === 'string' ? sectionEntry(e, section, isFirst) : { ...e, pages: copy(e.pages) }));
  const tabs = shared.map((t) => ({ ...t, groups: copy(t.groups) as GroupConfig[] }));
  for (let n = sharedPages; n > section.pages; n--) dropLastPage(tabs);
  return tabs;
}

/** Removes the last page in navigation order (the last one planned), and what it leaves empty. */
function dropLastPage(tabs: NavTab[]): void {
  const dropFrom = (entries: (string | GroupConfig)[]) => {
    const last = entries[entries.length - 1];
    if (typeof last !== 'string') dropFrom(last!.pages);
    if (typeof last === 'string' || last!.pages.length === 0) entries.pop();
  };
  const tab = tabs[tabs.length - 1];
  dropFrom(tab!.groups);
  if (tab!.groups.length === 0) tabs.pop();
}

/** Each section's API tab generates the operations under its own folder, so URLs never clash. */
function apiTab(section: CorpusSection): Record<string, unknown> {
  // A plain site keeps the short form (and so its docs.json byte for byte).
  const openapi = section.prefix ? { source: 'openapi.json', directory: `${section.prefix}/api-reference` } : 'openapi.json';
  return { tab: 'API Reference', openapi };
}

/** `navigation`: the tabs alone, or under `versions`, `languages`, or `languages[].versions`. */
function sectionNavigation(sections: CorpusSection[], tabsOf: Record<string, unknown>[][], versions: number, languages: readonly string[]): Record<string, unknown> {
  const versionsOf = (first: number) =>
    Array.from({ length: versions }, (_, i) => ({ version: sections[first + i]!.version, ...(i === 0 && { default: true }), tabs: tabsOf[first + i] }));
  if (languages.length === 1) return versions === 1 ? { tabs: tabsOf[0] } : { versions: versionsOf(0) };
  return {
    languages: languages.map((language, l) => ({
      language,
      ...(l === 0 && { default: true }),
      ...(versions === 1 ? { tabs: tabsOf[l] } : { versions: versionsOf(l * versions) }),
    })),
  };
}

// ---- writing -------------------------------------------------------------------------------

function checkOptions(pages: number, versions: number, languages: readonly string[]): void {
  if (!Number.isInteger(versions) || versions < 1) throw new Error(`versions must be a whole number ≥ 1, not ${versions}`);
  if (languages.length === 0 || new Set(languages).size !== languages.length) throw new Error(`languages must be distinct codes, not [${languages.join(', ')}]`);
  // Every section needs its first page.
  if (pages < versions * languages.length) throw new Error(`${pages} pages cannot fill ${versions * languages.length} sections`);
}

/** Writes the corpus into `root` (emptied first) and describes it. */
export async function generateCorpus(root: string, options: CorpusOptions = {}): Promise<Corpus> {
  const pages = options.pages ?? 1000;
  const operations = options.operations ?? 200;
  const versions = options.versions ?? 1;
  const languages = options.languages ?? ['en'];
  checkOptions(pages, versions, languages);
  const r = createRandom(options.seed ?? 1);
  const sections = planSections(pages, versions, languages);
  // One structure for all sections; the draws after it are each section's own text.
  const shared = planNavigation(r, sections[0]!.pages);
  const used = new Set<string>();
  const files = new Map<string, string>();
  const allPlans: PagePlan[] = [];
  const tabsOf: Record<string, unknown>[][] = [];
  let mdxBytes = 0;
  sections.forEach((section, i) => {
    const plans = sectionPlans(shared.plans, section, i === 0);
    for (const plan of plans) {
      const text = pageText(r, plan, plans, used);
      mdxBytes += Buffer.byteLength(text);
      files.set(plan.file, text);
    }
    allPlans.push(...plans);
    tabsOf.push(sectionTabs(shared.tabs, section, i === 0, shared.plans.length));
  });
  if (operations > 0) {
    files.set('openapi.json', `${JSON.stringify(openApiDocument(r, operations), null, 2)}\n`);
    sections.forEach((section, i) => tabsOf[i]!.push(apiTab(section)));
  }
  const config = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
    navigation: sectionNavigation(sections, tabsOf, versions, languages),
    navbar: { links: [{ label: 'Support', href: 'mailto:support@acme.dev' }] },
    footer: { socials: { github: 'https://github.com/acme' } },
  };
  files.set('docs.json', `${JSON.stringify(config, null, 2)}\n`);

  await rm(root, { recursive: true, force: true });
  const dirs = new Set([...files.keys()].map((f) => dirname(join(root, f))));
  for (const d of dirs) await mkdir(d, { recursive: true });
  const entries = [...files];
  for (let i = 0; i < entries.length; i += 64) {
    await Promise.all(entries.slice(i, i + 64).map(([file, text]) => writeFile(join(root, file), text)));
  }
  return {
    root,
    pageFiles: allPlans.map((p) => p.file),
    pagePaths: allPlans.map((p) => p.path),
    languages: [...new Set([...files.entries()].filter(([f]) => f.endsWith('.mdx')).flatMap(([, t]) => [...t.matchAll(/^\s*```(\w+)/gm)].map((m) => m[1]!)))].sort(),
    operations,
    apiPages: operations > 0 ? operations * sections.length : 0,
    mdxBytes,
    sections,
  };
}

function flag(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

function listFlag(args: string[], name: string, fallback: string[]): string[] {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? '').split(',').map((s) => s.trim()).filter(Boolean) : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!dir) {
    console.error('usage: tsx bench/gen-corpus.ts <dir> [--pages 1000] [--operations 200] [--seed 1] [--versions 1] [--languages en,fr,de]');
    process.exit(2);
  }
  const corpus = await generateCorpus(resolve(dir), {
    pages: flag(args, 'pages', 1000),
    operations: flag(args, 'operations', 200),
    seed: flag(args, 'seed', 1),
    versions: flag(args, 'versions', 1),
    languages: listFlag(args, 'languages', ['en']),
  });
  const split = corpus.sections.length > 1 ? ` in ${corpus.sections.length} sections (${corpus.sections.map((s) => s.prefix).join(', ')})` : '';
  console.log(`wrote ${corpus.pageFiles.length} pages${split} (${(corpus.mdxBytes / 1024).toFixed(0)} KiB of MDX, languages ${corpus.languages.join(', ')}) and ${corpus.operations} operations to ${corpus.root}`);
}
