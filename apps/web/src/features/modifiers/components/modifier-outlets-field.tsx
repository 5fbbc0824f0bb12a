import { useTranslation } from 'react-i18next';
import { AssignedOutletsField } from '../../../components/ui/assigned-outlets-field';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';

interface ModifierOutletsFieldProps {
  value: number[];
  onChange: (outletIds: number[]) => void;
  /** The Outlets the user may choose, to name the chosen ones; the chooser loads its own list. */
  outlets: readonly OutletChoice[] | undefined;
  error?: string;
}

/**
 * Where the set is offered: the chosen Outlets and the shared chooser to change them. A user with a single Outlet
 * has nothing to choose: the form chooses it, and the field only names it (decision 0021).
 */
export function ModifierOutletsField(props: ModifierOutletsFieldProps) {
  const { t } = useTranslation('modifiers');
  return (
    <AssignedOutletsField
      {...props}
      errorId="modifier-outlets-error"
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
