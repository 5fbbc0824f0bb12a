import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { renderWithProviders } from '../../../test/render';
import { emptyQrisValues, type QrisFormValues } from '../qris-form-model';
import { QrisWizard, type QrisWizardProps } from './qris-wizard';

const loaded = (data: { value: string; label: string }[] | string[]) => ({
  data,
  isPending: false,
  isError: false,
  refetch: () => undefined,
});
const file = (name: string) => ({ file_id: '5b0b6f8e-6f2c-4f7e-9d7e-2b3c4d5e6f70', file_name: name });

function completeIndividual(): QrisFormValues {
  return {
    ...emptyQrisValues(),
    outlets: [11],
    merchant_pic_phone: '081234567890',
    bank_name: 'Bank Central Asia (BCA)',
    bank_account_number: '1234567890',
    bank_account_owner: 'Siti',
    type_of_business: 'INDIVIDUAL',
    ktp_name: 'Siti',
    ktp_number: '3174012345670001',
    ktp_address: 'Jl. Kemang 1',
    nationality: 'WNI',
    place_of_birth: 'Bandung',
    date_of_birth: '1990-04-17',
    sex: 'Wanita',
    occupation: 'Wiraswasta',
    documents: { ktp: file('ktp.png'), npwp: file('npwp.png') },
  };
}

function renderWizard(overrides: Partial<QrisWizardProps> = {}) {
  const props: QrisWizardProps = {
    opened: true,
    onClose: vi.fn(),
    outlets: loaded([{ value: '11', label: 'Kemang' }]),
    banks: loaded(['Bank Central Asia (BCA)']),
    upload: vi.fn(async () => file('x.png')),
    submit: vi.fn(async () => undefined),
    saveDraft: vi.fn(async () => undefined),
    describeFailure: () => ({
      message: 'Failed to submit. Please check your submission',
      list: ['Choose a bank from the list.'],
    }),
    ...overrides,
  };
  renderWithProviders(
    <>
      <ToastHost />
      <QrisWizard {...props} />
    </>,
  );
  return props;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the QRIS wizard', () => {
  it('keeps Back disabled on step 1 and, on Next with empty fields, marks them touched and stays', async () => {
    renderWizard();
    expect(button('Back').disabled).toBe(true);
    expect(screen.queryAllByText('This field is required!')).toHaveLength(0);
    fireEvent.click(button('Next'));
    expect(await screen.findByText('Choose at least one outlet.')).toBeTruthy();
    // phone, bank, account number, owner, business type
    expect(screen.getAllByText('This field is required!')).toHaveLength(5);
    expect(screen.getByLabelText(/PIC phone/)).toBeTruthy();
  });

  it('shows only the touched field’s error before Next, with the contract’s words', async () => {
    renderWizard();
    const phone = screen.getByLabelText(/PIC phone/);
    fireEvent.change(phone, { target: { value: '0812abc' } });
    fireEvent.blur(phone);
    expect(await screen.findByText('It must be in phone number format!')).toBeTruthy();
    expect(screen.queryByText('Choose at least one outlet.')).toBeNull();
  });

  it('gives each typed input the contract’s length limit as maxLength', () => {
    renderWizard({ initial: { step: 1, values: completeIndividual() } });
    const limits: [RegExp, number][] = [
      [/Place of birth/, 50],
      [/Occupation/, 100],
      [/ID card number/, 16],
    ];
    for (const [label, max] of limits) {
      expect((screen.getByLabelText(label) as HTMLInputElement).maxLength).toBe(max);
    }
  });

  it('refuses markup typed into a text field with the contract’s words, and keeps it as text', async () => {
    renderWizard({ initial: { step: 1, values: completeIndividual() } });
    const birthplace = screen.getByLabelText(/Place of birth/) as HTMLInputElement;
    fireEvent.change(birthplace, { target: { value: '<b>Bandung</b>' } });
    fireEvent.blur(birthplace);
    expect(await screen.findByText('Must not contain < or >.')).toBeTruthy();
    expect(birthplace.value).toBe('<b>Bandung</b>');
    expect(document.querySelector('[role=dialog] b')).toBeNull();
    // Next stays on the step while the field is refused.
    fireEvent.click(button('Next'));
    expect(await screen.findByLabelText(/Place of birth/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'ID card photo (KTP)' })).toBeNull();
  });

  it('walks the steps with Next and Back; business type picks the variant; the permit only for a WNA', async () => {
    const values = completeIndividual();
    renderWizard({ initial: { step: 1, values } });
    expect(screen.getByLabelText(/Place of birth/)).toBeTruthy();
    expect(screen.queryByLabelText(/Permit number/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'WNA' }));
    expect(await screen.findByLabelText(/Permit number/)).toBeTruthy();
    fireEvent.click(button('Back'));
    fireEvent.click(screen.getByRole('radio', { name: 'Badan Usaha' }));
    fireEvent.click(button('Next'));
    expect(await screen.findByLabelText(/Business entity name/)).toBeTruthy();
    expect(screen.queryByLabelText(/Place of birth/)).toBeNull();
    // The business variant's step 2 is incomplete: Next marks its fields and stays.
    fireEvent.click(button('Next'));
    expect((await screen.findAllByText('This field is required!')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Business entity name/)).toBeTruthy();
  });

  it('asks for every document of the variant on step 3', async () => {
    renderWizard({ initial: { step: 2, values: { ...completeIndividual(), documents: {} } } });
    fireEvent.click(button('Next'));
    expect(await screen.findAllByText('This field is required!')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'ID card photo (KTP)' })).toBeTruthy();
  });

  it('keeps Submit disabled until the consent box is ticked, then submits, toasts and closes', async () => {
    const props = renderWizard({ initial: { step: 3, values: completeIndividual() } });
    expect(button('Submit').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saya sudah mengisi consent form' }));
    expect(button('Submit').disabled).toBe(false);
    fireEvent.click(button('Submit'));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(props.submit).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Your QRIS registration has been sent.')).toBeTruthy();
  });

  it('shows a refused submission’s list under “Please check your submission”', async () => {
    const props = renderWizard({
      initial: { step: 3, values: completeIndividual() },
      submit: vi.fn(async () => {
        throw new Error('400');
      }),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saya sudah mengisi consent form' }));
    fireEvent.click(button('Submit'));
    const alert = (await screen.findByText('Please check your submission')).closest(
      '[role=alert]',
    ) as HTMLElement;
    expect(within(alert).getByText('Choose a bank from the list.')).toBeTruthy();
    expect(props.onClose).not.toHaveBeenCalled();
  });
});
