import { TAX_NAME_MAX_LENGTH, type TaxItem } from '@backoffice/contracts/taxes';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { formatAmountInput, parseAmountInput } from '../../../lib/format/parse-amount-input';
import { taxFormSchema, type TaxFormValues } from '../tax-form-model';
import { type TaxFormErrors, translateTaxMessage } from '../tax-messages';
import { TaxItemsField } from './tax-items-field';
import { TaxOutletsField } from './tax-outlets-field';

/** What the panel holds: the form values with the rate as typed (read in the UI language when validated). */
export type TaxFormInput = Omit<TaxFormValues, 'rate' | 'is_included'> & {
  rate: string;
  is_included: 'added' | 'included';
};

export const emptyTaxForm: TaxFormInput = {
  name: '',
  rate: '',
  is_included: 'added',
  outlet_ids: [],
  itemScope: 'all',
  item_ids: [],
};

/** The typed rate read in the UI language: "10,5" in Indonesian and "10.5" in English are both 10.5. */
export function readTaxForm(input: TaxFormInput, language: string): TaxFormValues {
  return {
    ...input,
    rate: parseAmountInput(input.rate, { language, wholeOnly: false }),
    is_included: input.is_included === 'included',
  };
}

export function taxFormInput(values: TaxFormValues, language: string): TaxFormInput {
  return {
    ...values,
    rate: formatAmountInput(values.rate, { language, wholeOnly: false }),
    is_included: values.is_included ? 'included' : 'added',
  };
}

const fieldOrder: (keyof TaxFormValues)[] = ['name', 'rate', 'is_included', 'outlet_ids', 'item_ids'];

function focusFirstInvalid(form: HTMLFormElement | null, errors: FormErrors): void {
  const field = fieldOrder.find((name) => errors[name]);
  const holder = field && form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!holder) return;
  const target = holder.matches('input, button')
    ? holder
    : holder.querySelector<HTMLElement>('input, button');
  target?.focus();
}

interface TaxFormProps {
  initialValues: TaxFormInput;
  knownItems: readonly TaxItem[];
  outlets: readonly OutletChoice[] | undefined;
  submitting: boolean;
  /** Resolves with the server's field errors, `{}` to stay open without them, undefined when done (closing). */
  onSubmit: (values: TaxFormValues) => Promise<TaxFormErrors | undefined>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The Tax panel's fields, validated by the contract's form schema: the rules the server applies. */
export function TaxForm({
  initialValues,
  knownItems,
  outlets,
  submitting,
  onSubmit,
  onCancel,
  onDirtyChange,
}: TaxFormProps) {
  const { t, i18n } = useTranslation('taxes');
  const formRef = useRef<HTMLFormElement>(null);
  // Set before the first await so the second click of a double click finds it set (decision 0115).
  const sending = useRef(false);
  const form = useForm<TaxFormInput>({
    mode: 'controlled',
    initialValues,
    validate: (input) => schemaResolver(taxFormSchema, { sync: true })(readTaxForm(input, i18n.language)),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const values = form.getValues();
  const errorOf = (field: keyof TaxFormValues) => {
    const message = form.errors[field];
    return typeof message === 'string' ? translateTaxMessage({ message }, t) : undefined;
  };

  const submit = form.onSubmit(
    async (submitted) => {
      if (sending.current) return;
      sending.current = true;
      const serverErrors = await onSubmit(readTaxForm(submitted, i18n.language));
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
          maxLength={TAX_NAME_MAX_LENGTH}
          data-autofocus
          data-field="name"
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        {/* Text, not a number input: what was typed stays as typed, and the form says what it refuses. */}
        <TextInput
          label={t('panel.rate')}
          description={t('panel.rateHint')}
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          data-field="rate"
          w={{ base: '100%', xs: 200 }}
          rightSection={
            <Text size="sm" c="dimmed" aria-hidden>
              %
            </Text>
          }
          value={values.rate}
          onChange={(event) => form.setFieldValue('rate', event.currentTarget.value)}
          error={errorOf('rate')}
        />
        <Radio.Group
          label={t('panel.type')}
          withAsterisk
          value={values.is_included}
          onChange={(value) => form.setFieldValue('is_included', value as TaxFormInput['is_included'])}
          data-field="is_included"
        >
          <Stack gap="sm" mt={6}>
            <Radio value="added" label={t('panel.added')} description={t('panel.addedHint')} />
            <Radio value="included" label={t('panel.included')} description={t('panel.includedHint')} />
          </Stack>
        </Radio.Group>
        <TaxOutletsField
          value={values.outlet_ids}
          onChange={(outletIds) => form.setFieldValue('outlet_ids', outletIds)}
          outlets={outlets}
          error={errorOf('outlet_ids')}
        />
        <TaxItemsField
          scope={values.itemScope}
          onScopeChange={(scope) => {
            form.setFieldValue('itemScope', scope);
            form.clearFieldError('item_ids');
          }}
          value={values.item_ids}
          onChange={(itemIds) => form.setFieldValue('item_ids', itemIds)}
          knownItems={knownItems}
          error={errorOf('item_ids')}
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
