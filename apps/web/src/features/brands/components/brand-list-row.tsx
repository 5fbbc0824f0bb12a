import { type Brand, NO_PRINCIPAL_ID, type Principal } from '@backoffice/contracts/brands';
import { ActionIcon, Box, Button, Checkbox, Group, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BrandListRow, Selection } from '../brand-rows';

export interface RowActions {
  selection: Selection;
  /** A keyword search shows each brand's principal beside it. */
  flat: boolean;
  onToggleExpand: (principalId: number) => void;
  onTogglePrincipal: (principalId: number) => void;
  onToggleBrand: (brand: Brand, principalId: number) => void;
  onAddBrand: (principal: Principal) => void;
  onEditPrincipal: (principal: Principal) => void;
  onEditBrand: (brand: Brand) => void;
  onRetry: (principalId: number | null) => void;
}

const line = { height: '100%', borderBottom: '1px solid var(--mantine-color-gray-2)' } as const;

/** One line of the list: a principal, one of its brands, a skeleton while loading, or Retry after a failure. */
export function BrandListRowView({ row, actions }: { row: BrandListRow; actions: RowActions }) {
  const { t } = useTranslation('brands');
  const { t: tCommon } = useTranslation();
  if (row.kind === 'skeleton') {
    return (
      <Group px="md" gap="sm" wrap="nowrap" style={line} aria-hidden>
        <Skeleton h={16} w={16} radius="sm" />
        <Skeleton h={12} w="40%" radius="sm" />
        <Skeleton h={12} w={60} radius="sm" ml="auto" />
      </Group>
    );
  }
  if (row.kind === 'error') {
    return (
      <Group px="md" gap="sm" wrap="nowrap" style={line}>
        <Text size="sm" c="red.8">
          {t('list.loadMoreError')}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => actions.onRetry(row.principalId)}>
          {tCommon('actions.retry')}
        </Button>
      </Group>
    );
  }
  if (row.kind === 'principal') {
    const { principal, expanded } = row;
    const none = principal.id === NO_PRINCIPAL_ID;
    const name = none ? t('list.none') : principal.name;
    return (
      <Group px="md" gap="xs" wrap="nowrap" style={{ ...line, background: 'var(--mantine-color-gray-0)' }}>
        <Box w={28}>
          {principal.brand_count > 0 && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-expanded={expanded}
              aria-label={t(expanded ? 'list.collapse' : 'list.expand', { name })}
              onClick={() => actions.onToggleExpand(principal.id)}
            >
              {expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
            </ActionIcon>
          )}
        </Box>
        <Box w={24}>
          {!none && (
            <Checkbox
              aria-label={t('list.select', { name })}
              checked={actions.selection.principals.has(principal.id)}
              onChange={() => actions.onTogglePrincipal(principal.id)}
            />
          )}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" truncate="end">
            {name}
          </Text>
          {/* The brand count is the line's caption: the "Item stock" column holds items (decision 0133). */}
          <Text size="xs" c="dimmed" truncate="end">
            {none
              ? `${t('list.noneCaption')} · ${t('list.brandCount', { count: principal.brand_count })}`
              : t('list.brandCount', { count: principal.brand_count })}
          </Text>
        </Box>
        <Text size="sm" c="dimmed" w={90} ta="right" style={{ flexShrink: 0 }} data-column="item-stock">
          {t('list.itemCount', { count: principal.item_count })}
        </Text>
        <Group gap={2} wrap="nowrap" w={64} justify="flex-end" style={{ flexShrink: 0 }}>
          <Tooltip label={t('list.addBrand', { name })}>
            <ActionIcon
              variant="subtle"
              aria-label={t('list.addBrand', { name })}
              onClick={() => actions.onAddBrand(principal)}
            >
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
          {!none && (
            <Tooltip label={t('list.edit', { name })}>
              <ActionIcon
                variant="subtle"
                aria-label={t('list.edit', { name })}
                onClick={() => actions.onEditPrincipal(principal)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    );
  }
  const { brand, principalId } = row;
  const underChecked = actions.selection.principals.has(principalId);
  const items = brand.item_names.join(', ');
  return (
    <Group px="md" gap="xs" wrap="nowrap" style={line}>
      {!actions.flat && <Box w={28} />}
      <Box w={24}>
        <Checkbox
          aria-label={t('list.select', { name: brand.name })}
          checked={underChecked || actions.selection.brands.has(brand.id)}
          disabled={underChecked}
          onChange={() => actions.onToggleBrand(brand, principalId)}
        />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate="end">
          {brand.name}
        </Text>
        {actions.flat && (
          <Text size="xs" c="dimmed" truncate="end">
            {brand.principal_name ?? t('list.none')}
          </Text>
        )}
      </Box>
      <Tooltip label={items} disabled={items === ''} multiline maw={280}>
        <Text size="sm" c="dimmed" w={90} ta="right" style={{ flexShrink: 0 }} data-column="item-stock">
          {t('list.itemCount', { count: brand.item_count })}
        </Text>
      </Tooltip>
      <Group gap={2} wrap="nowrap" w={64} justify="flex-end" style={{ flexShrink: 0 }}>
        <Tooltip label={t('list.edit', { name: brand.name })}>
          <ActionIcon
            variant="subtle"
            aria-label={t('list.edit', { name: brand.name })}
            onClick={() => actions.onEditBrand(brand)}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
