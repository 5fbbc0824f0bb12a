/** The account deletion page ("Account deletion page"). */
export const accountDeletionEn = {
  title: 'Account Deletion',
  nonOwner: {
    heading: 'Only the business owner can request account deletion',
    body: 'Please ask the owner of this business to submit the account deletion request.',
    close: 'Close',
  },
  data: {
    heading: 'Download your data first',
    body: 'Before you ask for deletion, download your business data: transactions, items, customers, discounts, campaigns and invoices, as spreadsheets in one zip file. After the request you can no longer sign in.',
    format: 'File format',
    prepare: 'Prepare my data',
    preparing: 'Preparing your data… This can take a few minutes; you may stay on this page.',
    download: 'Download data (zip)',
    ready: 'The file is kept until {{until}}. The confirmation e-mail will carry the link too.',
    again: 'Prepare again',
    failed: 'Your data could not be prepared. Please try again.',
  },
  form: {
    intro:
      'Deleting your account is permanent. All devices will be signed out, and your remaining subscriptions end with no refund. The request is processed within 30 working days.',
    reasonLabel: 'Why do you want to delete your account?',
    reasons: {
      'Business is permanently closed': 'Business is permanently closed',
      'Not interested in using the product': 'Not interested in using the product',
      'Privacy issues': 'Privacy issues',
      'Other reasons': 'Other reasons',
    },
    notesLabel: 'Notes (optional)',
    notesPlaceholder: 'Tell us more about your reason',
    termsBefore: 'I have read and agree to the',
    termsLink: 'Terms and Conditions',
    submit: 'Delete Account',
  },
  terms: {
    title: 'Terms and Conditions',
    sections: {
      removal: {
        heading: 'Removing the app',
        items: [
          'Uninstalling the app from your devices does not delete your account or your data; only a deletion request does.',
          'Once the request is submitted, every device of every user of the business is signed out and cannot sign in again.',
        ],
      },
      freezing: {
        heading: 'Grounds for freezing an account',
        items: [
          'An account is frozen as soon as its owner requests its deletion.',
          'An account may also be frozen when it is used against these terms or the law, or at the request of the authorities.',
        ],
      },
      request: {
        heading: 'Deletion request rules',
        items: [
          'Only the business owner may request the deletion of the business account.',
          'The request is processed within 30 working days; after that, the business data is deleted permanently and cannot be recovered.',
          'Remaining subscriptions end when the request is submitted, with no refund.',
          'Paid invoices are kept, anonymised, for as long as the law requires.',
        ],
      },
      appeal: {
        heading: 'Appeal of a freeze',
        items: [
          'To withdraw a request before the data is deleted, or to appeal a freeze, call support on {{phone}} with your ticket number.',
        ],
      },
    },
    close: 'Close',
  },
  submitted: {
    heading: 'Your account deletion request has been submitted',
    ticket: 'Ticket number: {{ticket}}',
    body: 'All devices have been signed out. Your request will be processed within 30 working days, and a confirmation has been sent to your e-mail.',
    signOut: 'Sign Out',
  },
  errors: {
    ownerOnly: 'Only the business owner can do this.',
  },
};
