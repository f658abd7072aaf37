// spec 01 §1, §6: the quick-create button of the top bar; its menu loads on first use.
import { Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import AddCircle from '@mui/icons-material/AddCircle';
import { useTranslation } from 'react-i18next';
import { quickCreateEntries } from '@suite/shared/users/permissions';
import { lazyComponent } from '../../platform/lazy-component';
import { useSession } from '../../platform/session';

const QuickCreateMenu = lazyComponent(() => import('./QuickCreateMenu').then((m) => m.QuickCreateMenu));

export function QuickCreateButton() {
  const { t } = useTranslation();
  const { access } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries = access ? quickCreateEntries(access) : [];
  if (!entries.length) return null;

  return (
    <>
      <IconButton
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={() => void QuickCreateMenu.preload()}
        aria-label={t('shell.quickCreate')}
        title={t('shell.quickCreate')}
        aria-haspopup="menu"
      >
        <AddCircle />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <QuickCreateMenu anchor={anchor} entries={entries} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
