import { useMemo } from 'react';
import { useOutletList } from '../../lib/outlets/list-outlets';
import { type OutletChoice, OutletChooserModal, type OutletChooserModalProps } from './outlet-chooser-modal';

export type OutletChooserProps = Omit<OutletChooserModalProps, 'outlets' | 'loading' | 'error' | 'onRetry'>;

/**
 * The outlet chooser as screens use it: the outlets come from the shared outlets call (only those the user
 * reaches), loaded when the chooser first opens and kept for the session's other choosers.
 */
export function OutletChooser(props: OutletChooserProps) {
  const query = useOutletList({ enabled: props.opened });
  const outlets = useMemo<OutletChoice[] | undefined>(
    () =>
      query.data?.results.map((outlet) => ({
        id: outlet.id,
        name: outlet.name,
        address: outlet.address,
        city: outlet.city,
        province: outlet.province,
      })),
    [query.data],
  );
  // A Retry from the error state shows the skeleton again until the call answers.
  const failed = query.isError && !query.isFetching;
  return (
    <OutletChooserModal
      {...props}
      outlets={outlets}
      loading={!outlets && !failed}
      error={failed}
      onRetry={() => void query.refetch()}
    />
  );
}
