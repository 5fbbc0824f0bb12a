import { BUNDLE_NAME_MAX_LENGTH, BUNDLE_SKU_MAX_LENGTH } from '@backoffice/contracts/bundle-packages';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { formatRupiah } from '../../../lib/format/format-money';
import { formatAmountInput, parseAmountInput } from '../../../lib/format/parse-amount-input';
import { bundleFormSchema, type BundleFormValues, contentsPriceOf } from '../bundle-form-model';
import { type BundleFormErrors, translateBundleMessage } from '../bundle-messages';
import { BundleContents } from './bundle-contents';
import { BundleOutletsField } from './bundle-outlets-field';

/** What the panel holds: the form's values with the price as typed (read when validated). */
type BundleFormInput = Omit<BundleFormValues, 'price'> & { price: string };

const fieldOrder = ['name', 'price', 'sku', 'components', 'outlet_ids'];

function focusFirstInvalid(form: HTMLFormElement | null, errors: FormErrors): void {
  const keys = Object.keys(errors);
  const quantity = keys.find((key) => /^components\.\d+\.quantity$/.test(key));
  const field = fieldOrder.find((name) => errors[name]) ?? quantity;
  const holder = field && form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!holder) return;
  (holder.matches('input, button') ? holder : holder.querySelector<HTMLElement>('input, button'))?.focus();
}

interface BundleFormProps {
  initialValues: BundleFormValues;
  outlets: readonly OutletChoice[] | undefined;
  submitting: boolean;
  /** Resolves with the server's field errors; undefined = done (the panel closes, the form stays locked). */
  onSubmit: (values: BundleFormValues) => Promise<BundleFormErrors | undefined>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function BundleForm({
  initialValues,
  outlets,
  submitting,
  onSubmit,
  onCancel,
  onDirtyChange,
}: BundleFormProps) {
  const { t, i18n } = useTranslation('bundles');
  const formRef = useRef<HTMLFormElement>(null);
  // Set before the first await: the second click of a double click finds it set (decision 0115).
  const sending = useRef(false);
  const read = (input: BundleFormInput): BundleFormValues => ({
    ...input,
    price: parseAmountInput(input.price, { language: i18n.language, wholeOnly: true }),
  });
  const [start] = useState<BundleFormInput>(() => ({
    ...initialValues,
    price: formatAmountInput(initialValues.price, { language: i18n.language, wholeOnly: true }),
  }));
  const form = useForm<BundleFormInput>({
    mode: 'controlled',
    initialValues: start,
    validate: (input) => schemaResolver(bundleFormSchema, { sync: true })(read(input)),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const values = form.getValues();
  const errorOf = (field: string) => {
    const message = form.errors[field];
    return typeof message === 'string' ? translateBundleMessage({ message }, t) : undefined;
  };
  const price = read(values).price;
  const contentsPrice = contentsPriceOf(values.components);
  const saving = typeof price === 'number' && Number.isFinite(price) ? contentsPrice - price : null;

  const submit = form.onSubmit(
    async (submitted) => {
      if (sending.current) return;
      sending.current = true;
      const serverErrors = await onSubmit(read(submitted));
      if (serverErrors === undefined) return;
      sending.current = false;
      form.setErrors(serverErrors);
      focusFirstInvalid(formRef.current, serverErrors);
    },
    (errors) => focusFirstInvalid(formRef.current, errors),
  );

  return (
    <form noValidate onSubmit={submit} ref={formRef}>
      <Stack gap="lg">
        <TextInput
          label={t('panel.name')}
          placeholder={t('panel.namePlaceholder')}
          withAsterisk
          maxLength={BUNDLE_NAME_MAX_LENGTH}
          data-autofocus
          data-field="name"
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('panel.price')}
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            data-field="price"
            leftSection={
              <Text size="sm" c="dimmed" aria-hidden>
                Rp
              </Text>
            }
            value={values.price}
            onChange={(event) => form.setFieldValue('price', event.currentTarget.value)}
            error={errorOf('price')}
          />
          <TextInput
            label={t('panel.sku')}
            maxLength={BUNDLE_SKU_MAX_LENGTH}
            autoComplete="off"
            data-field="sku"
            {...form.getInputProps('sku')}
            error={errorOf('sku')}
          />
        </Group>

        <BundleContents
          components={values.components}
          onChange={(components) => {
            form.setFieldValue('components', components);
            form.clearFieldError('components');
          }}
          errorOf={errorOf}
        />

        <Group justify="space-between" gap="xs" wrap="wrap" aria-live="polite">
          <Text size="sm" c="dimmed">
            {t('panel.contentsPrice')}: <b>{formatRupiah(contentsPrice)}</b>
          </Text>
          {saving !== null && values.components.length > 0 && (
            <Text size="sm" c={saving > 0 ? 'teal.9' : saving < 0 ? 'red.8' : 'dimmed'} fw={600}>
              {t('panel.saving')}: {formatRupiah(saving)}
            </Text>
          )}
        </Group>

        <BundleOutletsField
          value={values.outlet_ids}
          onChange={(outletIds) => form.setFieldValue('outlet_ids', outletIds)}
          outlets={outlets}
          error={errorOf('outlet_ids')}
        />

        <Group justify="flex-end" gap="sm" pt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('panel.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('panel.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
