import type { DocsConfig } from '../config/docs-config-schema.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { Page } from '../shared/site-model.js';
import type { GitInfo } from './git-dates.js';

/**
 * "Edit this page" and "Last updated": where a page's source lives in its repository and when
 * it last changed. Pure: the git facts come in as data (see git-dates.ts).
 */

type RepositoryConfig = NonNullable<DocsConfig['repository']>;

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * The edit link of a file (relative to the docs root). The repository's host picks the URL
 * shape (GitHub and hosts like it: `/edit/<branch>/<path>`; GitLab: `/-/edit/…`; Bitbucket:
 * `/src/<branch>/<path>?mode=edit`) unless `editUrl` gives a pattern. `gitPrefix` is where the
 * docs root sits in the checkout, used when docs.json gives no `path`.
 */
export function editUrl(repository: RepositoryConfig, file: string, gitPrefix = ''): string {
  const repo = typeof repository === 'string' ? { url: repository } : repository;
  const folder = (repo.path ?? gitPrefix).replace(/^[./]+|\/+$/g, '');
  const path = encodePath([folder, file].filter(Boolean).join('/'));
  const branch = encodePath(repo.branch ?? 'main');
  if (repo.editUrl) return repo.editUrl.replaceAll('{path}', path).replaceAll('{branch}', branch);
  const url = repo.url.replace(/\/+$/, '').replace(/\.git$/, '');
  const host = /^https?:\/\/([^/]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  if (host.includes('gitlab')) return `${url}/-/edit/${branch}/${path}`;
  if (host === 'bitbucket.org') return `${url}/src/${branch}/${path}?mode=edit`;
  return `${url}/edit/${branch}/${path}`;
}

/**
 * The "Report an issue" link of a page (docs.json `feedback.raiseIssue`): a new issue on the
 * repository, titled with the page's path. Only GitHub and GitLab (and hosts shaped like them)
 * take `/issues/new?title=`; `undefined` for Bitbucket, whose issue tracker is optional.
 */
export function issueUrl(repository: RepositoryConfig, pagePath: string): string | undefined {
  const url = (typeof repository === 'string' ? repository : repository.url).replace(/\/+$/, '').replace(/\.git$/, '');
  const host = /^https?:\/\/([^/]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  if (host === 'bitbucket.org') return undefined;
  const title = encodeURIComponent(`Issue on docs page ${pagePath}`);
  return host.includes('gitlab') ? `${url}/-/issues/new?issue[title]=${title}` : `${url}/issues/new?title=${title}`;
}

/** Frontmatter `timestamp`: false hides the date, true shows it, a date shows that date. */
function timestampSetting(value: unknown): boolean | Date | undefined {
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

function mdxFile(page: Page): string | undefined {
  return page.source.kind === 'mdx' ? page.source.file : undefined;
}

/**
 * The date a page's frontmatter gives: `lastUpdatedDate` (Mintlify's override of the git date),
 * else a date in `timestamp`.
 */
export function ownDate(frontmatter: Record<string, unknown>): Date | undefined {
  for (const value of [frontmatter.lastUpdatedDate, frontmatter.timestamp]) {
    const date = timestampSetting(value);
    if (date instanceof Date) return date;
  }
  return undefined;
}

/**
 * Whether a page with this frontmatter shows a date: frontmatter `timestamp` first, then a date
 * the page gives itself, then docs.json `metadata.timestamp`.
 */
function showsTimestamp(frontmatter: Record<string, unknown>, config: DocsConfig): boolean {
  const own = timestampSetting(frontmatter.timestamp);
  if (own !== undefined) return own !== false;
  return ownDate(frontmatter) !== undefined || config.metadata?.timestamp === true;
}

/** The page files (with their frontmatter) whose git dates are needed; none: no `git log` runs. */
export function wantsGitDates(config: DocsConfig, files: ReadonlyMap<string, Record<string, unknown>>): Set<string> {
  const out = new Set<string>();
  for (const [file, fm] of files) {
    if (showsTimestamp(fm, config) && !ownDate(fm)) out.add(file);
  }
  return out;
}

/** The page with `editUrl` and `lastModified` set where docs.json asks for them. */
export function withPageHistory(page: Page, config: DocsConfig, git: Pick<GitInfo, 'prefix' | 'dates'> | undefined): Page {
  const file = mdxFile(page);
  if (!file) return page;
  const out: Page = { ...page };
  // docs.json `feedback.suggestEdit: false` hides the edit link a repository otherwise gives.
  if (config.repository && config.feedback?.suggestEdit !== false) out.editUrl = editUrl(config.repository, file, git?.prefix);
  if (config.repository && config.feedback?.raiseIssue === true) {
    const issue = issueUrl(config.repository, page.path);
    if (issue) out.issueUrl = issue;
  }
  if (showsTimestamp(page.frontmatter, config)) {
    const ms = ownDate(page.frontmatter)?.getTime() ?? git?.dates?.get(file);
    if (ms !== undefined) out.lastModified = new Date(ms).toISOString();
  }
  return out;
}

/** Why some pages show no date although they should, as one warning (or none). */
export function historyDiagnostics(wanted: ReadonlySet<string>, git: GitInfo | undefined): Diagnostic[] {
  if (wanted.size === 0) return [];
  if (!git) {
    return [
      {
        severity: 'warning',
        code: 'build/no-git-history',
        message: 'metadata.timestamp is on, but the docs folder is not in a git checkout (or git is not installed): pages show no "Last updated" date',
        file: 'docs.json',
        hint: 'build from a git clone of the repository, or set a date in the frontmatter (timestamp: 2024-05-01)',
      },
    ];
  }
  const undated = [...wanted].filter((f) => !git.dates?.has(f)).length;
  if (git.shallow && undated) {
    return [
      {
        severity: 'warning',
        code: 'build/shallow-git-history',
        message: `the git clone is shallow: ${undated} page(s) last changed before its oldest commit show no "Last updated" date`,
        file: 'docs.json',
        hint: 'clone the full history (e.g. actions/checkout with fetch-depth: 0, or git fetch --unshallow)',
      },
    ];
  }
  return [];
}
