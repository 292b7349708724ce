'use client';

import { useState } from 'react';

import type { VideoModal as VideoModalComponent } from './VideoModal';
import styles from './WatchVideoButton.module.scss';

let videoModal: Promise<typeof VideoModalComponent> | undefined;

/**
 * The modal's code, imported the first time it is wanted: it is not part of the page's first load.
 * Pointing at or focusing the button starts it early, so the click rarely waits.
 */
function loadVideoModal() {
  videoModal ??= import('./VideoModal').then(
    (module) => module.VideoModal,
    (error: unknown) => {
      // The chunk did not arrive (offline): the next attempt imports it again.
      videoModal = undefined;
      throw error;
    },
  );
  return videoModal;
}

function preloadVideoModal() {
  loadVideoModal().catch(() => undefined);
}

/** "Watch the video": opens the product tour in the video modal. */
export function WatchVideoButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [VideoModal, setVideoModal] = useState<typeof VideoModalComponent | null>(null);

  const openVideo = () => {
    setOpen(true);
    if (VideoModal) return;
    loadVideoModal().then(
      (component) => setVideoModal(() => component),
      // Nothing to show: the button is ready for another try.
      () => setOpen(false),
    );
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${className ?? ''}`}
        onClick={openVideo}
        onPointerEnter={preloadVideoModal}
        onFocus={preloadVideoModal}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="M8 6.2v7.6l6-3.8z" fill="#fff" />
        </svg>
        Watch the video
      </button>
      {VideoModal && <VideoModal open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
