import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useLogout } from '../hooks/use-logout.ts';

export function LogoutButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      busy={busy}
      onClick={() => {
        setBusy(true);
        void logout().finally(() => setBusy(false));
      }}
    >
      {t('auth.logout')}
    </Button>
  );
}
