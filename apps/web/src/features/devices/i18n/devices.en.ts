/** Strings of the cashier devices section (issue 14; the spec names no such screen, our words). */
export const devicesEn = {
  section: 'Outlets',
  title: 'Cashier devices',
  intro: 'Pair a cashier device to one outlet. Its credential is shown once: enter it in the device.',
  pair: 'Pair device',
  empty: 'No devices paired yet',
  columns: {
    name: 'Device',
    outlet: 'Outlet',
    credential: 'Credential',
    lastSeen: 'Last seen',
    status: 'Status',
    actions: 'Actions',
  },
  never: 'Never',
  active: 'Active',
  revoked: 'Revoked',
  rename: 'Rename',
  revoke: 'Revoke',
  form: {
    title: 'Pair a cashier device',
    outlet: 'Outlet',
    name: 'Device name',
    submit: 'Pair',
    cancel: 'Cancel',
    save: 'Save',
    renameTitle: 'Rename device',
  },
  credential: {
    title: 'Device credential',
    warning: 'Copy it now: it will not be shown again.',
    done: 'Done',
  },
  confirmRevoke: {
    title: 'Revoke {{name}}?',
    body: 'The device can no longer send orders from its next request. Orders it sent stay.',
    confirm: 'Revoke',
  },
  toasts: {
    renamed: 'Device renamed',
    revoked: 'Device revoked',
  },
  validation: {
    nameRequired: 'Device name is required',
    outletRequired: 'Choose an outlet',
  },
};
