import { describe, expect, it } from 'vitest';
import { createSchema } from '../resources/define-resource';
import { hsewheelsegmentsResource } from './hse.resources';

describe('colours of the HSE wheel', () => {
  const segment = createSchema(hsewheelsegmentsResource);

  it('takes #rrggbb in either case and keeps it in lower case', () => {
    expect(segment.parse({ name: 'Brannvern', position: 10, color: '#6D4C41' }).color).toBe('#6d4c41');
  });

  it('refuses names of colours, short forms and anything else with invalidColor', () => {
    for (const color of ['brun', '#fff', '6d4c41', '#6d4c4g', '']) {
      const r = segment.safeParse({ name: 'Brannvern', position: 10, color });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]).toMatchObject({ path: ['color'], message: 'invalidColor' });
    }
  });
});
