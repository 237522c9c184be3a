import type { UserProfile } from '@sefer/contract/auth';

/** The name as the profile shows it: first, middle and last, or null when none is given. */
export function displayName(
  profile: Pick<UserProfile, 'firstName' | 'middleName' | 'lastName'>,
): string | null {
  const name = [profile.firstName, profile.middleName, profile.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}
