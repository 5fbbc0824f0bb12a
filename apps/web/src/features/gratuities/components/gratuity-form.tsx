import { GRATUITY_NAME_MAX_LENGTH } from '@backoffice/contracts/gratuities';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { formatAmountInput, parseAmountInput } from '../../../lib/format/parse-amount-input';
import { gratuityFormSchema, type GratuityFormValues } from '../gratuity-form-model';
import { type GratuityFormErrors, translateGratuityMessage } from '../gratuity-messages';
import { GratuityOutletsField } from './gratuity-outlets-field';
import { GratuitySalesTypesField } from './gratuity-sales-types-field';

/** What the panel holds: the form values with the rate as typed (read in the UI language when validated). */
export type GratuityFormInput = Omit<GratuityFormValues, 'rate'> & { rate: string };

export const emptyGratuityForm: GratuityFormInput = {
  name: '',
  rate: '',
  outlet_ids: [],
  sales_type_ids: [],
};

/** The typed rate read in the UI language: "7,5" in Indonesian and "7.5" in English are both 7.5. */
export function readGratuityForm(input: GratuityFormInput, language: string): GratuityFormValues {
  return { ...input, rate: parseAmountInput(input.rate, { language, wholeOnly: false }) };
}

export function gratuityFormInput(values: GratuityFormValues, language: string): GratuityFormInput {
  return { ...values, rate: formatAmountInput(values.rate, { language, wholeOnly: false }) };
}

const fieldOrder: (keyof GratuityFormValues)[] = ['name', 'rate', 'outlet_ids', 'sales_type_ids'];

function focusFirstInvalid(form: HTMLFormElement | null, errors: FormErrors): void {
  const field = fieldOrder.find((name) => errors[name]);
  const holder = field && form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!holder) return;
  const target = holder.matches('input, button')
    ? holder
    : holder.querySelector<HTMLElement>('input, button');
  target?.focus();
}

interface GratuityFormProps {
  initialValues: GratuityFormInput;
  outlets: readonly OutletChoice[] | undefined;
  submitting: boolean;
  /** Resolves with the server's field errors, `{}` to stay open without them, undefined when done (closing). */
  onSubmit: (values: GratuityFormValues) => Promise<GratuityFormErrors | undefined>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The service charge panel's fields, validated by the contract's form schema: the rules the server applies. */
export function GratuityForm({
  initialValues,
  outlets,
  submitting,
  onSubmit,
  onCancel,
  onDirtyChange,
}: GratuityFormProps) {
  const { t, i18n } = useTranslation('gratuities');
  const formRef = useRef<HTMLFormElement>(null);
  // Set before the first await so the second click of a double click finds it set (decision 0115).
  const sending = useRef(false);
  const form = useForm<GratuityFormInput>({
    mode: 'controlled',
    initialValues,
    validate: (input) =>
      schemaResolver(gratuityFormSchema, { sync: true })(readGratuityForm(input, i18n.language)),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const values = form.getValues();
  const errorOf = (field: keyof GratuityFormValues) => {
    const message = form.errors[field];
    return typeof message === 'string' ? translateGratuityMessage({ message }, t) : undefined;
  };

  const submit = form.onSubmit(
    async (submitted) => {
      if (sending.current) return;
      sending.current = true;
      const serverErrors = await onSubmit(readGratuityForm(submitted, i18n.language));
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
          maxLength={GRATUITY_NAME_MAX_LENGTH}
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
        <GratuityOutletsField
          value={values.outlet_ids}
          onChange={(outletIds) => form.setFieldValue('outlet_ids', outletIds)}
          outlets={outlets}
          error={errorOf('outlet_ids')}
        />
        <GratuitySalesTypesField
          value={values.sales_type_ids}
          onChange={(salesTypeIds) => form.setFieldValue('sales_type_ids', salesTypeIds)}
          error={errorOf('sales_type_ids')}
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
