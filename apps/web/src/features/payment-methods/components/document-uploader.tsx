import { QRIS_DOCUMENT_MAX_BYTES, type QrisDocumentRef } from '@backoffice/contracts/qris';
import { Button, FileButton, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconFileUpload, IconRefresh, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Uploaded image": the states of one document tile. */
export type UploadStatus = 'empty' | 'uploading' | 'valid' | 'error' | 'uploaderr' | 'removed';

export type DocumentType = 'png' | 'jpg' | 'pdf';

/** The type from the first bytes, never from the name (a renamed program is not a photo). */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  return null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

export interface DocumentUploaderProps {
  label: string;
  /** Deeds take PDF only; the rest PNG or JPEG photos. */
  pdf: boolean;
  value: QrisDocumentRef | undefined;
  /** A removed or failed upload clears the document. */
  onChange: (value: QrisDocumentRef | undefined) => void;
  upload: (file: { base64: string; type: DocumentType }) => Promise<QrisDocumentRef>;
  /** The form's message (required) once touched. */
  error?: string;
  disabled?: boolean;
}

/** One document: choose, check size and content, upload, then valid / error / failed-with-retry / removed. */
export function DocumentUploader({
  label,
  pdf,
  value,
  onChange,
  upload,
  error,
  disabled,
}: DocumentUploaderProps) {
  const { t } = useTranslation('paymentMethods');
  const [status, setStatus] = useState<UploadStatus>(value ? 'valid' : 'empty');
  const [problem, setProblem] = useState<string | null>(null);
  const pending = useRef<{ base64: string; type: DocumentType } | null>(null);
  const resetRef = useRef<() => void>(null);

  async function send(file: { base64: string; type: DocumentType }) {
    pending.current = file;
    setStatus('uploading');
    try {
      onChange(await upload(file));
      setStatus('valid');
    } catch {
      onChange(undefined);
      setStatus('uploaderr');
    }
  }

  async function choose(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    setProblem(null);
    const refuse = (message: string) => {
      onChange(undefined);
      setProblem(message);
      setStatus('error');
    };
    if (file.size > QRIS_DOCUMENT_MAX_BYTES) return refuse(t('documents.maxSize'));
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      return refuse(t('documents.readFailed'));
    }
    const type = sniffDocumentType(bytes);
    if (pdf && type !== 'pdf') return refuse(t('documents.pdfOnly'));
    if (!type || (!pdf && type === 'pdf')) return refuse(t('documents.imageOnly'));
    await send({ base64: toBase64(bytes), type });
  }

  function remove() {
    onChange(undefined);
    setProblem(null);
    setStatus('removed');
  }

  const shown = status === 'valid' && value;
  return (
    <Stack gap={4} data-status={status} aria-label={label} role="group">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Paper withBorder p="sm" radius="md">
        {status === 'uploading' && (
          <Group gap="xs">
            <Loader size={16} />
            <Text size="sm">{t('documents.uploading')}</Text>
          </Group>
        )}
        {shown && (
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <IconCheck size={18} color="var(--mantine-color-teal-7)" />
              <Text size="sm" truncate>
                {value.file_name}
              </Text>
            </Group>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconX size={14} />}
              onClick={remove}
              disabled={disabled}
            >
              {t('documents.remove')}
            </Button>
          </Group>
        )}
        {status === 'uploaderr' && (
          <UnstyledButton onClick={() => pending.current && void send(pending.current)} disabled={disabled}>
            <Group gap="xs">
              <IconRefresh size={18} color="var(--mantine-color-red-7)" />
              <Text size="sm" c="red.7">
                {t('documents.uploadFailed')}
              </Text>
            </Group>
          </UnstyledButton>
        )}
        {(status === 'empty' ||
          status === 'removed' ||
          status === 'error' ||
          (status === 'valid' && !value)) && (
          <FileButton
            resetRef={resetRef}
            onChange={(file) => void choose(file)}
            accept={pdf ? 'application/pdf' : 'image/png,image/jpeg'}
            disabled={disabled}
          >
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconFileUpload size={16} />}>
                {t('documents.choose')}
              </Button>
            )}
          </FileButton>
        )}
      </Paper>
      {status === 'error' && problem && (
        <Group gap={4} c="red.7">
          <IconAlertTriangle size={14} />
          <Text size="xs" c="red.7" role="alert">
            {problem}
          </Text>
        </Group>
      )}
      {error && status !== 'error' && status !== 'uploading' && !value && (
        <Text size="xs" c="red.7">
          {error}
        </Text>
      )}
    </Stack>
  );
}
