import { describe, expect, it } from 'vitest';
import { FOCUS_RESULTS_STATE } from '../../../lib/search-params.ts';
import { focusesResults, isEthiopic, resultPath, SHOWN_KEY_LENGTH, shownKey } from './result-display.ts';

describe('search results display', () => {
  it('opens the detail screen of each result type', () => {
    expect(resultPath({ type: 'company', id: 3 })).toBe('/company/3');
    expect(resultPath({ type: 'product', id: 4 })).toBe('/item/4');
    expect(resultPath({ type: 'place', id: 5 })).toBe('/place/5');
  });

  it('tells Ethiopic text from Latin', () => {
    expect(isEthiopic('ፒያሳ ፋርማሲ')).toBe(true);
    expect(isEthiopic('Piassa Pharmacy')).toBe(false);
  });

  it('shows a key trimmed, and a very long one cut with an ellipsis', () => {
    expect(shownKey('  #ቧንቧ ')).toBe('#ቧንቧ');
    const long = shownKey('ሀ'.repeat(200));
    expect([...long]).toHaveLength(SHOWN_KEY_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });

  it('takes the focus only for a search started from the search box', () => {
    expect(focusesResults(FOCUS_RESULTS_STATE)).toBe(true);
    expect(focusesResults(null)).toBe(false);
    expect(focusesResults({ focusResults: 'yes' })).toBe(false);
  });
});
