import { LANGUAGES } from '@sefer/contract/constants';
import { useTranslation } from 'react-i18next';
import { AM_NATIVE } from '../glyphs/am-native.ts';
import { useLanguage } from '../use-language.ts';
import { EthiopicLabel } from './ethiopic-label.tsx';
import styles from './language-choice.module.css';

/** Radio list of the settings screen: each language named in itself and in the current language. */
export function LanguageChoice() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('settings.language')}</legend>
      <p className={styles.hint}>{t('settings.languageHint')}</p>
      {LANGUAGES.map((lng) => (
        <label key={lng} className={styles.option}>
          <input
            type="radio"
            name="language"
            value={lng}
            checked={language === lng}
            onChange={() => void setLanguage(lng)}
          />
          <span lang={lng} className={styles.native}>
            {lng === 'am' ? (
              <EthiopicLabel glyphs={AM_NATIVE} label={t('language.amNative')} />
            ) : (
              t(`language.${lng}Native`)
            )}
          </span>
          {t(`language.${lng}`) !== t(`language.${lng}Native`) && (
            <span className={styles.translated}>{t(`language.${lng}`)}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
