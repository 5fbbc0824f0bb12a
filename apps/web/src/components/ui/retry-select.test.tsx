import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
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

  it('spins while its options load, not while options it already shows are refreshed', async () => {
    const answers: ((banks: string[]) => void)[] = [];
    const load = vi.fn(() => new Promise<string[]>((resolve) => answers.push(resolve)));
    const client = createTestQueryClient();
    renderWithProviders(<Banks load={load} />, { client });
    const select = screen.getByRole('combobox', { name: 'Bank' }) as HTMLInputElement;
    const spinner = () => document.querySelector('.mantine-Loader-root');
    await waitFor(() => expect(spinner()).not.toBeNull());
    expect(select.disabled).toBe(true);

    act(() => answers[0]!(['BCA', 'BNI']));
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(spinner()).toBeNull();

    // A background refresh (a screen mounted again after the list went stale) leaves the loaded list as it is.
    act(() => void client.refetchQueries({ queryKey: ['banks'] }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(spinner()).toBeNull();
    expect(select.disabled).toBe(false);
    act(() => answers[1]!(['BCA', 'BNI', 'BRI']));
  });

  it('keeps the documented retry policy', () => {
    expect(SELECT_QUERY_RETRY).toEqual({ retry: 3, retryDelay: 500 });
  });
});
