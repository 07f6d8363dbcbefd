import { describe, expect, it } from 'vitest';
import { mermaidAttributes, mermaidMetaOptions } from './mermaid-html.js';

describe('Mermaid options', () => {
  it('reads placement and actions from a fence meta, a bare actions being true', () => {
    expect(mermaidMetaOptions('placement="top-right" actions={false}')).toEqual({ placement: 'top-right', actions: '{false}' });
    expect(mermaidMetaOptions('actions')).toEqual({ actions: 'true' });
    expect(mermaidMetaOptions('title="Transactions" placement=top-left')).toEqual({ placement: 'top-left' });
  });

  it('actions false removes the controls, true forces them on a small diagram, unset keeps the default', () => {
    expect(mermaidAttributes({ actions: false })).toEqual({ 'data-actions': 'false' });
    expect(mermaidAttributes(mermaidMetaOptions('actions={false}'))).toEqual({ 'data-actions': 'false' });
    expect(mermaidAttributes({ actions: true })).toEqual({ 'data-actions': 'true' });
    expect(mermaidAttributes(mermaidMetaOptions('actions placement="bottom-left"'))).toEqual({ 'data-actions': 'true', 'data-placement': 'bottom-left' });
    expect(mermaidAttributes({ placement: 'middle', actions: 'maybe' })).toEqual({});
    expect(mermaidAttributes({})).toEqual({});
  });
});
