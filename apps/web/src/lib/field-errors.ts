import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** Field name (or `parent.child` path) → translation key of its problem. */
export type FieldErrors = Record<string, string>;

interface Issue {
  readonly path: readonly PropertyKey[];
}

/**
 * The first problem of each field that a contract schema found, as `<prefix>.<field>` keys (the field
 * is the issue's path cut to `depth` parts: `hours.mon.0.open` at depth 2 is `hours.mon`).
 */
export function issueErrors(issues: readonly Issue[], prefix: string, depth = 1): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.slice(0, depth).map(String).join('.');
    if (field && !(field in errors)) errors[field] = `${prefix}.${field.split('.')[0]}`;
  }
  return errors;
}

/** Reasons that concern one field of the company forms: their message shows under that field. */
const REASON_FIELD: Partial<Record<string, string>> = {
  handle_taken: 'handle',
  phone_taken: 'phone',
  incorrect_code: 'code',
  code_expired: 'code',
  code_exhausted: 'code',
  no_code: 'code',
};

/** The field problems of a failed company call: the reason's message when it has one, else the field's. */
export function serverFieldErrors(error: unknown, prefix = 'company.errors'): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const field of Object.keys(error.fields ?? {})) errors[field] = `${prefix}.${field}`;
  const reasonField = error.reason ? REASON_FIELD[error.reason] : undefined;
  if (reasonField) errors[reasonField] = `company.reasons.${error.reason}`;
  return errors;
}

/** The message of a failed company call as a whole: its reason's, else its error key's (spec §8). */
export function companyErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const general = t(`errors.${error.key}`);
    return error.reason ? t(`company.reasons.${error.reason}`, { defaultValue: general }) : general;
  }
  return t('errors.general_response_error');
}

/** Focuses the first field marked invalid in `root`, once the errors just set have been drawn. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
