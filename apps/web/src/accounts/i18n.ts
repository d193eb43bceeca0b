/** Signed-in devices, the family link waiting for a student, and the code sign-in. */
export const accountsEn = {
  codeSignIn: 'Sign in with an email code',
  codeSignInIntro: 'Enter your email address and we will send a 6-digit code to sign you in.',
  devices: {
    title: 'Signed-in Devices',
    intro: 'These devices are signed in to your account. Log out any you do not recognise.',
    thisDevice: 'This device',
    unknownDevice: 'Unknown device',
    lastUsed: 'Last used {date}',
    signedIn: 'Signed in {date}',
    address: 'Address {ip}',
    logOut: 'Log out',
    logOutConfirm: 'This device will be logged out.',
    logOutEverywhere: 'Log out everywhere',
    logOutEverywhereConfirm: 'Every device, this one included, will be logged out.',
    total: '{count} devices',
  },
  parentRequest: {
    title: 'Parent request',
    text: '{name} ({email}) signed you up as their child. As your parent they would see your classes and exercises.',
    accept: 'Accept',
    decline: 'Decline',
    declineConfirm: '{name} ({email}) will not be linked to your account.',
    accepted: 'Your parent is linked to your account',
    declined: 'The request was declined',
  },
};
