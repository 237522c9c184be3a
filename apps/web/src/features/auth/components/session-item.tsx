import type { Session } from '@sefer/contract/sessions';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDate } from '../../../lib/dates/calendar-date.ts';
import styles from './security.module.css';

/** Device ids are long random strings: their start is enough to tell two apart. */
const SHORT_ID = 12;

/** One session: "Chrome on Android", this device or a sign-out button, its device id, first and last use. */
export function SessionItem({
  session,
  busy,
  disabled,
  onSignOut,
}: {
  session: Session;
  busy: boolean;
  disabled: boolean;
  onSignOut: (session: Session) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'am' ? 'am' : 'en';
  const today = formatCalendarDate(new Date(), language);
  const day = (at: string) => {
    const date = formatCalendarDate(at, language);
    return date === today ? t('sessions.today') : date;
  };
  const { browser, os } = session;
  const client =
    browser && os ? t('sessions.client', { browser, os }) : (browser ?? os ?? t('sessions.unknownClient'));
  const lastUsed = day(session.lastUsedAt);
  return (
    <li className={styles.item} data-testid="session">
      <div className={styles.details}>
        <span className={styles.client}>
          {client}
          {session.current ? <span className={styles.badge}>{t('sessions.thisDevice')}</span> : null}
        </span>
        {session.deviceId ? (
          <span className={styles.muted} dir="ltr">
            {t('sessions.deviceId', { id: `${session.deviceId.slice(0, SHORT_ID)}…` })}
          </span>
        ) : null}
        <span className={styles.muted}>
          <time dateTime={session.createdAt}>
            {t('sessions.firstUsed', { date: day(session.createdAt) })}
          </time>
          {' · '}
          <time dateTime={session.lastUsedAt}>{t('sessions.lastUsed', { date: lastUsed })}</time>
        </span>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          busy={busy}
          disabled={disabled}
          aria-label={t('sessions.signOutLabel', { client, date: lastUsed })}
          onClick={() => onSignOut(session)}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
