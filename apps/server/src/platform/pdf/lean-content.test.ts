import { describe, expect, it } from 'vitest';
import { joinedLine, leanOperators, mergeLines } from './lean-content';

describe('lean page content', () => {
  it('leaves out a line width, join, cap, colour or opacity the page already has', () => {
    const table = ['0.5 w', '0 j', '0 J', '/DeviceRGB CS', '0.7 0.7 0.7 SCN', '/Gs1 gs'];
    const ops = leanOperators([...table, '10 10 m', '10 20 l', 'S', ...table, '20 10 m', '20 20 l', 'S']);
    expect(ops).toEqual([...table, '10 10 m', '10 20 l', 'S', '20 10 m', '20 20 l', 'S']);
  });

  it('sets a value again after Q has restored an older one', () => {
    const ops = leanOperators(['1 w', 'q', '0.5 w', 'S', 'Q', '0.5 w', '1 w']);
    // After Q the width is 1 again: 0.5 must be written, and the 1 after it too.
    expect(ops).toEqual(['1 w', 'q', '0.5 w', 'Q', '0.5 w', '1 w']);
  });

  it('keeps a state saved twice apart from what is set after the inner restore', () => {
    // After q q .. Q the state is the one the outer q saved, still saved below: setting 3 must not change it.
    const ops = leanOperators(['1 w', 'q', '0.5 w', 'q', 'q', '2 w', 'Q', '3 w', 'Q', '0.5 w', 'Q', '1 w']);
    expect(ops).toEqual(['1 w', 'q', '0.5 w', 'q', 'q', '2 w', 'Q', '3 w', 'Q', 'Q']);
  });

  it('writes the colour again after its colour space is set (a colour space resets the colour)', () => {
    const ops = leanOperators(['/DeviceRGB cs', '1 0 0 scn', '/DeviceCMYK cs', '/DeviceRGB cs', '1 0 0 scn']);
    expect(ops).toEqual(['/DeviceRGB cs', '1 0 0 scn', '/DeviceCMYK cs', '/DeviceRGB cs', '1 0 0 scn']);
  });

  it('leaves out a fill that has no path to fill, and keeps the one that has', () => {
    expect(leanOperators(['f', '0 0 5 5 re', 'f', 'f'])).toEqual(['0 0 5 5 re', 'f']);
  });
});

const inline = (text: string, x: number, width: number, extra: Record<string, unknown> = {}) => ({
  text,
  x,
  width,
  font: 'Roboto',
  fontSize: 9,
  color: '#1a1a1a',
  ...extra,
});

describe('words of a line joined into runs', () => {
  it('joins words that follow each other in the same style into one run', () => {
    const line = { inlines: [inline('Filter ', 0, 25), inline('rengjort', 25, 30)] };
    expect(joinedLine(line).inlines).toEqual([inline('Filter rengjort', 0, 55)]);
  });

  it('keeps a word of another colour, size or weight and words spread by justification apart', () => {
    const coloured = { inlines: [inline('Avvik ', 0, 25), inline('3', 25, 5, { color: '#cc0000' })] };
    expect(joinedLine(coloured).inlines).toHaveLength(2);
    const bigger = { inlines: [inline('Del ', 0, 20), inline('1', 20, 5, { fontSize: 11 })] };
    expect(joinedLine(bigger).inlines).toHaveLength(2);
    const justified = { inlines: [inline('Filter ', 0, 25), inline('rengjort', 31.5, 30)] };
    expect(joinedLine(justified).inlines).toHaveLength(2);
  });
});

const vline = (x: number, y1: number, y2: number, extra: Record<string, unknown> = {}) => ({
  type: 'vector',
  item: { type: 'line', x1: x, x2: x, y1, y2, lineWidth: 0.5, lineColor: '#b0b7bf', ...extra },
});

describe('table borders drawn as whole lines', () => {
  it('draws the segments of one border down several rows as one line', () => {
    const merged = mergeLines([vline(40, 100, 116), vline(40, 115.5, 132), vline(40, 131.5, 150)]);
    expect(merged).toEqual([vline(40, 100, 150)]);
  });

  it('keeps segments apart that do not touch, differ in colour or width, or lie on both sides of a clip', () => {
    expect(mergeLines([vline(40, 100, 110), vline(40, 120, 130)])).toHaveLength(2);
    expect(mergeLines([vline(40, 100, 110), vline(40, 110, 130, { lineColor: '#000' })])).toHaveLength(2);
    expect(mergeLines([vline(40, 100, 110), vline(40, 110, 130, { lineWidth: 1 })])).toHaveLength(2);
    const clip = { type: 'beginClip', item: {} } as unknown as ReturnType<typeof vline>;
    expect(mergeLines([vline(40, 100, 110), clip, vline(40, 110, 130)])).toHaveLength(3);
  });
});
