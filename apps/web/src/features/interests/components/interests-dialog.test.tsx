// @vitest-environment happy-dom
import { MAX_INTERESTS } from '@sefer/contract/constants';
import type { Interest } from '@sefer/contract/engage';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { componentTestSetup } from '../../../testing/component-setup.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { InterestsDialog } from './interests-dialog.tsx';

/** Two more than may be chosen. */
const TAGS = ['coffee', 'pharmacy', ...Array.from({ length: MAX_INTERESTS }, (_, i) => `topic${i + 1}`)];
const INTERESTS: Interest[] = TAGS.map((tag) => ({
  tag,
  category: 'Services',
  labelAm: tag === 'coffee' ? 'ቡና' : null,
  image: `tag-${tag}-1`,
}));
const PROFILE = {
  id: 5,
  firstName: 'Abebe',
  middleName: null,
  lastName: null,
  gender: null,
  birthDate: null,
  bio: null,
  imageFile: null,
  userName: null,
  phone: '+251911000000',
};

/** The interests the dialog saved, each call's. */
const saved: string[][] = [];
const app = componentTestSetup((url, init) => {
  // The edge of the world: the API answers in the contract's shape.
  if (url.pathname === '/api/v2/ai/interests') return Response.json(INTERESTS);
  if (url.pathname !== '/api/v2/user/update' || init?.method !== 'POST') return undefined;
  const { interests } = JSON.parse(String(init.body)) as { interests: string[] };
  saved.push(interests);
  return Response.json({ ...PROFILE, interests: interests.join(' ') });
});
const { fetchMock } = app;

beforeEach(async () => {
  saved.length = 0;
});

function renderDialog() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <I18nextProvider i18n={app.i18n()}>
      <QueryClientProvider client={client}>
        <InterestsDialog userId={5} onClose={onClose} onSaved={onSaved} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onClose, onSaved, client };
}

const dialog = () => screen.getByTestId('interests-dialog');

describe('InterestsDialog', () => {
  it('offers the interests as checkboxes, Save waiting for a first choice', async () => {
    renderDialog();
    const boxes = await within(dialog()).findAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(INTERESTS.map((i) => i.tag));
    expect(within(dialog()).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog()).getByText('0 chosen')).toBeTruthy();
  });

  it(`keeps at most ${MAX_INTERESTS} choices and saves them`, async () => {
    const user = userEvent.setup();
    const { onSaved, client } = renderDialog();
    await within(dialog()).findAllByRole('checkbox');
    for (const interest of INTERESTS) {
      await user.click(within(dialog()).getByRole('checkbox', { name: `#${interest.tag}` }));
    }
    const chosen = INTERESTS.slice(0, MAX_INTERESTS).map((i) => i.tag);
    expect(within(dialog()).getByText(`${MAX_INTERESTS} chosen`)).toBeTruthy();

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(chosen));
    expect(saved).toEqual([chosen]);
    expect(client.getQueryData(['user', 5, 'profile'])).toMatchObject({ interests: chosen.join(' ') });
  });

  it('answers for good with no interests on Not now', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderDialog();
    await within(dialog()).findAllByRole('checkbox');
    await user.click(within(dialog()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith([]));
    expect(saved).toEqual([[]]);
  });

  it('shows a failed list with Retry, which asks again', async () => {
    let fail = true;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v2/ai/interests' && fail)
        return Response.json({ error: 'internal_server_error', message: 'Down' }, { status: 500 });
      if (url.pathname === '/api/v2/ai/interests') return Response.json(INTERESTS);
      return Response.json({ error: 'not_found', message: 'Not found' }, { status: 404 });
    });
    const user = userEvent.setup();
    renderDialog();
    const alert = await within(dialog()).findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button'));
    expect(await within(dialog()).findAllByRole('checkbox')).toHaveLength(INTERESTS.length);
  });

  it('labels the interests in Amharic where they have a label', async () => {
    await setLanguage('am');
    renderDialog();
    expect(await within(dialog()).findByRole('checkbox', { name: 'ቡና' })).toBeTruthy();
    expect(within(dialog()).getByRole('checkbox', { name: '#pharmacy' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'አሁን አይደለም' })).toBeTruthy();
  });
});
