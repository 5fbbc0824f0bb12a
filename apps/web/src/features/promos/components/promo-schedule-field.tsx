import { Chip, Group, Input, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runsPastMidnight } from '../promo-form-model';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

interface PromoScheduleFieldProps {
  scheduled: boolean;
  days: number[];
  from: string;
  to: string;
  onScheduledChange: (scheduled: boolean) => void;
  onDaysChange: (days: number[]) => void;
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
  errorOf: (field: string) => string | undefined;
}

/**
 * Days and hours (happy hour): every day all day, or chosen weekdays with an `HH:mm` window on each outlet's wall
 * clock; an end before the start runs past midnight, which the field says in words.
 */
export function PromoScheduleField(props: PromoScheduleFieldProps) {
  const { t } = useTranslation('promos');
  const { scheduled, days, from, to, errorOf } = props;
  const daysError = errorOf('days');
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('panel.schedule')}
        description={t('panel.scheduleHint')}
        value={scheduled ? 'chosen' : 'always'}
        onChange={(value) => props.onScheduledChange(value === 'chosen')}
        data-field="scheduled"
      >
        <Stack gap="xs" mt={6}>
          <Radio value="always" label={t('panel.allDay')} />
          <Radio value="chosen" label={t('panel.chosenHours')} />
        </Stack>
      </Radio.Group>
      {scheduled && (
        <Stack gap="sm" pl={{ base: 0, xs: 'lg' }}>
          <Input.Wrapper label={t('panel.daysLabel')} withAsterisk error={daysError}>
            <Chip.Group
              multiple
              value={days.map(String)}
              onChange={(values) => props.onDaysChange(values.map(Number))}
            >
              <Group gap={6} mt={6} data-field="days">
                {WEEKDAYS.map((day) => (
                  <Chip key={day} value={String(day)} size="sm" aria-label={t(`days.long${day}`)}>
                    {t(`days.short${day}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
          <Group grow align="flex-start" gap="sm">
            <TextInput
              type="time"
              label={t('panel.from')}
              withAsterisk
              data-field="from"
              value={from}
              onChange={(event) => props.onFromChange(event.currentTarget.value)}
              error={errorOf('from')}
            />
            <TextInput
              type="time"
              label={t('panel.to')}
              withAsterisk
              data-field="to"
              value={to}
              onChange={(event) => props.onToChange(event.currentTarget.value)}
              error={errorOf('to')}
            />
          </Group>
          {runsPastMidnight(from, to) && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('panel.pastMidnight', { time: to })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
