import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORT_PHONE } from '../../../lib/support-contact';

const SECTIONS = ['removal', 'freezing', 'request', 'appeal'] as const;

/** 'Syarat dan Ketentuan' ('Terms and Conditions' in English) with the clauses on removal, freezing, deletion requests and appeals. */
export function DeletionTermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('accountDeletion');
  return (
    <Modal opened={opened} onClose={onClose} title={t('terms.title')} size="lg">
      <Stack gap="md">
        {SECTIONS.map((section) => (
          <Stack key={section} gap={4}>
            <Title order={3} fz="md">
              {t(`terms.sections.${section}.heading`)}
            </Title>
            <List size="sm" spacing={4}>
              {(
                t(`terms.sections.${section}.items`, {
                  returnObjects: true,
                  phone: SUPPORT_PHONE,
                }) as string[]
              ).map((item) => (
                <List.Item key={item}>
                  <Text size="sm">{item}</Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('terms.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
