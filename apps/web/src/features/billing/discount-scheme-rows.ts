import type { discountSchemeSchema } from '@backoffice/contracts/billing';
import type { z } from 'zod';

type DiscountScheme = z.infer<typeof discountSchemeSchema>;

export interface SchemeRow extends DiscountScheme {
  /** Before the window that applies today: shown, but greyed ("Discount popup"). */
  past: boolean;
}

/**
 * "Discount popup": adjacent windows with the same discount read as one (from the first's start to the
 * last's end, selected when either was); rows earlier than the selected one are greyed.
 */
export function schemeRows(schemes: readonly DiscountScheme[]): SchemeRow[] {
  const merged: DiscountScheme[] = [];
  for (const scheme of schemes) {
    const last = merged.at(-1);
    if (last && last.discount === scheme.discount) {
      merged[merged.length - 1] = {
        ...last,
        end_date: scheme.end_date,
        selected: last.selected || scheme.selected,
      };
    } else {
      merged.push({ ...scheme });
    }
  }
  const selectedAt = merged.findIndex((row) => row.selected);
  return merged.map((row, index) => ({ ...row, past: selectedAt >= 0 && index < selectedAt }));
}
