import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { i18next } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { ResendReceiptModal } from './resend-receipt-modal';
import { callsTo, json, stubDetailFetch } from './transaction-detail-test-kit';

const RECEIPT = '/api/v1/email_receipt';

function renderModal(initialEmail: string | null = null) {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <ToastHost />
      <ResendReceiptModal
        opened
        payment={{ payment_id: 501, payment_uuid: 'pay-501' }}
        initialEmail={initialEmail}
        onClose={onClose}
      />
    </>,
  );
  return {
    onClose,
    email: () => screen.getByRole('textbox', { name: 'Email' }),
    send: () => sendButton('Send'),
  };
}

const sendButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(async () => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

describe('ResendReceiptModal ("Resend receipt")', () => {
  it('enables Send only for a valid e-mail address', async () => {
    stubDetailFetch();
    const modal = renderModal();
    expect(await screen.findByText('Resend Email')).toBeTruthy();
    expect(modal.send().disabled).toBe(true);
    for (const typed of ['sari', 'sari@', '@example.com', 'sari @example.com']) {
      fireEvent.change(modal.email(), { target: { value: typed } });
      expect(modal.send().disabled, typed).toBe(true);
    }
    fireEvent.blur(modal.email());
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    fireEvent.change(modal.email(), { target: { value: ' sari@example.com ' } });
    expect(modal.send().disabled).toBe(false);
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
  });

  it("starts from the customer's address, sends the payment, and closes with the server's message", async () => {
    const queued = 'The receipt will be sent to sari@example.com shortly.';
    const fetchMock = stubDetailFetch((url) =>
      url.includes(RECEIPT) ? json(200, { message: queued }) : undefined,
    );
    const modal = renderModal('sari@example.com');
    expect((modal.email() as HTMLInputElement).value).toBe('sari@example.com');
    fireEvent.click(modal.send());

    expect(await screen.findByText(queued)).toBeTruthy();
    await waitFor(() => expect(modal.onClose).toHaveBeenCalled());
    const [[, init]] = callsTo(fetchMock, RECEIPT) as [[string, RequestInit]];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      customer_email: 'sari@example.com',
      payment_id: 501,
      payment_uuid: 'pay-501',
      resend_email: true,
    });
  });

  it('sends one mail on a double-click, and on Enter pressed twice', async () => {
    const fetchMock = stubDetailFetch((url) =>
      url.includes(RECEIPT) ? json(200, { message: 'Queued.' }) : undefined,
    );
    const modal = renderModal('sari@example.com');
    // Both clicks land before React re-renders the button as loading.
    fireEvent.click(modal.send());
    fireEvent.click(modal.send());
    fireEvent.submit(modal.email().closest('form')!);
    expect(await screen.findByText('Queued.')).toBeTruthy();
    await waitFor(() => expect(modal.onClose).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, RECEIPT)).toHaveLength(1);
  });

  it('shows loading while sending, and the error (staying open) when sending fails', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubDetailFetch((url) =>
      url.includes(RECEIPT) ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    const modal = renderModal('sari@example.com');
    fireEvent.click(modal.send());
    await waitFor(() => expect(modal.send().getAttribute('data-loading')).toBe('true'));
    expect((modal.email() as HTMLInputElement).disabled).toBe(true);

    const message = 'This receipt has been sent too many times. Please try again in 60 minutes.';
    answer(json(429, { code: 'RATE_LIMITED', message, errors: [] }));
    expect(await screen.findByText('The receipt could not be sent.')).toBeTruthy();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(modal.onClose).not.toHaveBeenCalled();
    expect(modal.send().disabled).toBe(false);
  });

  it('reads in Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    stubDetailFetch();
    renderModal();
    expect(await screen.findByText('Kirim Ulang Email')).toBeTruthy();
    expect(sendButton('Kirim').disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'budi@' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Email' }));
    expect(screen.getByText('Masukkan alamat e-mail yang valid.')).toBeTruthy();
  });
});
