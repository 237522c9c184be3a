import { userNameSchema } from '@sefer/contract/profile';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useUserNameCheck } from '../api/check-user-name.ts';
import styles from './about-you.module.css';

/** Quiet time before a typed name is looked up. */
const CHECK_AFTER_MS = 400;

/**
 * The username, checked as it is typed: once it follows the rule and differs from the member's own, whether
 * another member holds it (in any case) is said under it, politely announced. Saving checks again.
 */
export function UserNameField({
  value,
  current,
  error,
  onChange,
}: {
  value: string;
  /** The member's username now (theirs is never "taken"). */
  current: string | null;
  error?: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const parsed = userNameSchema.safeParse(value);
  const wanted = parsed.success && parsed.data !== current ? parsed.data : null;
  const asked = useDebouncedValue(wanted, CHECK_AFTER_MS);
  const check = useUserNameCheck(asked);

  let status: { text: string; taken: boolean } | null = null;
  if (wanted !== null && !error) {
    if (asked !== wanted || check.isFetching) {
      status = { text: t('users.form.checking', { name: wanted }), taken: false };
    } else if (check.data) {
      const taken = !check.data.available;
      status = { text: t(taken ? 'users.form.taken' : 'users.form.available', { name: wanted }), taken };
    }
  }

  return (
    <div className={styles.field}>
      <TextField
        label={t('users.form.userName')}
        hint={t('users.form.userNameHint')}
        name="userName"
        value={value}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        className={status?.taken ? `${styles.status} ${styles.taken}` : styles.status}
        role="status"
        data-testid="user-name-status"
      >
        {status?.text}
      </p>
    </div>
  );
}
