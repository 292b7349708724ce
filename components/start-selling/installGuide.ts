/**
 * How to install the contractor app on Android: it is an installable web app (public/app.webmanifest),
 * not a store listing or an APK. Shown on /app-download and in the install dialog when the browser
 * offers no install prompt of its own.
 */
export const ANDROID_INSTALL_STEPS = [
  {
    title: 'Open the app in Chrome',
    text: 'On your Android phone or tablet, open this page in Chrome.',
  },
  {
    title: 'Install it',
    text: 'Tap Download for Android and confirm. If Chrome does not ask, open its menu (the three dots) and tap Install app, or Add to Home screen.',
  },
  {
    title: 'Open it from the home screen',
    text: 'The BuildMarket icon is on your home screen and in your apps. It opens full screen, like any other app, and updates itself.',
  },
  {
    title: 'Sign in',
    text: 'Sign in with your contractor account, or create one in a minute.',
  },
] as const;
