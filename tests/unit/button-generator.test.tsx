// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ButtonGenerator } from '@/components/marketing/partner-program/ButtonGenerator';
import { partnerCodeMessages } from '@/lib/validation/partner-program';

const SITE = 'https://buildmarket.example';
const partners = [
  { name: 'NorthPeak Ready Mix', code: 'NORTHPEAK' },
  { name: 'Lakeshore Bin Rentals', code: 'LAKESHORE' },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGenerator() {
  const user = userEvent.setup();
  render(<ButtonGenerator partners={partners} siteUrl={SITE} endpoint="/api/gql" />);
  return user;
}

const snippetText = () => document.querySelector('pre code')?.textContent ?? null;
const previewLink = () => within(screen.getByTestId('button-preview')).queryByRole('link');

describe('button generator', () => {
  it('starts with the first partner, buy now, filled, medium', () => {
    renderGenerator();
    expect(snippetText()).toContain(`href="${SITE}/r/NORTHPEAK?action=buy"`);
    expect(previewLink()).toHaveTextContent('Buy now');
    expect(previewLink()).toHaveAttribute('href', `${SITE}/r/NORTHPEAK?action=buy`);
  });

  it('updates the preview and the snippet live with every choice', async () => {
    const user = renderGenerator();
    await user.selectOptions(screen.getByLabelText('Your partner code'), 'LAKESHORE');
    await user.click(within(screen.getByRole('group', { name: 'Action' })).getByLabelText('Rent now'));
    await user.click(within(screen.getByRole('group', { name: 'Style' })).getByLabelText('Outline'));
    await user.click(within(screen.getByRole('group', { name: 'Size' })).getByLabelText('Small'));
    expect(previewLink()).toHaveTextContent('Rent now');
    expect(previewLink()).toHaveAttribute('href', `${SITE}/r/LAKESHORE?action=rent`);
    expect(previewLink()?.style.fontSize).toBe('14px');
    // The preview is the snippet itself.
    expect(previewLink()?.outerHTML.replaceAll('&amp;', '&')).toBe(snippetText()!.replaceAll('&amp;', '&'));
  });

  it('copies the snippet and says so', async () => {
    const user = renderGenerator();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(snippetText());
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');
  });

  it('selects the snippet for a manual copy when the clipboard is refused', async () => {
    const user = renderGenerator();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/press Ctrl\+C/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe(snippetText());
  });

  it('checks a typed code with the API: unknown codes are refused, known ones get their button', async () => {
    const user = renderGenerator();
    await user.selectOptions(screen.getByLabelText('Your partner code'), 'Another code…');
    expect(snippetText()).toBeNull();

    await user.type(screen.getByLabelText('Type your code'), 'has space');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText(partnerCodeMessages.format)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(Response.json({ data: { partner: null } }));
    await user.clear(screen.getByLabelText('Type your code'));
    await user.type(screen.getByLabelText('Type your code'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText(partnerCodeMessages.unknown)).toBeInTheDocument();
    expect(screen.getByLabelText('Type your code')).toHaveAttribute('aria-invalid', 'true');
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as { variables: unknown };
    expect(body.variables).toEqual({ code: 'NOBODY' });
    expect(snippetText()).toBeNull();

    fetchMock.mockResolvedValueOnce(
      Response.json({ data: { partner: { id: '1', name: 'Golden Gate Dumpsters', code: 'GOLDENGATE' } } }),
    );
    await user.clear(screen.getByLabelText('Type your code'));
    await user.type(screen.getByLabelText('Type your code'), 'goldengate');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Code GOLDENGATE: Golden Gate Dumpsters')).toBeInTheDocument();
    expect(snippetText()).toContain(`${SITE}/r/GOLDENGATE?action=buy`);
  });

  it('keeps what was typed and says so when the API cannot be reached', async () => {
    const user = renderGenerator();
    await user.selectOptions(screen.getByLabelText('Your partner code'), 'Another code…');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.type(screen.getByLabelText('Type your code'), 'NORTHPEAK');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument();
    expect(screen.getByLabelText('Type your code')).toHaveValue('NORTHPEAK');
  });
});
