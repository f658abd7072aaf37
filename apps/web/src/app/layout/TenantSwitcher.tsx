// spec 01 §1: a signed-in user can switch to another of their tenants from the top bar.
import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import { api } from '../../platform/api';
import { lazyComponent } from '../../platform/lazy-component';
import { useSession } from '../../platform/session';

const TenantMenu = lazyComponent(() => import('./TenantMenu').then((m) => m.TenantMenu));

export function TenantSwitcher({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  if (!user) return null;

  const tenants = Object.entries(user.availabletenants ?? {});
  const current = user.availabletenants?.[user.domain] ?? user.domain;
  if (tenants.length < 2) return null;

  const switchTo = async (domain: string) => {
    setAnchor(null);
    if (domain === user.domain) return;
    setSwitching(true);
    try {
      await api.post('auth/switch_tenant?use_cookies=true', { domain });
      // A full load: every cached answer belongs to the old tenant. The dashboard, because the record on
      // screen does not exist in the other tenant.
      window.location.assign('/dashboard');
    } catch {
      setSwitching(false);
    }
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={() => void TenantMenu.preload()}
        startIcon={<SwapHoriz />}
        endIcon={compact ? undefined : <ExpandMore />}
        disabled={switching}
        aria-haspopup="menu"
        aria-label={t('shell.switchTenant', { tenant: current })}
        title={t('shell.switchTenant', { tenant: current })}
        sx={{ maxWidth: compact ? 48 : 260, minWidth: 0, '& .MuiButton-startIcon': compact ? { m: 0 } : {} }}
      >
        {!compact && (
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {current}
          </span>
        )}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <TenantMenu
            anchor={anchor}
            // Sorted when the menu opens: localeCompare is the page's first use of ICU, a long task on a phone
            // (issue 11).
            tenants={tenants.sort((a, b) => a[1].localeCompare(b[1]))}
            current={user.domain}
            onChoose={(domain) => void switchTo(domain)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
