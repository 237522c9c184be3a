import { imageUrl } from '@sefer/contract/image';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CloseIcon } from '../../components/ui/detail-icons.tsx';
import '../../features/i18n/detail-strings.ts';
import { Picture } from '../../components/ui/missing-picture.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import styles from './view-image.module.css';

/**
 * /viewImage/:name (spec §2): the big variant of a stored image on a dark background. The close
 * control takes focus at once; it and Escape go back (home when there is no history).
 */
export function ViewImageRoute() {
  const { t } = useTranslation();
  const { name = '' } = useParams();
  const navigate = useNavigate();
  // The screen that opened it says what the picture shows; a shared link gets a general description.
  const state = useLocation().state as { alt?: unknown } | null;
  const alt = typeof state?.alt === 'string' && state.alt ? state.alt : t('details.image.alt');
  const close = useRef<HTMLButtonElement>(null);
  useDocumentTitle(t('details.image.title'));

  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  const goBackRef = useRef(goBack);
  goBackRef.current = goBack;

  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') goBackRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section className={styles.viewer} aria-label={t('details.image.title')} data-testid="image-viewer">
      <h1 className="sr-only">{t('details.image.title')}</h1>
      <button
        ref={close}
        type="button"
        className={styles.close}
        onClick={goBack}
        aria-label={t('details.image.close')}
        data-testid="image-close"
      >
        <CloseIcon size={26} />
      </button>
      <Picture
        iconSize={64}
        className={styles.image}
        src={imageUrl(name, 'big')}
        alt={alt}
        decoding="async"
      />
    </section>
  );
}
