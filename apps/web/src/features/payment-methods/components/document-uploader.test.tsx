import type { QrisDocumentRef } from '@backoffice/contracts/qris';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DocumentUploader } from './document-uploader';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const PDF = [...'%PDF-1.4\n'].map((char) => char.charCodeAt(0));

function Harness(props: {
  pdf?: boolean;
  upload: () => Promise<QrisDocumentRef>;
  onValue?: (v: unknown) => void;
}) {
  const [value, setValue] = useState<QrisDocumentRef | undefined>();
  return (
    <DocumentUploader
      label="Foto KTP"
      pdf={props.pdf ?? false}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
      upload={props.upload}
    />
  );
}

function choose(bytes: number[] | Uint8Array, name: string, type: string) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const file = new File([new Uint8Array(bytes)], name, { type });
  fireEvent.change(input, { target: { files: [file] } });
}

const status = () => screen.getByRole('group', { name: 'Foto KTP' }).getAttribute('data-status');
const ref = { file_id: '5b0b6f8e-6f2c-4f7e-9d7e-2b3c4d5e6f70', file_name: 'qris-1-ktp.png' };

describe('the QRIS document uploader ("Uploaded image")', () => {
  it('uploads a photo checked by its content, then removes it and clears the document', async () => {
    const upload = vi.fn(async () => ref);
    const onValue = vi.fn();
    renderWithProviders(<Harness upload={upload} onValue={onValue} />);
    choose(PNG, 'ktp.png', 'image/png');
    await waitFor(() => expect(status()).toBe('valid'));
    expect(screen.getByText('qris-1-ktp.png')).toBeTruthy();
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ type: 'png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(status()).toBe('removed');
    expect(onValue).toHaveBeenLastCalledWith(undefined);
  });

  it('refuses more than 2,000,000 bytes with the spec’s message, before uploading', async () => {
    const upload = vi.fn(async () => ref);
    renderWithProviders(<Harness upload={upload} />);
    const big = new Uint8Array(2_000_001);
    big.set(PNG);
    choose(big, 'ktp.png', 'image/png');
    expect(await screen.findByText('Max size is 2 MB')).toBeTruthy();
    expect(status()).toBe('error');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a disguised file (a name ending .png that is not a photo) and a photo as a deed', async () => {
    const upload = vi.fn(async () => ref);
    const { unmount } = renderWithProviders(<Harness upload={upload} />);
    choose([0x4d, 0x5a, 0x90, 0x00], 'ktp.png', 'image/png');
    expect(await screen.findByText('Allowed format: PNG and JPEG')).toBeTruthy();
    unmount();
    renderWithProviders(<Harness upload={upload} pdf />);
    choose(PNG, 'akta.pdf', 'application/pdf');
    expect(await screen.findByText('Only PDF files are allowed.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows a failed upload as “Upload Failed Click to Retry” and retries it on click', async () => {
    const upload = vi
      .fn<() => Promise<QrisDocumentRef>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ...ref, file_name: 'qris-1-sk_pendirian.pdf' });
    renderWithProviders(<Harness upload={upload} pdf />);
    choose(PDF, 'akta.pdf', 'application/pdf');
    const retry = await screen.findByText('Upload Failed Click to Retry');
    expect(status()).toBe('uploaderr');
    fireEvent.click(retry);
    await waitFor(() => expect(status()).toBe('valid'));
    expect(upload).toHaveBeenCalledTimes(2);
  });
});
