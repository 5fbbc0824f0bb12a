import { Table } from '@mantine/core';
import { formatRupiah } from '../../../lib/format/format-money';

export interface AmountLine {
  label: string;
  amount: number;
  strong?: boolean;
  /** Said, not summed: e.g. a tax the prices already hold. */
  muted?: boolean;
}

/** A label and an amount per row, right-aligned: the totals, discounts and payments sums. */
export function AmountRows({ lines, label }: { lines: readonly AmountLine[]; label: string }) {
  return (
    <Table className="invoice-table invoice-amounts" verticalSpacing={4} aria-label={label}>
      <Table.Tbody>
        {lines.map((line, index) => (
          <Table.Tr key={`${line.label}-${index}`} className={line.strong ? 'invoice-total-row' : undefined}>
            <Table.Th scope="row" fw={line.strong ? 700 : 400} c={line.muted ? 'dimmed' : undefined}>
              {line.label}
            </Table.Th>
            <Table.Td
              ta="right"
              fw={line.strong ? 700 : line.muted ? 400 : 500}
              c={line.muted ? 'dimmed' : undefined}
            >
              {formatRupiah(line.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
