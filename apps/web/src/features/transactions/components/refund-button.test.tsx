import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { makeInvoice, makePaymentMethods } from '../../../test/transaction-fixture';
import { renderWithProviders } from '../../../test/render';
import { RefundButton, refundAvailability } from './refund-button';

const methods = makePaymentMethods().payment_methods;
const paidWith = (...codes: string[]) =>
  makeInvoice({
    split_payment_details: codes.map((code, index) => ({
      payment_id: index + 1,
      payment_uuid: `pay-${index}`,
      payment_type: code,
      payment_type_label: code,
      amount: 1_000,
      tendered_amount: null,
    })),
  });

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('refundAvailability ("Refund button")', () => {
  it('is hidden unless the order is refundable and every payment method is known', () => {
    expect(refundAvailability(makeInvoice({ refundable: false }), methods)).toEqual({ shown: false });
    expect(refundAvailability(paidWith('gopay'), methods)).toEqual({ shown: false });
    expect(refundAvailability(paidWith('cash', 'gopay'), methods)).toEqual({ shown: false });
    expect(refundAvailability(paidWith(), methods)).toEqual({ shown: false });
    // While the methods load (or if they failed) the method is not known yet.
    expect(refundAvailability(paidWith('cash'), undefined)).toEqual({ shown: false });
  });

  it('is enabled for refundable methods, split ones included', () => {
    expect(refundAvailability(paidWith('cash'), methods)).toEqual({ shown: true, disabledReason: null });
    expect(refundAvailability(paidWith('cash', 'qris'), methods)).toEqual({
      shown: true,
      disabledReason: null,
    });
  });

  it('is disabled for a card, alone or in a split, and for any method that is not refundable', () => {
    expect(refundAvailability(paidWith('card'), methods)).toEqual({ shown: true, disabledReason: 'card' });
    expect(refundAvailability(paidWith('cash', 'card'), methods)).toEqual({
      shown: true,
      disabledReason: 'card',
    });
    const voucher = { id: 9, code: 'voucher', name: 'Voucher', kind: 'e_wallet' as const, refundable: false };
    expect(refundAvailability(paidWith('voucher'), [...methods, voucher])).toEqual({
      shown: true,
      disabledReason: 'method',
    });
  });
});

describe('RefundButton', () => {
  it('calls onIssueRefund when enabled', () => {
    const onIssueRefund = vi.fn();
    renderWithProviders(
      <RefundButton invoice={paidWith('qris')} methods={methods} onIssueRefund={onIssueRefund} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Issue Refund' }));
    expect(onIssueRefund).toHaveBeenCalledTimes(1);
  });

  it("shows the spec's tooltip on a card payment and does nothing when pressed", async () => {
    const onIssueRefund = vi.fn();
    renderWithProviders(
      <RefundButton invoice={paidWith('card')} methods={methods} onIssueRefund={onIssueRefund} />,
    );
    const button = screen.getByRole('button', { name: 'Issue Refund' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onIssueRefund).not.toHaveBeenCalled();
    // The reason shows on hover (and on keyboard focus, checked in the browser).
    fireEvent.mouseEnter(button);
    expect(
      await screen.findByText('Card transaction can only be refunded from the mobile device'),
    ).toBeTruthy();
  });

  it('renders nothing when hidden, and speaks Indonesian', async () => {
    const { container } = renderWithProviders(
      <RefundButton invoice={makeInvoice({ refundable: false })} methods={methods} onIssueRefund={vi.fn()} />,
    );
    expect(container.querySelector('button')).toBeNull();

    await act(() => i18next.changeLanguage('id'));
    renderWithProviders(
      <RefundButton invoice={paidWith('card')} methods={methods} onIssueRefund={vi.fn()} />,
    );
    const button = screen.getByRole('button', { name: 'Kembalikan Dana' });
    fireEvent.mouseEnter(button);
    expect(
      await screen.findByText('Transaksi kartu hanya dapat dikembalikan dari perangkat mobile'),
    ).toBeTruthy();
  });
});
