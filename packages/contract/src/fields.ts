/**
 * Field rules that the owner's forms share (company, products): ids, one-line and multi-line text, tag
 * lists. Each is built on `safeText()` (text.ts), so every string a client sends passes the one rule.
 */
import { z } from 'zod';
import { COMPANY_MAX_TAGS } from './constants.ts';
import { safeText } from './text.ts';

/** A positive id in a JSON body. */
export const idField = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** One-line text (names, address); `multiline` for text with line breaks (description, post body). */
export const textField = (min: number, max: number, multiline = false) =>
  safeText({ multiline }).trim().min(min).max(max);

/** Optional text: blank is none (null). */
export const optionalTextField = (max: number, multiline = false) =>
  safeText({ multiline })
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A tag name as the tag list spells it; the server refuses names it does not know. */
const tagName = safeText()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}_-]{1,40}$/u);

/** Tags from the known list, at most `COMPANY_MAX_TAGS`, each once. */
export const tagListField = z
  .array(tagName)
  .max(COMPANY_MAX_TAGS)
  .transform((names) => [...new Set(names)]);

/** The answer of a delete. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
