import { MODIFIER_NAME_MAX_LENGTH, type ModifierItem } from '@backoffice/contracts/modifiers';
import { Button, Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import {
  type ChoiceKind,
  emptyOption,
  type ModifierFormValues,
  validateModifierForm,
} from '../modifier-form-model';
import { translateModifierMessage } from '../modifier-messages';
import { ModifierItemsField } from './modifier-items-field';
import { ModifierOutletsField } from './modifier-outlets-field';
import { OptionRows } from './option-rows';

/** Focus goes to the first field with an error, in the order they are shown. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FormErrors): void {
  const paths = Object.keys(errors).filter((path) => errors[path]);
  const holders = [...(form?.querySelectorAll<HTMLElement>('[data-field]') ?? [])];
  const holder = holders.find((candidate) => paths.includes(candidate.dataset.field ?? ''));
  if (!holder) return;
  const target = holder.matches('input, button')
    ? holder
    : holder.querySelector<HTMLElement>('input, button');
  target?.focus();
}

interface ModifierFormProps {
  initialValues: ModifierFormValues;
  outlets: readonly OutletChoice[] | undefined;
  submitting: boolean;
  /** Resolves with translated field errors to show, `{}` to stay open without them, undefined when done. */
  onSubmit: (values: ModifierFormValues) => Promise<Record<string, string> | undefined>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** The stored set's items, to name them before any search. */
  knownItems?: readonly ModifierItem[];
  /** Shown instead of the item picker when the set is on more items than the panel holds (decision 0225). */
  children?: ReactNode;
}

/** The fields of the modifier panel, judged by the contract's rules (modifier-form-model.ts). */
export function ModifierForm({
  initialValues,
  outlets,
  submitting,
  onSubmit,
  onCancel,
  onDirtyChange,
  knownItems = [],
  children,
}: ModifierFormProps) {
  const { t, i18n } = useTranslation('modifiers');
  const formRef = useRef<HTMLFormElement>(null);
  // Set before the first await so the second click of a double click finds it set (decision 0115), and left set
  // once saved: the closing panel must not save twice.
  const sending = useRef(false);
  const form = useForm<ModifierFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateModifierForm(values, i18n.language),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const values = form.getValues();
  const errorOf = (path: string) => {
    const message = form.errors[path];
    return typeof message === 'string' ? translateModifierMessage({ message }, t) : undefined;
  };
  // Errors are kept by row number: once rows move they would sit under the wrong option.
  const clearOptionErrors = () => {
    const kept = Object.fromEntries(
      Object.entries(form.errors).filter(([path]) => !path.startsWith('options')),
    );
    form.setErrors(kept);
  };

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
          maxLength={MODIFIER_NAME_MAX_LENGTH}
          data-autofocus
          data-field="name"
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />

        <OptionRows
          options={values.options}
          errorOf={errorOf}
          onChange={(index, field, value) => {
            form.setFieldValue(`options.${index}.${field}`, value);
            form.clearFieldError(`options.${index}.${field}`);
          }}
          onMove={(from, to) => {
            form.reorderListItem('options', { from, to });
            clearOptionErrors();
          }}
          onRemove={(index) => {
            form.removeListItem('options', index);
            clearOptionErrors();
          }}
          onAdd={() => {
            form.insertListItem('options', emptyOption());
            form.clearFieldError('options');
          }}
        />

        <Stack gap="sm">
          <Checkbox
            label={t('panel.required')}
            checked={values.required}
            onChange={(event) => {
              form.setFieldValue('required', event.currentTarget.checked);
              form.clearFieldError('min');
            }}
            data-field="required"
          />
          <Radio.Group
            label={t('panel.choice')}
            value={values.choice}
            onChange={(choice) => {
              form.setFieldValue('choice', choice as ChoiceKind);
              form.clearFieldError('min');
              form.clearFieldError('max');
            }}
          >
            <Group gap="lg" mt={6}>
              <Radio value="single" label={t('panel.single')} />
              <Radio value="several" label={t('panel.several')} />
            </Group>
          </Radio.Group>
          {values.choice === 'several' && (
            <Group gap="sm" align="flex-start">
              {values.required && (
                <TextInput
                  label={t('panel.min')}
                  inputMode="numeric"
                  autoComplete="off"
                  w={120}
                  data-field="min"
                  {...form.getInputProps('min')}
                  error={errorOf('min')}
                />
              )}
              <TextInput
                label={t('panel.max')}
                inputMode="numeric"
                autoComplete="off"
                w={120}
                data-field="max"
                {...form.getInputProps('max')}
                error={errorOf('max')}
              />
            </Group>
          )}
        </Stack>

        {values.item_ids === null ? (
          children
        ) : (
          <ModifierItemsField
            value={values.item_ids}
            onChange={(itemIds) => {
              form.setFieldValue('item_ids', itemIds);
              form.clearFieldError('item_ids');
            }}
            knownItems={knownItems}
            error={errorOf('item_ids')}
          />
        )}

        <ModifierOutletsField
          value={values.outlet_ids}
          onChange={(outletIds) => {
            form.setFieldValue('outlet_ids', outletIds);
            form.clearFieldError('outlet_ids');
          }}
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
