/*
 * The account in Profile Settings (issue 23 item 28): changing the password, exporting one's data and
 * deleting the account. What a deletion keeps and why is decision 0068; the settings page says it in
 * the words below.
 */

export const ACCOUNT_TEXTS = {
  currentPasswordRequired: 'Please enter your current password.',
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'Your new password must be different from your current password.',
  noPassword:
    'This account signs in with a one-time code or a social account, so it has no password to change. Use "Forgot password" on the login popup to set one.',
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  deletePasswordRequired: 'Please enter your password to confirm.',
  wrongDeletePassword: 'The password you entered is incorrect.',
  /** Accounts without a password (one-time code, social) confirm by typing this word. */
  deleteWord: 'DELETE',
  deleteWordRequired: 'Type DELETE to confirm.',
  adminCannotDelete:
    'An admin account cannot delete itself here. Another admin removes it, so the platform always keeps one.',
  accountDeleted: 'Your account has been deleted. Thank you for learning with us.',
  exportFileName: 'learn-by-doing-my-data.json',

  // Sign-in and security (issue 23 item 30, decision 0088).
  signInAlertsLabel: 'Email me when my account is signed in on a new device',
  signInAlertsInvalid: 'Choose whether to get sign-in alerts: true or false.',
  unknownSetting: 'Only sign_in_alerts can be changed here.',
  signInAlertsOn: 'We will email you when your account is signed in on a new device.',
  signInAlertsOff: 'Sign-in alerts are off.',
  settingNotSaved: 'Your sign-in alert setting could not be saved. Please try again.',
  sessionNotFound: 'This session has already ended, or it is not one of yours.',
  currentSession: 'This is the device you are using now. Use Sign out in the menu to sign out here.',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  signOutOthers: 'Sign out of all other devices',
  signOutOthersConfirm:
    'Every other browser and device signed in to your account is signed out at once. This device stays signed in.',
  noOtherSessions: 'You are not signed in anywhere else.',
  signInAlertSubject: 'New sign-in to your Learn By Doing account',
} as const;
