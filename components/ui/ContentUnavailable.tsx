import Link from 'next/link';

/**
 * What a server-rendered page shows in place of what it could not load from the API (and had no
 * earlier copy of): the rest of the page stays as it is, and the visitor can try again. The
 * attribute tells the page cache (cache-handler.mjs) that the page was made without its data, so
 * it keeps it for moments, not for the page's hour.
 */
export function ContentUnavailable({ what, retryHref }: { what: string; retryHref: string }) {
  return (
    <p role="status" data-content-unavailable="">
      {what} cannot be loaded right now. Please <Link href={retryHref}>try again</Link> in a few minutes.
    </p>
  );
}
