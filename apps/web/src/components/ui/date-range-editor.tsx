// The calendar, its styles and Indonesian day names load when a date range picker first opens (decision 0206), not
// with the screens that show one.
import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { Button, Divider, Group, Select, Stack, UnstyledButton } from '@mantine/core';
import { DateInput, DatePicker, DatesProvider } from '@mantine/dates';
import { format, isValid, parse, parseISO } from 'date-fns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The range editor in the UI language's calendar; Indonesian weeks start on Monday. */
export function DateRangeEditor(props: RangeEditorProps & { language: string }) {
  const { language, ...editor } = props;
  return (
    <DatesProvider settings={{ locale: language === 'id' ? 'id' : 'en', firstDayOfWeek: 1 }}>
      <RangeEditor {...editor} />
    </DatesProvider>
  );
}

export interface RangeEditorProps {
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
