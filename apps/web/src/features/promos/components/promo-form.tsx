import { PROMO_NAME_MAX_LENGTH, type PromoType } from '@backoffice/contracts/promos';
import { Button, Group, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import {
  promoFormSchema,
  type PromoFormInput,
  type PromoFormValues,
  readPromoForm,
} from '../promo-form-model';
import { type PromoFormErrors, translatePromoMessage } from '../promo-messages';
import { PromoItemsField } from './promo-items-field';
import { PromoOutletsField } from './promo-outlets-field';
import { PromoScheduleField } from './promo-schedule-field';

/** The fields in the order they are shown: focus goes to the first one with an error. */
const fieldOrder = [
  'name',
  'type',
  'buy_items',
  'get_items',
  'minimum_amount',
  'amount',
  'max_discount',
  'start_date',
  'end_date',
  'days',
  'from',
  'to',
  'priority',
  'outlet_ids',
];

function focusFirstInvalid(form: HTMLFormElement | null, errors: FormErrors): void {
  const keys = Object.keys(errors);
  const quantity = keys.find((key) => /^(buy|get)_items\.\d+\.quantity$/.test(key));
  const field = fieldOrder.find((name) => errors[name]) ?? quantity;
  const holder = field && form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!holder) return;
  (holder.matches('input, button') ? holder : holder.querySelector<HTMLElement>('input, button'))?.focus();
}

interface PromoFormProps {
  initialValues: PromoFormInput;
  outlets: readonly OutletChoice[] | undefined;
  submitting: boolean;
  /** Resolves with the server's field errors; undefined = done (the panel closes, the form stays locked). */
  onSubmit: (values: PromoFormValues) => Promise<PromoFormErrors | undefined>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function PromoForm({
  initialValues,
  outlets,
  submitting,
  onSubmit,
  onCancel,
  onDirtyChange,
}: PromoFormProps) {
  const { t, i18n } = useTranslation('promos');
  const formRef = useRef<HTMLFormElement>(null);
  // Set before the first await: the second click of a double click finds it set (decision 0115).
  const sending = useRef(false);
  const form = useForm<PromoFormInput>({
    mode: 'controlled',
    initialValues,
    validate: (input) => schemaResolver(promoFormSchema, { sync: true })(readPromoForm(input, i18n.language)),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const values = form.getValues();
  const errorOf = (field: string) => {
    const message = form.errors[field];
    return typeof message === 'string' ? translatePromoMessage({ message }, t) : undefined;
  };
  const set = <K extends keyof PromoFormInput>(field: K, value: PromoFormInput[K]) => {
    form.setValues({ [field]: value } as Partial<PromoFormInput>);
    form.clearFieldError(field);
  };

  const submit = form.onSubmit(
    async (submitted) => {
      if (sending.current) return;
      sending.current = true;
      const serverErrors = await onSubmit(readPromoForm(submitted, i18n.language));
      if (serverErrors === undefined) return;
      sending.current = false;
      form.setErrors(serverErrors);
      focusFirstInvalid(formRef.current, serverErrors);
    },
    (errors) => focusFirstInvalid(formRef.current, errors),
  );

  const affix = (text: string): ReactNode => (
    <Text size="sm" c="dimmed" aria-hidden>
      {text}
    </Text>
  );
  const percentage = values.discount_type === 'PERCENTAGE';

  return (
    <form noValidate onSubmit={submit} ref={formRef}>
      <Stack gap="lg">
        <TextInput
          label={t('panel.name')}
          placeholder={t('panel.namePlaceholder')}
          withAsterisk
          maxLength={PROMO_NAME_MAX_LENGTH}
          data-autofocus
          data-field="name"
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />

        <Radio.Group
          label={t('panel.kind')}
          withAsterisk
          value={values.type}
          onChange={(type) => {
            set('type', type as PromoType);
            // Errors of the fields the other kind shows would otherwise come back when it is chosen again.
            for (const field of ['buy_items', 'get_items', 'minimum_amount']) form.clearFieldError(field);
          }}
          error={errorOf('type')}
          data-field="type"
        >
          <Stack gap="sm" mt={6}>
            <Radio value="buy_x_get_y" label={t('panel.buyXGetY')} description={t('panel.buyXGetYHint')} />
            <Radio
              value="minimum_purchase"
              label={t('panel.minimumPurchase')}
              description={t('panel.minimumPurchaseHint')}
            />
          </Stack>
        </Radio.Group>

        {values.type === 'buy_x_get_y' ? (
          <>
            <PromoItemsField
              field="buy_items"
              label={t('panel.buyItems')}
              description={t('panel.buyItemsHint')}
              items={values.buy_items}
              onChange={(items) => set('buy_items', items)}
              errorOf={errorOf}
            />
            <PromoItemsField
              field="get_items"
              label={t('panel.getItems')}
              description={t('panel.getItemsHint')}
              items={values.get_items}
              onChange={(items) => set('get_items', items)}
              errorOf={errorOf}
            />
          </>
        ) : (
          // Text, not a number input: what was typed stays as typed, read as merchants write Rupiah.
          <TextInput
            label={t('panel.minimumAmount')}
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            data-field="minimum_amount"
            leftSection={affix('Rp')}
            value={values.minimum_amount}
            onChange={(event) => set('minimum_amount', event.currentTarget.value)}
            error={errorOf('minimum_amount')}
          />
        )}

        <Stack gap="xs">
          <Radio.Group
            label={t('panel.reward')}
            withAsterisk
            value={values.discount_type}
            onChange={(type) => {
              set('discount_type', type as PromoFormInput['discount_type']);
              // The same number may be valid as cash and not as a percentage, or the other way round.
              form.clearFieldError('amount');
              form.clearFieldError('max_discount');
            }}
            data-field="discount_type"
          >
            <Group gap="lg" mt={6}>
              <Radio value="PERCENTAGE" label={t('panel.percentage')} />
              <Radio value="CASH" label={t('panel.cash')} />
            </Group>
          </Radio.Group>
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={percentage ? t('panel.percent') : t('panel.cashAmount')}
              description={percentage ? t('panel.percentHint') : undefined}
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
              data-field="amount"
              leftSection={percentage ? undefined : affix('Rp')}
              rightSection={percentage ? affix('%') : undefined}
              value={values.amount}
              onChange={(event) => set('amount', event.currentTarget.value)}
              error={errorOf('amount')}
            />
            {percentage && (
              <TextInput
                label={t('panel.maxDiscount')}
                description={t('panel.maxDiscountHint')}
                inputMode="numeric"
                autoComplete="off"
                data-field="max_discount"
                leftSection={affix('Rp')}
                value={values.max_discount}
                onChange={(event) => set('max_discount', event.currentTarget.value)}
                error={errorOf('max_discount')}
              />
            )}
          </Group>
        </Stack>

        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('panel.dates')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('panel.datesHint')}
          </Text>
          <Group grow align="flex-start" gap="sm" mt={4}>
            <TextInput
              type="date"
              label={t('panel.startDate')}
              data-field="start_date"
              value={values.start_date}
              onChange={(event) => set('start_date', event.currentTarget.value)}
              error={errorOf('start_date')}
            />
            <TextInput
              type="date"
              label={t('panel.endDate')}
              data-field="end_date"
              min={values.start_date || undefined}
              value={values.end_date}
              onChange={(event) => set('end_date', event.currentTarget.value)}
              error={errorOf('end_date')}
            />
          </Group>
        </Stack>

        <PromoScheduleField
          scheduled={values.scheduled}
          days={values.days}
          from={values.from}
          to={values.to}
          onScheduledChange={(scheduled) => {
            set('scheduled', scheduled);
            for (const field of ['days', 'from', 'to']) form.clearFieldError(field);
          }}
          onDaysChange={(days) =>
            set(
              'days',
              [...days].sort((a, b) => a - b),
            )
          }
          onFromChange={(from) => set('from', from)}
          onToChange={(to) => set('to', to)}
          errorOf={errorOf}
        />

        <TextInput
          label={t('panel.priority')}
          description={t('panel.priorityHint')}
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          w={{ base: '100%', xs: 200 }}
          data-field="priority"
          value={values.priority}
          onChange={(event) => set('priority', event.currentTarget.value)}
          error={errorOf('priority')}
        />

        <PromoOutletsField
          value={values.outlet_ids}
          onChange={(outletIds) => set('outlet_ids', outletIds)}
          outlets={outlets}
          error={errorOf('outlet_ids')}
        />

        <Switch
          label={t('panel.active')}
          description={t('panel.activeHint')}
          checked={values.is_active}
          onChange={(event) => set('is_active', event.currentTarget.checked)}
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
