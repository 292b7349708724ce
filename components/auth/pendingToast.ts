'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';

const PENDING_TOAST_KEY = 'buildmarket.pending-toast';

/**
 * Shows a success toast on the page the user is sent to. A toast raised just before navigating to
 * another layout would vanish with that layout's toast container (sign-up → /app), so the message
 * waits in sessionStorage until the next page shows it.
 */
export function toastOnNextPage(message: string): void {
  window.sessionStorage.setItem(PENDING_TOAST_KEY, message);
}

/** Shows the message left by `toastOnNextPage`, once, when this page (or a later one) renders. */
export function usePendingToast(): void {
  const pathname = usePathname();
  useEffect(() => {
    const message = window.sessionStorage.getItem(PENDING_TOAST_KEY);
    if (!message) return;
    window.sessionStorage.removeItem(PENDING_TOAST_KEY);
    toast.success(message, { toastId: message });
  }, [pathname]);
}
