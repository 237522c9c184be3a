import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { closeDialogOf, Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { downscaleImage } from '../../../lib/upload/downscale-image.ts';
import { storeProfile } from '../api/profile-cache.ts';
import { setProfilePicture } from '../api/set-profile-picture.ts';
import { pictureFailureText, refusedBeforeSending } from '../lib/profile-errors.ts';
import { type CropView, cropData, initialCrop } from '../lib/square-crop.ts';
import { CropFrame, type PictureSize } from './crop-frame.tsx';
import styles from './picture-dialog.module.css';

const CHANGED_NOTICE_MS = 4000;

/** The picture scaled down in the browser (DESIGN §2 images), and a URL to show it. */
function usePreparedPicture(file: File) {
  const [prepared, setPrepared] = useState<{ picture: Blob; url: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(() => refusedBeforeSending(file));
  useEffect(() => {
    if (refusedBeforeSending(file)) return;
    let live = true;
    let url: string | null = null;
    void downscaleImage(file).then((picture) => {
      if (!live) return;
      const refused = refusedBeforeSending(file, picture);
      if (refused) return setRefusal(refused);
      url = URL.createObjectURL(picture);
      setPrepared({ picture, url });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  return { prepared, refusal, setRefusal };
}

/**
 * Change Picture: the chosen file, scaled down, in the square crop; "Use this picture" sends it with the square
 * (the server cuts it out) and shows the upload's progress. Closing it while sending stops the upload.
 */
export function PictureDialog({ file, onClose }: { file: File; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { prepared, refusal, setRefusal } = usePreparedPicture(file);
  const [size, setSize] = useState<PictureSize | null>(null);
  const [view, setView] = useState<CropView | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const upload = useRef<AbortController | null>(null);
  const sendingId = useId();

  useEffect(() => () => upload.current?.abort(), []);

  const loaded = (shown: PictureSize) => {
    if (!(shown.width > 0 && shown.height > 0)) return setRefusal('image_unreadable');
    setSize(shown);
    setView(initialCrop(shown.width, shown.height));
  };

  const send = async (button: HTMLElement) => {
    if (!prepared || !size || !view) return;
    const controller = new AbortController();
    upload.current = controller;
    setFailure(null);
    setProgress(0);
    try {
      const profile = await setProfilePicture(
        prepared.picture,
        cropData(view, size.width, size.height),
        setProgress,
        controller.signal,
      );
      storeProfile(client, profile);
      showToast(t('users.picture.changed'), CHANGED_NOTICE_MS);
      closeDialogOf(button);
    } catch (error) {
      if (controller.signal.aborted) return;
      setProgress(null);
      setFailure(error);
    }
  };

  const sending = progress !== null;
  const problem = refusal ?? failure;
  return (
    <Dialog
      title={t('users.picture.cropTitle')}
      onClose={onClose}
      testId="picture-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={(event) => closeDialogOf(event.currentTarget)}>
            {t('common.cancel')}
          </Button>
          <Button
            busy={sending}
            disabled={!view || refusal !== null}
            onClick={(event) => void send(event.currentTarget)}
          >
            {t('users.picture.use')}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {prepared ? (
          <CropFrame src={prepared.url} size={size} view={view} onLoad={loaded} onChange={setView} />
        ) : refusal === null ? (
          <Spinner label={t('users.picture.preparing')} />
        ) : null}
        {sending && (
          <div className={styles.progress}>
            <progress value={progress} max={1} aria-labelledby={sendingId} />
            <span id={sendingId} role="status">
              {t('users.picture.sending', { percent: Math.round(progress * 100) })}
            </span>
          </div>
        )}
        {problem ? (
          <p className={styles.failure} role="alert">
            {pictureFailureText(t, problem)}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
