import { LANGUAGES } from '@sefer/contract/constants';
import { useTranslation } from 'react-i18next';
import { AM_SHORT } from '../glyphs/am-short.ts';
import { useLanguage } from '../use-language.ts';
import { EthiopicLabel } from './ethiopic-label.tsx';
import styles from './language-switch.module.css';

/** EN / አማ toggle of the desktop top bar (አማ drawn as outlines: see EthiopicLabel). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <fieldset className={styles.group}>
      <legend className="sr-only">{t('language.label')}</legend>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          className={styles.option}
          aria-pressed={language === lng}
          aria-label={t(`language.${lng}Native`)}
          lang={lng}
          onClick={() => void setLanguage(lng)}
        >
          {lng === 'am' ? <EthiopicLabel glyphs={AM_SHORT} /> : t(`language.${lng}Short`)}
        </button>
      ))}
    </fieldset>
  );
}
