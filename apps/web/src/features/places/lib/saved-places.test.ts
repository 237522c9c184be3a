import { describe, expect, it } from 'vitest';
import {
  addPlace,
  deletePlace,
  editSelectedPlace,
  initialPlacesState,
  normaliseIndex,
  PIASSA,
  parseStoredPlaces,
  type SavedPlacesState,
  selectedPlace,
  selectPlace,
  setRadius,
} from './saved-places.ts';

const bole = { name: 'Bole', lat: 8.9806, lng: 38.7578 };
const merkato = { name: 'Merkato', lat: 9.0107, lng: 38.7345 };
const kazanchis = { name: 'Kazanchis', lat: 9.0177, lng: 38.7655 };

/** Piassa, Bole, Merkato, Kazanchis with `selected` chosen. */
const four = (selected: number): SavedPlacesState => ({
  places: [PIASSA, bole, merkato, kazanchis],
  selected,
  radiusKm: 10,
});

describe('saved places (spec §4)', () => {
  it('starts with Piassa selected and a 10 km radius', () => {
    const state = initialPlacesState();
    expect(state).toEqual({ places: [PIASSA], selected: 0, radiusKm: 10 });
    expect(selectedPlace(state)).toEqual({ name: 'Piassa', lat: 9.021343, lng: 38.7487854 });
  });

  it('selecting a place keeps its index', () => {
    expect(selectPlace(four(0), 2).selected).toBe(2);
    expect(selectedPlace(selectPlace(four(0), 2))).toEqual(merkato);
  });

  it('adding a place appends it and selects it', () => {
    const state = addPlace(four(1), { name: '  Home ', lat: 9.1, lng: 38.8 });
    expect(state.places).toHaveLength(5);
    expect(state.places[4]).toEqual({ name: 'Home', lat: 9.1, lng: 38.8 });
    expect(state.selected).toBe(4);
  });

  it('editing changes the selected place and then selects the last place', () => {
    const state = editSelectedPlace(four(1), { lat: 8.99, lng: 38.79 });
    expect(state.places[1]).toEqual({ name: 'Bole', lat: 8.99, lng: 38.79 });
    expect(state.places.filter((_p, i) => i !== 1)).toEqual([PIASSA, merkato, kazanchis]);
    expect(state.selected).toBe(3);
    expect(editSelectedPlace(four(0), { lat: 9, lng: 38.7, name: 'Centre' }).places[0]?.name).toBe('Centre');
  });

  it('deleting a place before the selected one shifts the index down', () => {
    const state = deletePlace(four(2), 0);
    expect(state.places).toEqual([bole, merkato, kazanchis]);
    expect(state.selected).toBe(1);
    expect(selectedPlace(state)).toEqual(merkato);
  });

  it('deleting a place after the selected one keeps the index', () => {
    const state = deletePlace(four(1), 3);
    expect(state.selected).toBe(1);
    expect(selectedPlace(state)).toEqual(bole);
  });

  it('deleting the selected last place resets the index to 0', () => {
    const state = deletePlace(four(3), 3);
    expect(state.places).toHaveLength(3);
    expect(state.selected).toBe(0);
  });

  it('deleting every place falls back to Piassa as the centre', () => {
    let state: SavedPlacesState = { places: [bole], selected: 0, radiusKm: 5 };
    state = deletePlace(state, 0);
    expect(state.places).toEqual([]);
    expect(state.selected).toBe(0);
    expect(selectedPlace(state)).toEqual(PIASSA);
  });

  it('ignores deleting an index that does not exist', () => {
    expect(deletePlace(four(1), 9)).toEqual(four(1));
  });

  it('resets the index to 0 when missing or past the end of the list', () => {
    expect(normaliseIndex(undefined, 3)).toBe(0);
    expect(normaliseIndex(Number.NaN, 3)).toBe(0);
    expect(normaliseIndex(3, 3)).toBe(0);
    expect(normaliseIndex(7, 3)).toBe(0);
    expect(normaliseIndex(-1, 3)).toBe(0);
    expect(normaliseIndex(1.5, 3)).toBe(0);
    expect(normaliseIndex(2, 3)).toBe(2);
    expect(selectPlace(four(0), 9).selected).toBe(0);
  });

  it('keeps the radius within the allowed range', () => {
    expect(setRadius(four(0), 25).radiusKm).toBe(25);
    expect(setRadius(four(0), 0).radiusKm).toBe(10);
    expect(setRadius(four(0), 5000).radiusKm).toBe(10);
  });
});

describe('stored places', () => {
  it('reads what was saved', () => {
    const state = parseStoredPlaces(JSON.stringify([PIASSA, bole]), '1', '5');
    expect(state).toEqual({ places: [PIASSA, bole], selected: 1, radiusKm: 5 });
  });

  it('starts from Piassa when nothing is stored, and survives damaged values', () => {
    expect(parseStoredPlaces(null, null, null)).toEqual(initialPlacesState());
    expect(parseStoredPlaces('{not json', 'x', 'y')).toEqual(initialPlacesState());
  });

  it('drops invalid places and resets an index past the end', () => {
    const stored = JSON.stringify([
      bole,
      { name: '', lat: 1, lng: 2 },
      { name: 'Far', lat: 200, lng: 0 },
      'x',
    ]);
    expect(parseStoredPlaces(stored, '3', null)).toEqual({ places: [bole], selected: 0, radiusKm: 10 });
  });
});
