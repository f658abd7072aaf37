import { describe, expect, it } from 'vitest';
import { searchResultsPath } from './TopBarSearch';

describe('top bar search', () => {
  it('opens the search results for the typed text, encoded', () => {
    expect(searchResultsPath('  Fjord & Co ')).toBe('/search_results?search_text=Fjord%20%26%20Co');
  });
  it('does nothing for blank text', () => {
    expect(searchResultsPath('   ')).toBeNull();
  });
});
