import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useDetailLink } from '../detail-link-context';

/**
 * A row's time with its receipt number under it. The receipt number is the row's link to its detail, the handle
 * a keyboard reaches (the whole row is clickable for a pointer), and what the search box looks for.
 */
export function ReceiptCell({
  time,
  receipt,
  href,
  label,
}: {
  time: string;
  receipt: string;
  href: string;
  label: string;
}) {
  const link = useDetailLink();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {time}
      </Text>
      <Anchor
        component={Link}
        to={href}
        state={link.state}
        replace={link.replace}
        size="xs"
        aria-label={label}
        truncate="end"
      >
        {receipt}
      </Anchor>
    </Stack>
  );
}

export function Money({ value }: { value: string }) {
  return (
    <Text span size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Text>
  );
}

/** A cell's text, cut with an ellipsis; the whole text is its tooltip. */
export function CellText({ value, dimmed }: { value: string | null; dimmed?: boolean }) {
  return (
    <Text span size="sm" c={dimmed || value === null ? 'dimmed' : undefined} title={value ?? undefined}>
      {value ?? '–'}
    </Text>
  );
}
