import { LINK_COPIED_MS } from '@sefer/contract/constants';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast.tsx';
import { copyText } from '../lib/item-link.ts';

/** Share: copies the full link of an app path and says whether it worked (spec §4, "Link copied"). */
export function useShareLink(): (path: string) => Promise<void> {
  const { t } = useTranslation();
  return async (path) => {
    const copied = await copyText(new URL(path, window.location.origin).href);
    showToast(copied ? t('share.copied') : t('share.failed'), LINK_COPIED_MS);
  };
}
