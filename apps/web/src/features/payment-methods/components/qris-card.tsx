import type { QrisDocumentKind, QrisDocumentRef, QrisRegistration } from '@backoffice/contracts/qris';
import { QRIS_PDF_DOCUMENTS } from '@backoffice/contracts/qris';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from './document-uploader';
import { DocumentUploader } from './document-uploader';

const statusColor = { pending: 'yellow', rejected: 'red', approved: 'teal' } as const;

export interface QrisCardProps {
  registration: QrisRegistration | null;
  hasDraft: boolean;
  onRegister: () => void;
  upload: (kind: QrisDocumentKind, file: { base64: string; type: DocumentType }) => Promise<QrisDocumentRef>;
  resubmit: (kind: QrisDocumentKind, ref: QrisDocumentRef) => Promise<void>;
}

/** The QRIS card: 'Register' before registering; afterwards the registration's status per outlet and document. */
export function QrisCard({ registration, hasDraft, onRegister, upload, resubmit }: QrisCardProps) {
  const { t } = useTranslation('paymentMethods');
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('qris.heading')}
          </Title>
          {registration && (
            <Badge color={statusColor[registration.status]}>{t(`qris.status.${registration.status}`)}</Badge>
          )}
        </Group>
        {!registration ? (
          <>
            <Text size="sm">{t('qris.intro')}</Text>
            <Text size="xs" c="dimmed">
              {t('qris.note')}
            </Text>
            <Group>
              <Button onClick={onRegister}>{hasDraft ? t('qris.resume') : t('qris.register')}</Button>
            </Group>
          </>
        ) : (
          <>
            <div>
              <Text size="sm" fw={600}>
                {t('qris.outlets')}
              </Text>
              {registration.outlets.map((outlet) => (
                <Group key={outlet.id} justify="space-between" py={2}>
                  <Text size="sm">{outlet.name}</Text>
                  <Badge variant="light" color={statusColor[registration.status]}>
                    {t(`qris.status.${registration.status}`)}
                  </Badge>
                </Group>
              ))}
            </div>
            <div>
              <Text size="sm" fw={600}>
                {t('qris.documents')}
              </Text>
              <Stack gap="xs" mt={4}>
                {registration.documents.map((document) => (
                  <DocumentRow key={document.kind} document={document} upload={upload} resubmit={resubmit} />
                ))}
              </Stack>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function DocumentRow({
  document,
  upload,
  resubmit,
}: {
  document: QrisRegistration['documents'][number];
  upload: QrisCardProps['upload'];
  resubmit: QrisCardProps['resubmit'];
}) {
  const { t } = useTranslation('paymentMethods');
  const [replacement, setReplacement] = useState<QrisDocumentRef | undefined>();
  const [sending, setSending] = useState(false);
  return (
    <Paper withBorder radius="sm" p="xs" data-document={document.kind}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t(`documents.${document.kind}`)}</Text>
        <Badge variant="light" color={statusColor[document.status]}>
          {t(`qris.documentStatus.${document.status}`)}
        </Badge>
      </Group>
      {document.status === 'rejected' && (
        <Stack gap="xs" mt="xs">
          <Text size="xs" c="red.7">
            {t('qris.reason', { reason: document.rejection_reason ?? '' })}
          </Text>
          <DocumentUploader
            label={t(`documents.${document.kind}`)}
            pdf={QRIS_PDF_DOCUMENTS.includes(document.kind)}
            value={replacement}
            onChange={setReplacement}
            upload={(file) => upload(document.kind, file)}
            disabled={sending}
          />
          <Group>
            <Button
              size="xs"
              disabled={!replacement}
              loading={sending}
              onClick={() => {
                if (!replacement) return;
                setSending(true);
                void resubmit(document.kind, replacement).finally(() => setSending(false));
              }}
            >
              {t('qris.sendAgain')}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
