import { postCreateBodySchema } from '@sefer/contract/company';
import { POST_BODY_MAX_LENGTH } from '@sefer/contract/constants';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import owner from '../../../components/forms/owner-media.module.css';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useCreatePost } from '../api/create-post.ts';
import styles from './post-manager.module.css';

/** What the composer and the list of a company's posts both take. */
export interface PostsProps {
  companyId: number;
  /** The composer's text area: the composer draws it, and the list gives it the focus when its last post goes. */
  composer: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Write a post: a text of 1–2,000 characters with a counter, checked by the contract's schema (the server's rule)
 * before it is sent; Post is disabled with a spinner while it is saved.
 */
export function PostComposer({ companyId, composer }: PostsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<'blank' | 'tooLong' | null>(null);
  const create = useCreatePost(companyId);
  const left = POST_BODY_MAX_LENGTH - body.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = postCreateBodySchema.safeParse({ body, companyId });
    if (!check.success) {
      setProblem(body.trim() === '' ? 'blank' : 'tooLong');
      composer.current?.focus();
      return;
    }
    setProblem(null);
    create.mutate(check.data.body, {
      onSuccess: () => {
        setBody('');
        showToast(t('companyMedia.posts.published'), 4000);
      },
    });
  };

  const describedBy = [`${id}-hint`, `${id}-counter`, problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form
      className={owner.card}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="post-composer"
    >
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('companyMedia.posts.composerTitle')}
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-body`} className={styles.label}>
          {t('companyMedia.posts.label')}
        </label>
        <p id={`${id}-hint`} className={owner.muted}>
          {t('companyMedia.posts.hint', { max: POST_BODY_MAX_LENGTH })}
        </p>
        <textarea
          ref={composer}
          id={`${id}-body`}
          className={styles.textarea}
          value={body}
          rows={5}
          onChange={(event) => {
            setBody(event.target.value);
            if (problem) setProblem(null);
            create.reset();
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
        <p id={`${id}-counter`} className={left < 0 ? `${styles.counter} ${styles.over}` : styles.counter}>
          {left < 0
            ? t('companyMedia.posts.over', { count: -left })
            : t('companyMedia.posts.left', { count: left })}
        </p>
        {problem && (
          <p id={`${id}-problem`} className={styles.problem} role="alert">
            {problem === 'blank'
              ? t('companyMedia.posts.blank')
              : t('companyMedia.posts.tooLong', { max: POST_BODY_MAX_LENGTH })}
          </p>
        )}
      </div>
      {create.isError && <ErrorMessage error={create.error} />}
      <div>
        <Button type="submit" busy={create.isPending} data-testid="post-submit">
          {t('companyMedia.posts.publish')}
        </Button>
      </div>
    </form>
  );
}
