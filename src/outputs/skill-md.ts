import { oneLine, type LlmsSection, type PublishedSpec } from './llms-txt.js';

/** Pages listed per documentation section; the rest are counted and left to llms.txt. */
const PAGES_PER_SECTION = 8;
/** API operations listed; the rest are counted and left to llms.txt and the specs. */
const MAX_OPERATIONS = 60;

export interface SkillInput {
  /** docs.json `name`. */
  name: string;
  /** docs.json `description`. */
  description?: string;
  sections: readonly LlmsSection[];
  /** Absolute (or root-relative) URLs of llms.txt and llms-full.txt. */
  llmsUrl: string;
  llmsFullUrl: string;
  specs: readonly PublishedSpec[];
}

/** agentskills.io names: lower-case letters, digits and hyphens, at most 64 characters. */
export function skillName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug || 'docs';
}

/** YAML double-quoted scalar: JSON's escaping is a subset YAML reads the same way. */
const yamlString = (s: string) => JSON.stringify(s);

/**
 * skill.md: what Mintlify serves at `/skill.md` for agents, in the agentskills.io shape (YAML
 * frontmatter `name` and `description`, then Markdown). Mintlify writes its file with a model;
 * Quire derives it from the site itself, so it says only what the docs say: what they cover
 * (the navigation's sections and first pages), the API operations they document, and where an
 * agent reads more (the Markdown twins, llms.txt, llms-full.txt, the OpenAPI documents). Pure.
 */
export function skillMd(input: SkillInput): string {
  const about = input.description ? oneLine(input.description) : `The ${input.name} documentation`;
  const topics = input.sections.map((s) => s.title).filter((t, i, all) => t !== input.name && all.indexOf(t) === i);
  const covers = topics.length ? ` Covers ${topics.slice(0, 6).join(', ')}${topics.length > 6 ? ', and more' : ''}.` : '';
  const description = `${about.replace(/\.?$/, '.')} Use when a task involves ${input.name}: how it works, how to set it up and use it${input.specs.length ? ', or calling its API' : ''}.${covers}`.slice(0, 1024);

  const out = ['---', `name: ${skillName(input.name)}`, `description: ${yamlString(description)}`, '---', '', `# ${input.name}`, '', about, ''];
  out.push(
    '## How to read these docs',
    '',
    `- Index of every page: ${input.llmsUrl}`,
    `- Every page's full text in one file: ${input.llmsFullUrl}`,
    '- Any page as Markdown: add `.md` to its URL (the links below point there).',
    '',
  );

  const operations: string[] = [];
  out.push('## What the documentation covers', '');
  for (const section of input.sections) {
    const pages = section.links.filter((l) => l.page);
    for (const l of pages) {
      const api = l.page!.source;
      if (api.kind === 'openapi') operations.push(`- \`${api.method.toUpperCase()} ${api.path}\` — [${l.title}](${l.url})`);
    }
    const prose = pages.filter((l) => l.page!.source.kind === 'mdx');
    if (!prose.length) continue;
    out.push(`### ${section.title}`, '');
    for (const l of prose.slice(0, PAGES_PER_SECTION)) out.push(`- [${l.title}](${l.url})${l.description ? `: ${oneLine(l.description)}` : ''}`);
    if (prose.length > PAGES_PER_SECTION) out.push(`- …and ${prose.length - PAGES_PER_SECTION} more pages (see llms.txt)`);
    out.push('');
  }

  if (operations.length || input.specs.length) {
    out.push('## API', '');
    out.push(...operations.slice(0, MAX_OPERATIONS));
    if (operations.length > MAX_OPERATIONS) out.push(`- …and ${operations.length - MAX_OPERATIONS} more operations (see llms.txt)`);
    if (operations.length) out.push('');
    if (input.specs.length) out.push('OpenAPI documents:', '', ...input.specs.map((s) => `- [${s.name}](${s.url})`), '');
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
