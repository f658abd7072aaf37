import { describe, expect, it } from 'vitest';
import {
  companyInfoFormSchema,
  companyInfoValues,
  logoFileProblem,
  normalizeHexColor,
  systemConfigValues,
} from './system-config.logic';

describe('system configuration screen', () => {
  it('fills settings the stored configuration lacks with the defaults of a new tenant', () => {
    const values = systemConfigValues({
      themecolor: '#112233',
      version: 4,
      checklistapiconfig: { accesstoken: 'x' },
    });
    expect(values.themecolor).toBe('#112233');
    expect(values.hourenterstyle).toBe(1);
    expect(values.languageoptions).toEqual(['en', 'no']);
    expect(values).not.toHaveProperty('version');
    expect(values).not.toHaveProperty('checklistapiconfig');
  });

  it('keeps "no default inspection type" as empty instead of a number', () => {
    expect(systemConfigValues({ defaultinspectiontype: null }).defaultinspectiontype).toBeNull();
    expect(systemConfigValues({ defaultinspectiontype: 3 }).defaultinspectiontype).toBe(3);
  });

  it('shows the minimum weekly hours with a decimal comma and reads them back as a number', () => {
    const values = companyInfoValues({ partyname: 'Fjord Service AS', mininum_hours: 37.5 });
    expect(values.mininum_hours).toBe('37,5');
    expect(values.email).toBe('');
    expect(companyInfoFormSchema.parse(values).mininum_hours).toBe(37.5);
  });

  it('refuses weekly hours that are no number or more than a week has', () => {
    const bad = companyInfoFormSchema.safeParse({ ...companyInfoValues({}), mininum_hours: 'mange' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['mininum_hours'], message: 'invalidNumber' });
    const tooMany = companyInfoFormSchema.safeParse({ ...companyInfoValues({}), mininum_hours: '200' });
    expect(tooMany.success).toBe(false);
  });

  it('refuses an organisation number that is not nine digits', () => {
    const bad = companyInfoFormSchema.safeParse({ ...companyInfoValues({}), organizationnumber: '12345' });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['organizationnumber'],
      message: 'invalidOrganizationNumber',
    });
  });

  it('accepts a small PNG as logo and refuses a large file or a PDF', () => {
    expect(logoFileProblem({ type: 'image/png', size: 40_000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/png', size: 2_000_000 })).toBe('maxFileSize');
    expect(logoFileProblem({ type: 'application/pdf', size: 1000 })).toBe('invalidData');
  });

  it('understands a theme colour typed with or without # and in short form', () => {
    expect(normalizeHexColor('285A84')).toBe('#285a84');
    expect(normalizeHexColor('#abc')).toBe('#aabbcc');
    expect(normalizeHexColor('blue')).toBeNull();
  });
});
