import { Button, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff, IconPrinter } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LanguagePicker } from '../../../components/ui/language-picker';
import { isApiError } from '../../../lib/api/api-error';
import { describeCommonFailure } from '../../../lib/api/common-failure';
import { usePublicInvoice } from '../api/get-public-invoice';
import { InvoiceDocument } from '../components/invoice-document';
import { invoiceBadgeKey } from '../components/invoice-status-badge';
import { applyInvoiceLanguage } from '../invoice-language';
import '../components/invoice-print.css';

/**
 * The public printable invoice at /v2/reports/invoices/print/{token}: outside the session gate, so it neither asks
 * for sign-in nor loads the shell. A token that opens nothing (unknown, reissued, revoked or malformed) shows
 * that the link is no longer valid; any other failure offers Retry.
 */
export function InvoicePrintPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('invoicePrint');
  const invoice = usePublicInvoice(token);
  const businessLanguage = invoice.data?.business_language;
  useEffect(() => {
    if (businessLanguage) applyInvoiceLanguage(businessLanguage);
  }, [businessLanguage]);

  const gone = invoice.isError && isApiError(invoice.error) && [400, 404].includes(invoice.error.status);
  const title = invoice.data
    ? t('title', { no: invoice.data.invoice_no, status: t(`status.${invoiceBadgeKey(invoice.data)}`) })
    : gone
      ? t('notFound.title')
      : t('loading');

  return (
    <main className="invoice-page">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      {invoice.data ? (
        <>
          <Group justify="space-between" className="invoice-toolbar invoice-no-print" wrap="wrap" gap="sm">
            <LanguagePicker size="xs" />
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('print')}
            </Button>
          </Group>
          <InvoiceDocument invoice={invoice.data} title={title} />
        </>
      ) : invoice.isPending ? (
        <Center py={96} role="status">
          <Stack align="center" gap="sm">
            <Loader />
            <Text>{t('loading')}</Text>
          </Stack>
        </Center>
      ) : gone ? (
        <Center py={96}>
          <Stack align="center" gap="xs" maw={440} px="md">
            <ThemeIcon variant="light" color="gray" size={48} radius="xl">
              <IconLinkOff size={26} />
            </ThemeIcon>
            <Title order={1} fz={22} ta="center">
              {t('notFound.title')}
            </Title>
            <Text c="dimmed" ta="center">
              {t('notFound.description')}
            </Text>
          </Stack>
        </Center>
      ) : (
        <ErrorState
          title={t('loadError')}
          message={describeCommonFailure(invoice.error)}
          onRetry={() => void invoice.refetch()}
          retrying={invoice.isFetching}
        />
      )}
    </main>
  );
}
