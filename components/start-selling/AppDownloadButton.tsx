'use client';

import Link from 'next/link';
import { useState } from 'react';

import { useInstallPrompt } from '@/components/install/useInstallPrompt';
import modalStyles from '@/components/modals/modals.module.scss';
import { Modal } from '@/components/ui/Modal';

import { ANDROID_INSTALL_STEPS } from './installGuide';

/**
 * The download button of /app-download. The contractor app is an installable web app: where the
 * browser offers to install it (Chrome and Edge fire `beforeinstallprompt`), the button asks the
 * browser to; elsewhere, or once declined, it opens the install steps and a link to the app. There
 * is no store listing or installer to download, and the button does not pretend there is.
 */
export function AppDownloadButton({ appPath, className }: { appPath: string; className?: string }) {
  const { installed, install: askBrowser } = useInstallPrompt();
  const [guideOpen, setGuideOpen] = useState(false);

  const install = async () => {
    const outcome = await askBrowser();
    if (outcome !== 'accepted') setGuideOpen(true);
  };

  return (
    <>
      <button type="button" className={className} onClick={() => void install()}>
        Download for Android
      </button>
      <p role="status">{installed ? 'The app is installed: open it from your home screen.' : ''}</p>
      <Modal open={guideOpen} onClose={() => setGuideOpen(false)} title="Install the app">
        <div className={modalStyles.body}>
          <p>This browser did not offer to install the app here. Install it from Chrome on Android in a few taps:</p>
          <ol className={modalStyles.steps}>
            {ANDROID_INSTALL_STEPS.slice(1).map((step) => (
              <li key={step.title}>
                <strong>{step.title}.</strong> {step.text}
              </li>
            ))}
          </ol>
          <p>
            <Link href={appPath}>Open the app in this browser</Link>
          </p>
          <button type="button" className={modalStyles.primary} onClick={() => setGuideOpen(false)}>
            Got it
          </button>
        </div>
      </Modal>
    </>
  );
}
