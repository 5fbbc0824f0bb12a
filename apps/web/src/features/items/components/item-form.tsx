import {
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  type ItemChoice,
  type ItemChoices,
} from '@backoffice/contracts/items';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  Input,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useUploadItemImage } from '../api/upload-item-image';
import { type ItemFormErrors, type ItemFormInput, validateItemForm } from '../item-form-model';
import { describeItemFailure, translateItemMessage } from '../item-messages';
import { VariantFields } from './variant-fields';

interface ItemFormProps {
  initialValues: ItemFormInput;
  outlets: readonly OutletChoice[];
  choices: ItemChoices | undefined;
  choicesFailed: boolean;
  submitting: boolean;
  /** The server's field errors to show, `{}` to stay open without them, undefined when done (the panel closes). */
  onSubmit: (values: ItemFormInput) => Promise<ItemFormErrors | undefined>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

const toData = (list: ItemChoice[] | undefined) =>
  (list ?? []).map((choice) => ({ value: String(choice.id), label: choice.name }));

/** Focus goes to the first field with an error, in the order they are shown. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FormErrors): void {
  const fields = Object.keys(errors);
  const holder = [...(form?.querySelectorAll<HTMLElement>('[data-field]') ?? [])].find((element) =>
    fields.includes(element.dataset.field ?? ''),
  );
  const target = holder?.matches('input, textarea, button')
    ? holder
    : holder?.querySelector<HTMLElement>('input, textarea, button');
  target?.focus();
}

/** The item panel's fields; judged by the contract's request schema, the rules the server applies. */
export function ItemForm({
  initialValues,
  outlets,
  choices,
  choicesFailed,
  submitting,
  onSubmit,
  onCancel,
  onDirtyChange,
}: ItemFormProps) {
  const { t, i18n } = useTranslation('items');
  const formRef = useRef<HTMLFormElement>(null);
  // Set before the first await, so the second click of a double click finds it set (decision 0115).
  const sending = useRef(false);
  const upload = useUploadItemImage();
  const form = useForm<ItemFormInput>({
    mode: 'controlled',
    initialValues,
    validate: (input) => validateItemForm(input, i18n.language),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const values = form.getValues();
  const errorOf = (field: string) => {
    const message = form.errors[field];
    return typeof message === 'string' ? translateItemMessage({ message }, t) : undefined;
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

  const choosePicture = (file: File | null) => {
    const outletId = outlets[0]?.id;
    if (!file || outletId === undefined) return;
    upload.mutate(
      { outletId, file },
      {
        onSuccess: (uploaded) => {
          form.setFieldValue('image_file_id', uploaded.id);
          form.setFieldValue('image_url', uploaded.data);
          form.clearFieldError('image_file_id');
        },
        onError: (error) => {
          const failure = describeItemFailure(error, t);
          showToast({ kind: 'error', message: failure.message || t('toasts.uploadFailed') });
        },
      },
    );
  };

  const picker = (
    field: 'modifier_ids' | 'tax_ids' | 'sales_type_ids',
    label: string,
    list: ItemChoice[] | undefined,
    description?: string,
  ) => (
    <MultiSelect
      label={label}
      description={description}
      data={toData(list)}
      searchable
      clearable
      nothingFoundMessage={t('panel.nothingToPick')}
      placeholder={list?.length === 0 ? t('panel.nothingToPick') : undefined}
      data-field={field}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps(field)}
      error={errorOf(field)}
    />
  );

  return (
    <form noValidate onSubmit={submit} ref={formRef}>
      <Stack gap="lg">
        <TextInput
          label={t('panel.name')}
          placeholder={t('panel.namePlaceholder')}
          withAsterisk
          maxLength={ITEM_NAME_MAX_LENGTH}
          data-autofocus
          data-field="name"
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        {choicesFailed && (
          <Alert color="red" variant="light">
            {t('panel.choicesError')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('panel.category')}
            placeholder={t('panel.none')}
            data={toData(choices?.categories)}
            searchable
            clearable
            nothingFoundMessage={t('panel.nothingToPick')}
            data-field="category_id"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('category_id')}
            error={errorOf('category_id')}
          />
          <Select
            label={t('panel.brand')}
            placeholder={t('panel.none')}
            data={toData(choices?.brands)}
            searchable
            clearable
            nothingFoundMessage={t('panel.nothingToPick')}
            data-field="brand_id"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('brand_id')}
            error={errorOf('brand_id')}
          />
        </SimpleGrid>
        <Textarea
          label={t('panel.description')}
          autosize
          minRows={2}
          maxLength={ITEM_DESCRIPTION_MAX_LENGTH}
          data-field="description"
          {...form.getInputProps('description')}
          error={errorOf('description')}
        />
        <Input.Wrapper
          label={t('panel.picture')}
          description={t('panel.pictureHint')}
          error={errorOf('image_file_id')}
          data-field="image_file_id"
        >
          <Group mt={6} gap="sm" align="center">
            {values.image_url ? (
              <Image src={values.image_url} alt="" w={64} h={64} radius="sm" fit="cover" />
            ) : (
              <IconPhoto size={40} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />
            )}
            <FileButton onChange={choosePicture} accept="image/png,image/jpeg">
              {(props) => (
                <Button variant="default" size="xs" loading={upload.isPending} {...props}>
                  {values.image_url ? t('panel.replace') : t('panel.upload')}
                </Button>
              )}
            </FileButton>
            {values.image_url && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => {
                  form.setFieldValue('image_file_id', null);
                  form.setFieldValue('image_url', null);
                }}
              >
                {t('panel.removePicture')}
              </Button>
            )}
          </Group>
        </Input.Wrapper>

        <Checkbox.Group
          label={t('panel.outlets')}
          description={t('panel.outletsHint')}
          withAsterisk
          data-field="outlet_ids"
          {...form.getInputProps('outlet_ids')}
          error={errorOf('outlet_ids')}
        >
          <Stack gap={6} mt={6}>
            {outlets.map((outlet) => (
              <Checkbox key={outlet.id} value={String(outlet.id)} label={outlet.name} />
            ))}
          </Stack>
        </Checkbox.Group>

        <Switch
          label={t('panel.trackStock')}
          description={t('panel.trackStockHint')}
          data-field="track_stock"
          {...form.getInputProps('track_stock', { type: 'checkbox' })}
        />

        <VariantFields form={form} outlets={outlets} errorOf={errorOf} />

        {picker('modifier_ids', t('panel.modifiers'), choices?.modifiers)}
        {picker('tax_ids', t('panel.taxes'), choices?.taxes)}
        {picker('sales_type_ids', t('panel.salesTypes'), choices?.sales_types, t('panel.salesTypesHint'))}

        <Group justify="flex-end" gap="sm" pt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('panel.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={upload.isPending}>
            {t('panel.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
