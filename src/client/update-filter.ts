import { messages } from './messages.js';

/**
 * A row of tag buttons above a changelog's first tagged `<Update>`: choosing tags shows only the
 * entries carrying one of them; "All" shows every entry again. The server renders every entry
 * and its tags (`data-tags`, one per line), so the changelog reads whole without this.
 */
export function enhanceUpdateFilter(doc: Document): void {
  const updates = Array.from(doc.querySelectorAll<HTMLElement>('.prose section.update'));
  const tagsOf = new Map(updates.map((u) => [u, (u.dataset.tags ?? '').split('\n').filter(Boolean)]));
  const all = [...new Set([...tagsOf.values()].flat())];
  const first = updates.find((u) => (tagsOf.get(u) ?? []).length > 0);
  if (all.length === 0 || !first || doc.querySelector('.update-filter')) return;
  const t = messages(doc);
  const bar = doc.createElement('div');
  bar.className = 'update-filter';
  bar.setAttribute('role', 'toolbar');
  bar.setAttribute('aria-label', t.filterByTag);
  const chosen = new Set<string>();
  const button = (label: string, tag: string | undefined): HTMLButtonElement => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = 'update-filter-tag';
    b.textContent = label;
    b.setAttribute('aria-pressed', tag === undefined ? 'true' : 'false');
    b.addEventListener('click', () => {
      if (tag === undefined) chosen.clear();
      else if (chosen.has(tag)) chosen.delete(tag);
      else chosen.add(tag);
      apply();
    });
    bar.append(b);
    return b;
  };
  const allButton = button(t.allTags, undefined);
  const tagButtons = all.map((tag) => ({ tag, b: button(tag, tag) }));
  const apply = () => {
    allButton.setAttribute('aria-pressed', String(chosen.size === 0));
    for (const { tag, b } of tagButtons) b.setAttribute('aria-pressed', String(chosen.has(tag)));
    for (const [u, tags] of tagsOf) u.hidden = chosen.size > 0 && !tags.some((tag) => chosen.has(tag));
  };
  first.before(bar);
}
