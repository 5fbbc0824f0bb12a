import {
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_SWATCHES,
  saveCategoryRequestSchema,
  type SaveCategoryRequest,
} from '@backoffice/contracts/categories';
import { Box, Button, Group, Input, Stack, TextInput, UnstyledButton } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CategoryFormErrors, translateCategoryMessage } from '../category-messages';

export interface CategoryFormValues {
  name: string;
  /** As typed; '' = no colour. */
  color: string;
}

export const emptyCategoryForm: CategoryFormValues = { name: '', color: '' };

/** The request the form's values make: the contract's own schema reads them, so the form refuses what the server does. */
export function categoryPayload(values: CategoryFormValues): SaveCategoryRequest {
  return { name: values.name, color: values.color.trim() === '' ? null : values.color };
}

const resolver = schemaResolver(saveCategoryRequestSchema, { sync: true });

interface CategoryFormProps {
  initialValues: CategoryFormValues;
  submitting: boolean;
  /** Resolves with the server's field errors; undefined when done (the panel closes, the form stays locked). */
  onSubmit: (values: CategoryFormValues) => Promise<CategoryFormErrors | undefined>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FormErrors): void {
  const field = (['name', 'color'] as const).find((name) => errors[name]);
  form
    ?.querySelector<HTMLInputElement>(`[data-field="${field}"] input, input[data-field="${field}"]`)
    ?.focus();
}

/** The fields of the Category panel: a name and the tile colour (a swatch, or any hex). */
export function CategoryForm({
  initialValues,
  submitting,
  onSubmit,
  onCancel,
  onDirtyChange,
}: CategoryFormProps) {
  const { t } = useTranslation('categories');
  const formRef = useRef<HTMLFormElement>(null);
  // Set in the click itself, so the second click of a double click finds it set (decision 0115); left set once saved.
  const sending = useRef(false);
  const form = useForm<CategoryFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => resolver(categoryPayload(values)),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const errorOf = (field: 'name' | 'color') => {
    const message = form.errors[field];
    return typeof message === 'string' ? translateCategoryMessage({ message }, t) : undefined;
  };
  const color = form.getValues().color.trim().toUpperCase();

  const submit = form.onSubmit(
    async (values) => {
      if (sending.current) return;
      sending.current = true;
      const serverErrors = await onSubmit(values);
      if (serverErrors === undefined) return;
      sending.current = false;
      form.setErrors(serverErrors);
      focusFirstInvalid(formRef.current, serverErrors);
    },
    (errors) => focusFirstInvalid(formRef.current, errors),
  );

  const choose = (value: string) => {
    form.setFieldValue('color', value);
    form.clearFieldError('color');
  };

  return (
    <form noValidate onSubmit={submit} ref={formRef}>
      <Stack gap="lg">
        <TextInput
          label={t('panel.name')}
          placeholder={t('panel.namePlaceholder')}
          withAsterisk
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          data-autofocus
          data-field="name"
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <Stack gap={6}>
          <Input.Label id="category-color-label">{t('panel.color')}</Input.Label>
          <Input.Description>{t('panel.colorHint')}</Input.Description>
          <Group gap={8} role="radiogroup" aria-labelledby="category-color-label">
            <UnstyledButton
              role="radio"
              aria-checked={color === ''}
              onClick={() => choose('')}
              px="sm"
              h={32}
              style={{
                borderRadius: 6,
                border: `2px solid ${color === '' ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-4)'}`,
                fontSize: 'var(--mantine-font-size-sm)',
              }}
            >
              {t('panel.noColor')}
            </UnstyledButton>
            {CATEGORY_SWATCHES.map((swatch) => (
              <UnstyledButton
                key={swatch}
                role="radio"
                aria-checked={color === swatch}
                aria-label={t('panel.swatch', { color: swatch })}
                onClick={() => choose(swatch)}
                w={32}
                h={32}
                style={{
                  borderRadius: 6,
                  background: swatch,
                  display: 'grid',
                  placeItems: 'center',
                  outline: color === swatch ? '2px solid var(--mantine-color-blue-6)' : undefined,
                  outlineOffset: 2,
                }}
              >
                {color === swatch && <IconCheck size={18} color="white" aria-hidden />}
              </UnstyledButton>
            ))}
          </Group>
          <TextInput
            label={t('panel.colorHex')}
            placeholder="#1C7ED6"
            maxLength={7}
            autoComplete="off"
            w={180}
            data-field="color"
            leftSection={
              <Box
                w={16}
                h={16}
                style={{
                  borderRadius: 4,
                  background: /^#[0-9A-F]{6}$/.test(color) ? color : 'transparent',
                  border: '1px solid var(--mantine-color-gray-4)',
                }}
              />
            }
            {...form.getInputProps('color')}
            error={errorOf('color')}
          />
        </Stack>
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
