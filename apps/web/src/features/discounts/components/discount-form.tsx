import { DISCOUNT_NAME_MAX_LENGTH, type DiscountType } from '@backoffice/contracts/discounts';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { formatAmountInput, parseAmountInput } from '../../../lib/format/parse-amount-input';
import { discountFormSchema, type DiscountFormValues } from '../discount-form-model';
import { type DiscountFormErrors, translateDiscountMessage } from '../discount-messages';
import { DiscountOutletsField } from './discount-outlets-field';

/** What the panel holds: the contract's form values, with the amount as typed (read when validated). */
export type DiscountFormInput = Omit<DiscountFormValues, 'amount'> & { amount: string };

export const emptyDiscountForm: DiscountFormInput = {
  name: '',
  category: '',
  amountType: '',
  discountTypeCustom: '',
  amount: '',
  outlet_ids: [],
};

/** The typed amount read in the UI language: Rupiah never have decimals, so a mark before 3 digits groups. */
export function readDiscountForm(input: DiscountFormInput, language: string): DiscountFormValues {
  return {
    ...input,
    amount: parseAmountInput(input.amount, { language, wholeOnly: input.amountType === 'cash' }),
  };
}

/** The panel's values for contract form values (an existing Discount's, say). */
export function discountFormInput(values: DiscountFormValues, language: string): DiscountFormInput {
  return {
    ...values,
    amount: formatAmountInput(values.amount, { language, wholeOnly: values.amountType === 'cash' }),
  };
}

/** The fields in the order they are shown: focus goes to the first one with an error. */
const fieldOrder: (keyof DiscountFormValues)[] = [
  'name',
  'category',
  'amountType',
  'amount',
  'discountTypeCustom',
  'outlet_ids',
];

function focusFirstInvalid(form: HTMLFormElement | null, errors: FormErrors): void {
  const field = fieldOrder.find((name) => errors[name]);
  const holder = field && form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!holder) return;
  const target = holder.matches('input, button')
    ? holder
    : (holder.querySelector<HTMLElement>('input:checked') ??
      holder.querySelector<HTMLElement>('input, button'));
  target?.focus();
}

interface DiscountFormProps {
  initialValues: DiscountFormInput;
  outlets: readonly OutletChoice[] | undefined;
  submitting: boolean;
  /**
   * Resolves with the errors the server found, to show under their fields; `{}` when the form stays open without
   * them. undefined means done: the panel is closing, so the form stays locked against a second Save.
   */
  onSubmit: (values: DiscountFormValues) => Promise<DiscountFormErrors | undefined>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The fields of the Discount panel; validated by the contract's form schema, the rules the server applies. */
export function DiscountForm({
  initialValues,
  outlets,
  submitting,
  onSubmit,
  onCancel,
  onDirtyChange,
}: DiscountFormProps) {
  const { t, i18n } = useTranslation('discounts');
  const formRef = useRef<HTMLFormElement>(null);
  // Set before the first await, so a second click of a double click finds it set (the button's disabled state
  // only follows a render later), and left set once saved: the closing panel must not save twice.
  const sending = useRef(false);
  const form = useForm<DiscountFormInput>({
    mode: 'controlled',
    initialValues,
    validate: (input) =>
      schemaResolver(discountFormSchema, { sync: true })(readDiscountForm(input, i18n.language)),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const values = form.getValues();
  const fixed = values.category === 'fixedAmount';
  const custom = values.category === 'customAmount';
  const errorOf = (field: keyof DiscountFormValues) => {
    const message = form.errors[field];
    return typeof message === 'string' ? translateDiscountMessage({ message }, t) : undefined;
  };

  const submit = form.onSubmit(
    async (submitted) => {
      if (sending.current) return;
      sending.current = true;
      const serverErrors = await onSubmit(readDiscountForm(submitted, i18n.language));
      if (serverErrors === undefined) return;
      sending.current = false;
      form.setErrors(serverErrors);
      focusFirstInvalid(formRef.current, serverErrors);
    },
    (errors) => focusFirstInvalid(formRef.current, errors),
  );

  // Errors of fields the new category hides would otherwise come back when it is chosen again.
  const chooseCategory = (category: string) => {
    form.setFieldValue('category', category as DiscountFormValues['category']);
    form.clearFieldError('amount');
    form.clearFieldError('amountType');
    form.clearFieldError('discountTypeCustom');
  };

  const amountAffix = (text: string): ReactNode => (
    <Text size="sm" c="dimmed" aria-hidden>
      {text}
    </Text>
  );

  const typeOptions = (
    <Group gap="lg" mt={6}>
      <Radio value="cash" label={t('panel.cash')} />
      <Radio value="percentage" label={t('panel.percentage')} />
    </Group>
  );

  return (
    <form noValidate onSubmit={submit} ref={formRef}>
      <Stack gap="lg">
        <TextInput
          label={t('panel.name')}
          placeholder={t('panel.namePlaceholder')}
          withAsterisk
          maxLength={DISCOUNT_NAME_MAX_LENGTH}
          data-autofocus
          data-field="name"
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />

        <Radio.Group
          label={t('panel.category')}
          withAsterisk
          value={values.category}
          onChange={chooseCategory}
          error={errorOf('category')}
          data-field="category"
        >
          <Stack gap="sm" mt={6}>
            <Radio
              value="fixedAmount"
              label={t('panel.fixedAmount')}
              description={t('panel.fixedAmountHint')}
            />
            <Radio
              value="customAmount"
              label={t('panel.customAmount')}
              description={t('panel.customAmountHint')}
            />
          </Stack>
        </Radio.Group>

        {fixed && (
          <>
            <Radio.Group
              label={t('panel.amountType')}
              withAsterisk
              value={values.amountType}
              onChange={(type) => {
                form.setFieldValue('amountType', type as DiscountType);
                // The same number may be valid as cash and not as a percentage, or the other way round.
                form.clearFieldError('amount');
              }}
              error={errorOf('amountType')}
              data-field="amountType"
            >
              {typeOptions}
            </Radio.Group>
            {/* Text, not a number input: what was typed stays as typed, and the form says what it refuses. It is
                judged on Save, not on blur: a message appearing on blur moved the Save button from under the
                pointer between press and release, so the click that should show every error was lost. */}
            <TextInput
              label={t('panel.amount')}
              withAsterisk
              inputMode="decimal"
              autoComplete="off"
              data-field="amount"
              leftSection={values.amountType === 'cash' ? amountAffix('Rp') : undefined}
              rightSection={values.amountType === 'percentage' ? amountAffix('%') : undefined}
              value={values.amount}
              onChange={(event) => form.setFieldValue('amount', event.currentTarget.value)}
              error={errorOf('amount')}
            />
          </>
        )}

        {custom && (
          <Radio.Group
            label={t('panel.promoType')}
            withAsterisk
            value={values.discountTypeCustom}
            onChange={(type) => form.setFieldValue('discountTypeCustom', type as DiscountType)}
            error={errorOf('discountTypeCustom')}
            data-field="discountTypeCustom"
          >
            {typeOptions}
          </Radio.Group>
        )}

        <DiscountOutletsField
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
