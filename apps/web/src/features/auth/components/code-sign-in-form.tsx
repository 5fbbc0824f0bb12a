import { loginCodeRequestSchema, loginCodeVerifyRequestSchema } from '@backoffice/contracts/account';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../../lib/i18n/validation-message';
import { useRequestSignInCode } from '../api/request-sign-in-code';
import { useVerifySignInCode } from '../api/verify-sign-in-code';
import { signInErrorMessage } from '../sign-in-error';
import { useSignInForm } from '../use-sign-in-form';
import { OpeningNote } from './opening-note';

interface CodeSignInFormProps {
  /** Signed in, and the next screen is loading. */
  opening: boolean;
  onAttempt: () => void;
  initialEmail: string;
  onSignedIn: () => void;
  onUsePassword: () => void;
}

/** The e-mailed one-time code: ask for the address, then for the 6 digits. */
export function CodeSignInForm({
  opening,
  onAttempt,
  initialEmail,
  onSignedIn,
  onUsePassword,
}: CodeSignInFormProps) {
  const { t, i18n } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestCode = useRequestSignInCode();
  const verifyCode = useVerifySignInCode();
  const codeRef = useRef<HTMLInputElement>(null);

  const emailForm = useSignInForm(loginCodeRequestSchema, { email: initialEmail });
  const codeForm = useSignInForm(loginCodeVerifyRequestSchema, { email: '', code: '' });
  const translated = (message: string | undefined) =>
    message === undefined ? undefined : translateValidationMessage(message, tc);

  const send = (email: string) =>
    requestCode.mutate(
      { email },
      {
        onSuccess: () => {
          // While the user reads the mail, the screen after sign-in can load.
          onAttempt();
          setSentTo(email);
          codeForm.setValues({ email, code: '' });
          verifyCode.reset();
        },
      },
    );

  if (sentTo === null) {
    return (
      <form noValidate onSubmit={emailForm.onSubmit(({ email }) => send(email.trim()))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('code.intro')}
          </Text>
          {requestCode.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {signInErrorMessage(requestCode.error, t, i18n.language)}
            </Alert>
          )}
          <TextInput
            label={t('code.email')}
            type="email"
            autoComplete="email"
            autoFocus
            withAsterisk
            {...emailForm.field('email')}
            error={translated(emailForm.errors.email)}
          />
          <Button type="submit" loading={requestCode.isPending} fullWidth size="md">
            {t('code.send')}
          </Button>
          <Anchor component="button" type="button" size="sm" ta="center" onClick={onUsePassword}>
            {t('code.usePassword')}
          </Anchor>
        </Stack>
      </form>
    );
  }

  return (
    <form
      noValidate
      onSubmit={codeForm.onSubmit((values) =>
        verifyCode.mutate(
          { email: values.email, code: values.code.trim() },
          // A refused code: the focus returns to the field (the busy button had taken it to the page).
          {
            onSuccess: onSignedIn,
            onError: () => {
              codeRef.current?.focus();
              codeRef.current?.select();
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {t('code.sent', { email: sentTo })}
        </Alert>
        {(verifyCode.isError || requestCode.isError) && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {signInErrorMessage(verifyCode.error ?? requestCode.error, t, i18n.language)}
          </Alert>
        )}
        <TextInput
          ref={codeRef}
          label={t('code.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          withAsterisk
          styles={{ input: { letterSpacing: '0.4em', fontSize: 'var(--mantine-font-size-lg)' } }}
          {...codeForm.field('code')}
          error={translated(codeForm.errors.code)}
        />
        <Button type="submit" loading={verifyCode.isPending || opening} fullWidth size="md">
          {t('code.verify')}
        </Button>
        {opening && <OpeningNote />}
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => send(sentTo)}
            disabled={requestCode.isPending}
          >
            {t('code.resend')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setSentTo(null);
              requestCode.reset();
              verifyCode.reset();
            }}
          >
            {t('code.changeEmail')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
