import { Table } from '@mantine/core';
import type { ItemImportProblem } from '@backoffice/contracts/item-import';
import { useTranslation } from 'react-i18next';
import { translateImportMessage } from '../item-import-messages';

/** Every refused row: its number in the spreadsheet, the column and the reason, in the UI language. */
export function ProblemsTable({ problems }: { problems: readonly ItemImportProblem[] }) {
  const { t } = useTranslation('itemImport');
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped aria-label={t('preview.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('preview.row')}</Table.Th>
            <Table.Th w={120}>{t('preview.column')}</Table.Th>
            <Table.Th>{t('preview.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((problem, index) => (
            <Table.Tr key={`${problem.row}-${problem.column ?? ''}-${index}`}>
              <Table.Td>{problem.row === 0 ? t('preview.wholeFile') : problem.row}</Table.Td>
              <Table.Td>{problem.column ? t(`columns.${problem.column}`) : ''}</Table.Td>
              <Table.Td>{translateImportMessage(problem, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
