import type { Item } from '@backoffice/contracts/items';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useSaveItem } from '../api/save-item';
import { emptyItemForm, type ItemFormInput, itemFormFromItem, itemPayloadFromForm } from '../item-form-model';
import { describeItemFailure } from '../item-messages';
import { ItemForm } from './item-form';

interface SaveItemFormProps {
  item: Item | null;
  outlets: readonly OutletChoice[];
  choices: Parameters<typeof ItemForm>[0]['choices'];
  choicesFailed: boolean;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function SaveItemForm({
  item,
  outlets,
  choices,
  choicesFailed,
  onDone,
  onCancel,
  onDirtyChange,
}: SaveItemFormProps) {
  const { t, i18n } = useTranslation('items');
  const save = useSaveItem();
  // A business with one outlet sells everything there: it comes chosen (decision 0021).
  const [initialValues] = useState<ItemFormInput>(() =>
    item
      ? itemFormFromItem(item, i18n.language)
      : emptyItemForm(outlets.length === 1 ? [outlets[0]!.id] : []),
  );
  return (
    <ItemForm
      initialValues={initialValues}
      outlets={outlets}
      choices={choices}
      choicesFailed={choicesFailed}
      submitting={save.isPending}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values) => {
        const body = itemPayloadFromForm(values, i18n.language);
        try {
          await save.mutateAsync({ id: item?.id ?? null, body });
        } catch (error) {
          const failure = describeItemFailure(error, t, body);
          showToast({ kind: 'error', message: failure.message });
          if (failure.gone) onDone();
          return failure.fieldErrors;
        }
        showToast({ kind: 'success', message: item ? t('toasts.updated') : t('toasts.created') });
        onDone();
        return undefined;
      }}
    />
  );
}
