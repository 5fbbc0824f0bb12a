export const authEn = {
  title: 'Sign in to Back Office',
  pageTitle: 'Sign in',
  subtitle: 'Run your outlets, reports and billing in one place.',
  password: {
    login: 'E-mail or username',
    loginPlaceholder: 'you@business.com',
    password: 'Password',
    showPassword: 'Show password',
    submit: 'Sign in',
    useCode: 'Send me a sign-in code instead',
  },
  code: {
    intro: 'We will e-mail you a 6-digit code. No password needed.',
    email: 'E-mail',
    send: 'Send code',
    sent: 'If {{email}} belongs to an account, a 6-digit code is on its way. It is valid for 10 minutes.',
    code: 'Sign-in code',
    verify: 'Verify and sign in',
    resend: 'Send a new code',
    changeEmail: 'Use another e-mail',
    usePassword: 'Sign in with a password instead',
  },
  errors: {
    businessFrozen:
      'This business account is being deleted (ticket {{ticket}}), so signing in is no longer possible.',
    invalidCredentials: 'The e-mail/username or password is incorrect.',
    invalidCode: 'The code is incorrect or has expired. Please request a new code.',
    rateLimited: 'Too many attempts. Please try again at {{time}} ({{minutes}} min).',
    network: 'We could not reach the server. Check your connection and try again.',
  },
  devMailbox: 'Open the developer mailbox',
  support: 'Need help? Call {{phone}}',
};
