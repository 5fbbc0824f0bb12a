import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useMutateOnce, useSubmitOnce } from './use-submit-once';

function Resend({
  send,
  onSent,
}: {
  send: (to: string) => Promise<string>;
  onSent: (answer: string) => void;
}) {
  const mutation = useMutation({ mutationFn: send });
  const mutateOnce = useMutateOnce(mutation);
  return (
    <button type="button" onClick={() => mutateOnce('sari@example.com', { onSuccess: onSent })}>
      Send
    </button>
  );
}

function Save({ save }: { save: () => Promise<void> }) {
  const once = useSubmitOnce();
  return (
    <button type="button" onClick={() => void once(() => save().catch(() => undefined))}>
      Save
    </button>
  );
}

describe('a submit that sends once (decision 0115)', () => {
  it("ignores a double-click's second click while the mutation runs, and sends again after it settled", async () => {
    let answer: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSent = vi.fn();
    renderWithProviders(<Resend send={send} onSent={onSent} />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    answer('queued');
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith('queued', 'sari@example.com', undefined, expect.anything()),
    );

    fireEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('frees the submit after a failure', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValue(undefined);
    renderWithProviders(<Save save={save} />);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(save).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      fireEvent.click(button);
      expect(save).toHaveBeenCalledTimes(2);
    });
  });
});
