import type { CompanyInfoValue } from '@suite/shared';
import { formatPhone } from '@suite/shared/format/contact-format';
import type { Ctx } from '../request-context';
import { readSetting } from '../tenants/tenant-settings.service';

/** What every printed document shows of the tenant's company (spec 01 §3 "Company info", 02 §3 report details). */
export type CompanyHeader = {
  name: string;
  /** 9 digits (printed grouped '913 500 032'), or '' when the company has none yet. */
  orgnumber: string;
  /** Prints 'MVA' after the organisation number (Foretaksregisteret). */
  vatregistered: boolean;
  addressLines: string[];
  /** As printed: stored normalised ('22334455'), shown grouped ('22 33 44 55'). */
  phone: string;
  email: string;
  website?: string | null;
  /** A data URL (PNG, JPEG or SVG); an http(s) logo is not fetched while printing. Null for none. */
  logo: string | null;
};

/** The tenant's company info as the header of its documents, read through the tenant transaction. */
export async function loadCompanyHeader(ctx: Pick<Ctx, 'tx' | 'user'>): Promise<CompanyHeader> {
  const { value: c } = await readSetting(ctx, 'companyinfo');
  return companyHeaderOf(c);
}

/** The header of a company info record already read (a caller that needs the record's other fields too). */
export function companyHeaderOf(c: CompanyInfoValue): CompanyHeader {
  const postal = [c.postcode, c.city].filter(Boolean).join(' ');
  return {
    name: c.partyname,
    orgnumber: c.organizationnumber,
    vatregistered: c.vatregistered,
    addressLines: [c.street, postal, c.postaladdress].filter((l) => l !== ''),
    phone: formatPhone(c.phone),
    email: c.email,
    website: c.website || null,
    logo: c.logo.startsWith('data:') ? c.logo : null,
  };
}
