import type { Modifier } from '@backoffice/contracts/modifiers';
import { Input, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The items a stored set is attached to: how many, and their names (attaching is done from the item panel). */
export function AttachedItems({ modifier }: { modifier: Pick<Modifier, 'item_count' | 'item_names'> }) {
  const { t } = useTranslation('modifiers');
  const more = modifier.item_count - modifier.item_names.length;
  return (
    <Input.Wrapper label={t('panel.items')} description={t('panel.itemsHint')}>
      {modifier.item_count === 0 ? (
        <Text size="sm" c="dimmed" mt={6}>
          {t('panel.noItems')}
        </Text>
      ) : (
        <>
          <Text size="sm" mt={6} fw={500}>
            {t('list.itemCount', { count: modifier.item_count })}
          </Text>
          <List
            size="sm"
            mt={4}
            spacing={2}
            aria-label={t('panel.items')}
            style={{ overflowWrap: 'anywhere' }}
          >
            {modifier.item_names.map((name, index) => (
              <List.Item key={`${index}-${name}`}>{name}</List.Item>
            ))}
          </List>
          {more > 0 && (
            <Text size="sm" c="dimmed" mt={4}>
              {t('list.moreItems', { count: more })}
            </Text>
          )}
        </>
      )}
    </Input.Wrapper>
  );
}
