import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SELECT_QUERY_RETRY } from '../../lib/api/select-query-retry';
import { RetrySelect } from './retry-select';

function Banks({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['banks'], queryFn: load, ...SELECT_QUERY_RETRY, retryDelay: 1 });
  return <RetrySelect label="Bank" query={query} />;
}

describe('RetrySelect', () => {
  it('retries three times before showing Retry, and Retry loads again', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValue(new Error('down'));
    renderWithProviders(<Banks load={load} />);
    expect(await screen.findByText('Could not load the options.', {}, { timeout: 3000 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(4);

    load.mockResolvedValue(['BCA', 'BNI']);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Could not load the options.')).toBeNull());
    expect((screen.getByRole('combobox', { name: 'Bank' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('keeps the documented retry policy', () => {
    expect(SELECT_QUERY_RETRY).toEqual({ retry: 3, retryDelay: 500 });
  });
});
