// spec 01 §1: the iOS install hint, a banner the user can dismiss for good.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { Notice } from '../Notice';
import { IOS_HINT_DISMISSED_KEY, shouldShowIosHint } from './ios-install-hint';

function browserFacts() {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(IOS_HINT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function IosInstallHint() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => shouldShowIosHint(browserFacts(), readDismissed()));
  if (!visible) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(IOS_HINT_DISMISSED_KEY, 'true');
    } catch {
      // Not remembered in private mode; hidden for this visit anyway.
    }
    setVisible(false);
  };
  return (
    <Notice
      severity="info"
      sx={{ mb: 2 }}
      action={
        <IconButton size="small" aria-label={t('common.close')} onClick={dismiss}>
          <Close fontSize="small" />
        </IconButton>
      }
    >
      {t('shell.iosInstallHint')}
    </Notice>
  );
}
