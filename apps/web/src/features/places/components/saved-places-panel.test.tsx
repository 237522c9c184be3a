// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { componentTestSetup } from '../../../testing/component-setup.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { PLACE_INDEX_KEY, PLACES_KEY, RADIUS_KEY } from '../lib/saved-places-store.ts';
import { SavedPlacesPanel } from './saved-places-panel.tsx';

const PLACES = [
  { name: 'Piassa', lat: 9.0336, lng: 38.7504 },
  { name: 'Bole', lat: 8.9955, lng: 38.7895 },
  { name: 'Home', lat: 9.01, lng: 38.76 },
];

const app = componentTestSetup();

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(PLACES_KEY, JSON.stringify(PLACES));
  localStorage.setItem(PLACE_INDEX_KEY, '1');
  localStorage.setItem(RADIUS_KEY, '5');
});

const stored = () => ({
  places: (JSON.parse(localStorage.getItem(PLACES_KEY) ?? '[]') as { name: string }[]).map((p) => p.name),
  selected: Number(localStorage.getItem(PLACE_INDEX_KEY)),
  radiusKm: Number(localStorage.getItem(RADIUS_KEY)),
});

function renderPanel(title = 'Your Locations') {
  render(
    <I18nextProvider i18n={app.i18n()}>
      <SavedPlacesPanel />
    </I18nextProvider>,
  );
  return screen.getByRole('region', { name: title });
}

describe('SavedPlacesPanel', () => {
  it('shows the saved places as one radio group with the selected one checked', () => {
    const panel = renderPanel();
    const group = within(panel).getByRole('group', { name: 'Select Location' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual(['Piassa', 'Bole', 'Home']);
    expect(radios.map((r) => r.checked)).toEqual([false, true, false]);
    expect((within(panel).getByRole('combobox', { name: 'Search Radius' }) as HTMLSelectElement).value).toBe(
      '5',
    );
  });

  it('selects a place and a radius, and keeps both for the next visit', async () => {
    const user = userEvent.setup();
    const panel = renderPanel();
    await user.click(within(panel).getByRole('radio', { name: 'Home' }));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Search Radius' }), '20');

    expect(stored()).toEqual({ places: ['Piassa', 'Bole', 'Home'], selected: 2, radiusKm: 20 });
    expect((within(panel).getByRole('radio', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);
  });

  it('deletes a place by its named button and gives the focus to the selected place', async () => {
    const user = userEvent.setup();
    const panel = renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Delete Bole' }));

    expect(stored().places).toEqual(['Piassa', 'Home']);
    expect(within(panel).queryByRole('radio', { name: 'Bole' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('radio', { checked: true })),
    );
  });

  it('with every place deleted, says the feeds show Piassa and gives the focus to Add', async () => {
    localStorage.setItem(PLACES_KEY, JSON.stringify([PLACES[1]]));
    localStorage.setItem(PLACE_INDEX_KEY, '0');
    const user = userEvent.setup();
    const panel = renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Delete Bole' }));

    expect(within(panel).getByText('No saved places. The feeds show Piassa.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Add new location' })),
    );
  });

  it('follows a change made in another tab', async () => {
    const panel = renderPanel();
    act(() => {
      localStorage.setItem(PLACE_INDEX_KEY, '0');
      window.dispatchEvent(new StorageEvent('storage', { key: PLACE_INDEX_KEY }));
    });
    expect((within(panel).getByRole('radio', { name: 'Piassa' }) as HTMLInputElement).checked).toBe(true);
  });

  it('names the starting place in Amharic on Amharic pages', async () => {
    await setLanguage('am');
    const panel = renderPanel('የእርስዎ ቦታዎች');
    expect(within(panel).getByRole('radio', { name: 'ፒያሳ' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'ፒያሳን አጥፋ' })).toBeTruthy();
  });
});
