import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';

export type TenantMenuProps = {
  anchor: HTMLElement;
  /** [domain, name], sorted by name. */
  tenants: [string, string][];
  current: string;
  onChoose(domain: string): void;
  onClose(): void;
};

export function TenantMenu({ anchor, tenants, current, onChoose, onClose }: TenantMenuProps) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {tenants.map(([domain, name]) => (
        <MenuItem key={domain} selected={domain === current} onClick={() => onChoose(domain)}>
          <ListItemIcon>{domain === current ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText primary={name} secondary={domain} />
        </MenuItem>
      ))}
    </Menu>
  );
}
