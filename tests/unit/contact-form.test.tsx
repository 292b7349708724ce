// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ContactForm } from '@/components/forms/ContactForm';
import { ContactFormLoader } from '@/components/forms/ContactFormLoader';
import { CONTACT_HEADING_ID } from '@/components/forms/ContactFormView';
import { MODAL_CLOSE_DELAY_MS } from '@/lib/constants';

const COMPANY_EMAIL = 'hello@buildmarket.example';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderForm() {
  const user = userEvent.setup();
  render(
    <section aria-labelledby={CONTACT_HEADING_ID}>
      <h2 id={CONTACT_HEADING_ID}>Get in touch</h2>
      <ContactForm companyEmail={COMPANY_EMAIL} />
    </section>,
  );
  const form = screen.getByRole('form', { name: 'Get in touch' });
  return {
    user,
    form,
    fullName: within(form).getByLabelText('Full name'),
    email: within(form).getByLabelText('Email'),
    message: within(form).getByLabelText('Message'),
    submit: within(form).getByRole('button', { name: /send/i }),
  };
}

/** The error shown next to a field's label, read through the field's own aria-describedby. */
function errorOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function fillValid(ui: ReturnType<typeof renderForm>) {
  await ui.user.type(ui.fullName, '  Dana Whitfield ');
  await ui.user.type(ui.email, 'dana@whitfieldbuild.ca');
  await ui.user.type(ui.message, 'We need 40 m3 of 32 MPa concrete in Ottawa next week.');
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('contact form: validation', () => {
  it('starts empty with the button disabled, and shows no message before a field is touched', () => {
    const { fullName, email, message, submit } = renderForm();
    expect(fullName).toHaveValue('');
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
    expect(submit).toBeDisabled();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(fullName).not.toHaveAttribute('aria-invalid');
  });

  it("shows 'Required' next to a field's label once it was left empty, and only for that field", async () => {
    const ui = renderForm();
    await ui.user.click(ui.fullName);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await ui.user.tab();
    await waitFor(() => expect(errorOf(ui.fullName)).toBe('Required'));
    expect(ui.fullName).toHaveAttribute('aria-invalid', 'true');
    // The message sits in the label's row, not somewhere else on the page.
    expect(ui.fullName.parentElement).toHaveTextContent('Full nameRequired');
    expect(errorOf(ui.email)).toBeNull();
    expect(errorOf(ui.message)).toBeNull();

    await ui.user.tab(); // leave email empty
    await waitFor(() => expect(errorOf(ui.email)).toBe('Required'));
    await ui.user.tab(); // leave message empty
    await waitFor(() => expect(errorOf(ui.message)).toBe('Required'));
    expect(screen.getAllByText('Required')).toHaveLength(3);
  });

  it("a name of spaces only is 'Required'", async () => {
    const ui = renderForm();
    await ui.user.type(ui.fullName, '   ');
    await ui.user.tab();
    await waitFor(() => expect(errorOf(ui.fullName)).toBe('Required'));
  });

  it("an address without a domain shows 'Incorrect E-mail'; an empty one only the first message, 'Required'", async () => {
    const ui = renderForm();
    await ui.user.type(ui.email, 'dana@whitfield');
    await ui.user.tab();
    await waitFor(() => expect(errorOf(ui.email)).toBe('Incorrect E-mail'));
    await ui.user.clear(ui.email);
    await waitFor(() => expect(errorOf(ui.email)).toBe('Required'));
    expect(screen.queryByText('Incorrect E-mail')).not.toBeInTheDocument();
    await ui.user.type(ui.email, 'dana@whitfieldbuild.ca');
    await waitFor(() => expect(errorOf(ui.email)).toBeNull());
    expect(ui.email).not.toHaveAttribute('aria-invalid');
  });

  it('a name longer than the limit shows the length message', async () => {
    const ui = renderForm();
    await ui.user.click(ui.fullName);
    await ui.user.paste('x'.repeat(121));
    await ui.user.tab();
    await waitFor(() => expect(errorOf(ui.fullName)).toBe('Must be 120 characters or less'));
  });

  it('the button is disabled while any field is invalid and enabled once all are valid', async () => {
    const ui = renderForm();
    await ui.user.type(ui.fullName, 'Dana Whitfield');
    await ui.user.type(ui.email, 'dana@');
    await ui.user.type(ui.message, 'Pricing for a 20-yard bin, please.');
    expect(ui.submit).toBeDisabled();
    await ui.user.type(ui.email, 'whitfieldbuild.ca');
    await waitFor(() => expect(ui.submit).toBeEnabled());
    await ui.user.clear(ui.message);
    await waitFor(() => expect(ui.submit).toBeDisabled());
  });
});

describe('contact form: sending', () => {
  it('posts name, email and message, disables the button while sending, then resets and thanks', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);

    await waitFor(() => expect(ui.submit).toBeDisabled());
    expect(ui.submit).toHaveTextContent('Sending…');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/landing/send_mail');
    expect(init?.method).toBe('POST');
    expect(typeof init?.body).toBe('string');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Dana Whitfield',
      email: 'dana@whitfieldbuild.ca',
      message: 'We need 40 m3 of 32 MPa concrete in Ottawa next week.',
    });

    act(() => answer(jsonResponse(200, { ok: true })));

    const dialog = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(dialog).toHaveTextContent('within one business day');
    expect(ui.fullName).toHaveValue('');
    expect(ui.email).toHaveValue('');
    expect(ui.message).toHaveValue('');
    expect(ui.submit).toBeDisabled();
    expect(ui.submit).toHaveTextContent('Send message');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    await ui.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The close animation plays first, then the dialog closes.
    expect(dialog).toHaveAttribute('open');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'), { timeout: MODAL_CLOSE_DELAY_MS + 500 });
  });

  it('a network failure keeps everything typed and says the message could not be sent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent. Please try again');
    expect(within(alert).getByRole('link', { name: COMPANY_EMAIL })).toHaveAttribute('href', `mailto:${COMPANY_EMAIL}`);
    expect(ui.fullName).toHaveValue('  Dana Whitfield ');
    expect(ui.email).toHaveValue('dana@whitfieldbuild.ca');
    expect(ui.message).toHaveValue('We need 40 m3 of 32 MPa concrete in Ottawa next week.');
    expect(ui.submit).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Trying again after the connection is back sends and clears the alert.
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await ui.user.click(ui.submit);
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a server error (503) keeps the input and shows the alert', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(503, { error: { code: 'UNAVAILABLE', message: 'We could not send your message.' } }),
    );
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    expect(ui.message).toHaveValue('We need 40 m3 of 32 MPa concrete in Ottawa next week.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("too many messages (429): shows the server's message, keeps the input", async () => {
    const limited = 'You have sent several messages in a short time. Please try again in 7 minutes.';
    fetchMock.mockResolvedValue(jsonResponse(429, { error: { code: 'RATE_LIMITED', message: limited } }));
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limited);
    expect(alert).toHaveTextContent(`You can also email us at ${COMPANY_EMAIL}`);
    expect(ui.fullName).toHaveValue('  Dana Whitfield ');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's field errors on the fields (its `name` is the form's full name)", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'BAD_USER_INPUT',
          message: 'Please check the highlighted fields.',
          fields: { name: 'Must be 120 characters or less', email: 'Incorrect E-mail' },
        },
      }),
    );
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);
    await waitFor(() => expect(errorOf(ui.fullName)).toBe('Must be 120 characters or less'));
    expect(errorOf(ui.email)).toBe('Incorrect E-mail');
    expect(errorOf(ui.message)).toBeNull();
    expect(ui.email).toHaveValue('dana@whitfieldbuild.ca');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('contact form loader', () => {
  it('loads no form code when the page loads, only once the visitor scrolls and the form comes near', async () => {
    // An observer that reports the form near the viewport as soon as it is asked to watch it.
    const watched: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe(element: Element) {
          watched.push(element);
          this.report([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    render(
      <section aria-labelledby={CONTACT_HEADING_ID}>
        <h2 id={CONTACT_HEADING_ID}>Get in touch</h2>
        <ContactFormLoader companyEmail={COMPANY_EMAIL} />
      </section>,
    );
    expect(document.readyState).toBe('complete');
    window.dispatchEvent(new Event('load'));
    // The page has loaded and nobody moved: the form stays the server's markup (issue 38's budget).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watched).toEqual([]);
    expect(screen.getByRole('form', { name: 'Get in touch' })).toHaveAttribute('data-state', 'loading');

    window.dispatchEvent(new Event('scroll'));
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Get in touch' })).toHaveAttribute('data-state', 'ready'),
    );
    expect(watched).toHaveLength(1);
  });

  it('shows the labelled form at once and keeps what was typed when the interactive form takes over', async () => {
    // An observer that never reports: the form loads because the user focuses it.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const user = userEvent.setup();
    render(
      <section aria-labelledby={CONTACT_HEADING_ID}>
        <h2 id={CONTACT_HEADING_ID}>Get in touch</h2>
        <ContactFormLoader companyEmail={COMPANY_EMAIL} />
      </section>,
    );
    const placeholder = screen.getByRole('form', { name: 'Get in touch' });
    expect(placeholder).toHaveAttribute('data-state', 'loading');
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    // Someone types before the interactive form has arrived: an address they already left, then a
    // name they are still typing (focusing the placeholder is what requests the form).
    const placeholderEmail = screen.getByLabelText<HTMLInputElement>('Email');
    const placeholderName = screen.getByLabelText<HTMLInputElement>('Full name');
    placeholderEmail.value = 'dana@whitfield';
    placeholderName.focus();
    placeholderName.value = 'Dana';

    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Get in touch' })).toHaveAttribute('data-state', 'ready'),
    );
    const fullName = screen.getByLabelText('Full name');
    expect(fullName).not.toBe(placeholderName);
    expect(fullName).toHaveValue('Dana');
    expect(fullName).toHaveFocus();
    // The address was left, so it counts as touched and its message shows; the name is still in progress.
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('dana@whitfield');
    await waitFor(() => expect(errorOf(email)).toBe('Incorrect E-mail'));
    expect(errorOf(fullName)).toBeNull();
    await user.type(fullName, ' Whitfield');
    expect(fullName).toHaveValue('Dana Whitfield');
    // The carried-over text counts as a change: with valid fields the form can be sent.
    await user.clear(email);
    await user.type(email, 'dana@whitfieldbuild.ca');
    await user.type(screen.getByLabelText('Message'), 'Do you deliver to Kanata?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
  });
});
