'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

import styles from '@/components/ui/Workspace.module.scss';

/**
 * How long a signed download link (an invoice, the orders' CSV, a statement; signed for ten
 * minutes on the server) is used as received; older, it is renewed first.
 */
export const SIGNED_LINK_FRESH_MS = 8 * 60 * 1000;

/**
 * A download by a plain link signed on the server (it carries no session): renewed first through
 * `refresh` when the page has been open a while, so a link never answers 'expired'.
 */
export function SignedDownload({
  url,
  refresh,
  children,
}: {
  url: string;
  refresh: () => Promise<string | undefined>;
  children: ReactNode;
}) {
  const receivedAt = useRef(0);
  useEffect(() => {
    receivedAt.current = Date.now();
  }, [url]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (Date.now() - receivedAt.current < SIGNED_LINK_FRESH_MS) return;
    event.preventDefault();
    void refresh().then((fresh) => {
      // A download (Content-Disposition: attachment) does not leave the page.
      if (fresh) window.location.assign(fresh);
    });
  };

  return (
    <a href={url} download className={styles.secondary} onClick={onClick}>
      {children}
    </a>
  );
}
