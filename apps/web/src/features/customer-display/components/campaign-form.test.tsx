import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { i18next } from '../../../lib/i18n/i18n';
import { makeCampaign } from '../../../test/campaign-fixture';
import { renderWithProviders } from '../../../test/render';
import { describeCampaignFailure } from '../campaign-messages';
import { customerDisplayEn } from '../i18n/customer-display.en';
import { CampaignForm, formFromCampaign } from './campaign-form';

const outlets = [
  { id: 11, name: 'Kemang' },
  { id: 12, name: 'Dago' },
];

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

function renderForm(onSubmit = vi.fn(), campaign = null as ReturnType<typeof makeCampaign> | null) {
  renderWithProviders(
    <CampaignForm
      initial={formFromCampaign(campaign, 'Asia/Jakarta')}
      outlets={outlets}
      submitting={false}
      failure={null}
      onDirtyChange={vi.fn()}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return onSubmit;
}

describe('CampaignForm', () => {
  it('shows the validation messages and sends nothing while the form breaks a rule', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name can not be empty')).toBeTruthy();
    expect(screen.getByText('Image can not be empty')).toBeTruthy();
    expect(screen.getByText('Must assign at least 1 outlet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Campaign name/), { target: { value: 'Promo!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name can only contain letters, numbers and spaces')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says them in Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Nama tidak boleh kosong')).toBeTruthy();
    expect(screen.getByText('Gambar tidak boleh kosong')).toBeTruthy();
    expect(screen.getByText('Harus menetapkan minimal 1 outlet')).toBeTruthy();
  });

  it('sends an edited campaign with its kept images and its period as days', () => {
    const campaign = makeCampaign({ end_date: '2026-03-20T16:59:59.000Z' });
    const onSubmit = renderForm(vi.fn(), campaign);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Promo Pagi',
      images: [{ id: null, name: 'a.png', url: campaign.images[0]!.url }],
      duration: 8,
      outlet_ids: [11],
      start_date: '2026-03-01',
      end_date: '2026-03-20',
    });
  });

  it('asks for an outlet before an image can be uploaded for it', () => {
    renderForm();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    return vi.waitFor(() =>
      expect(
        screen.getByText('Choose an outlet first: images are uploaded for the first selected outlet.'),
      ).toBeTruthy(),
    );
  });
});

describe('describeCampaignFailure', () => {
  const t = i18next.getFixedT('en', 'customerDisplay');
  const name = (id: number) => outlets.find((outlet) => outlet.id === id)?.name;
  const full = (fields: string[]) =>
    new ApiError(
      409,
      '0010',
      'server text',
      fields.map((field) => ({ field, message: 'x' })),
    );

  it('names the full outlet in the spec words', () => {
    const failure = describeCampaignFailure(
      full(['body.outlet_ids.1']),
      t,
      customerDisplayEn.validation,
      name,
      [11, 12],
    );
    expect(failure.message).toBe(
      "'Dago' can not be assigned as it already has 5 campaign assigned. Discharge them from other campaign and try again.",
    );
    expect(failure.fieldErrors.outlet_ids).toBe(failure.message);
  });

  it("says 'Multiple outlets' with the list", () => {
    const failure = describeCampaignFailure(
      full(['body.outlet_ids.0', 'body.outlet_ids.1']),
      t,
      customerDisplayEn.validation,
      name,
      [11, 12],
    );
    expect(failure.message).toBe(
      "'Multiple outlets' can not be assigned as it already has 5 campaign assigned. Discharge them from other campaign and try again. (Kemang, Dago)",
    );
  });

  it('puts an image refusal under the images field in the UI language', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'x', [
      { field: 'body.images.0', message: 'Min width required is 800px', key: 'campaigns.minWidth' },
    ]);
    const id = i18next.getFixedT('id', 'customerDisplay');
    expect(describeCampaignFailure(error, id, customerDisplayEn.validation, name).fieldErrors.images).toBe(
      'Lebar minimal 800px',
    );
  });
});
