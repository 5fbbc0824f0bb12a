import type { PaymentMethod, QrisDocumentKind } from '@backoffice/contracts/qris';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { showToast } from '../../../components/ui/toasts';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useOutletList } from '../../../lib/outlets/list-outlets';
import { useProfile } from '../../../lib/session/get-profile';
import { useQrisRegistration } from '../api/get-qris-registration';
import { useBankList } from '../api/list-banks';
import { usePaymentMethodList } from '../api/list-payment-methods';
import { useQrisDraft, useSaveQrisDraft } from '../api/qris-draft';
import { useRequestActivation } from '../api/request-activation';
import { useResubmitQrisDocument } from '../api/resubmit-qris-document';
import { useSubmitQrisRegistration } from '../api/submit-qris-registration';
import { uploadQrisDocument } from '../api/upload-qris-document';
import type { DocumentType } from '../components/document-uploader';
import { QrisCard } from '../components/qris-card';
import { QrisWizard } from '../components/qris-wizard';
import { documentFileName, type QrisFormValues, requestOf, valuesFromDraft } from '../qris-form-model';
import { methodName } from '../method-name';
import { describeQrisFailure } from '../qris-messages';
import { PaymentMethodsListSkeleton } from './payment-methods-skeleton';

/** Payment Methods (issue 17): the business's methods, which each outlet offers, and the QRIS registration. */
export function PaymentMethodsPage() {
  const { t } = useTranslation('paymentMethods');
  usePageTitle(t('title'));
  const methods = usePaymentMethodList();
  const registration = useQrisRegistration();
  const [wizardOpen, setWizardOpen] = useState(false);
  const draft = useQrisDraft(registration.data === null);
  const profile = useProfile();
  const outlets = useOutletList({ enabled: wizardOpen || registration.data !== undefined });
  const banks = useBankList(wizardOpen);
  const saveDraft = useSaveQrisDraft();
  const submit = useSubmitQrisRegistration();
  const resubmit = useResubmitQrisDocument();
  const activation = useRequestActivation();
  const businessId = profile.data?.business.id ?? 0;

  const uploadFor =
    (outletId: number) => (kind: QrisDocumentKind, file: { base64: string; type: DocumentType }) =>
      uploadQrisDocument({
        outletId,
        base64: file.base64,
        fileName: documentFileName(businessId, kind, file.type),
      });
  const firstRegisteredOutlet = registration.data?.outlets[0]?.id ?? outlets.data?.results[0]?.id ?? 0;

  const loading = methods.isPending || registration.isPending;
  const failed = methods.isError || registration.isError;
  const header = <PageHeader section={t('section')} title={t('title')} />;
  if (failed)
    return (
      <>
        {header}
        <ErrorState
          onRetry={() => {
            void methods.refetch();
            void registration.refetch();
          }}
          retrying={methods.isFetching || registration.isFetching}
        />
      </>
    );
  if (loading)
    return (
      <>
        {header}
        <PaymentMethodsListSkeleton />
      </>
    );

  const outletOptions = {
    data: outlets.data?.results.map((outlet) => ({ value: String(outlet.id), label: outlet.name })),
    isPending: outlets.isPending,
    isError: outlets.isError,
    isFetching: outlets.isFetching,
    refetch: outlets.refetch,
  };
  const bankOptions = {
    data: banks.data?.map((bank) => bank.name),
    isPending: banks.isPending,
    isError: banks.isError,
    isFetching: banks.isFetching,
    refetch: banks.refetch,
  };

  return (
    <>
      {header}
      <Stack gap="md">
        <QrisCard
          registration={registration.data}
          hasDraft={Boolean(draft.data)}
          onRegister={() => setWizardOpen(true)}
          upload={uploadFor(firstRegisteredOutlet)}
          resubmit={async (kind, ref) => {
            try {
              await resubmit.mutateAsync({ kind, ref });
              showToast({ kind: 'success', message: t('qris.resent') });
            } catch (error) {
              showToast({ kind: 'error', message: describeQrisFailure(error, t).message });
            }
          }}
        />
        <MethodList
          methods={methods.data.data}
          onRequest={async (method) => {
            try {
              await activation.mutateAsync(method.id);
              showToast({
                kind: 'success',
                message: t('methods.requestedToast', { name: methodName(method, t) }),
              });
            } catch (error) {
              showToast({ kind: 'error', message: describeQrisFailure(error, t).message });
            }
          }}
          requesting={activation.isPending ? activation.variables : undefined}
        />
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('methods.perOutlet')}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('methods.outlet')}</Table.Th>
                  <Table.Th>{t('methods.active')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {methods.data.outlets.map((outlet) => (
                  <Table.Tr key={outlet.outlet_id}>
                    <Table.Td>{outlet.outlet_name}</Table.Td>
                    <Table.Td>
                      {outlet.active_methods.length === 0
                        ? t('methods.none')
                        : outlet.active_methods
                            .map((code) =>
                              methodName(
                                methods.data.data.find((method) => method.code === code) ?? {
                                  code,
                                  name: code,
                                },
                                t,
                              ),
                            )
                            .join(', ')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      </Stack>
      {wizardOpen && (
        <QrisWizard
          opened
          onClose={() => setWizardOpen(false)}
          initial={
            draft.data ? { step: draft.data.step, values: valuesFromDraft(draft.data.values) } : undefined
          }
          outlets={outletOptions}
          banks={bankOptions}
          upload={(kind, file, values) => uploadFor(values.outlets[0] ?? firstRegisteredOutlet)(kind, file)}
          submit={async (values: QrisFormValues) => {
            await submit.mutateAsync(requestOf(values));
          }}
          saveDraft={async (step, values) => {
            await saveDraft.mutateAsync({ step, values: { ...values, consent: false } });
          }}
          describeFailure={(error) => describeQrisFailure(error, t)}
        />
      )}
    </>
  );
}

function MethodList({
  methods,
  onRequest,
  requesting,
}: {
  methods: PaymentMethod[];
  onRequest: (method: PaymentMethod) => Promise<void>;
  requesting: number | undefined;
}) {
  const { t } = useTranslation('paymentMethods');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('methods.heading')}
      </Title>
      <Stack gap={0}>
        {methods.map((method) => (
          <Group
            key={method.id}
            justify="space-between"
            py="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <div>
              <Text size="sm" fw={500}>
                {methodName(method, t)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`methods.kinds.${method.kind}`)}
              </Text>
            </div>
            <Group gap="xs">
              {method.is_active ? (
                <Badge color="teal">{t('methods.active')}</Badge>
              ) : method.activation_requested_at ? (
                <Badge color="yellow">{t('methods.requested')}</Badge>
              ) : (
                <Badge color="gray">{t('methods.inactive')}</Badge>
              )}
              {method.kind === 'e_wallet' && method.needs_activation && !method.activation_requested_at && (
                <Button
                  size="xs"
                  variant="light"
                  loading={requesting === method.id}
                  onClick={() => void onRequest(method)}
                >
                  {t('methods.request')}
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
