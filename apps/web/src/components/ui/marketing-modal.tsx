import type { LocalizedText, MarketingModalPayload } from '@backoffice/contracts/flags';
import { Anchor, Button, Image, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS, PREFERENCE_PREFIX, readStored, writeStored } from '../../lib/storage/expiring-storage';

/** Marketing state is kept 70 days. */
export const MARKETING_MEMORY_TTL_MS = 70 * DAY_MS;

export interface MarketingModalProps {
  /** The flag variant is on. Turning it off closes the modal. */
  enabled: boolean;
  content: MarketingModalPayload | null | undefined;
  /** Whose memory this is (user or business id), so another account on the device still sees it. */
  memoryKey: string;
}

const storageKey = (memoryKey: string) => `${PREFERENCE_PREFIX}marketing-modal.${memoryKey}`;

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function inLanguage(text: LocalizedText | null, language: string): string | null {
  if (text === null || typeof text === 'string') return text;
  return (language === 'id' ? text.id : undefined) ?? text.en;
}

/** Opens once per version: when the variant is enabled and its version is above the last one seen. */
export function MarketingModal({ enabled, content, memoryKey }: MarketingModalProps) {
  const { t, i18n } = useTranslation();
  const [lastSeen, setLastSeen] = useState(() => readStored<number>(storageKey(memoryKey)) ?? 0);
  const opened = Boolean(enabled && content && content.version > lastSeen);

  const dismiss = () => {
    if (!content) return;
    writeStored(storageKey(memoryKey), content.version, MARKETING_MEMORY_TTL_MS);
    setLastSeen(content.version);
  };

  if (!content) return null;
  const caption = inLanguage(content.caption, i18n.language);
  const cta = inLanguage(content.cta, i18n.language);
  const modalWidth = Math.min(content.width, 960);
  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      size={modalWidth + 32}
      centered
      padding="md"
      withCloseButton
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md" align="center">
        <Image
          src={content.image}
          alt={caption ?? t('marketing.imageAlt')}
          w="100%"
          maw={modalWidth}
          style={{ aspectRatio: `${content.width} / ${content.height}` }}
          radius="sm"
          fit="contain"
        />
        {caption && (
          <Text ta="center" size="sm">
            {caption}
          </Text>
        )}
        {cta &&
          (content.url ? (
            <Button
              component="a"
              href={content.url}
              target={isExternal(content.url) ? '_blank' : undefined}
              rel={isExternal(content.url) ? 'noopener noreferrer' : undefined}
              onClick={dismiss}
              fullWidth
            >
              {cta}
            </Button>
          ) : (
            <Button onClick={dismiss} fullWidth>
              {cta}
            </Button>
          ))}
        {!cta && content.url && (
          <Anchor href={content.url} target="_blank" rel="noopener noreferrer" onClick={dismiss} size="sm">
            {content.url}
          </Anchor>
        )}
      </Stack>
    </Modal>
  );
}
