import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReportRequest } from '../api/report-query';
import type { ReportSort } from '../report-filters';

/** What a report's view gets from the page: the request, the order and how to change it. */
export interface ReportPartProps {
  request: ReportRequest;
  sort: ReportSort | undefined;
  onSort: (sort: ReportSort) => void;
}

/** The merchant's own names (staff, taxes, outlets, discounts): not the page's words, not to be translated. */
export function MerchantName({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}

/** A row with no name of its own ("Unassigned", "No sales type"): in the page's words, dimmed like Uncategorised. */
export function NoneName({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** A sentence under the table about what the rows leave out, as Item sales' bill discounts. */
export function Footnote({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Text size="sm" c="dimmed" mt="xs" data-testid={testId}>
      {children}
    </Text>
  );
}
