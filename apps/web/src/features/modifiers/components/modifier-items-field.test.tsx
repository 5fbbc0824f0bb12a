import type { ModifierItem } from '@backoffice/contracts/modifiers';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { writeTokens } from '../../../lib/session/token-store';
import { renderWithProviders } from '../../../test/render';
import { ModifierItemsField } from './modifier-items-field';

const catalogue: ModifierItem[] = [
  { id: 1, name: 'Es Teh' },
  { id: 2, name: 'Kopi Susu' },
  { id: 3, name: 'Nasi Goreng' },
  { id: 4, name: 'Teh Tarik' },
];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The item-choices endpoint, answering by name as the server does; records each search asked. */
function stubChoices() {
  const searches: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      expect(url.pathname).toBe('/api/v1/modifiers/item-choices');
      const search = url.searchParams.get('search');
      searches.push(search);
      const words = (search ?? '').toLowerCase();
      return json(200, { results: catalogue.filter((item) => item.name.toLowerCase().includes(words)) });
    }),
  );
  writeTokens({
    accessToken: 'access',
    refreshToken: 'refresh',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
    authType: 'email',
  });
  return searches;
}

function Host({
  initial,
  known,
  onChange,
}: {
  initial: number[];
  known: ModifierItem[];
  onChange: (ids: number[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ModifierItemsField
      value={value}
      knownItems={known}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
    />
  );
}

/** The field's search box (its label also names the hidden input holding the value). */
const searchBox = (label: string) =>
  screen.getAllByLabelText(label).find((element) => (element as HTMLInputElement).type !== 'hidden')!;

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

describe('the modifier set panel’s items field', () => {
  it('shows the set’s items by name, finds others on the server by what is typed, and adds and removes them', async () => {
    const searches = stubChoices();
    const changes: number[][] = [];
    renderWithProviders(
      <Host initial={[2]} known={[{ id: 2, name: 'Kopi Susu' }]} onChange={(ids) => changes.push(ids)} />,
    );
    const input = searchBox('Apply to items');
    expect(screen.getByText('Kopi Susu')).toBeTruthy();
    expect(screen.getByText('1 item')).toBeTruthy();

    act(() => input.focus());
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'teh' } });
    await waitFor(() => expect(searches).toContain('teh'), { timeout: 3000 });
    fireEvent.click(await screen.findByRole('option', { name: 'Teh Tarik' }));
    expect(changes.at(-1)).toEqual([2, 4]);
    expect(screen.getByText('2 items')).toBeTruthy();

    // Removing the stored item leaves the one just chosen.
    const kopi = screen.getByText('Kopi Susu').closest('.mantine-Pill-root')!;
    fireEvent.click(kopi.querySelector('button')!);
    expect(changes.at(-1)).toEqual([4]);
  });

  it('speaks Indonesian and says what it is for while nothing is chosen', async () => {
    stubChoices();
    await act(() => i18next.changeLanguage('id'));
    renderWithProviders(<Host initial={[]} known={[]} onChange={() => {}} />);
    expect(searchBox('Terapkan ke produk')).toBeTruthy();
    expect(screen.getByText('Kasir menawarkan set ini bersama produk yang dipilih di sini.')).toBeTruthy();
  });
});
