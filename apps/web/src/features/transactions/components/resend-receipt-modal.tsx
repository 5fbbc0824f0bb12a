import { emailSchema } from '@backoffice/contracts/common/text';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { describeFailure } from '../../../lib/api/api-error';
import { useSendReceipt } from '../api/send-receipt';

export interface ReceiptPayment {
  payment_id: number;
  payment_uuid: string;
}

interface ResendReceiptModalProps {
  opened: boolean;
  /** The payment the receipt is of: the order's first. */
  payment: ReceiptPayment;
  /** The customer's address when the order has one: the field starts with it. */
  initialEmail: string | null;
  onClose: () => void;
}

/**
 * the product's screen description "Resend Email modal", "Resend receipt": an e-mail field and Send, enabled only for a valid address
 * (the same rule the server applies); sending shows loading, success closes with a toast of the server's message,
 * a failure stays open with the error (and a toast of the server's message). A double-click sends once.
 */
export function ResendReceiptModal({ opened, payment, initialEmail, onClose }: ResendReceiptModalProps) {
  const { t } = useTranslation('transactionDetail');
  return (
    <Modal opened={opened} onClose={onClose} title={t('resend.title')} centered>
      {/* Mounted only while open, so each opening starts from the customer's address and no old error. */}
      {opened && <ResendForm payment={payment} initialEmail={initialEmail} onClose={onClose} />}
    </Modal>
  );
}

function ResendForm({ payment, initialEmail, onClose }: Omit<ResendReceiptModalProps, 'opened'>) {
  const { t } = useTranslation('transactionDetail');
  const send = useSendReceipt();
  const once = useSubmitOnce();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [touched, setTouched] = useState(false);
  const valid = emailSchema.safeParse(email).success;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const address = email.trim();
    void once(() =>
      send.mutateAsync({ customer_email: address, ...payment, resend_email: true }).then(
        // The server's words, in the sender's language (docs/spec-notes.md, "Receipt mail").
        (answer) => {
          showToast({ kind: 'success', message: answer.message });
          onClose();
        },
        (error: unknown) => showToast({ kind: 'error', message: describeFailure(error) }),
      ),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('resend.email')}
          type="email"
          autoComplete="email"
          placeholder={t('resend.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && email.trim() !== '' && !valid ? t('resend.invalid') : undefined}
          disabled={send.isPending}
          data-autofocus
        />
        {send.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('resend.failed')}>
            {describeFailure(send.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            {t('resend.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!valid}
            loading={send.isPending}
            leftSection={<IconSend size={16} />}
          >
            {t('resend.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
