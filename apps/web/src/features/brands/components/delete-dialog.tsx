import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DeleteTarget =
  | { kind: 'brand' | 'principal'; id: number; name: string }
  | { kind: 'bulk'; count: number; hasBrands: boolean; hasPrincipals: boolean; allOutlets: boolean };

interface DeleteDialogProps {
  target: DeleteTarget | null;
  /** A single delete may be asked for every outlet when the business has more than one. */
  multiOutlet: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (allOutlets: boolean) => void;
}

/** The confirmation of a delete, saying what happens to the items and brands of what goes. */
export function DeleteDialog({ target, multiOutlet, pending, onClose, onConfirm }: DeleteDialogProps) {
  const { t } = useTranslation('brands');
  const [allOutlets, setAllOutlets] = useState(false);
  useEffect(() => setAllOutlets(target?.kind === 'bulk' ? target.allOutlets : false), [target]);
  const brandEffect = target?.kind === 'brand' || (target?.kind === 'bulk' && target.hasBrands);
  const principalEffect = target?.kind === 'principal' || (target?.kind === 'bulk' && target.hasPrincipals);
  return (
    <Modal
      opened={target !== null}
      onClose={() => !pending && onClose()}
      title={t('deleteDialog.title')}
      centered
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {target?.kind === 'bulk'
            ? t('deleteDialog.bulk', { count: target.count })
            : t('deleteDialog.one', { name: target?.name ?? '' })}
        </Text>
        {brandEffect && (
          <Text size="sm" c="dimmed">
            {t('deleteDialog.brandEffect')}
          </Text>
        )}
        {principalEffect && (
          <Text size="sm" c="dimmed">
            {t('deleteDialog.principalEffect')}
          </Text>
        )}
        {multiOutlet && target?.kind !== 'bulk' && (
          <Checkbox
            label={t('deleteDialog.allOutlets')}
            checked={allOutlets}
            onChange={(event) => setAllOutlets(event.currentTarget.checked)}
          />
        )}
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          {t('deleteDialog.cancel')}
        </Button>
        <Button color="red" onClick={() => onConfirm(allOutlets)} loading={pending}>
          {t('deleteDialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
