import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OUTLET_SEARCH_DEBOUNCE_MS, type OutletChoice, OutletChooserModal } from './outlet-chooser-modal';

const outlets: OutletChoice[] = [
  {
    id: 1,
    name: 'Kopi Senja Menteng',
    address: 'Jl. Cikini Raya 12',
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
  },
  {
    id: 2,
    name: 'Kopi Senja Dago',
    address: 'Jl. Ir. H. Juanda 88',
    city: 'Bandung',
    province: 'Jawa Barat',
  },
  { id: 3, name: 'Kopi Senja Seminyak', address: null, city: 'Badung', province: 'Bali' },
];

function setup(props: Partial<Parameters<typeof OutletChooserModal>[0]> = {}) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  const onRetry = vi.fn();
  renderWithProviders(
    <OutletChooserModal
      opened
      onClose={onClose}
      outlets={outlets}
      selected={[1]}
      onApply={onApply}
      onRetry={onRetry}
      {...props}
    />,
  );
  return { onApply, onClose, onRetry };
}

describe('OutletChooserModal', () => {
  afterEach(() => vi.useRealTimers());

  it('lists outlets with their address, city and province and counts the choice', () => {
    setup();
    expect(screen.getByText('Choose Outlet')).toBeTruthy();
    expect(screen.getByText('Jl. Cikini Raya 12, Jakarta Pusat, DKI Jakarta')).toBeTruthy();
    expect(screen.getByText('Badung, Bali')).toBeTruthy();
    expect(screen.getByText('1 of 3 selected')).toBeTruthy();
  });

  it('selects all and applies the choice', () => {
    const { onApply, onClose } = setup();
    fireEvent.click(screen.getByLabelText('Select all'));
    expect(screen.getByText('3 of 3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([1, 2, 3]);
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an empty choice', () => {
    const { onApply } = setup();
    fireEvent.click(screen.getByLabelText('Kopi Senja Menteng'));
    expect(screen.getByText('Please select at least one item.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('filters by name or city after the debounce', () => {
    vi.useFakeTimers();
    setup();
    fireEvent.change(screen.getByLabelText('Search outlet'), { target: { value: 'bandung' } });
    act(() => vi.advanceTimersByTime(OUTLET_SEARCH_DEBOUNCE_MS));
    expect(screen.queryByText('Kopi Senja Menteng')).toBeNull();
    expect(screen.getByText('Kopi Senja Dago')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search outlet'), { target: { value: 'surabaya' } });
    act(() => vi.advanceTimersByTime(OUTLET_SEARCH_DEBOUNCE_MS));
    expect(screen.getByText('No outlets found')).toBeTruthy();
  });

  it('caps the choice at max and offers Select top N', () => {
    const { onApply } = setup({ max: 2, selected: [] });
    expect(screen.getByText('Max. 2')).toBeTruthy();
    expect(screen.queryByLabelText('Select all')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select top 2' }));
    expect(screen.getByText('2 of 3 selected')).toBeTruthy();
    expect((screen.getByLabelText('Kopi Senja Seminyak') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([1, 2]);
  });

  it('shows the load error with Retry', () => {
    const { onRetry } = setup({ outlets: undefined, error: true });
    expect(screen.getByText('Encountered an error while loading the data.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows a skeleton while loading and the empty message when there are none', () => {
    setup({ outlets: undefined, loading: true });
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
  });

  it('says so when the business has no outlets', () => {
    setup({ outlets: [] });
    expect(screen.getByText('No outlets found')).toBeTruthy();
  });
});
