import type { PosDevice } from '@backoffice/contracts/pos';
import { Badge, Button, Code, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { showToast } from '../../../components/ui/toasts';
import { describeFailure } from '../../../lib/api/api-error';
import { useDeviceList } from '../api/list-devices';
import { usePairDevice } from '../api/pair-device';
import { useRenameDevice } from '../api/rename-device';
import { useRevokeDevice } from '../api/revoke-device';
import { useMutateOnce } from '../../../components/ui/use-submit-once';

export interface DeviceOutlet {
  id: number;
  name: string;
}

type Dialog =
  | { kind: 'pair' }
  | { kind: 'rename'; device: PosDevice }
  | { kind: 'revoke'; device: PosDevice }
  | { kind: 'credential'; credential: string; name: string }
  | null;

/** Cashier devices of the business: pair (credential shown once), rename, revoke (decision 0070). */
export function DevicesPanel({ outlets }: { outlets: readonly DeviceOutlet[] }) {
  const { t, i18n } = useTranslation('devices');
  const list = useDeviceList();
  const [dialog, setDialog] = useState<Dialog>(null);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const close = () => setDialog(null);
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language === 'id' ? 'id-ID' : 'en-GB') : t('never');

  let body;
  if (list.isPending) body = <Text c="dimmed">…</Text>;
  else if (list.isError)
    body = (
      <ErrorState
        message={describeFailure(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data.devices.length === 0) body = <EmptyState title={t('empty')} />;
  else {
    const status = (device: PosDevice) => (
      <Badge color={device.revoked_at ? 'gray' : 'green'} variant="light">
        {device.revoked_at ? t('revoked') : t('active')}
      </Badge>
    );
    const actions = (device: PosDevice) => (
      // On a phone the two buttons may stack in their narrow column rather than push past it.
      <Group gap={phone ? 4 : 'xs'} wrap={phone ? 'wrap' : 'nowrap'}>
        <Button
          size="xs"
          variant="subtle"
          aria-label={`${t('rename')} ${device.name}`}
          onClick={() => setDialog({ kind: 'rename', device })}
        >
          {t('rename')}
        </Button>
        {!device.revoked_at && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={`${t('revoke')} ${device.name}`}
            onClick={() => setDialog({ kind: 'revoke', device })}
          >
            {t('revoke')}
          </Button>
        )}
      </Group>
    );
    body = phone ? (
      // On a phone six columns would scroll sideways and hide the status and the actions: two columns instead,
      // the device's details stacked beside its status over its actions (docs/spec-notes.md, "Cashier devices").
      <Table layout="fixed" horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th w="45%">{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.devices.map((device) => (
            <Table.Tr key={device.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {device.name}
                  </Text>
                  <Text size="xs">{device.outlet_name}</Text>
                  <Text size="xs" c="dimmed">
                    <Code>…{device.credential_hint}</Code> · {when(device.last_seen_at)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  {status(device)}
                  {actions(device)}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    ) : (
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('columns.outlet')}</Table.Th>
              <Table.Th>{t('columns.credential')}</Table.Th>
              <Table.Th>{t('columns.lastSeen')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.devices.map((device) => (
              <Table.Tr key={device.id}>
                <Table.Td>{device.name}</Table.Td>
                <Table.Td>{device.outlet_name}</Table.Td>
                <Table.Td>
                  <Code>…{device.credential_hint}</Code>
                </Table.Td>
                <Table.Td>{when(device.last_seen_at)}</Table.Td>
                <Table.Td>{status(device)}</Table.Td>
                <Table.Td>{actions(device)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text>{t('intro')}</Text>
        <Button onClick={() => setDialog({ kind: 'pair' })} disabled={outlets.length === 0}>
          {t('pair')}
        </Button>
      </Group>
      {body}
      <PairDialog
        opened={dialog?.kind === 'pair'}
        outlets={outlets}
        onClose={close}
        onPaired={(credential, name) => setDialog({ kind: 'credential', credential, name })}
      />
      <RenameDialog device={dialog?.kind === 'rename' ? dialog.device : null} onClose={close} />
      <RevokeDialog device={dialog?.kind === 'revoke' ? dialog.device : null} onClose={close} />
      <Modal opened={dialog?.kind === 'credential'} onClose={close} title={t('credential.title')} centered>
        {dialog?.kind === 'credential' && (
          <Stack>
            <Text fw={600}>{dialog.name}</Text>
            <Code block data-testid="device-credential">
              {dialog.credential}
            </Code>
            <Text c="red" size="sm">
              {t('credential.warning')}
            </Text>
            <Button onClick={close}>{t('credential.done')}</Button>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function PairDialog(props: {
  opened: boolean;
  outlets: readonly DeviceOutlet[];
  onClose: () => void;
  onPaired: (credential: string, name: string) => void;
}) {
  const { t } = useTranslation('devices');
  const pair = usePairDevice();
  const [outlet, setOutlet] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ outlet?: string; name?: string }>({});
  const submit = () => {
    const found = {
      outlet: outlet ? undefined : t('validation.outletRequired'),
      name: name.trim() ? undefined : t('validation.nameRequired'),
    };
    setErrors(found);
    if (found.outlet || found.name) return;
    pair.mutate(
      { outlet_id: Number(outlet), name },
      {
        onSuccess: (paired) => {
          setName('');
          setOutlet(null);
          props.onPaired(paired.credential, paired.device.name);
        },
        onError: (error) => showToast({ kind: 'error', message: describeFailure(error) }),
      },
    );
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('form.title')} centered>
      <Stack>
        <Select
          label={t('form.outlet')}
          data={props.outlets.map((o) => ({ value: String(o.id), label: o.name }))}
          value={outlet}
          onChange={setOutlet}
          error={errors.outlet}
        />
        <TextInput
          label={t('form.name')}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('form.cancel')}
          </Button>
          <Button onClick={submit} loading={pair.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RenameDialog({ device, onClose }: { device: PosDevice | null; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const rename = useRenameDevice();
  // A double-click sends once (decision 0115).
  const renameOnce = useMutateOnce(rename);
  const [name, setName] = useState<string | null>(null);
  const value = name ?? device?.name ?? '';
  const [error, setError] = useState<string>();
  const done = () => {
    setName(null);
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!device) return;
    if (!value.trim()) return setError(t('validation.nameRequired'));
    renameOnce(
      { id: device.id, name: value },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('toasts.renamed') });
          done();
        },
        onError: (failure) => showToast({ kind: 'error', message: describeFailure(failure) }),
      },
    );
  };
  return (
    <Modal opened={device !== null} onClose={done} title={t('form.renameTitle')} centered>
      <Stack>
        <TextInput
          label={t('form.name')}
          value={value}
          maxLength={60}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={done}>
            {t('form.cancel')}
          </Button>
          <Button onClick={submit} loading={rename.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RevokeDialog({ device, onClose }: { device: PosDevice | null; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const revoke = useRevokeDevice();
  // A double-click sends once (decision 0115).
  const revokeOnce = useMutateOnce(revoke);
  return (
    <Modal
      opened={device !== null}
      onClose={onClose}
      title={t('confirmRevoke.title', { name: device?.name ?? '' })}
      centered
    >
      <Stack>
        <Text>{t('confirmRevoke.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button
            color="red"
            loading={revoke.isPending}
            onClick={() =>
              device &&
              revokeOnce(device.id, {
                onSuccess: () => {
                  showToast({ kind: 'success', message: t('toasts.revoked') });
                  onClose();
                },
                onError: (failure) => showToast({ kind: 'error', message: describeFailure(failure) }),
              })
            }
          >
            {t('confirmRevoke.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
