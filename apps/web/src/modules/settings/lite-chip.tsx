import { alpha, useTheme } from '@mui/material/styles';
import { cloneElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';

export type LiteChipColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/**
 * A chip that only shows a text (a state, a total): a plain element drawn as MUI's Chip (filled or outlined,
 * medium or small, an optional icon before the text) with inline styles from the theme. Issue 11: lists and the
 * hours week show one per row; a MUI Chip brings its component, contexts and Emotion rules each. Attributes such
 * as `data-state` go onto the root element.
 */
export function LiteChip({
  label,
  color = 'default',
  variant = 'filled',
  size = 'medium',
  icon,
  ...attributes
}: {
  label: ReactNode;
  color?: LiteChipColor;
  variant?: 'filled' | 'outlined';
  size?: 'medium' | 'small';
  /** An icon element (e.g. `<Lock />`): drawn 18 px on a small chip, as MUI's chip icon. */
  icon?: ReactElement<{ style?: CSSProperties }> | undefined;
  [data: `data-${string}`]: string | undefined;
}) {
  const { palette, typography } = useTheme();
  const small = size === 'small';
  const outlined = variant === 'outlined';
  const main = color === 'default' ? null : palette[color].main;
  const root: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    height: small ? 24 : 32,
    maxWidth: '100%',
    borderRadius: small ? 12 : 16,
    fontFamily: typography.fontFamily,
    fontSize: typography.pxToRem(13),
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    ...(outlined
      ? {
          backgroundColor: 'transparent',
          border: `1px solid ${main ? alpha(main, 0.7) : palette.grey[400]}`,
          color: main ?? palette.text.primary,
        }
      : main
        ? { backgroundColor: main, color: palette[color as Exclude<LiteChipColor, 'default'>].contrastText }
        : { backgroundColor: palette.action.selected, color: palette.text.primary }),
  };
  const pad = (small ? 8 : 12) - (outlined ? 1 : 0);
  const iconStyle: CSSProperties = {
    marginLeft: small ? (outlined ? 2 : 4) : outlined ? 4 : 5,
    marginRight: small ? -4 : -6,
    ...(small ? { fontSize: 18 } : {}),
    color: main ? 'inherit' : palette.grey[700],
  };
  return (
    <span style={root} {...attributes}>
      {icon ? cloneElement(icon, { style: { ...icon.props.style, ...iconStyle } }) : null}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: pad, paddingRight: pad }}>
        {label}
      </span>
    </span>
  );
}
