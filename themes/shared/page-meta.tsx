import { useMessages } from '../../src/shared/ui-messages/context.js';
/**
 * The line under a page's content: "Edit this page" (docs.json `repository`) and "Last updated"
 * (docs.json `metadata.timestamp`, from git or frontmatter). Plain HTML, no JavaScript.
 */
export interface PageMetaProps {
  editUrl?: string;
  /** "Report an issue" (docs.json `feedback.raiseIssue`). */
  issueUrl?: string;
  /** ISO 8601. */
  lastModified?: string;
  /** The page's `<html lang>`, for the date's format. */
  lang?: string;
}

/** The date in the page's language (`lang`: its BCP 47 tag). */
function formatDate(date: Date, lang: string): string {
  const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
  try {
    return new Intl.DateTimeFormat(lang, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date);
  }
}

export function PageMeta({ editUrl, issueUrl, lastModified, lang = 'en' }: PageMetaProps) {
  const t = useMessages();
  const date = lastModified ? new Date(lastModified) : undefined;
  const valid = date && !Number.isNaN(date.getTime());
  if (!editUrl && !issueUrl && !valid) return null;
  return (
    <div class="page-meta">
      {valid && (
        <p class="page-updated">
          {t.lastUpdated} <time datetime={lastModified}>{formatDate(date, lang)}</time>
        </p>
      )}
      {editUrl && (
        <a class="page-edit" href={editUrl} rel="noopener">
          {t.editThisPage}
        </a>
      )}
      {issueUrl && (
        <a class="page-issue" href={issueUrl} rel="noopener">
          {t.reportIssue}
        </a>
      )}
    </div>
  );
}
