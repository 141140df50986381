// Every text of signing in, the console's guard and the Admin Profile dialog
// that SPEC.md fixes (sections 2, 5 and 8), in one place to compare with the spec.
import { authMessages } from '@contract/auth/rules';

export const loginTexts = {
  title: 'Admin Login',
  subtitle: 'Sign in to manage the hostel website.',
  username: 'Username',
  password: 'Password',
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  rememberMe: 'Remember me',
  submit: 'Login',
  backToSite: 'Back to the website',
  invalidUsername: 'Invalid username',
  invalidPassword: 'Invalid password',
  progress: 'Logging in...',
  success: authMessages.loginSuccessful,
  failure: 'Login failed',
};

export const guardTexts = {
  loading: 'Loading...',
};


export const profileTexts = {
  title: 'Admin Profile',
  usernameTab: 'Change Username',
  passwordTab: 'Change Password',
  currentPassword: 'Current Password',
  newUsername: 'New Username',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  usernameHint: '4-14 characters, start with a letter, letters, numbers and underscores only',
  passwordHint: '8-24 characters with lowercase, uppercase, number and special character',
  fillAllFields: authMessages.fillAllFields,
  passwordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  changingUsername: 'Changing username...',
  usernameChanged: authMessages.usernameChanged,
  usernameFailed: 'Failed to change username. Please check your current password.',
  changingPassword: 'Changing password...',
  passwordChanged: authMessages.passwordChanged,
  passwordFailed: 'Failed to change password. Please check your current password.',
};
