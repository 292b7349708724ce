/** The Android install guide, shown on /app-download and in the app-download-in-progress modal. */
export const ANDROID_INSTALL_STEPS = [
  {
    title: 'Download the app',
    text: 'Tap Download for Android. The app’s page opens in a new tab: download the installer (APK) there.',
  },
  {
    title: 'Open the file',
    text: 'When the download finishes, tap the notification, or open the Files app, go to Downloads and tap the BuildMarket file.',
  },
  {
    title: 'Allow the install',
    text: 'If Android asks, allow your browser to install apps: Settings, Apps, your browser, Install unknown apps, Allow from this source. Then go back.',
  },
  {
    title: 'Install and sign in',
    text: 'Tap Install, then Open. Sign in with your contractor account, or create one in a minute.',
  },
] as const;
