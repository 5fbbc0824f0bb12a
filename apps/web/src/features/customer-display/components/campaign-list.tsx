import type { Campaign } from '@backoffice/contracts/campaigns';
import { ActionIcon, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '../../../components/ui/action-menu';
import { formatDay } from '../campaign-dates';

const STATUS_COLOUR = { scheduled: 'blue', active: 'green', inactive: 'gray' } as const;

export type CampaignAction = 'edit' | 'delete' | 'deactivate' | 'reactivate';

interface CampaignListProps {
  campaigns: Campaign[];
  outletName: (id: number) => string;
  timeZone: string;
  onAction: (action: CampaignAction, campaign: Campaign) => void;
}

/** The campaign table: name, period, outlets, status, and each row's actions. */
export function CampaignList({ campaigns, outletName, timeZone, onAction }: CampaignListProps) {
  const { t, i18n } = useTranslation('customerDisplay');
  const day = (iso: string) => formatDay(iso, timeZone, i18n.language);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label={t('list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th>{t('list.period')}</Table.Th>
            <Table.Th>{t('list.outlets')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.map((campaign) => (
            <Table.Tr key={campaign.id} data-testid="campaign-row">
              <Table.Td>
                <Text fw={600} size="sm">
                  {campaign.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('list.imageCount', { count: campaign.images.length })} · {campaign.duration} s
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {campaign.end_date
                    ? t('list.range', { start: day(campaign.start_date), end: day(campaign.end_date) })
                    : t('list.indefinite', { start: day(campaign.start_date) })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t('list.outletCount', { count: campaign.outlet_ids.length })}</Text>
                <Text
                  size="xs"
                  c="dimmed"
                  lineClamp={1}
                  maw={240}
                  title={campaign.outlet_ids.map(outletName).join(', ')}
                >
                  {campaign.outlet_ids.map(outletName).join(', ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOUR[campaign.status]} variant="light">
                  {t(`status.${campaign.status}`)}
                </Badge>
                {/* The spec's three statuses stay; why a campaign is inactive is said beneath (decision 0133). */}
                {campaign.status === 'inactive' && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {campaign.is_active && campaign.end_date
                      ? t('list.ended', { date: day(campaign.end_date) })
                      : t('list.switchedOff')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <ActionMenu
                  target={
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('list.actionsOf', { name: campaign.name })}
                    >
                      <IconDotsVertical size={18} />
                    </ActionIcon>
                  }
                  items={[
                    { key: 'edit', label: t('list.edit'), onClick: () => onAction('edit', campaign) },
                    ...(campaign.is_active
                      ? [
                          {
                            key: 'deactivate',
                            label: t('list.deactivate'),
                            onClick: () => onAction('deactivate', campaign),
                          },
                        ]
                      : []),
                    ...(!campaign.is_active || campaign.status === 'inactive'
                      ? [
                          {
                            key: 'reactivate',
                            label: t('list.reactivate'),
                            onClick: () => onAction('reactivate', campaign),
                          },
                        ]
                      : []),
                    {
                      key: 'delete',
                      label: t('list.delete'),
                      color: 'red',
                      onClick: () => onAction('delete', campaign),
                    },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
