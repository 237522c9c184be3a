/**
 * Phone display without the phone-number metadata, so screens that only show a number (settings,
 * profile) do not download libphonenumber-js. `phone.ts` re-exports it beside `normalizePhone`.
 */

/** `+251911234567` → `0911 234 567`, the way the number is written at home. */
export function formatPhoneLocal(e164: string): string {
  const national = e164.startsWith('+251') ? `0${e164.slice(4)}` : e164;
  return national.length === 10
    ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
    : national;
}
