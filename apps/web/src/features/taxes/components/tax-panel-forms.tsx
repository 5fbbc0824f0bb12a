import type { TaxDetail } from '@backoffice/contracts/taxes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useSaveTax } from '../api/save-tax';
import { isUnchangedTax, taxFormFromTax, taxPayloadFromForm } from '../tax-form-model';
import { describeTaxFailure } from '../tax-messages';
import { emptyTaxForm, TaxForm, taxFormInput } from './tax-form';

interface TaxFormHostProps {
  /** null = a new Tax. */
  tax: TaxDetail | null;
  outlets: readonly OutletChoice[] | undefined;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function TaxFormHost({ tax, outlets, onDone, onCancel, onDirtyChange }: TaxFormHostProps) {
  const { t, i18n } = useTranslation('taxes');
  const save = useSaveTax();
  const [initialValues] = useState(() => {
    if (tax) return taxFormInput(taxFormFromTax(tax), i18n.language);
    // A single Outlet is the only possible choice: it comes chosen (decision 0021).
    return outlets?.length === 1 ? { ...emptyTaxForm, outlet_ids: [outlets[0]!.id] } : emptyTaxForm;
  });
  return (
    <TaxForm
      initialValues={initialValues}
      knownItems={tax?.items ?? []}
      outlets={outlets}
      submitting={save.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        const body = taxPayloadFromForm(values);
        if (tax && isUnchangedTax(tax, body)) {
          onDone();
          return undefined;
        }
        try {
          await save.mutateAsync({ id: tax?.id ?? null, body });
        } catch (error) {
          const failure = describeTaxFailure(error, t);
          showToast({ kind: 'error', message: failure.message });
          if (failure.gone) onDone();
          return failure.fieldErrors;
        }
        showToast({ kind: 'success', message: tax ? t('toasts.updated') : t('toasts.created') });
        onDone();
        return undefined;
      }}
    />
  );
}
