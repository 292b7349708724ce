import Link from 'next/link';

/**
 * What a server-rendered page shows in place of what it could not load from the API (and had no
 * earlier copy of): the rest of the page stays as it is, and the visitor can try again.
 */
export function ContentUnavailable({ what, retryHref }: { what: string; retryHref: string }) {
  return (
    <p role="status">
      {what} cannot be loaded right now. Please <Link href={retryHref}>try again</Link> in a few minutes.
    </p>
  );
}
