// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { Form } from '@/components/ui/Form';

afterEach(cleanup);

function SignIn() {
  return (
    <Form aria-label="Sign in" noValidate onSubmit={(event) => event.preventDefault()}>
      <label>
        Password
        <input type="password" name="password" />
      </label>
      <button type="submit">Sign in</button>
    </Form>
  );
}

/** The button HTML's implicit submission (Enter in a field) clicks: the form's first submit button. */
const defaultButton = (form: HTMLFormElement) =>
  [...form.elements].find(
    (element): element is HTMLButtonElement => element instanceof HTMLButtonElement && element.type === 'submit',
  );

describe('Form', () => {
  it('as the server renders it: posted, never a GET, and Enter cannot send it (a disabled default button)', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn />);
    const form = container.querySelector('form')!;
    expect(form.method).toBe('post');
    const first = defaultButton(form)!;
    expect(first.disabled).toBe(true);
    expect(first.hidden).toBe(true);
    expect(first.textContent).toBe('');
  });

  it('once hydrated, its own button is the default one again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn />);
    document.body.append(container);
    const typed = container.querySelector('input')!;
    typed.value = 'typed before hydration';
    await act(async () => {
      hydrateRoot(container, <SignIn />);
      await Promise.resolve();
    });
    const form = container.querySelector('form')!;
    expect(defaultButton(form)?.textContent).toBe('Sign in');
    expect(form.method).toBe('post');
    expect(typed.value).toBe('typed before hydration');
    container.remove();
  });

  it('rendered in the browser (a lazy form, a dialog): no stand-in button at all', () => {
    render(<SignIn />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form.querySelectorAll('button')).toHaveLength(1);
    expect(form.getAttribute('method')).toBe('post');
  });
});
