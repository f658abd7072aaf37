import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import type { Language } from '@suite/shared/tenants/modules';
import { HTML_LANG, LANGUAGE_NAMES } from '../../platform/language';

export type LanguageMenuProps = {
  anchor: HTMLElement;
  choices: Language[];
  current: Language;
  onChoose(language: Language): void;
  onClose(): void;
};

export function LanguageMenu({ anchor, choices, current, onChoose, onClose }: LanguageMenuProps) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {choices.map((l) => (
        <MenuItem key={l} selected={l === current} lang={HTML_LANG[l]} onClick={() => onChoose(l)}>
          <ListItemIcon>{l === current ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{LANGUAGE_NAMES[l]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
