// spec 01 §1, §6: the quick-create menu. Which entries a user gets is the shared rule quickCreateEntries;
// this file only gives them a label and an icon.
import { useNavigate } from 'react-router';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { QuickCreateEntry } from '@suite/shared/users/permissions';
import { menuIcon } from './menu-icons';

const ENTRY_UI: Record<string, { label: string; icon: string; to?: string }> = {
  customer: { label: 'quickCustomer', icon: 'People' },
  offer: { label: 'quickOffer', icon: 'RequestQuote' },
  order: { label: 'quickOrder', icon: 'Assignment' },
  project: { label: 'quickProject', icon: 'AccountTree' },
  equipment: { label: 'quickEquipment', icon: 'Build' },
  booking: { label: 'quickBooking', icon: 'BookOnline' },
  note: { label: 'quickNote', icon: 'StickyNote2' },
  // "Simple list" is the product's quick task list (spec 01 §3: module id 12 is "simple list or task"):
  // it opens a new task.
  simplelist: { label: 'quickSimpleList', icon: 'Checklist', to: '/tasks/actions' },
};

export function QuickCreateMenu({
  anchor,
  entries,
  onClose,
}: {
  anchor: HTMLElement;
  entries: QuickCreateEntry[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = entries.flatMap((e) => {
    const ui = ENTRY_UI[e.key];
    const to = e.to || ui?.to;
    return ui && to ? [{ ...ui, key: e.key, to }] : [];
  });

  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ list: { subheader: <ListSubheader>{t('shell.quickCreate')}</ListSubheader> } }}
    >
      {items.map((item) => {
        const Icon = menuIcon(item.icon);
        return (
          <MenuItem
            key={item.key}
            onClick={() => {
              onClose();
              navigate(item.to);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`shell.${item.label}`)}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
