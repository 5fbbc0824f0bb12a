import {
  SALES_TYPE_NAME_MAX_LENGTH,
  type SalesTypeGratuity,
  updateSalesTypeRequestSchema,
} from '@backoffice/contracts/sales-types';
import { Button, Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format/format-percent';
import { type SalesTypeFormErrors, translateSalesTypeMessage } from '../sales-type-messages';
import { SalesTypeOutletsField } from './sales-type-outlets-field';

export interface SalesTypeFormValues {
  name: string;
  outlet_ids: number[];
  is_default: boolean;
}

const resolver = schemaResolver(updateSalesTypeRequestSchema, { sync: true });

interface SalesTypeFormProps {
  initialValues: SalesTypeFormValues;
  /** It is the default already: the switch shows it, and only another sales type can take it over. */
  isDefault: boolean;
  gratuities: readonly SalesTypeGratuity[];
  nameOf: (outletId: number) => string;
  submitting: boolean;
  /** Resolves with the server's field errors; undefined when done (the panel closes, the form stays locked). */
  onSubmit: (values: SalesTypeFormValues) => Promise<SalesTypeFormErrors | undefined>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FormErrors): void {
  const field = (['name', 'outlet_ids'] as const).find((name) => errors[name]);
  form?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
}

/** The fields of the Sales type panel; validated by the contract's schema, the rules the server applies. */
export function SalesTypeForm({
  initialValues,
  isDefault,
  gratuities,
  nameOf,
  submitting,
  onSubmit,
  onCancel,
  onDirtyChange,
}: SalesTypeFormProps) {
  const { t, i18n } = useTranslation('salesTypes');
  const formRef = useRef<HTMLFormElement>(null);
  // Set in the click itself, so the second click of a double click finds it set (decision 0115).
  const sending = useRef(false);
  const form = useForm<SalesTypeFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => resolver(values),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const errorOf = (field: 'name' | 'outlet_ids') => {
    const message = form.errors[field];
    return typeof message === 'string' ? translateSalesTypeMessage({ message }, t) : undefined;
  };
  const values = form.getValues();

  const submit = form.onSubmit(
    async (submitted) => {
      if (sending.current) return;
      sending.current = true;
      const serverErrors = await onSubmit(submitted);
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
          maxLength={SALES_TYPE_NAME_MAX_LENGTH}
          data-autofocus
          data-field="name"
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <SalesTypeOutletsField
          value={values.outlet_ids}
          onChange={(ids) => {
            form.setFieldValue('outlet_ids', ids);
            form.clearFieldError('outlet_ids');
          }}
          nameOf={nameOf}
          error={errorOf('outlet_ids')}
        />
        <Switch
          label={t('panel.isDefault')}
          description={isDefault ? t('panel.alreadyDefault') : t('panel.isDefaultHint')}
          checked={isDefault || values.is_default}
          disabled={isDefault}
          onChange={(event) => form.setFieldValue('is_default', event.currentTarget.checked)}
        />
        {gratuities.length > 0 && (
          <Input.Wrapper label={t('panel.gratuities')} description={t('panel.gratuitiesHint')}>
            <Stack gap={4} mt={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {gratuities.map((gratuity) => (
                <Text component="li" key={gratuity.id} size="sm">
                  {gratuity.name} · {formatPercent(gratuity.percentage, i18n.language)}
                  {gratuity.applies_to_all && (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      ({t('panel.appliesToAll')})
                    </Text>
                  )}
                </Text>
              ))}
            </Stack>
          </Input.Wrapper>
        )}
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
