'use client';

import { useEffect, useState } from 'react';

import { useInstallPrompt } from '@/components/install/useInstallPrompt';
import { storefrontAppPaths } from '@/lib/storefront-app';

/**
 * The storefront's Install app button, and its service worker's registration (the worker shows
 * the storefront's offline page when the network fails). Where the browser offers to install the
 * app (Chrome, Edge), the button asks it to; elsewhere it points to the steps beside it, for the
 * browser's own menu.
 */
export function StorefrontAppInstall({
  slug,
  name,
  stepsId,
  className,
}: {
  slug: string;
  name: string;
  stepsId: string;
  className?: string;
}) {
  const { installed, install } = useInstallPrompt();
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const paths = storefrontAppPaths(slug);
    // The worker only adds the offline page: a browser that refuses it loses nothing else.
    navigator.serviceWorker.register(paths.serviceWorker, { scope: paths.storefront }).catch(() => undefined);
  }, [slug]);

  const onInstall = async () => {
    const outcome = await install();
    if (outcome === 'accepted') return;
    setStatus(
      outcome === 'dismissed'
        ? 'Not installed. You can install it later from your browser’s menu: see the steps below.'
        : 'This browser installs apps from its own menu: follow the steps below.',
    );
    document.getElementById(stepsId)?.focus();
  };

  return (
    <div>
      <button type="button" className={className} onClick={() => void onInstall()}>
        Install app
      </button>
      <p role="status">{installed ? `The ${name} app is installed: open it from your home screen.` : status}</p>
    </div>
  );
}
