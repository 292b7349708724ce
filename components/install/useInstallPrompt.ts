'use client';

import { useEffect, useState } from 'react';

/** Chrome's install prompt (not in TypeScript's DOM types): fired when the app may be installed. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/**
 * The browser's offer to install the page's web app (its manifest), where there is one: Chrome
 * and Edge fire `beforeinstallprompt`; Safari and Firefox install from their own menus only.
 * `install()` shows the browser's prompt once ('unavailable' when the browser made no offer);
 * `installed` turns true when the app is installed from here or from the browser's menu.
 */
export function useInstallPrompt(): { canPrompt: boolean; installed: boolean; install: () => Promise<InstallOutcome> } {
  const [installPrompt, setInstallPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    const offered = (event: Event) => {
      // Keep the browser's own mini-bar away: the page's button is the one way to ask.
      event.preventDefault();
      setInstallPrompt(event as BeforeInstallPromptEvent);
    };
    const done = () => {
      setInstalled(true);
      setInstallPrompt(null);
    };
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', done);
    };
  }, []);

  const install = async (): Promise<InstallOutcome> => {
    if (!installPrompt) return 'unavailable';
    // A prompt can be shown once: whatever the answer, the next click finds none.
    setInstallPrompt(null);
    await installPrompt.prompt();
    const { outcome } = await installPrompt.userChoice;
    if (outcome === 'accepted') setInstalled(true);
    return outcome;
  };

  return { canPrompt: installPrompt !== null, installed, install };
}
