import { useTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Active/inactive state of a list item (spec 01 §3 supporting-list item: name, isactive). Issue 11: a list shows
 * one in every row (25 cards on a phone), so it is a plain element drawn as MUI's small Chip (filled success when
 * active, outlined when not) with inline styles, not a Chip with its Emotion styles each.
 */
export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const { palette, typography } = useTheme();
  const style: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    height: 24,
    maxWidth: '100%',
    borderRadius: 16,
    padding: active ? '0 8px' : '0 7px',
    fontFamily: typography.fontFamily,
    fontSize: typography.pxToRem(13),
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    ...(active
      ? { backgroundColor: palette.success.main, color: palette.success.contrastText }
      : { border: `1px solid ${palette.grey[400]}`, color: palette.text.primary }),
  };
  return <span style={style}>{active ? t('settings.active') : t('settings.inactive')}</span>;
}
