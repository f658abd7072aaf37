import { createHash } from 'node:crypto';
import type { Language } from '@suite/shared';

export type ChangelogEntry = { version: string; date: string; items: string[] };

// What is new, per release, in the four languages. The md5 of a language's text tells the client whether the
// user has read the current changelog (spec 01 §7 changelog check_md5 and read).
const CHANGELOG: { version: string; date: string; items: Record<Language, string>[] }[] = [
  {
    version: '1.42',
    date: '2026-11-23',
    items: [
      {
        en: 'New platform: sign-in with username or e-mail, tenant switch and four languages.',
        no: 'Ny plattform: innlogging med brukernavn eller e-post, bytte av firma og fire språk.',
        po: 'Nowa platforma: logowanie nazwą użytkownika lub e-mailem, zmiana firmy i cztery języki.',
        sw: 'Ny plattform: inloggning med användarnamn eller e-post, byte av företag och fyra språk.',
      },
      {
        en: 'Administrators manage roles, permissions, departments and translations.',
        no: 'Administratorer styrer roller, rettigheter, avdelinger og oversettelser.',
        po: 'Administratorzy zarządzają rolami, uprawnieniami, działami i tłumaczeniami.',
        sw: 'Administratörer hanterar roller, behörigheter, avdelningar och översättningar.',
      },
    ],
  },
];

export function changelogFor(locale: Language): { md5: string; entries: ChangelogEntry[] } {
  const entries = CHANGELOG.map((c) => ({
    version: c.version,
    date: c.date,
    items: c.items.map((i) => i[locale]),
  }));
  const md5 = createHash('md5').update(JSON.stringify(entries)).digest('hex');
  return { md5, entries };
}
