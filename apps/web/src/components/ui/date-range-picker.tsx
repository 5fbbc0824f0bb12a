// The date picker's styles and Indonesian day names load with the picker, not with every page.
import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import {
  Button,
  Divider,
  Group,
  InputBase,
  Modal,
  Popover,
  Select,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { DateInput, DatePicker, DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { format, isValid, parse, parseISO } from 'date-fns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format/format-date';
import { wallClockDate } from '../../lib/time/zoned-time';
import {
  DATE_RANGE_PRESETS,
  dateBounds,
  type DateRange,
  type DateRangePreset,
  matchingPreset,
  normalizeRange,
  presetRange,
} from './date-range-presets';

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

const ISO_DAY = 'yyyy-MM-dd';
const TYPED_FORMATS = ['dd/MM/yyyy', 'd/M/yyyy', 'dd-MM-yyyy', 'd-M-yyyy'];

const toIsoDay = (date: Date) => format(date, ISO_DAY);

/** Now on the zone's wall clock, as the presets' local Dates are read. */
const clockNow = (timeZone: string | undefined) =>
  timeZone ? wallClockDate(new Date(), timeZone) : new Date();
// Mantine hands back 'YYYY-MM-DD' strings; a Date is accepted too so a parser change cannot break the picker.
const fromIsoDay = (value: string | Date | null) => {
  if (!value) return null;
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? date : null;
};

/** Typed dates are day/month/year, whatever the UI language. */
export function parseTypedDate(text: string): Date | null {
  const trimmed = text.trim();
  for (const pattern of TYPED_FORMATS) {
    const parsed = parse(trimmed, pattern, new Date());
    if (isValid(parsed) && parsed.getFullYear() >= 1000) return parsed;
  }
  return null;
}

const parseTypedDay = (text: string) => {
  const date = parseTypedDate(text);
  return date ? toIsoDay(date) : null;
};

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const START_HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: pad(hour) }));
const END_HOURS = Array.from({ length: 24 }, (_, index) => ({
  value: String(index + 1),
  label: pad(index + 1),
}));

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
    <DatesProvider settings={{ locale: i18n.language === 'id' ? 'id' : 'en', firstDayOfWeek: 1 }}>
      <RangeEditor
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
    </DatesProvider>
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

interface RangeEditorProps {
  initial: DateRange;
  withHours?: boolean;
  timeZone: string | undefined;
  narrow: boolean;
  onCancel: () => void;
  onApply: (range: DateRange) => void;
}

function RangeEditor({ initial, withHours, timeZone, narrow, onCancel, onApply }: RangeEditorProps) {
  const { t } = useTranslation();
  const { minDate, maxDate } = useMemo(() => dateBounds(), []);
  const [start, setStart] = useState<Date | null>(initial.startDate);
  const [end, setEnd] = useState<Date | null>(initial.endDate);
  const [startHour, setStartHour] = useState(initial.startHour);
  const [endHour, setEndHour] = useState(initial.endHour);
  const [month, setMonth] = useState(toIsoDay(initial.startDate));

  const choosePreset = (preset: DateRangePreset) => {
    const range = presetRange(preset, clockNow(timeZone));
    setStart(range.startDate);
    setEnd(range.endDate);
    setStartHour(range.startHour);
    setEndHour(range.endHour);
    setMonth(toIsoDay(range.startDate));
  };

  const apply = () => {
    if (!start) return;
    onApply(normalizeRange({ startDate: start, endDate: end ?? start, startHour, endHour }));
  };

  const active =
    start && end
      ? matchingPreset({ startDate: start, endDate: end, startHour, endHour }, clockNow(timeZone))
      : undefined;

  return (
    <Group align="stretch" gap={0} wrap={narrow ? 'wrap' : 'nowrap'}>
      <Stack
        gap={2}
        p="xs"
        w={narrow ? '100%' : 150}
        style={narrow ? { flexDirection: 'row', flexWrap: 'wrap' } : undefined}
        role="group"
        aria-label={t('dateRange.label')}
      >
        {DATE_RANGE_PRESETS.map((preset) => (
          <UnstyledButton
            key={preset}
            onClick={() => choosePreset(preset)}
            px="sm"
            py={6}
            fz="sm"
            aria-pressed={active === preset}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              background: active === preset ? 'var(--mantine-primary-color-light)' : undefined,
              color: active === preset ? 'var(--mantine-primary-color-light-color)' : undefined,
              fontWeight: active === preset ? 600 : 400,
            }}
          >
            {t(`dateRange.presets.${preset}`)}
          </UnstyledButton>
        ))}
      </Stack>
      <Divider orientation={narrow ? 'horizontal' : 'vertical'} w={narrow ? '100%' : undefined} />
      <Stack p="sm" gap="sm">
        <Group gap="xs" grow wrap="nowrap">
          <DateInput
            label={t('dateRange.startDate')}
            placeholder={t('dateRange.datePlaceholder')}
            valueFormat="DD/MM/YYYY"
            dateParser={parseTypedDay}
            value={start ? toIsoDay(start) : null}
            onChange={(next) => {
              setStart(fromIsoDay(next));
              if (next) setMonth(next);
            }}
            minDate={toIsoDay(minDate)}
            maxDate={toIsoDay(maxDate)}
            size="xs"
          />
          <DateInput
            label={t('dateRange.endDate')}
            placeholder={t('dateRange.datePlaceholder')}
            valueFormat="DD/MM/YYYY"
            dateParser={parseTypedDay}
            value={end ? toIsoDay(end) : null}
            onChange={(next) => setEnd(fromIsoDay(next))}
            minDate={toIsoDay(minDate)}
            maxDate={toIsoDay(maxDate)}
            size="xs"
          />
        </Group>
        {withHours && (
          <Group gap="xs" grow wrap="nowrap">
            <Select
              label={t('dateRange.startHour')}
              data={START_HOURS}
              value={String(startHour)}
              onChange={(next) => next != null && setStartHour(Number(next))}
              allowDeselect={false}
              size="xs"
              comboboxProps={{ withinPortal: false }}
            />
            <Select
              label={t('dateRange.endHour')}
              data={END_HOURS}
              value={String(endHour)}
              onChange={(next) => next != null && setEndHour(Number(next))}
              allowDeselect={false}
              size="xs"
              comboboxProps={{ withinPortal: false }}
            />
          </Group>
        )}
        <DatePicker
          type="range"
          allowSingleDateInRange
          value={[start ? toIsoDay(start) : null, end ? toIsoDay(end) : null]}
          onChange={([nextStart, nextEnd]) => {
            setStart(fromIsoDay(nextStart));
            setEnd(fromIsoDay(nextEnd));
          }}
          date={month}
          onDateChange={setMonth}
          minDate={toIsoDay(minDate)}
          maxDate={toIsoDay(maxDate)}
          size="sm"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button size="xs" onClick={apply} disabled={!start}>
            {t('actions.apply')}
          </Button>
        </Group>
      </Stack>
    </Group>
  );
}
