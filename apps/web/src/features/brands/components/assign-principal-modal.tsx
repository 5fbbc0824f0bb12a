import { NO_PRINCIPAL_ID } from '@backoffice/contracts/brands';
import { Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { usePrincipalChoices } from '../api/list-principals';

interface AssignPrincipalModalProps {
  opened: boolean;
  outletId: number;
  pending: boolean;
  onClose: () => void;
  /** -1 = no principal. */
  onAssign: (principalId: number) => void;
}

/** "Assign Principal", its description and a search box over the outlet's principals. */
export function AssignPrincipalModal({
  opened,
  outletId,
  pending,
  onClose,
  onAssign,
}: AssignPrincipalModalProps) {
  const { t } = useTranslation('brands');
  const choices = usePrincipalChoices(outletId, opened);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const keyword = search.trim().toLowerCase();
  const options = (choices.data?.results ?? [])
    .map((p) => ({ id: p.id, name: p.id === NO_PRINCIPAL_ID ? t('assign.none') : p.name }))
    .filter((p) => keyword === '' || p.name.toLowerCase().includes(keyword));

  return (
    <Modal opened={opened} onClose={() => !pending && onClose()} title={t('assign.title')} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('assign.description')}
        </Text>
        <TextInput
          aria-label={t('assign.search')}
          placeholder={t('assign.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {choices.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" />
          </Group>
        ) : choices.isError ? (
          <ErrorState
            compact
            message={t('errors.technical')}
            onRetry={() => void choices.refetch()}
            retrying={choices.isFetching}
          />
        ) : (
          <ScrollArea.Autosize mah={300}>
            <Radio.Group value={chosen} onChange={setChosen} aria-label={t('assign.title')}>
              <Stack gap="xs" py={4}>
                {options.map((option) => (
                  <Radio key={option.id} value={String(option.id)} label={option.name} />
                ))}
                {options.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('assign.noResult')}
                  </Text>
                )}
              </Stack>
            </Radio.Group>
          </ScrollArea.Autosize>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('assign.cancel')}
        </Button>
        <Button
          onClick={() => chosen !== null && onAssign(Number(chosen))}
          disabled={chosen === null}
          loading={pending}
        >
          {t('assign.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
