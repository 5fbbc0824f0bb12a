import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconTicket, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CouponInputProps {
  value: string;
  onChange: (value: string) => void;
  applied: string | null;
  onApply: () => void;
  onRemove: () => void;
  applying: boolean;
  error?: string;
  disabled?: boolean;
}

/** "Coupon": the code is upper-cased; Apply is off while the field is empty or a coupon is applied. */
export function CouponInput({
  value,
  onChange,
  applied,
  onApply,
  onRemove,
  applying,
  error,
  disabled,
}: CouponInputProps) {
  const { t } = useTranslation('billing');
  if (applied)
    return (
      <Group gap="xs" justify="space-between" data-testid="applied-coupon">
        <Group gap={6}>
          <IconTicket size={16} aria-hidden="true" />
          <Text size="sm" fw={600}>
            {applied}
          </Text>
        </Group>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconX size={14} />}
          onClick={onRemove}
          disabled={disabled}
        >
          {t('payment.removeCoupon')}
        </Button>
      </Group>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onApply();
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('payment.coupon')}
          placeholder={t('payment.couponPlaceholder')}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
          error={error}
          disabled={disabled}
          maxLength={50}
          autoComplete="off"
        />
        <Button
          type="submit"
          mt={25}
          variant="light"
          loading={applying}
          disabled={disabled || value.trim() === ''}
        >
          {t('payment.apply')}
        </Button>
      </Group>
    </form>
  );
}
