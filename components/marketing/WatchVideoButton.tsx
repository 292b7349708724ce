'use client';

import { useState } from 'react';

import { VideoModal } from './VideoModal';
import styles from './WatchVideoButton.module.scss';

/** "Watch the video": opens the product tour in the video modal. */
export function WatchVideoButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${styles.button} ${className ?? ''}`} onClick={() => setOpen(true)}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="M8 6.2v7.6l6-3.8z" fill="#fff" />
        </svg>
        Watch the video
      </button>
      <VideoModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
