import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Says that someone else saved the record first (HTTP 412) and that the newest version is now shown. Scrolls
 * itself into view: on a long form the user pressed Save far below it.
 */
export function StaleAlert({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }), []);
  return (
    <Alert ref={ref} severity="warning" sx={{ mb: 2 }} onClose={onClose} role="alert">
      {t('settings.staleRecord')}
    </Alert>
  );
}
