import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { renderPanel, stubFetch, typeName } from './discount-panel-test-kit';

/** Every way out of a panel with unsaved changes asks first; a clean panel just closes (decision 0021). */

const QUESTION = 'Do you want to leave this page?';
const nameInput = () => screen.getByLabelText(/Discount name/);
const pressEscape = () => fireEvent.keyDown(nameInput(), { key: 'Escape' });

beforeEach(() => {
  stubFetch();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

describe('leaving a panel with unsaved changes', () => {
  it('asks on Escape; Stay keeps what was typed, Leave closes', async () => {
    const { isOpen } = renderPanel();
    typeName('Half done');
    pressEscape();
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect(isOpen()).toBe(true);
    expect(nameInput()).toHaveProperty('value', 'Half done');

    pressEscape();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it("asks on the browser's Back; Stay keeps the panel and its entry, Leave goes back to the list", async () => {
    const { router, isOpen } = renderPanel();
    typeName('Half done');
    await act(() => router.navigate(-1));
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    expect(screen.getByText('Changes you made may not be saved.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect(isOpen()).toBe(true);
    expect(nameInput()).toHaveProperty('value', 'Half done');

    await act(() => router.navigate(-1));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(router.state.location.pathname).toBe('/discounts');
  });

  it('asks in Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    const { router } = renderPanel();
    fireEvent.change(screen.getByLabelText(/Nama diskon/), { target: { value: 'Setengah' } });
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Apakah Anda ingin meninggalkan halaman ini?')).toBeTruthy();
  });

  it('asks before going to another page', async () => {
    const { router, isOpen } = renderPanel();
    typeName('Half done');
    await act(() => router.navigate('/elsewhere'));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect(isOpen()).toBe(true);
    expect(router.state.location.pathname).toBe('/discounts');
  });
});

describe('leaving a clean panel', () => {
  it('closes on Escape without asking', async () => {
    const { isOpen } = renderPanel();
    pressEscape();
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it("closes on the browser's Back without asking, and Forward opens it again", async () => {
    const { router, isOpen } = renderPanel();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(screen.queryByText(QUESTION)).toBeNull();
    await act(() => router.navigate(1));
    expect(isOpen()).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Create Discount' })).toBeTruthy();
  });
});
