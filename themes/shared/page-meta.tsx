/**
 * The line under a page's content: "Edit this page" (docs.json `repository`) and "Last updated"
 * (docs.json `metadata.timestamp`, from git or frontmatter). Plain HTML, no JavaScript.
 */
export interface PageMetaProps {
  editUrl?: string;
  /** ISO 8601. */
  lastModified?: string;
}

const DATE = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function PageMeta({ editUrl, lastModified }: PageMetaProps) {
  const date = lastModified ? new Date(lastModified) : undefined;
  const valid = date && !Number.isNaN(date.getTime());
  if (!editUrl && !valid) return null;
  return (
    <div class="page-meta">
      {valid && (
        <p class="page-updated">
          Last updated <time datetime={lastModified}>{DATE.format(date)}</time>
        </p>
      )}
      {editUrl && (
        <a class="page-edit" href={editUrl} rel="noopener">
          Edit this page
        </a>
      )}
    </div>
  );
}
