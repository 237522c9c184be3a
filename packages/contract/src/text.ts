/**
 * The one rule for text a client sends (issue 27): every string field of a request is built on `safeText()`.
 *
 * Refused, with the field's `invalid_<field>` key: NUL and every other control character (Unicode Cc: the C0 set
 * U+0000–U+001F, DEL, the C1 set U+0080–U+009F) except tab and line feed, and lone UTF-16 surrogates (not text;
 * JSON's `\ud800` can carry one).
 * PostgreSQL cannot store NUL in text at all, and the other controls only garble a page or a log.
 *
 * Search keys are the one exception to refusal: search answers every key (search.ts), so there each such
 * character becomes a space instead (`searchableText()`), by the same definition.
 *
 * Carriage return: allowed only in multi-line fields (bio, review text, post body, description), where a
 * CRLF or a lone CR becomes LF, so stored text has one kind of line break whatever system typed it. A
 * one-line field (names, phone, search key…) refuses it like any other control.
 */
import { z } from 'zod';

/** A control character (Unicode Cc) other than tab and LF, or a lone surrogate. */
const CONTROL_ONE_LINE = /(?![\t\n])\p{Cc}|\p{Cs}/u;
/** The same, CR allowed. */
const CONTROL_MULTI_LINE = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters';

/** Whether `value` passes the rule (`multiline`: CR allowed too). */
export function isSafeText(value: string, { multiline = false } = {}): boolean {
  return !(multiline ? CONTROL_MULTI_LINE : CONTROL_ONE_LINE).test(value);
}

/**
 * A request string under the rule. Chain the field's own rules after it (`.trim().min(1).max(60)`), so the
 * check sees the text as sent, before trimming could hide a control at either end.
 */
export function safeText({ multiline = false }: { multiline?: boolean } = {}) {
  const checked = z.string().refine((v) => isSafeText(v, { multiline }), CONTROL_CHARACTER_MESSAGE);
  return multiline ? checked.overwrite((v) => v.replace(/\r\n?/g, '\n')) : checked;
}

const CONTROLS_ALL = new RegExp(CONTROL_ONE_LINE.source, 'gu');

/** A search key: never refused; each control character or lone surrogate becomes a space. */
export function searchableText() {
  return z.string().overwrite((v) => v.replace(CONTROLS_ALL, ' '));
}
