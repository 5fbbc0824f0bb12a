import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { onDemand, OnDemandPart } from './on-demand-part';

/** A part whose download the test finishes or fails by hand. */
function slowPart() {
  const calls: {
    resolve: (value: { Field: () => React.JSX.Element }) => void;
    reject: (error: Error) => void;
  }[] = [];
  const part = onDemand(
    () =>
      new Promise<{ Field: () => React.JSX.Element }>((resolve, reject) => calls.push({ resolve, reject })),
  );
  const Field = () => <input aria-label="Name" data-autofocus />;
  return { part, calls, Field };
}

function Dialog({ part }: { part: ReturnType<typeof slowPart>['part'] }) {
  return (
    <div role="dialog">
      <button type="button">Close</button>
      <OnDemandPart part={part} fallback={<p>Loading form</p>} errorMessage="The form could not be loaded.">
        {(module) => <module.Field />}
      </OnDemandPart>
    </div>
  );
}

describe('OnDemandPart', () => {
  it('shows the skeleton until the part arrives, then gives its first field the focus the drawer would have', async () => {
    const { part, calls, Field } = slowPart();
    renderWithProviders(<Dialog part={part} />);
    screen.getByRole('button', { name: 'Close' }).focus();
    expect(screen.getByText('Loading form')).toBeTruthy();
    calls[0]!.resolve({ Field });
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(field);
    expect(screen.queryByText('Loading form')).toBeNull();
  });

  it('renders a loaded part at once, leaving the focus to the drawer', async () => {
    const { part, calls, Field } = slowPart();
    const loading = part.load();
    calls[0]!.resolve({ Field });
    await loading;
    renderWithProviders(<Dialog part={part} />);
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(calls).toHaveLength(1);
  });

  it('does not take the focus back from outside the drawer', async () => {
    const { part, calls, Field } = slowPart();
    renderWithProviders(
      <>
        <button type="button">Elsewhere</button>
        <Dialog part={part} />
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    calls[0]!.resolve({ Field });
    expect(document.activeElement).not.toBe(await screen.findByRole('textbox', { name: 'Name' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it('offers Retry when the download fails, and downloads again', async () => {
    const { part, calls, Field } = slowPart();
    renderWithProviders(<Dialog part={part} />);
    calls[0]!.reject(new Error('offline'));
    expect(await screen.findByText('The form could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.resolve({ Field });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
  });
});
