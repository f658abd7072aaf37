import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/**
 * MUI's progress bar with an accessible name ('Laster …' in the user's language): a progressbar without one is a
 * serious axe violation, and screen readers then announce only "progress bar". A caller's own aria-label wins.
 */
export function LoadingBar(props: LinearProgressProps) {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('common.loading')} {...props} />;
}
