import { Button, Stack } from '@mantine/core';
import type { ItemImport } from '@backoffice/contracts/item-import';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { showToast } from '../../../components/ui/toasts';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useConfirmItemImport } from '../api/confirm-item-import';
import { useItemImport } from '../api/get-item-import';
import { useUploadItemImport } from '../api/upload-item-import';
import { useImportProgress } from '../api/use-import-progress';
import { ImportPreview } from '../components/import-preview';
import { ImportRun } from '../components/import-run';
import { TemplateCard } from '../components/template-card';
import { UploadCard } from '../components/upload-card';
import { IMPORT_PARAM, ITEM_LIST_PATH } from '../item-import-paths';
import { describeImportFailure } from '../item-import-messages';
import { ImportStepsSkeleton } from './item-import-skeleton';

/**
 * Spreadsheet import of items (decision 0180): the template, the upload, the preview with every refused row, and
 * the confirmed run with its progress. The import in hand is in the address (`?import=`), so Back, a reload or a
 * shared link come back to the same preview or run.
 */
export function ItemImportPage() {
  const { t } = useTranslation('itemImport');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const importId = params.get(IMPORT_PARAM) ?? undefined;
  const current = useItemImport(importId);
  const upload = useUploadItemImport();
  const confirm = useConfirmItemImport();
  const once = useSubmitOnce();
  const [lastFile, setLastFile] = useState<File>();
  const running = current.data?.status === 'QUEUED' || current.data?.status === 'RUNNING';
  const processed = useImportProgress(importId, running);

  const show = (id: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set(IMPORT_PARAM, id);
        else next.delete(IMPORT_PARAM);
        return next;
      },
      { replace: false },
    );
  const send = (file: File) => {
    setLastFile(file);
    upload.mutate(file, { onSuccess: (preview: ItemImport) => show(preview.id) });
  };
  const confirmImport = (id: string) =>
    void once(async () => {
      try {
        await confirm.mutateAsync(id);
      } catch (error) {
        showToast({ kind: 'error', message: describeImportFailure(error, t, t('failure.upload')) });
      }
    });
  const startOver = () => {
    upload.reset();
    show(undefined);
  };

  let body;
  if (importId !== undefined) {
    if (current.isPending) body = <ImportStepsSkeleton />;
    else if (current.isError) {
      body = (
        <ErrorState
          message={describeImportFailure(current.error, t, t('run.statusError'))}
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      );
    } else if (current.data.status === 'PREVIEW') {
      body = (
        <ImportPreview
          preview={current.data}
          confirming={confirm.isPending}
          onConfirm={() => confirmImport(current.data.id)}
          onAnother={startOver}
        />
      );
    } else {
      body = (
        <ImportRun run={current.data} processed={processed} listPath={ITEM_LIST_PATH} onAnother={startOver} />
      );
    }
  } else {
    body = (
      <>
        <TemplateCard />
        <UploadCard uploading={upload.isPending ? lastFile?.name : undefined} onFile={send} />
        {upload.isError ? (
          <ErrorState
            title={t('failure.upload')}
            message={describeImportFailure(upload.error, t, t('failure.upload'))}
            onRetry={lastFile ? () => send(lastFile) : undefined}
          />
        ) : (
          !upload.isPending && <EmptyState title={t('empty.title')} description={t('empty.description')} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        section={t('section')}
        title={t('title')}
        actions={
          <Button
            component={Link}
            to={ITEM_LIST_PATH}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('backToList')}
          </Button>
        }
      />
      <Stack gap="md">{body}</Stack>
    </>
  );
}
