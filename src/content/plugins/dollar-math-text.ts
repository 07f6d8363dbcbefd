// The `mathText…` token types (declared by micromark-extension-math, remark-math's syntax).
import type {} from 'micromark-extension-math';
import type { Code, Construct, State, TokenizeContext, Tokenizer } from 'micromark-util-types';

/*
 * Inline math with one dollar sign, `$x^2$`, for micromark (remark-math handles `$$…$$` and
 * math blocks). remark-math alone pairs any two dollar signs of a paragraph, as Mintlify does,
 * so "costs $5 and $10" renders `5 and ` as a formula and "`$ref` and `$defs`" loses its
 * words; docs sites then escape every price (`\$5`). Quire reads a dollar sign as math only
 * where a formula can be, Pandoc's rule made a little stricter for developer docs:
 * - the opening `$` is not followed by white space;
 * - as in TeX, the formula ends at the first `$` not escaped (`\$` is a dollar sign), which
 *   must not be preceded by white space, nor followed by a digit, a letter or `{` (`$5`,
 *   `$defs`, `${VAR}`): otherwise the opening `$` opened no formula.
 * A `$` that opens no formula is text, and the rest of the line parses as if it were not
 * there: a code span, an expression or a formula after it keeps its meaning. The tokens are the ones
 * remark-math makes (`mathText`), so mdast-util-math turns them into `inlineMath` nodes.
 */

const DOLLAR = 36;
const BACKSLASH = 92;
const LEFT_BRACE = 123;

/** micromark's codes: `null` is the end of the text, negative values are tabs and line endings. */
const isLineEnding = (code: Code) => code !== null && code < -2;
const isWhiteSpace = (code: Code) => code !== null && (code < 0 || code === 32);
const isAlphanumeric = (code: Code) => code !== null && ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122));

/** The micromark construct of `$…$` (text), tried before remark-math's own. */
export const singleDollarMathText: Construct = { name: 'singleDollarMathText', tokenize, previous };

function tokenize(this: TokenizeContext, effects: Parameters<Tokenizer>[0], ok: State, nok: State): State {
  /** The last character taken into the formula was white space (a line ending counts). */
  let afterSpace = false;
  /** The last character was a backslash that escapes the next one (`\$`, not `\\$`). */
  let afterBackslash = false;
  let closable = false;
  let size = 0;
  return start;

  function start(code: Code): State | undefined {
    effects.enter('mathText');
    effects.enter('mathTextSequence');
    effects.consume(code);
    return afterOpening;
  }

  function afterOpening(code: Code): State | undefined {
    // `$$` belongs to remark-math; `$ ` is a price, a prompt or a lone sign.
    if (code === null || code === DOLLAR || isWhiteSpace(code)) return nok(code);
    effects.exit('mathTextSequence');
    return between(code);
  }

  function between(code: Code): State | undefined {
    if (code === null) return nok(code);
    if (isLineEnding(code)) {
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      afterSpace = true;
      afterBackslash = false;
      return between;
    }
    if (code === DOLLAR) {
      closable = !afterSpace;
      effects.enter('mathTextSequence');
      size = 0;
      return closing(code);
    }
    effects.enter('mathTextData');
    return data(code);
  }

  function data(code: Code): State | undefined {
    if (code === null || isLineEnding(code) || (code === DOLLAR && !afterBackslash)) {
      effects.exit('mathTextData');
      return between(code);
    }
    afterSpace = isWhiteSpace(code);
    afterBackslash = code === BACKSLASH && !afterBackslash;
    effects.consume(code);
    return data;
  }

  function closing(code: Code): State | undefined {
    if (code === DOLLAR) {
      effects.consume(code);
      size++;
      return closing;
    }
    if (size === 1 && closable && code !== LEFT_BRACE && !isAlphanumeric(code)) {
      effects.exit('mathTextSequence');
      effects.exit('mathText');
      return ok(code);
    }
    // A `$` that cannot end the formula: the opening one was a dollar sign, not math.
    return nok(code);
  }
}

/** As remark-math: a `$` right after another `$` opens nothing, unless that one was escaped. */
function previous(this: TokenizeContext, code: Code): boolean {
  return code !== DOLLAR || this.events[this.events.length - 1]?.[1].type === 'characterEscape';
}
