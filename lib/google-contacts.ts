/**
 * The invite dialog's side of "Google contacts" (the server's: server/http/google-contacts-routes.ts):
 * a popup on this site's start route goes through Google's consent screen and comes back to a page
 * that posts the answer to this window. Client-safe: paths, the message's shape, the popup.
 */

export const GOOGLE_CONTACTS_PATHS = {
  start: '/api/contacts/google/start',
  callback: '/api/contacts/google/callback',
} as const;

/** One person as Google lists them: the dialog keeps those with an email it accepts. */
export interface GoogleContact {
  name: string;
  emails: string[];
  phone: string | null;
}

export const GOOGLE_CONTACTS_MESSAGE_TYPE = 'buildmarket:google-contacts';

/** What the popup's last page posts to the dialog. */
export type GoogleContactsMessage =
  | { type: typeof GOOGLE_CONTACTS_MESSAGE_TYPE; contacts: GoogleContact[] }
  | { type: typeof GOOGLE_CONTACTS_MESSAGE_TYPE; error: string };

/** Said in the invite dialog when the site has no Google client: who can turn it on, and how. */
export const GOOGLE_NOT_SET_UP =
  'Choosing from Google contacts is not set up on this site: its operator turns it on with a Google OAuth client (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, see the README). Export your Google contacts as a CSV file instead.';

export const POPUP_BLOCKED_MESSAGE =
  'The browser blocked the Google window: allow pop-ups for this site and try again.';
export const POPUP_CLOSED_MESSAGE = 'The Google window was closed before it shared any contacts.';

/**
 * Opens Google's consent in a popup and resolves with the people it shared, or rejects with the
 * reason in words (declined, blocked, closed). Only a message from this origin's relay page counts.
 */
export function pickGoogleContacts(): Promise<GoogleContact[]> {
  return new Promise((resolve, reject) => {
    const popup = window.open(GOOGLE_CONTACTS_PATHS.start, 'google-contacts', 'popup,width=520,height=640');
    if (!popup) {
      reject(new Error(POPUP_BLOCKED_MESSAGE));
      return;
    }
    const done = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const message = event.data as Partial<GoogleContactsMessage> | null;
      if (message?.type !== GOOGLE_CONTACTS_MESSAGE_TYPE) return;
      done();
      if ('contacts' in message && Array.isArray(message.contacts)) resolve(message.contacts);
      else reject(new Error('error' in message && message.error ? message.error : POPUP_CLOSED_MESSAGE));
    };
    // Closed without an answer (the person gave up): say so rather than wait for ever.
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      done();
      reject(new Error(POPUP_CLOSED_MESSAGE));
    }, 500);
    window.addEventListener('message', onMessage);
  });
}
