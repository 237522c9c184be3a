// @vitest-environment happy-dom
import type { Suggestion } from '@sefer/contract/search';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { componentTestSetup } from '../../../testing/component-setup.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { SearchBox } from './search-box.tsx';

const SUGGESTIONS: Suggestion[] = [
  { title: 'Tomoca Coffee', type: 'company', id: 1 },
  { title: 'Coffee beans', type: 'product', id: 2 },
  { title: 'Coffee Square', type: 'place', id: 3 },
];

const app = componentTestSetup((url) =>
  // The edge of the world: the autocomplete endpoint answers with the contract's shape.
  url.pathname === '/api/v2/search/auto' ? Response.json(SUGGESTIONS) : undefined,
);
const { fetchMock } = app;

/** Shows where the router is, so a test can see the search the box started. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function renderBox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={app.i18n()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/']}>
          <SearchBox origin={{ lat: 9.03, lng: 38.74 }} />
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

async function typeAndWaitForOptions(text: string) {
  const user = userEvent.setup();
  renderBox();
  const box = screen.getByRole('combobox', { name: 'Search' });
  await user.type(box, text);
  await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
  return { user, box };
}

describe('SearchBox (combobox)', () => {
  it('starts collapsed, with no active option and the list hidden', () => {
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for suggestions as the user types and shows them as options of the listbox it controls', async () => {
    const { box } = await typeAndWaitForOptions('coff');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Tomoca CoffeeBusiness',
      'Coffee beansProduct',
      'Coffee SquarePlace',
    ]);
    expect(options.every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/v2/search/auto');
    expect(url.searchParams.get('key')).toBe('coff');
  });

  it('moves the active option with ArrowDown and ArrowUp, wrapping at both ends', async () => {
    const { user, box } = await typeAndWaitForOptions('coff');
    const options = () => screen.getAllByRole('option');
    const active = () => box.getAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options()[0]?.id);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options()[2]?.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options()[0]?.id);

    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options()[2]?.id);
    expect(options()[2]?.getAttribute('aria-selected')).toBe('true');
    expect(options()[0]?.getAttribute('aria-selected')).toBe('false');
  });

  it('Enter on the active option puts its title in the box and searches for it', async () => {
    const { user, box } = await typeAndWaitForOptions('coff');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box).toHaveProperty('value', 'Coffee beans');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    const location = screen.getByRole('status', { name: 'location' }).textContent ?? '';
    const url = new URL(location, 'http://localhost');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('key')).toBe('Coffee beans');
  });

  it('Escape closes the list and keeps the text; a second Escape clears it', async () => {
    const { user, box } = await typeAndWaitForOptions('coff');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(box).toHaveProperty('value', 'coff');
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/');

    await user.keyboard('{Escape}');
    expect(box).toHaveProperty('value', '');
  });

  it('is named in Amharic on Amharic pages', async () => {
    await act(() => setLanguage('am'));
    renderBox();
    expect(screen.getByRole('combobox', { name: 'ፈልግ' }).getAttribute('placeholder')).toBe(
      'ድርጅት፣ ምርት፣ ቦታ ይፈልጉ',
    );
    expect(screen.getByRole('search').contains(screen.getByRole('button', { name: 'ፈልግ' }))).toBe(true);
  });
});
