import { useMessages } from '../../../src/shared/ui-messages/context.js';
import type { LayoutProps } from '../../../src/render/theme-types.js';
import { ContextualMenuView, PageActions } from '../../shared/page-actions.js';
import { PageMeta } from '../../shared/page-meta.js';

/** `nav[aria-label="Breadcrumb"]` when breadcrumbs are on; otherwise the section eyebrow. */
export function Eyebrow({ props }: { props: LayoutProps }) {
  const crumbs = props.route.breadcrumbs;
  const t = useMessages();
  if (!crumbs.length) return null;
  if (props.site.eyebrows !== 'breadcrumbs') return <p class="eyebrow">{crumbs[crumbs.length - 1]!.title}</p>;
  return (
    <nav aria-label={t.breadcrumb} class="breadcrumbs">
      <ol>
        {crumbs.map((c) => (
          <li>{c.href ? <a href={c.href}>{c.title}</a> : <span>{c.title}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

export function Pager({ props }: { props: LayoutProps }) {
  const { prev, next } = props.route;
  const t = useMessages();
  if (!prev && !next) return null;
  return (
    <nav class="pager" aria-label={t.pagerLabel}>
      {prev && (
        <a class="pager-prev" href={prev.path} rel="prev">
          <span>{t.previous}</span>
          {prev.title}
        </a>
      )}
      {next && (
        <a class="pager-next" href={next.path} rel="next">
          <span>{t.next}</span>
          {next.title}
        </a>
      )}
    </nav>
  );
}

/** Frontmatter `related`: a list of links at the page's end; other sites open in a new tab. */
export function RelatedPages({ props }: { props: LayoutProps }) {
  const t = useMessages();
  const links = props.route.related;
  if (!links?.length) return null;
  return (
    <nav class="related-pages" aria-labelledby="related-pages-title">
      <h2 class="related-pages-title" id="related-pages-title">
        {t.relatedPages}
      </h2>
      <ul>
        {links.map((l) => (
          <li>
            <a href={l.href} {...(l.external && { target: '_blank', rel: 'noopener noreferrer' })}>
              {l.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page itself: eyebrow or breadcrumbs, title, description, content, edit link and date, prev/next. */
export function PageArticle({ props, bare = false }: { props: LayoutProps; bare?: boolean }) {
  const { page } = props.route;
  const t = useMessages();
  const content = <div class="prose" dangerouslySetInnerHTML={{ __html: props.contentHtml }} />;
  // `custom` and `frame` pages are a blank canvas: the content alone.
  if (bare) return <article class="page page-bare">{content}</article>;
  return (
    <article class="page">
      <header class="page-header">
        <Eyebrow props={props} />
        {props.contextual?.display === 'header' && <ContextualMenuView menu={props.contextual} />}
        <h1 class="page-title">
          {page.title}
          {page.deprecated && <span class="badge badge-deprecated">{t.deprecated}</span>}
        </h1>
        {props.descriptionHtml ? (
          <div class="page-description" dangerouslySetInnerHTML={{ __html: props.descriptionHtml }} />
        ) : (
          page.description && <p class="page-description">{page.description}</p>
        )}
      </header>
      {content}
      <RelatedPages props={props} />
      <PageMeta editUrl={page.editUrl} issueUrl={page.issueUrl} lastModified={page.lastModified} lang={props.route.lang} />
      {props.pageActions && <PageActions feedback={props.site.feedback} />}
      <Pager props={props} />
    </article>
  );
}

/** "On this page": h2/h3 of the page; toc-highlight.ts marks the section in view. */
export function TableOfContents({ props }: { props: LayoutProps }) {
  const t = useMessages();
  const menu = props.contextual?.display === 'toc' ? props.contextual : undefined;
  if (!props.toc.length) return menu ? <div class="toc"><ContextualMenuView menu={menu} /></div> : null;
  return (
    <nav class="toc" aria-label={t.onThisPage} data-toc>
      {menu && <ContextualMenuView menu={menu} />}
      <p class="toc-title">{t.onThisPage}</p>
      <ul>
        {props.toc.map((h) => (
          <li class={`toc-depth-${h.depth}`}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
