import styles from './feed-skeleton.module.css';
import { MasonryGrid } from './masonry-grid.tsx';

const ASPECTS = [1.25, 0.75, 1, 1.333, 0.563, 1, 0.75, 1.25];
const PLACEHOLDERS = ASPECTS.map((aspect, i) => ({ key: `skeleton-${i}`, aspect }));

/** Grey cards with reserved image boxes while the first page loads. */
export function FeedSkeleton({ label }: { label: string }) {
  return (
    <MasonryGrid
      items={PLACEHOLDERS}
      getKey={(p) => p.key}
      getAspect={(p) => p.aspect}
      label={label}
      busy
      renderItem={(p) => (
        <div className={styles.card} aria-hidden="true" data-testid="feed-skeleton">
          <div className={styles.media} style={{ aspectRatio: `1 / ${p.aspect}` }} />
          <div className={styles.body}>
            <span className={styles.line} style={{ width: '70%' }} />
            <span className={styles.line} style={{ width: '45%' }} />
            <span className={styles.line} style={{ width: '60%' }} />
          </div>
        </div>
      )}
    />
  );
}
