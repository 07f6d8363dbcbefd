import type { Code, Construct, Extension, State, TokenizeContext, Tokenizer } from 'micromark-util-types';

/*
 * `## Configure the widget {#configure-widget}`: Mintlify's custom heading id. In MDX, `{`
 * starts an expression and `#configure-widget` is no JavaScript, so the page would not
 * compile. This micromark construct, tried before MDX's expressions, reads `{#id}` at the end
 * of a line as plain text (a `data` token, the same as any other character), whatever the
 * format; remarkHeadingIds then takes it off the heading and uses it as the id. Anywhere else
 * `{#id}` simply stays text, where MDX would have failed on it.
 */

const LEFT_BRACE = 123;
const RIGHT_BRACE = 125;
const HASH = 35;

const isLineEnding = (code: Code) => code !== null && code < -2;
/** White space (including tabs and line endings) or a brace: not part of an id. */
const endsId = (code: Code) => code === null || code < 0 || code === 32 || code === LEFT_BRACE || code === RIGHT_BRACE;

const headingIdConstruct: Construct = { name: 'headingId', tokenize };

/** The micromark extension: `{#id}` before a line ending (or the end of a heading) is text. */
export const headingIdSyntax: Extension = { text: { [LEFT_BRACE]: headingIdConstruct } };

function tokenize(this: TokenizeContext, effects: Parameters<Tokenizer>[0], ok: State, nok: State): State {
  let size = 0;
  return start;

  function start(code: Code): State | undefined {
    effects.enter('data');
    effects.consume(code);
    return hash;
  }

  function hash(code: Code): State | undefined {
    if (code !== HASH) return nok(code);
    effects.consume(code);
    return id;
  }

  function id(code: Code): State | undefined {
    if (code === RIGHT_BRACE && size > 0) {
      effects.consume(code);
      effects.exit('data');
      return after;
    }
    if (endsId(code)) return nok(code);
    effects.consume(code);
    size++;
    return id;
  }

  function after(code: Code): State | undefined {
    // A heading's text ends at its line's end (its trailing spaces and `##` are not text).
    return code === null || isLineEnding(code) ? ok(code) : nok(code);
  }
}
