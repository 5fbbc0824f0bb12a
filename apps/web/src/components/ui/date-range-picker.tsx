import { InputBase, Modal, Popover, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format/format-date';
import { wallClockDate } from '../../lib/time/zoned-time';
import { type DateRange, matchingPreset } from './date-range-presets';
import { onDemand, OnDemandPart, usePreload } from './on-demand-part';

/**
 * The editor with its calendar (`@mantine/dates` with dayjs and the picker's styles): loaded after the first paint of
 * a screen with a picker, and shown when the picker opens (decision 0206).
 */
export const dateRangeEditor = onDemand(() => import('./date-range-editor'));

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Offer start and end hours (00–24). */
  withHours?: boolean;
  label?: string;
  disabled?: boolean;
  /**
   * The zone whose calendar the presets follow ("Today" is the outlets' today, not the browser's); the browser's
   * own when absent.
   */
  timeZone?: string;
}

/** Now on the zone's wall clock, as the presets' local Dates are read. */
const clockNow = (timeZone: string | undefined) =>
  timeZone ? wallClockDate(new Date(), timeZone) : new Date();

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function DateRangePicker({
  value,
  onChange,
  withHours,
  label,
  disabled,
  timeZone,
}: DateRangePickerProps) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  usePreload(dateRangeEditor);

  const preset = matchingPreset(value, clockNow(timeZone));
  const text = useMemo(() => {
    const start = formatDate(value.startDate, i18n.language);
    const end = formatDate(value.endDate, i18n.language);
    const days = start === end ? start : `${start} – ${end}`;
    const hours = withHours ? ` · ${pad(value.startHour)}–${pad(value.endHour)}` : '';
    return preset ? `${t(`dateRange.presets.${preset}`)} (${days})${hours}` : `${days}${hours}`;
  }, [value, preset, withHours, i18n.language, t]);

  const trigger = (
    <InputBase
      component="button"
      type="button"
      label={label}
      aria-label={label ?? t('dateRange.label')}
      leftSection={<IconCalendar size={16} />}
      pointer
      disabled={disabled}
      onClick={() => setOpened((open) => !open)}
      miw={narrow ? undefined : 260}
      styles={{ input: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {text}
    </InputBase>
  );
  // The calendars follow the UI language; Indonesian weeks start on Monday.
  const editor = (
    <OnDemandPart part={dateRangeEditor} fallback={<EditorSkeleton />}>
      {({ DateRangeEditor }) => (
        <DateRangeEditor
          language={i18n.language}
          initial={value}
          withHours={withHours}
          timeZone={timeZone}
          narrow={Boolean(narrow)}
          onCancel={() => setOpened(false)}
          onApply={(range) => {
            onChange(range);
            setOpened(false);
          }}
        />
      )}
    </OnDemandPart>
  );

  // On phones a popover would hang below the screen; a sheet over the page keeps everything in reach.
  if (narrow) {
    return (
      <>
        {trigger}
        <Modal
          opened={opened}
          onClose={() => setOpened(false)}
          title={label ?? t('dateRange.label')}
          fullScreen
          padding={0}
          styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
        >
          {opened && editor}
        </Modal>
      </>
    );
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
        {opened && editor}
      </Popover.Dropdown>
    </Popover>
  );
}

/** The editor's place while it arrives: the presets column and the calendar's height. */
function EditorSkeleton() {
  return (
    <Stack p="sm" gap="sm" w={300}>
      <Skeleton height={28} />
      <Skeleton height={240} />
    </Stack>
  );
}
