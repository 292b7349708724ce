// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  GOOGLE_CONTACTS_MESSAGE_TYPE,
  GOOGLE_CONTACTS_PATHS,
  pickGoogleContacts,
  POPUP_BLOCKED_MESSAGE,
  POPUP_CLOSED_MESSAGE,
} from '@/lib/google-contacts';

/** The dialog's popup: only this origin's answer from that popup counts. */
describe('pickGoogleContacts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  function openedPopup() {
    const popup = { closed: false } as unknown as Window & { closed: boolean };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    return { popup, open };
  }
  const post = (data: unknown, origin = window.location.origin, source: unknown = null) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

  it('opens the start route in a popup and resolves with the people the relay page posts', async () => {
    const { popup, open } = openedPopup();
    const picked = pickGoogleContacts();
    expect(open).toHaveBeenCalledWith(GOOGLE_CONTACTS_PATHS.start, 'google-contacts', expect.stringContaining('popup'));
    const contacts = [{ name: 'Ava', emails: ['ava@formwork.example'], phone: null }];
    // Another origin, another window, another kind of message: ignored.
    post({ type: GOOGLE_CONTACTS_MESSAGE_TYPE, contacts: [] }, 'https://evil.example', popup);
    post({ type: GOOGLE_CONTACTS_MESSAGE_TYPE, contacts: [] }, window.location.origin, {});
    post({ type: 'something-else' }, window.location.origin, popup);
    post({ type: GOOGLE_CONTACTS_MESSAGE_TYPE, contacts }, window.location.origin, popup);
    await expect(picked).resolves.toEqual(contacts);
  });

  it("says why when Google's answer is a refusal, the popup is blocked, or closed without an answer", async () => {
    const { popup } = openedPopup();
    const declined = pickGoogleContacts();
    post(
      { type: GOOGLE_CONTACTS_MESSAGE_TYPE, error: 'Google contacts were not shared: nothing was read.' },
      window.location.origin,
      popup,
    );
    await expect(declined).rejects.toThrow('Google contacts were not shared: nothing was read.');

    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(pickGoogleContacts()).rejects.toThrow(POPUP_BLOCKED_MESSAGE);

    vi.useFakeTimers();
    const { popup: closing } = openedPopup();
    const abandoned = pickGoogleContacts();
    closing.closed = true;
    vi.advanceTimersByTime(600);
    await expect(abandoned).rejects.toThrow(POPUP_CLOSED_MESSAGE);
  });
});
