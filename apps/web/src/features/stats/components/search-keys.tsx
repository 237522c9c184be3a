import type { CompanyStats } from '@sefer/contract/stats';
import { useTranslation } from 'react-i18next';
import styles from './stats.module.css';
import { StatsListCard } from './stats-card.tsx';

/** The search keys whose results listed the company or its products, most frequent first. */
export function SearchKeys({ keys }: { keys: CompanyStats['searchKeys'] }) {
  const { t } = useTranslation();
  return (
    <StatsListCard block="stats.keys" testId="stats-search-keys" list={keys}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('stats.keys.key')}</th>
            <th scope="col" className={styles.number}>
              {t('stats.keys.count')}
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map(({ key, count }) => (
            <tr key={key}>
              <td dir="auto">{key}</td>
              <td className={styles.number}>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StatsListCard>
  );
}
