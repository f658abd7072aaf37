// spec 01 §1, §9: language picker; the tenant's languages plus the current one. The choice is kept in the
// 'language' cookie and the texts are loaded again. The menu itself loads on first use.
import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Translate from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import type { Language } from '@suite/shared/tenants/modules';
import { languageChoices, LANGUAGE_NAMES } from '../../platform/language';
import { lazyComponent } from '../../platform/lazy-component';
import { useSession } from '../../platform/session';

const LanguageMenu = lazyComponent(() => import('./LanguageMenu').then((m) => m.LanguageMenu));

export function LanguagePicker({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const { language, setLanguage, initial, user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = languageChoices(
    user ? (initial?.systemconfiguration?.languageoptions ?? null) : null,
    language,
  );

  const choose = async (next: Language) => {
    setAnchor(null);
    if (next === language) return;
    setBusy(true);
    try {
      await setLanguage(next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        color={color}
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={() => void LanguageMenu.preload()}
        startIcon={<Translate />}
        aria-label={t('shell.changeLanguage', { language: LANGUAGE_NAMES[language] })}
        title={t('shell.changeLanguage', { language: LANGUAGE_NAMES[language] })}
        aria-haspopup="menu"
        disabled={busy}
        sx={{ minWidth: 0, px: 1 }}
      >
        {language.toUpperCase()}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            choices={choices}
            current={language}
            onChoose={(l) => void choose(l)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
