import { fireEvent, screen, within } from '@testing-library/react';
import { startOfDay, subDays } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { parseTypedDate } from './date-range-editor';
import { dateRangeEditor, DateRangePicker } from './date-range-picker';
import type { DateRange } from './date-range-presets';

// The calendar loads after the screen's first paint (decision 0206); by the time of a click the app has it.
await dateRangeEditor.load();

const today = startOfDay(new Date());
const initial: DateRange = { startDate: today, endDate: today, startHour: 0, endHour: 24 };

async function open(onChange = vi.fn(), withHours = false) {
  renderWithProviders(<DateRangePicker value={initial} onChange={onChange} withHours={withHours} />);
  fireEvent.click(screen.getByRole('button', { name: 'Date range' }));
  await screen.findByRole('group', { name: 'Date range' });
  return onChange;
}

describe('DateRangePicker', () => {
  it('names the preset the current range matches', () => {
    renderWithProviders(<DateRangePicker value={initial} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Date range' }).textContent).toContain('Today');
  });

  it('offers the eight presets and applies one', async () => {
    const onChange = await open();
    const presets = within(screen.getByRole('group', { name: 'Date range' }));
    for (const name of [
      'Today',
      'Yesterday',
      'This Week',
      'Last Week',
      'This Month',
      'Last Month',
      'This Year',
      'Last Year',
    ]) {
      expect(presets.getByRole('button', { name })).toBeTruthy();
    }
    fireEvent.click(presets.getByRole('button', { name: 'Yesterday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const yesterday = subDays(today, 1);
    expect(onChange).toHaveBeenCalledWith({
      startDate: yesterday,
      endDate: yesterday,
      startHour: 0,
      endHour: 24,
    });
  });

  it("reads the presets on the given zone's calendar, not the browser's", async () => {
    // 12:00 UTC is already the 27th at UTC+14 and still the 26th at UTC−11.
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['Date'] });
    try {
      for (const [timeZone, day] of [
        ['Pacific/Kiritimati', 27],
        ['Pacific/Pago_Pago', 26],
      ] as const) {
        const onChange = vi.fn();
        const view = renderWithProviders(
          <DateRangePicker value={initial} onChange={onChange} timeZone={timeZone} />,
        );
        fireEvent.click(screen.getByRole('button', { name: 'Date range' }));
        const presets = within(await screen.findByRole('group', { name: 'Date range' }));
        fireEvent.click(presets.getByRole('button', { name: 'Today' }));
        fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
        const expected = new Date(2026, 10, day);
        expect(onChange).toHaveBeenCalledWith({
          startDate: expected,
          endDate: expected,
          startHour: 0,
          endHour: 24,
        });
        view.unmount();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts typed day/month/year dates and swaps a reversed range', async () => {
    const onChange = await open();
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    const year = today.getFullYear();
    fireEvent.change(start, { target: { value: `20/03/${year}` } });
    fireEvent.change(end, { target: { value: `05/03/${year}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({
      startDate: new Date(year, 2, 5),
      endDate: new Date(year, 2, 20),
      startHour: 0,
      endHour: 24,
    });
  });

  it('offers hours 00–23 to start and 01–24 to end', async () => {
    await open(vi.fn(), true);
    fireEvent.click(screen.getByRole('combobox', { name: 'From hour' }));
    expect(await screen.findByRole('option', { name: '00:00' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: '24:00' })).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: 'To hour' }));
    expect(await screen.findByRole('option', { name: '24:00' })).toBeTruthy();
  });
});

describe('parseTypedDate', () => {
  it('reads day/month/year', () => {
    expect(parseTypedDate('07/08/2025')).toEqual(new Date(2025, 7, 7));
    expect(parseTypedDate('7-8-2025')).toEqual(new Date(2025, 7, 7));
    expect(parseTypedDate('2025-08-07')).toBeNull();
    expect(parseTypedDate('31/02/2025')).toBeNull();
  });
});
