import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormFooter } from '../../../components/forms/form-footer.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useLocalPictures } from '../hooks/use-local-pictures.ts';
import { productErrorMessage } from '../lib/product-errors.ts';
import { checkProduct, EMPTY_PRODUCT, serverProductErrors } from '../lib/product-form.ts';
import { PRODUCTS_PATH } from '../lib/routes.ts';
import { focusSlot, PictureSlots } from './picture-slots.tsx';
import { ProductFields } from './product-fields.tsx';
import styles from './product-form.module.css';
import { SaveProgress } from './save-progress.tsx';

/** How long "Product added" stays on screen. */
const NOTICE_MS = 4000;

type Phase = 'idle' | 'preparing' | 'uploading' | 'saving';

/**
 * Add a product: the three picture slots (chosen pictures are scaled down at once, the first is the product's
 * picture), the fields, and Save, which sends everything in one call with its progress (spec §4 saving state).
 * Checked in the browser first (spec §5): without a picture or with a name under 3 characters nothing is sent.
 */
export function AddProductForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY_PRODUCT);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const { formRef, errors, show } = useFieldErrors();
  const slotsRef = useRef<HTMLFieldSetElement>(null);
  const local = useLocalPictures();
  const shown = useRef(-1);
  const create = useCreateProduct(companyId, (fraction) => {
    // Once per whole percent, not on every progress event.
    const percent = Math.floor(fraction * 100);
    if (percent === shown.current) return;
    shown.current = percent;
    setProgress(fraction);
    setPhase(fraction >= 1 ? 'saving' : 'uploading');
  });
  const busy = phase !== 'idle';
  // Spec §5's picture message stays until a picture is chosen.
  const pictureError = errors.pictures && local.pictures.length === 0 ? t(errors.pictures) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkProduct(values, local.pictures.length);
    if (!checked.ok) return show(checked.errors);
    show({});
    create.reset();
    setPhase('preparing');
    const pictures = await local.blobs();
    // A picture refused while it was scaled down has left its slot.
    if (pictures.length === 0) {
      setPhase('idle');
      return show({ pictures: 'products.errors.pictures' });
    }
    shown.current = -1;
    setProgress(0);
    create.mutate(
      { fields: checked.fields, pictures },
      {
        onSuccess: () => {
          showToast(t('products.add.added'), NOTICE_MS);
          void navigate(PRODUCTS_PATH);
        },
        onError: (error) => show(serverProductErrors(error)),
        onSettled: () => setPhase('idle'),
      },
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={busy || undefined}
      data-testid="add-product-form"
    >
      <PictureSlots
        ref={slotsRef}
        pictures={local.pictures.map((p) => ({ key: p.id, src: p.url }))}
        productName={values.name.trim()}
        disabled={busy}
        error={pictureError}
        failure={
          local.refusals.length > 0
            ? {
                slot: null,
                text: local.refusals.map((r) => `${r.name}: ${productErrorMessage(t, r.error)}`).join(' '),
              }
            : null
        }
        onDismiss={local.dismiss}
        onAdd={local.add}
        onReplace={local.replace}
        onMakeFirst={(slot) => {
          local.moveFirst(slot);
          showToast(t('products.pictures.moved', { n: slot + 1 }), NOTICE_MS);
        }}
        onRemove={(slot) => {
          local.remove(slot);
          showToast(t('products.pictures.removed'), NOTICE_MS);
          focusSlot(slotsRef.current, slot);
        }}
      />
      <ProductFields value={values} onChange={setValues} errors={errors} />
      {phase !== 'idle' && <SaveProgress phase={phase} progress={progress} />}
      <FormFooter
        busy={busy}
        error={create.error}
        submitLabel={t('products.add.submit')}
        cancelTo={PRODUCTS_PATH}
        message={productErrorMessage}
        marked={Object.keys(serverProductErrors(create.error)).length > 0}
      />
    </form>
  );
}
