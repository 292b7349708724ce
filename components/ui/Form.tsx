'use client';

import type { ComponentPropsWithRef } from 'react';

import { useHydrated } from './useHydrated';

/** A form's attributes, but how the browser would send it on its own: that is fixed here. */
export type FormProps = Omit<ComponentPropsWithRef<'form'>, 'method' | 'action' | 'encType' | 'target'>;

/**
 * Every form of the site (ESLint keeps `<form>` out of the rest of the code). Its script sends what
 * was typed; until the script runs (the page is still loading, or a script failed), the browser
 * would send the form on its own, and by default that is a GET putting every field, password
 * included, in the address: into the history, the server's logs and the Referer of the next page.
 * So a form here
 * - is sent with POST when the browser sends it: the fields travel in the body, to the page's own
 *   address, which answers 303 See Other back to itself unread (`proxy.ts`);
 * - until it is hydrated, has a disabled, hidden submit button first: as its default button, it
 *   keeps Enter in a field from sending the form at all (HTML's implicit submission does nothing
 *   when the default button is disabled), so what was typed stays in the fields for the script.
 */
export function Form({ children, ...props }: FormProps) {
  const hydrated = useHydrated();
  return (
    <form method="post" {...props}>
      {!hydrated && <button type="submit" disabled hidden tabIndex={-1} />}
      {children}
    </form>
  );
}
