import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  leavesPanelEntry,
  panelAt,
  type PanelEntry,
  usePanelEntry,
} from '../../lib/navigation/use-panel-entry';
import { renderWithProviders } from '../../test/render';
import { FormDrawer, useFormDrawer } from './form-drawer';

/** A screen of notes, built as a feature builds one: a form drawer in its own history entry. */
type NotePanel = { note: string };
const noteEntry: PanelEntry<NotePanel> = {
  stateKey: 'notePanel',
  parse: (value) => {
    const { note } = value as { note?: unknown };
    return typeof note === 'string' ? { note } : null;
  },
};
const QUESTION = 'Do you want to leave this page?';

function NoteForm(props: { note: string; onDirtyChange: (dirty: boolean) => void; onSaved: () => void }) {
  const [text, setText] = useState(props.note);
  return (
    <>
      <TextInput
        label="Note"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          props.onDirtyChange(event.currentTarget.value !== props.note);
        }}
      />
      <button type="button" onClick={props.onSaved}>
        Save note
      </button>
    </>
  );
}

function NotesScreen() {
  const { panel, open, close, stay } = usePanelEntry(noteEntry);
  const drawer = useFormDrawer(panel, close);
  return (
    <>
      <button type="button" onClick={() => open({ note: 'first' })}>
        Open note
      </button>
      <FormDrawer
        opened={drawer.opened}
        dirty={drawer.dirty}
        title="Edit note"
        closeLabel="Close note"
        onClose={close}
        onExited={drawer.onExited}
        isLeaving={(from, to) => leavesPanelEntry(noteEntry, from, to)}
        onStay={stay}
      >
        {drawer.shown && (
          <NoteForm note={drawer.shown.note} onDirtyChange={drawer.setDirty} onSaved={drawer.finish} />
        )}
      </FormDrawer>
    </>
  );
}

function renderNotes() {
  const router = createMemoryRouter([{ path: '/notes', element: <NotesScreen /> }], {
    initialEntries: ['/notes'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  const isOpen = () => panelAt(noteEntry, router.state.location) !== null;
  return { router, isOpen };
}

describe('FormDrawer in its own history entry (usePanelEntry)', () => {
  it("opens as a history entry of its own that the browser's Back closes when nothing is unsaved", async () => {
    const { router, isOpen } = renderNotes();
    fireEvent.click(screen.getByRole('button', { name: 'Open note' }));
    expect(await screen.findByRole('dialog', { name: 'Edit note' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notes');
    expect(isOpen()).toBe(true);
    await act(() => router.navigate(-1));
    expect(isOpen()).toBe(false);
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it('asks before any way out loses changes; Stay keeps them and lets the close button ask again', async () => {
    const { isOpen } = renderNotes();
    fireEvent.click(screen.getByRole('button', { name: 'Open note' }));
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close note' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect(isOpen()).toBe(true);
    expect(screen.getByLabelText('Note')).toHaveProperty('value', 'changed');

    fireEvent.click(screen.getByRole('button', { name: 'Close note' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('closes a finished form without asking, even though it had changes', async () => {
    const { isOpen } = renderNotes();
    fireEvent.click(screen.getByRole('button', { name: 'Open note' }));
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'saved text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it("treats another screen's history state as no panel", () => {
    expect(panelAt(noteEntry, { state: { notePanel: { mode: 'create' } } })).toBeNull();
    expect(panelAt(noteEntry, { state: { otherPanel: { note: 'x' } } })).toBeNull();
    expect(panelAt(noteEntry, { state: null })).toBeNull();
    expect(panelAt(noteEntry, { state: { notePanel: { note: 'x' } } })).toEqual({ note: 'x' });
  });
});
