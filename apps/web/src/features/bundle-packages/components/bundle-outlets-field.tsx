import { useTranslation } from 'react-i18next';
import { AssignedOutletsField } from '../../../components/ui/assigned-outlets-field';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';

interface BundleOutletsFieldProps {
  value: number[];
  onChange: (outletIds: number[]) => void;
  /** The Outlets the user may assign, to name the chosen ones; the chooser loads its own list. */
  outlets: readonly OutletChoice[] | undefined;
  error?: string;
}

/**
 * The panel's outlets field: the chosen Outlets, and the shared chooser to change them. A user with a
 * single Outlet has nothing to choose: the form assigns it, and the field only names it (decision 0021).
 */
export function BundleOutletsField(props: BundleOutletsFieldProps) {
  const { t } = useTranslation('bundles');
  return (
    <AssignedOutletsField
      {...props}
      errorId="bundle-outlets-error"
      labels={{
        label: t('panel.outlets'),
        hint: t('panel.outletsHint'),
        none: t('panel.noOutletChosen'),
        assign: t('panel.assignOutlets'),
        change: t('panel.changeOutlets'),
        more: (count) => t('panel.moreOutlets', { count }),
      }}
    />
  );
}
