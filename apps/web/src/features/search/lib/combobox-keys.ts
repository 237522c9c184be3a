/**
 * The active option after an arrow key in the autocomplete list (ARIA 1.2 combobox): Down from the
 * input (-1) or the last option goes to the first, Up from the input or the first goes to the last.
 * Returns null for keys the list does not handle, and -1 when there are no options.
 */
export function moveActive(key: string, active: number, count: number): number | null {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
