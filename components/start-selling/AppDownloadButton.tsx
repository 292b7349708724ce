'use client';

import { useState } from 'react';

import modalStyles from '@/components/modals/modals.module.scss';
import { Modal } from '@/components/ui/Modal';

import { ANDROID_INSTALL_STEPS } from './installGuide';

/**
 * The download button: it opens the app's download page in a new tab (there is no installer on
 * this site) and the app-download-in-progress modal with the install steps.
 */
export function AppDownloadButton({ href, className }: { href: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={() => setOpen(true)}>
        Download for Android
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <Modal open={open} onClose={() => setOpen(false)} title="App download in progress">
        <div className={modalStyles.body}>
          <p>
            The app’s download page opened in a new tab. Download the installer there, then follow these steps to
            install it:
          </p>
          <ol className={modalStyles.steps}>
            {ANDROID_INSTALL_STEPS.slice(1).map((step) => (
              <li key={step.title}>
                <strong>{step.title}.</strong> {step.text}
              </li>
            ))}
          </ol>
          <button type="button" className={modalStyles.primary} onClick={() => setOpen(false)}>
            Got it
          </button>
        </div>
      </Modal>
    </>
  );
}
