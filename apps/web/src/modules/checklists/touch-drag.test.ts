// The form builder's touch drag (issue 8): where a field dragged by a finger lands.
import { describe, expect, it } from 'vitest';
import { movedTo, touchDropIndex } from './touch-drag';

describe('touch drag in the form builder', () => {
  const card = { index: 2, top: 100, height: 80 };

  it('drops before the card under the finger on its upper half, after it on its lower half', () => {
    expect(touchDropIndex(card, 120, 5, true)).toBe(2);
    expect(touchDropIndex(card, 170, 5, true)).toBe(3);
  });

  it('drops at the end on the canvas beside the cards, nowhere outside the canvas', () => {
    expect(touchDropIndex(null, 500, 5, true)).toBe(5);
    expect(touchDropIndex(null, 500, 5, false)).toBeNull();
  });

  it('moves the field to its new index; in front of or right behind itself it stays', () => {
    expect(movedTo(0, 3)).toBe(2);
    expect(movedTo(3, 0)).toBe(0);
    expect(movedTo(1, 1)).toBeNull();
    expect(movedTo(1, 2)).toBeNull();
    expect(movedTo(0, 5)).toBe(4);
  });
});
