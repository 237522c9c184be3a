/** Whether `error` is the database refusing a write by `constraint` (a concurrent write got there first). */
export const violated = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { constraint?: string }).constraint === constraint ||
    (error as { constraint_name?: string }).constraint_name === constraint);
