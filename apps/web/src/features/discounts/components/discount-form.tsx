import {
  DISCOUNT_NAME_MAX_LENGTH,
  discountFormSchema,
  type DiscountFormValues,
  type DiscountType,
} from '@backoffice/contracts/discounts';
import { Button, Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { type DiscountFormErrors, translateDiscountMessage } from '../discount-messages';
import { DiscountOutletsField } from './discount-outlets-field';

export const emptyDiscountForm: DiscountFormValues = {
  name: '',
  category: '',
  amountType: '',
  discountTypeCustom: '',
  amount: '',
  outlet_ids: [],
};

interface DiscountFormProps {
  initialValues: DiscountFormValues;
  outlets: readonly OutletChoice[] | undefined;
  submitting: boolean;
  /** Resolves with the errors the server found, to show under their fields. */
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
  const { t } = useTranslation('discounts');
  const form = useForm<DiscountFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(discountFormSchema, { sync: true }),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const values = form.getValues();
  const fixed = values.category === 'fixedAmount';
  const custom = values.category === 'customAmount';
  const errorOf = (field: keyof DiscountFormValues) => {
    const message = form.errors[field];
    return typeof message === 'string' ? translateDiscountMessage(message, t) : undefined;
  };

  const submit = form.onSubmit(async (submitted) => {
    const serverErrors = await onSubmit(submitted);
    if (serverErrors) form.setErrors(serverErrors);
  });

  // Errors of fields the new category hides would otherwise come back when it is chosen again.
  const chooseCategory = (category: string) => {
    form.setFieldValue('category', category as DiscountFormValues['category']);
    form.clearFieldError('amount');
    form.clearFieldError('amountType');
    form.clearFieldError('discountTypeCustom');
  };

  const typeOptions = (
    <Group gap="lg" mt={6}>
      <Radio value="cash" label={t('panel.cash')} />
      <Radio value="percentage" label={t('panel.percentage')} />
    </Group>
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <TextInput
          label={t('panel.name')}
          placeholder={t('panel.namePlaceholder')}
          withAsterisk
          maxLength={DISCOUNT_NAME_MAX_LENGTH}
          data-autofocus
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />

        <Radio.Group
          label={t('panel.category')}
          withAsterisk
          value={values.category}
          onChange={chooseCategory}
          error={errorOf('category')}
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
            >
              {typeOptions}
            </Radio.Group>
            <NumberInput
              label={t('panel.amount')}
              withAsterisk
              allowNegative={false}
              allowDecimal={false}
              thousandSeparator="."
              decimalSeparator=","
              prefix={values.amountType === 'cash' ? 'Rp ' : undefined}
              suffix={values.amountType === 'percentage' ? '%' : undefined}
              inputMode="numeric"
              hideControls
              value={values.amount}
              onChange={(amount) => form.setFieldValue('amount', typeof amount === 'number' ? amount : '')}
              onBlur={() => form.validateField('amount')}
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
