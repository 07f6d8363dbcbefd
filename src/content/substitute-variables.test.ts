import { describe, expect, it } from 'vitest';
import { sanitizeVariableValue, substituteVariables, variablesConfigDiagnostics } from './substitute-variables.js';

const vars = { product: 'Acme', 'api.version': 'v2', 'support-email': 'help@acme.dev' };
const sub = (source: string, format: 'mdx' | 'md' | 'code' = 'mdx', variables: Record<string, string> | undefined = vars) =>
  substituteVariables(source, variables, { file: 'p.mdx', format });

describe('substituteVariables', () => {
  it.each([
    ['a name', 'Use {{product}}.', 'Use Acme.'],
    ['whitespace inside the braces', 'Use {{ product }} and {{\tproduct  }}.', 'Use Acme and Acme.'],
    ['names with . and -', '{{api.version}} / {{ support-email }}', 'v2 / help@acme.dev'],
    ['a heading', '# {{product}} guide', '# Acme guide'],
    ['frontmatter', '---\ntitle: {{product}} guide\n---\n', '---\ntitle: Acme guide\n---\n'],
    ['a fenced code block (as Mintlify does)', '```sh\nnpm i {{product}}@{{api.version}}\n```', '```sh\nnpm i Acme@v2\n```'],
    ['inline code', '`{{product}}`', '`Acme`'],
    ['a JSX attribute', '<Card title="{{product}}" />', '<Card title="Acme" />'],
    ['three braces: the inner pair', '{{{product}}}', '{Acme}'],
  ])('replaces %s', (_name, source, expected) => {
    const r = sub(source);
    expect(r.text).toBe(expected);
    expect(r.diagnostics).toEqual([]);
  });

  it('does nothing when the site defines no variables, as Mintlify', () => {
    for (const variables of [undefined, {}]) {
      const r = substituteVariables('Flow {{ flow_run.name }}', variables, { file: 'p.mdx', format: 'mdx' });
      expect(r.text).toBe('Flow {{ flow_run.name }}');
      expect(r.diagnostics).toEqual([]);
    }
  });

  it('is not fooled by names of Object.prototype', () => {
    expect(sub('{{constructor}}').text).toBe('\\{\\{constructor}}');
  });

  it('warns about an unknown name in prose, located, and escapes it so MDX shows it as written', () => {
    const r = sub('---\ntitle: T\n---\nIntro\n\nInstall {{prodcut}} now, see {{ nope }}.');
    expect(r.text).toBe('---\ntitle: T\n---\nIntro\n\nInstall \\{\\{prodcut}} now, see \\{\\{ nope }}.');
    expect(r.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/unknown-variable",
          "column": 9,
          "file": "p.mdx",
          "hint": "did you mean {{product}}?",
          "line": 6,
          "message": "{{prodcut}} names no variable in docs.json "variables"; it is shown as written",
          "severity": "warning",
        },
        {
          "code": "content/unknown-variable",
          "column": 30,
          "file": "p.mdx",
          "hint": "define "nope" under "variables" in docs.json (defined: product, api.version, support-email)",
          "line": 6,
          "message": "{{ nope }} names no variable in docs.json "variables"; it is shown as written",
          "severity": "warning",
        },
      ]
    `);
  });

  it('leaves an unknown name in code, attributes, frontmatter and Markdown unescaped', () => {
    const source = [
      '---',
      'title: {{nope}}',
      '---',
      '```yaml',
      'token: ${{ secrets.TOKEN }}',
      '```',
      '`{{ inline }}` <Card title="{{ attr }}" /> {"{{ expr }}"}',
      '',
    ].join('\n');
    expect(sub(source).text).toBe(source);
    expect(sub('Hi {{ nope }}', 'md').text).toBe('Hi {{ nope }}');
    expect(sub('export const A = () => <div style={{ nope }} />', 'code').text).toBe('export const A = () => <div style={{ nope }} />');
  });

  it('reports an unknown name in code only when it looks like a typo of a defined one', () => {
    const r = sub('```yaml\nname: {{ jinja_var }}\nimage: {{ prodct }}\nv: {{ api.version.name }}\n```');
    expect(r.diagnostics.map((d) => [d.line, d.column, d.hint])).toEqual([[3, 8, 'did you mean {{product}}?']]);
  });

  it('reports only the part it is asked for', () => {
    const source = '---\ntitle: {{ a }}\n---\n{{ b }}';
    const names = (report: 'frontmatter' | 'body') => substituteVariables(source, vars, { file: 'p.mdx', format: 'mdx', report }).diagnostics.map((d) => d.message.split(' ')[1]);
    expect(names('frontmatter')).toEqual(['a']);
    expect(names('body')).toEqual(['b']);
  });

  it('maps places in the substituted text back to the source, also across multi-line values', () => {
    const variables = { long: 'a much longer value', multi: 'line one\n\nline two' };
    const source = 'x {{long}} y <Bad\n{{multi}} z {oops\n';
    const r = substituteVariables(source, variables, { file: 'p.mdx', format: 'mdx' });
    expect(r.text).toBe('x a much longer value y <Bad\nline one\n\nline two z {oops\n');
    // "y" on line 1, "z" and "{" after the three-line value.
    expect(r.sourcePosition(1, 23)).toEqual({ line: 1, column: 12 });
    expect(r.sourcePosition(4, 10)).toEqual({ line: 2, column: 11 });
    expect(r.sourcePosition(4, 12)).toEqual({ line: 2, column: 13 });
    // Inside an inserted value: its `{{`.
    expect(r.sourcePosition(3, 1)).toEqual({ line: 2, column: 1 });
  });

  it('strips HTML from values, as Mintlify does', () => {
    expect(sub('{{v}}', 'mdx', { v: '<b>Bold</b> <script>alert(1)</script>text' }).text).toBe('Bold text');
  });
});

describe('sanitizeVariableValue', () => {
  it.each([
    ['plain text', 'Acme & Co. 1 > 0', 'Acme & Co. 1 > 0'],
    ['tags', '<a href="x">link</a><br/>', 'link'],
    ['executable tags with their content', 'a<style>p{}</style>b<SCRIPT src=x>y</SCRIPT>c', 'abc'],
    ['comments', 'a<!-- hidden -->b', 'ab'],
  ])('handles %s', (_name, value, expected) => {
    expect(sanitizeVariableValue(value)).toBe(expected);
  });
});

describe('variablesConfigDiagnostics', () => {
  it('warns about names no {{…}} can reach and values whose HTML is removed', () => {
    expect(variablesConfigDiagnostics({ ok: 'x', 'my product': 'Acme', logo: '<img src="x.png">' })).toMatchInlineSnapshot(`
      [
        {
          "code": "config/variable-name",
          "file": "docs.json",
          "hint": "rename it, e.g. "my-product"",
          "jsonPath": "variables["my product"]",
          "message": "variable "my product" can never be used: a {{name}} holds only letters, digits, "_", "-" and "."",
          "severity": "warning",
        },
        {
          "code": "config/variable-html",
          "file": "docs.json",
          "hint": "keep variables to plain text; put markup in the page around the variable, or in a snippet",
          "jsonPath": "variables.logo",
          "message": "variable "logo" contains HTML, which is removed where {{logo}} is used (as Mintlify does)",
          "severity": "warning",
        },
      ]
    `);
  });
});
