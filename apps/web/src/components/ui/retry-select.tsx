import { Anchor, Group, Loader, Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RetrySelectQuery {
  data: SelectProps['data'] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface RetrySelectProps extends Omit<SelectProps, 'data' | 'error'> {
  query: RetrySelectQuery;
  /** A validation message of the form; shown when the list itself loaded. */
  error?: SelectProps['error'];
}

/**
 * A select whose options come from the server: spinner while loading (a Retry's load too), an inline Retry when
 * loading failed. A background refresh of options already shown (a screen mounted again after they went stale)
 * shows nothing: the list is usable, and a spinner beside a loaded list reads as "still loading".
 */
export function RetrySelect({ query, error, placeholder, disabled, ...props }: RetrySelectProps) {
  const { t } = useTranslation();
  const loading = query.isPending && !query.isError;
  const failed = query.isError && !query.isFetching;
  const retrying = query.isError && query.isFetching === true;
  return (
    <Select
      {...props}
      data={query.data ?? []}
      placeholder={loading ? t('states.loading') : (placeholder ?? t('retrySelect.placeholder'))}
      disabled={disabled || loading || failed}
      rightSection={loading || retrying ? <Loader size={14} /> : undefined}
      error={
        failed ? (
          <Group gap={6} component="span">
            <span>{t('retrySelect.loadError')}</span>
            <Anchor component="button" type="button" size="xs" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Anchor>
          </Group>
        ) : (
          error
        )
      }
    />
  );
}
