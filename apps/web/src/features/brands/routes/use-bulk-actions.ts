import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useBulkDelete, useBulkMove } from '../api/bulk-actions';
import { useDeleteOne } from '../api/delete-brand';
import { describeBrandFailure } from '../brand-messages';
import { emptySelection, type Selection, selectionSize } from '../brand-rows';
import type { DeleteTarget } from '../components/delete-dialog';

/** What the page does with the checked rows and the delete dialog: the calls, their toasts, the reset after. */
export function useBulkActions(outletId: number, onSingleDeleted: () => void) {
  const { t } = useTranslation('brands');
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [assigning, setAssigning] = useState(false);
  const bulkDelete = useBulkDelete();
  const bulkMove = useBulkMove();
  const deleteOne = useDeleteOne();

  const fail = (error: unknown) =>
    showToast({ kind: 'error', message: describeBrandFailure(error, t).message });
  const ids = () => ({ brand_ids: [...selection.brands.keys()], principal_ids: [...selection.principals] });

  const askBulkDelete = (allOutlets: boolean) =>
    setDeleting({
      kind: 'bulk',
      count: selectionSize(selection),
      hasBrands: selection.brands.size > 0,
      hasPrincipals: selection.principals.size > 0,
      allOutlets,
    });

  const confirmDelete = (allOutlets: boolean) => {
    const target = deleting;
    if (!target) return;
    if (target.kind === 'bulk') {
      bulkDelete.mutate(
        { outlet_id: outletId, ...ids(), is_saved_to_all_outlets: target.allOutlets },
        {
          onSuccess: () => {
            showToast({ kind: 'success', message: t('toasts.bulkModified') });
            setSelection(emptySelection);
            setDeleting(null);
          },
          onError: fail,
        },
      );
      return;
    }
    deleteOne.mutate(
      { kind: target.kind, id: target.id, outletId, allOutlets },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('toasts.deleted', { name: target.name }) });
          setSelection(emptySelection);
          setDeleting(null);
          onSingleDeleted();
        },
        onError: fail,
      },
    );
  };

  const assign = (principalId: number) =>
    bulkMove.mutate(
      { outlet_id: outletId, ...ids(), target_principal_id: principalId },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('toasts.bulkModified') });
          setSelection(emptySelection);
          setAssigning(false);
        },
        onError: fail,
      },
    );

  return {
    selection,
    setSelection,
    deleting,
    setDeleting,
    askBulkDelete,
    confirmDelete,
    deletePending: bulkDelete.isPending || deleteOne.isPending,
    assigning,
    setAssigning,
    assign,
    movePending: bulkMove.isPending,
  };
}
