import type * as ReactToastify from 'react-toastify';
import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * `toast.success` and `toast.error`, as react-toastify's, with the library loaded on the first
 * toast rather than with the page: it is 10 kB compressed in the first load of every signed-in
 * page, the order flow's included (which has a size budget), for messages most visits never show.
 * react-toastify keeps a toast raised before its container is on the page, and shows it then.
 */

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | undefined;
const wanted = new Set<() => void>();
let requested = false;

/** react-toastify, loaded once. */
export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify');
  return toastify;
}

/** Calls `onWanted` once a toast has been raised (at once if one has been): the container then mounts. */
export function onToastWanted(onWanted: () => void): () => void {
  if (requested) {
    onWanted();
    return () => undefined;
  }
  wanted.add(onWanted);
  return () => wanted.delete(onWanted);
}

function show(kind: 'success' | 'error', content: ToastContent, options?: ToastOptions): void {
  if (!requested) {
    requested = true;
    for (const onWanted of wanted) onWanted();
    wanted.clear();
  }
  void loadToastify().then(({ toast }) => toast[kind](content, options));
}

export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
};
