import type { ComponentChildren } from 'preact';
import { Icon } from '../icon.js';
import { hasContent, nodeOf, numberOf, textOf, urlOf } from './prop-values.js';

type Children = { children?: ComponentChildren; [unknown: string]: unknown };

/** `owner/name` as written (`repo="mintlify/docs"`), or from a GitHub URL; undefined when it is neither. */
export function repoName(value: unknown): string | undefined {
  const text = textOf(value)
    .trim()
    .replace(/^https?:\/\/(?:www\.)?github\.com\//i, '')
    .replace(/\.git$|\/+$/g, '');
  return /^[\w.-]+\/[\w.-]+$/.test(text) ? text : undefined;
}

/**
 * A card for a GitHub repository, drawn from its props only (a static site must not call
 * GitHub at build or read time): `repo="owner/name"`, `description`, `stars`, `language`;
 * `href` overrides the link. The children, if any, follow the description.
 */
function GitHubRepo({ repo, description, stars, language, href, children }: Children & {
  repo?: unknown;
  description?: ComponentChildren;
  stars?: unknown;
  language?: ComponentChildren;
  href?: unknown;
}) {
  const name = repoName(repo);
  const link = urlOf(href) ?? (name ? `https://github.com/${name}` : undefined);
  const count = numberOf(stars);
  const title = name ?? (textOf(repo).trim() || 'GitHub');
  return (
    <div class="card github-repo card-link">
      <div class="card-inner card-horizontal">
        <span class="card-icon">
          <Icon name="github" style="brands" />
        </span>
        <div class="card-text">
          <p class="card-title">{link ? <a class="card-anchor" href={link} target="_blank" rel="noopener noreferrer">{title}</a> : title}</p>
          {hasContent(description) && <div class="card-body">{nodeOf(description)}</div>}
          {hasContent(children) && <div class="card-body">{children}</div>}
          {(count !== undefined || hasContent(language)) && (
            <p class="github-repo-facts">
              {hasContent(language) && <span class="github-repo-language">{nodeOf(language)}</span>}
              {count !== undefined && <span class="github-repo-stars">★ {Math.max(0, Math.trunc(count)).toLocaleString('en-US')}</span>}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** Mintlify's `GitHub` namespace: only `GitHub.Repo` exists. */
export const GitHub = { Repo: GitHubRepo };
