import type { ProductDetail } from '@sefer/contract/detail';
import { decodeImage, imageUrl } from '@sefer/contract/image';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/forms/confirm-delete-dialog.tsx';
import { FormFooter } from '../../../components/forms/form-footer.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { useEditProduct } from '../api/edit-product.ts';
import { type SlotDone, usePictureActions } from '../hooks/use-picture-actions.ts';
import { productErrorMessage } from '../lib/product-errors.ts';
import { checkProduct, editBody, productValues, serverProductErrors } from '../lib/product-form.ts';
import { PRODUCTS_PATH } from '../lib/routes.ts';
import slotStyles from './picture-slots.module.css';
import { focusSlot, PictureSlots } from './picture-slots.tsx';
import { ProductFields } from './product-fields.tsx';
import styles from './product-form.module.css';

/** How long a notice stays on screen. */
const NOTICE_MS = 4000;

/**
 * Edit a product: its pictures change at once, each action with its own progress (replace a slot, add one,
 * make one the first, remove one after asking, never the last); the fields change with Save (spec §4 saving state).
 */
export function EditProductForm({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => productValues(product));
  const [toRemove, setToRemove] = useState<number | null>(null);
  const { formRef, errors, show } = useFieldErrors();
  const slotsRef = useRef<HTMLFieldSetElement>(null);
  const edit = useEditProduct(product.companyId);

  const announce = (done: SlotDone) =>
    showToast(
      done.kind === 'added' || done.kind === 'removed'
        ? t(`products.pictures.${done.kind}`)
        : t(`products.pictures.${done.kind}`, { n: done.n }),
      NOTICE_MS,
    );
  const actions = usePictureActions(product, announce);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (edit.isPending) return;
    const checked = checkProduct(values);
    if (!checked.ok) return show(checked.errors);
    show({});
    edit.mutate(editBody(product.id, product.companyId, checked.fields), {
      onSuccess: () => {
        showToast(t('products.edit.saved'), NOTICE_MS);
        void navigate(PRODUCTS_PATH);
      },
      onError: (error) => show(serverProductErrors(error)),
    });
  };

  const remove = async () => {
    if (toRemove === null) return;
    const slot = toRemove;
    if (await actions.remove(slot)) {
      setToRemove(null);
      focusSlot(slotsRef.current, slot);
    }
  };

  const removing = toRemove !== null ? product.images[toRemove] : undefined;
  const failure = actions.failure;

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={edit.isPending || undefined}
      data-testid="edit-product-form"
    >
      <PictureSlots
        ref={slotsRef}
        pictures={product.images.map((image) => {
          const { fileName } = decodeImage(image);
          return { key: fileName, src: imageUrl(fileName, 'small'), file: fileName };
        })}
        productName={product.name}
        work={actions.work}
        disabled={edit.isPending}
        keepLast
        failure={
          failure && toRemove === null
            ? { slot: failure.slot, text: productErrorMessage(t, failure.error) }
            : null
        }
        onDismiss={actions.dismiss}
        onAdd={(files) => void actions.add(files)}
        onReplace={(slot, file) => void actions.replace(slot, file)}
        onMakeFirst={(slot) => void actions.makeFirst(slot)}
        onRemove={(slot) => {
          actions.dismiss();
          setToRemove(slot);
        }}
      />
      <ProductFields value={values} onChange={setValues} errors={errors} />
      <FormFooter
        busy={edit.isPending}
        error={edit.error}
        cancelTo={PRODUCTS_PATH}
        message={productErrorMessage}
        marked={Object.keys(serverProductErrors(edit.error)).length > 0}
      />
      {toRemove !== null && removing !== undefined && (
        <ConfirmDeleteDialog
          title={t('products.pictures.removeTitle')}
          text={t('products.pictures.removeText')}
          confirm={t('products.pictures.remove')}
          busy={actions.work?.slot === toRemove}
          error={null}
          onConfirm={() => void remove()}
          onClose={() => setToRemove(null)}
        >
          <img
            className={slotStyles.preview}
            src={imageUrl(decodeImage(removing).fileName, 'thumb')}
            alt=""
            width={160}
            height={Math.round(160 * decodeImage(removing).aspect)}
          />
          {failure && (
            <p className={slotStyles.error} role="alert">
              {productErrorMessage(t, failure.error)}
            </p>
          )}
        </ConfirmDeleteDialog>
      )}
    </form>
  );
}
