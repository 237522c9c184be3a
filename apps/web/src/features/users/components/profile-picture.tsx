import type { UserProfile } from '@sefer/contract/auth';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ACCEPT } from '../lib/profile-errors.ts';
import styles from './user-profile.module.css';

// The crop, the upload and the removal load when asked for (they bring the contract's schemas with them).
const PictureDialog = lazy(() => import('./picture-dialog.tsx').then((m) => ({ default: m.PictureDialog })));
const RemovePictureDialog = lazy(() =>
  import('./remove-picture-dialog.tsx').then((m) => ({ default: m.RemovePictureDialog })),
);

/** The member's picture on /profile/user (else their initials), with Change Picture and, when set, Remove. */
export function ProfilePicture({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [removing, setRemoving] = useState(false);
  return (
    <div className={styles.picture}>
      <Avatar
        image={profile.imageFile}
        name={`${profile.firstName ?? ''} ${profile.lastName ?? ''}`}
        size={96}
      />
      <div className={styles.pictureActions}>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {t('users.picture.change')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // The same file chosen again after a cancel is a change too.
            event.target.value = '';
            if (chosen) setFile(chosen);
          }}
        />
        {profile.imageFile && (
          <Button variant="secondary" onClick={() => setRemoving(true)}>
            {t('users.picture.remove')}
          </Button>
        )}
      </div>
      <Suspense fallback={null}>
        {file && (
          <PictureDialog
            key={`${file.name}-${file.lastModified}`}
            file={file}
            onClose={() => setFile(null)}
          />
        )}
        {removing && <RemovePictureDialog onClose={() => setRemoving(false)} />}
      </Suspense>
    </div>
  );
}
