import { describe, expect, it } from 'vitest';
import { uiMessages } from '../shared/ui-messages/index.js';
import { localizeFootnotes } from './localize-footnotes.js';

const FOOTNOTES = '<p>Text<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="true" aria-describedby="footnote-label">1</a></sup></p><section data-footnotes="true" class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes<a class="heading-anchor" href="#footnote-label"></a></h2><ol><li id="user-content-fn-1"><p>Note <a href="#user-content-fnref-1" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a></p></li></ol></section>';

describe('localizeFootnotes', () => {
  it('writes the heading and back-link labels in the page language', () => {
    const html = localizeFootnotes(FOOTNOTES, uiMessages('fr'));
    expect(html).toContain('id="footnote-label">Notes de bas de page<a');
    expect(html).toContain('aria-label="Retour à la référence 1"');
    expect(html).not.toContain('Footnotes<');
  });

  it('leaves English as remark-rehype wrote it and pages without footnotes untouched', () => {
    expect(localizeFootnotes(FOOTNOTES, uiMessages(undefined))).toBe(FOOTNOTES);
    const plain = '<h2 id="footnote-label">Footnotes</h2>';
    expect(localizeFootnotes(plain, uiMessages('de'))).toBe(plain);
  });

  it('every language has its own footnote words with the {ref} placeholder', () => {
    const de = localizeFootnotes(FOOTNOTES, uiMessages('de'));
    expect(de).toContain('>Fußnoten<');
    expect(de).toContain('aria-label="Zurück zur Referenz 1"');
  });
});
