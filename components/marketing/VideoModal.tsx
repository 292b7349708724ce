'use client';

import { useEffect, useRef, useState } from 'react';

import { Modal } from '@/components/ui/Modal';
import { MODAL_CLOSE_DELAY_MS } from '@/lib/constants';

import styles from './VideoModal.module.scss';

/** The product tour: a short local clip in two encodings, its poster and its captions. */
export const PRODUCT_TOUR = {
  title: 'See BuildMarket in action',
  webm: '/video/product-tour.webm',
  mp4: '/video/product-tour.mp4',
  poster: '/video/product-tour-poster.webp',
  captions: '/video/product-tour.en.vtt',
  width: 960,
  height: 540,
} as const;

/**
 * The video player modal. The <video> exists only while the modal is open (and during its close
 * animation), so nothing downloads before the visitor asks, and every opening starts from the
 * beginning. It closes by itself when playback ends.
 */
export function VideoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [playerMounted, setPlayerMounted] = useState(open);
  const videoRef = useRef<HTMLVideoElement>(null);

  // Mount the player as soon as the modal opens (state adjusted while rendering, no extra pass).
  if (open && !playerMounted) setPlayerMounted(true);

  useEffect(() => {
    if (open) {
      // Reopened during the close animation: the same player, paused; play it again.
      const video = videoRef.current;
      if (video?.paused) video.play().catch(() => undefined);
      return;
    }
    videoRef.current?.pause();
    const timer = window.setTimeout(() => setPlayerMounted(false), MODAL_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} title={PRODUCT_TOUR.title} className={styles.videoDialog}>
      {playerMounted && (
        <video
          ref={videoRef}
          className={styles.video}
          controls
          autoPlay
          muted
          playsInline
          preload="auto"
          poster={PRODUCT_TOUR.poster}
          width={PRODUCT_TOUR.width}
          height={PRODUCT_TOUR.height}
          onEnded={onClose}
        >
          <source src={PRODUCT_TOUR.webm} type="video/webm" />
          <source src={PRODUCT_TOUR.mp4} type="video/mp4" />
          <track kind="captions" src={PRODUCT_TOUR.captions} srcLang="en" label="English" default />
          <p>
            Your browser cannot play this video. <a href={PRODUCT_TOUR.mp4}>Download the product tour (MP4)</a>.
          </p>
        </video>
      )}
    </Modal>
  );
}
