import {
  type DeletionReason,
  type DeletionTicket,
  DELETION_NOTES_MAX,
  deletionReasons,
} from '@backoffice/contracts/account-deletion';
import { Anchor, Button, Checkbox, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toasts';
import { isApiError } from '../../../lib/api/api-error';
import { describeCommonFailure } from '../../../lib/api/common-failure';
import { useRequestAccountDeletion } from '../api/request-account-deletion';
import { DeletionTermsModal } from './deletion-terms-modal';
import { useMutateOnce } from '../../../components/ui/use-submit-once';

/**
 * The owner's form: a reason, optional notes and the terms; the red submit is enabled only with a
 * reason and the terms accepted. A refusal is toasted with the server's message.
 */
export function DeletionForm({ onSubmitted }: { onSubmitted: (ticket: DeletionTicket) => void }) {
  const { t } = useTranslation('accountDeletion');
  const [reason, setReason] = useState<DeletionReason | null>(null);
  const [notes, setNotes] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [termsOpened, terms] = useDisclosure(false);
  const request = useRequestAccountDeletion();
  const requestOnce = useMutateOnce(request);

  const submit = () => {
    if (!reason || !accepted) return;
    requestOnce(
      { reason, notes },
      {
        onSuccess: onSubmitted,
        onError: (error) => {
          const common = describeCommonFailure(error);
          const message =
            common ??
            (isApiError(error) && error.code === 'FORBIDDEN'
              ? t('errors.ownerOnly')
              : (error as Error).message);
          showToast({ kind: 'error', message });
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text size="sm">{t('form.intro')}</Text>
      <Radio.Group
        label={t('form.reasonLabel')}
        value={reason}
        onChange={(value) => setReason(value as DeletionReason)}
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {deletionReasons.map((value) => (
            <Radio key={value} value={value} label={t(`form.reasons.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('form.notesLabel')}
        placeholder={t('form.notesPlaceholder')}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        maxLength={DELETION_NOTES_MAX}
        autosize
        minRows={3}
      />
      {/* The terms link sits beside the box, not in its label: a button inside a label is invalid and would tick it. */}
      <Group gap={6} wrap="wrap">
        <Checkbox
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
          label={t('form.termsBefore')}
        />
        <Anchor component="button" type="button" size="sm" onClick={terms.open}>
          {t('form.termsLink')}
        </Anchor>
      </Group>
      <Button
        color="red"
        onClick={submit}
        disabled={!reason || !accepted}
        loading={request.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('form.submit')}
      </Button>
      <DeletionTermsModal opened={termsOpened} onClose={terms.close} />
    </Stack>
  );
}
