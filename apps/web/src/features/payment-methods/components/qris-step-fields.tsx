import {
  QRIS_FIELD_MAX_LENGTH,
  QRIS_PDF_DOCUMENTS,
  type QrisDocumentKind,
  type QrisDocumentRef,
} from '@backoffice/contracts/qris';
import { MultiSelect, Radio, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetrySelect, type RetrySelectQuery } from '../../../components/ui/retry-select';
import { type QrisField, type QrisFormValues, type QrisTextField, stepFields } from '../qris-form-model';
import { DocumentUploader, type DocumentType } from './document-uploader';

export interface StepFieldsProps {
  step: number;
  values: QrisFormValues;
  errorOf: (field: QrisField) => string | undefined;
  setText: (field: QrisTextField, value: string) => void;
  setValues: (change: Partial<QrisFormValues>) => void;
  touch: (field: QrisField) => void;
  setDocument: (kind: QrisDocumentKind, ref: QrisDocumentRef | undefined) => void;
  outlets: RetrySelectQuery;
  banks: RetrySelectQuery;
  upload: (kind: QrisDocumentKind, file: { base64: string; type: DocumentType }) => Promise<QrisDocumentRef>;
  disabled: boolean;
}

/** The inputs of one wizard step, in the order of the product's screen description. */
export function QrisStepFields(props: StepFieldsProps) {
  const { step, values, errorOf, setText, setValues, touch, disabled } = props;
  const { t } = useTranslation('paymentMethods');
  const fields = stepFields(step, values);
  const corporate = values.type_of_business === 'CORPORATE';

  const labelOf = (field: QrisTextField): string => {
    if (corporate && field === 'ktp_name') return t('fields.director_name');
    if (corporate && field === 'ktp_number') return t('fields.director_number');
    if (corporate && field === 'permit_number') return t('fields.director_permit');
    return t(`fields.${field}`);
  };
  const optional = (field: QrisField) =>
    field === 'permit_number' ||
    (!corporate && (field === 'npwp_name' || field === 'npwp_number' || field === 'npwp_address'));

  const text = (
    field: QrisTextField,
    extra: { type?: string; inputMode?: 'numeric' | 'tel'; area?: boolean } = {},
  ) => {
    // The contract's limit as the input's own, so a merchant cannot type past it (dates and choices have none).
    const maxLength = Object.hasOwn(QRIS_FIELD_MAX_LENGTH, field)
      ? QRIS_FIELD_MAX_LENGTH[field as keyof typeof QRIS_FIELD_MAX_LENGTH]
      : undefined;
    const common = {
      label: labelOf(field),
      maxLength,
      description: optional(field) ? t('fields.optional') : undefined,
      withAsterisk: !optional(field),
      value: values[field],
      error: errorOf(field),
      disabled,
      onBlur: () => touch(field),
      onChange: (event: { currentTarget: { value: string } }) => setText(field, event.currentTarget.value),
    };
    return extra.area ? (
      <Textarea key={field} {...common} minRows={2} />
    ) : (
      <TextInput key={field} {...common} type={extra.type} inputMode={extra.inputMode} />
    );
  };

  const render = (field: QrisField): ReactNode => {
    switch (field) {
      case 'outlets':
        return (
          <MultiSelect
            key={field}
            label={t('fields.outlets')}
            withAsterisk
            data={props.outlets.data ?? []}
            value={values.outlets.map(String)}
            onChange={(ids) => setValues({ outlets: ids.map(Number) })}
            onBlur={() => touch('outlets')}
            error={errorOf('outlets')}
            disabled={disabled}
            searchable
          />
        );
      case 'bank_name':
        return (
          <RetrySelect
            key={field}
            label={t('fields.bank_name')}
            withAsterisk
            query={props.banks}
            value={values.bank_name || null}
            onChange={(name) => setValues({ bank_name: name ?? '' })}
            onBlur={() => touch('bank_name')}
            error={errorOf('bank_name')}
            disabled={disabled}
            searchable
          />
        );
      case 'type_of_business':
        return (
          <Radio.Group
            key={field}
            label={t('fields.type_of_business')}
            withAsterisk
            value={values.type_of_business}
            onChange={(value) => setValues({ type_of_business: value as QrisFormValues['type_of_business'] })}
            error={errorOf('type_of_business')}
          >
            <Group mt={6}>
              <Radio value="INDIVIDUAL" label={t('fields.individual')} disabled={disabled} />
              <Radio value="CORPORATE" label={t('fields.corporate')} disabled={disabled} />
            </Group>
          </Radio.Group>
        );
      case 'nationality':
        return (
          <Radio.Group
            key={field}
            label={t('fields.nationality')}
            withAsterisk
            value={values.nationality}
            onChange={(value) => setValues({ nationality: value })}
            error={errorOf('nationality')}
          >
            <Group mt={6}>
              <Radio value="WNI" label="WNI" disabled={disabled} />
              <Radio value="WNA" label="WNA" disabled={disabled} />
            </Group>
          </Radio.Group>
        );
      case 'sex':
        return (
          <Radio.Group
            key={field}
            label={t('fields.sex')}
            withAsterisk
            value={values.sex}
            onChange={(value) => setValues({ sex: value })}
            error={errorOf('sex')}
          >
            <Group mt={6}>
              <Radio value="Pria" label={t('fields.male')} disabled={disabled} />
              <Radio value="Wanita" label={t('fields.female')} disabled={disabled} />
            </Group>
          </Radio.Group>
        );
      case 'date_of_birth':
      case 'business_entity_establishment_date':
        return text(field, { type: 'date' });
      case 'merchant_pic_phone':
        return text(field, { type: 'tel', inputMode: 'tel' });
      case 'bank_account_number':
      case 'ktp_number':
      case 'npwp_number':
      case 'business_entity_permit':
        return text(field, { inputMode: 'numeric' });
      case 'ktp_address':
      case 'npwp_address':
        return text(field, { area: true });
      case 'ktp':
      case 'npwp':
      case 'sk_pendirian':
      case 'sk_perubahan':
      case 'siup':
        return (
          <DocumentUploader
            key={field}
            label={t(`documents.${field}`)}
            pdf={QRIS_PDF_DOCUMENTS.includes(field)}
            value={values.documents[field]}
            onChange={(ref) => props.setDocument(field, ref)}
            upload={(file) => props.upload(field, file)}
            error={errorOf(field)}
            disabled={disabled}
          />
        );
      case 'consent':
        return null;
      default:
        return text(field);
    }
  };

  if (step === 2) return <SimpleGrid cols={{ base: 1, sm: 2 }}>{fields.map(render)}</SimpleGrid>;
  return <Stack gap="sm">{fields.map(render)}</Stack>;
}
