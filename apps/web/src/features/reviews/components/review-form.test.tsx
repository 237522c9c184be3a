// @vitest-environment happy-dom
import type { Review } from '@sefer/contract/detail';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { componentTestSetup } from '../../../testing/component-setup.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { ReviewForm } from './review-form.tsx';

const MINE: Review = {
  id: 9,
  rating: 4,
  text: 'Good macchiato',
  createdAt: '2026-11-20T08:00:00.000Z',
  isMine: true,
  author: 'Abebe',
  authorImage: null,
  formerUser: false,
};

/** The bodies the form sent. */
const sent: unknown[] = [];
const app = componentTestSetup((url, init) => {
  // The edge of the world: the review endpoint answers in the contract's shape.
  if (url.pathname !== '/api/v2/engage/reviews/2/7' || init?.method !== 'POST') return undefined;
  const body = JSON.parse(String(init.body)) as { rating: number; text?: string | null };
  sent.push(body);
  return Response.json({
    kind: 2,
    id: 7,
    replaced: false,
    rating: body.rating,
    ratingCount: 1,
    review: { ...MINE, rating: body.rating, text: body.text ?? null },
  });
});
const { fetchMock } = app;

beforeAll(async () => {
  // The detail screens' strings, merged as their lazy code loads in the app.
  await import('../../i18n/detail-strings.ts');
});

beforeEach(async () => {
  sent.length = 0;
});

function renderForm(mine: Review | null = null) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <I18nextProvider i18n={app.i18n()}>
      <QueryClientProvider client={client}>
        <ReviewForm subject={{ type: 'product', id: 7 }} mine={mine} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('review-form');
}

describe('ReviewForm', () => {
  it('asks for a rating before sending anything, and says so by the stars', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    const stars = screen.getByRole('group', { name: 'Your rating' });
    expect(stars.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a rating from 1 to 5 stars.').id).toBe(
      stars.getAttribute('aria-describedby'),
    );
    expect(sent).toEqual([]);
  });

  it('sends the chosen stars and the text, then says it is saved', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), '  Great coffee  ');
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Thank you! Your review is saved.'),
    );
    expect(sent).toEqual([{ rating: 5, text: 'Great coffee' }]);
  });

  it('counts the characters left and refuses a text over 1000 with its own message', async () => {
    renderForm();
    const text = screen.getByRole('textbox', { name: 'Your review (optional)' });
    fireEvent.change(text, { target: { value: 'x'.repeat(998) } });
    expect(screen.getByText('2 characters left')).toBeTruthy();
    fireEvent.change(text, { target: { value: 'x'.repeat(1003) } });
    expect(screen.getByText('3 characters too many')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('A review can be at most 1000 characters.')).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('refuses a control character by the contract’s rule, before sending', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review (optional)' }), {
      target: { value: 'bad\u0007bell' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(
      await screen.findByText('Your review has characters that cannot be saved. Remove them and try again.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the saved review to change it, in Amharic too', async () => {
    await setLanguage('am');
    const user = userEvent.setup();
    renderForm(MINE);
    expect((screen.getByRole('radio', { name: '4 ኮከቦች' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'አስተያየትዎ (አማራጭ)' }) as HTMLTextAreaElement).value).toBe(
      'Good macchiato',
    );

    await user.click(screen.getByRole('radio', { name: '2 ኮከቦች' }));
    await user.click(screen.getByTestId('review-submit'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('እናመሰግናለን! አስተያየትዎ ተቀምጧል።'));
    expect(sent).toEqual([{ rating: 2, text: 'Good macchiato' }]);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ error: 'internal_server_error', message: 'Down' }, { status: 500 }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), 'Cold');
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(
      (screen.getByRole('textbox', { name: 'Your review (optional)' }) as HTMLTextAreaElement).value,
    ).toBe('Cold');
    expect((screen.getByRole('radio', { name: '1 star' }) as HTMLInputElement).checked).toBe(true);
  });
});
