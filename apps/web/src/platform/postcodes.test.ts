import { describe, expect, it } from 'vitest';
import { postcodeToLookUp, townToFill } from './postcodes';

describe('filling the town from the postcode', () => {
  it('looks up four-digit postcodes only', () => {
    expect(postcodeToLookUp(' 0150 ')).toBe('0150');
    expect(postcodeToLookUp('015')).toBeNull();
    expect(postcodeToLookUp('01500')).toBeNull();
    expect(postcodeToLookUp(null)).toBeNull();
  });

  it('fills an empty town, replaces a town it filled itself and keeps one the user typed', () => {
    expect(townToFill('', null, 'Oslo')).toBe('Oslo');
    expect(townToFill('Oslo', 'Oslo', 'Bergen')).toBe('Bergen');
    expect(townToFill('Grünerløkka', 'Oslo', 'Bergen')).toBeNull();
    expect(townToFill('Oslo', null, 'Oslo')).toBeNull();
  });
});
