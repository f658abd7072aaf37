// spec 01 §1: the left menu, built from the server's menus (already filtered by permissions and enabled
// modules). Groups expand; the menu collapses to icons on wide screens and is a temporary drawer on narrow
// ones. The permanent menu is a plain panel; MUI's Drawer (with its modal) loads only for narrow screens.
import { Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@suite/shared/menus/menu-types';
import { CLIENT_VERSION } from '../../platform/constants';
import { lazyComponent } from '../../platform/lazy-component';
import { useSession } from '../../platform/session';
import { menuIcon } from './menu-icons';
import { activeGroupKeys, entryKey, isActiveEntry, menuLabel, sortedEntries } from './menu-state';
import { ToolbarSpacer } from './ToolbarSpacer';

export const MENU_WIDTH = 272;
export const MENU_MINI_WIDTH = 64;

const MenuDrawer = lazyComponent(() => import('./MenuDrawer').then((m) => m.MenuDrawer));

export type LeftMenuProps = {
  /** 'temporary' on narrow screens. */
  variant: 'permanent' | 'temporary';
  /** Temporary drawer only. */
  open: boolean;
  onClose(): void;
  /** Permanent menu only: icons without names. */
  collapsed: boolean;
  onExpand(): void;
};

type EntryProps = {
  item: MenuItem;
  depth: number;
  collapsed: boolean;
  openGroups: Set<string>;
  toggleGroup(key: string): void;
  onLeafClick(): void;
  onExpand(): void;
};

// Menu rows are ButtonBase with the list-item look, not MUI's List* components: the menu is on every
// signed-in page's first download.
const rowSx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  width: '100%',
  pr: 1.5,
  textAlign: 'left',
  color: 'text.primary',
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
  '&[aria-current="page"]': {
    bgcolor: 'action.selected',
    color: 'primary.main',
    fontWeight: 600,
    boxShadow: (theme: { palette: { primary: { main: string } } }) =>
      `inset 3px 0 0 ${theme.palette.primary.main}`,
  },
} as const;

function MenuEntry({ item, depth, collapsed, openGroups, toggleGroup, onLeafClick, onExpand }: EntryProps) {
  const { t } = useTranslation();
  const { language } = useSession();
  const { pathname } = useLocation();
  const label = menuLabel(item, language, t);
  const Icon = menuIcon(item.icon);
  const key = entryKey(item);
  const isGroup = item.childpages?.length > 0;
  const common = {
    // In the icon-only menu the name is the accessible name and the hover hint.
    'aria-label': collapsed ? label : undefined,
    title: collapsed ? label : undefined,
    sx: {
      ...rowSx,
      pl: collapsed ? 2.5 : 2 + depth * 2,
      minHeight: depth === 0 ? 42 : 36,
      fontSize: depth === 0 ? 14 : 13.5,
      fontWeight: depth === 0 ? 500 : 400,
    },
  };
  const icon =
    depth === 0 ? (
      <Box component="span" sx={{ display: 'inline-flex', minWidth: collapsed ? 0 : 40, color: 'inherit' }}>
        <Icon fontSize="small" />
      </Box>
    ) : null;
  const text = collapsed ? null : (
    <Box
      component="span"
      sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {label}
    </Box>
  );

  if (isGroup) {
    const open = openGroups.has(key) && !collapsed;
    return (
      <li>
        <ButtonBase
          {...common}
          aria-expanded={open}
          onClick={() => {
            if (collapsed) {
              onExpand();
              if (!openGroups.has(key)) toggleGroup(key);
            } else toggleGroup(key);
          }}
        >
          {icon}
          {text}
          {!collapsed && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
        </ButtonBase>
        {open && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {sortedEntries(item.childpages).map((child) => (
              <MenuEntry
                key={entryKey(child)}
                item={child}
                depth={depth + 1}
                collapsed={collapsed}
                openGroups={openGroups}
                toggleGroup={toggleGroup}
                onLeafClick={onLeafClick}
                onExpand={onExpand}
              />
            ))}
          </Box>
        )}
      </li>
    );
  }

  if (item.url) {
    return (
      <li>
        <ButtonBase
          {...common}
          component="a"
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onLeafClick}
        >
          {icon}
          {text}
          {!collapsed && <OpenInNew sx={{ fontSize: 14, color: 'text.secondary' }} aria-hidden />}
        </ButtonBase>
      </li>
    );
  }

  const active = isActiveEntry(item, pathname);
  return (
    <li>
      <ButtonBase
        {...common}
        component={RouterLink}
        to={item.to}
        aria-current={active ? 'page' : undefined}
        onClick={onLeafClick}
      >
        {icon}
        {text}
      </ButtonBase>
    </li>
  );
}

function MenuContent({
  mini,
  onLeafClick,
  onExpand,
}: {
  mini: boolean;
  onLeafClick(): void;
  onExpand(): void;
}) {
  const { t } = useTranslation();
  const { menus } = useSession();
  const { pathname } = useLocation();
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => new Set(activeGroupKeys(menus, pathname)));

  // The group holding the current page opens by itself (a link from the dashboard, a bookmark ...).
  useEffect(() => {
    const active = activeGroupKeys(menus, pathname);
    if (active.length)
      setOpenGroups((prev) => (active.every((k) => prev.has(k)) ? prev : new Set([...prev, ...active])));
  }, [menus, pathname]);

  // The current page's entry is scrolled into view (settings entries sit far down the menu).
  // Once per navigation: its group may open a render later, so the scroll waits until the entry exists.
  const navRef = useRef<HTMLElement>(null);
  const scrollPending = useRef(true);
  useEffect(() => {
    scrollPending.current = true;
  }, [pathname]);
  useEffect(() => {
    if (!scrollPending.current) return;
    const current = navRef.current?.querySelector('[aria-current="page"]');
    if (current) {
      current.scrollIntoView({ block: 'nearest' });
      scrollPending.current = false;
    }
  });

  const toggleGroup = (key: string) =>
    setOpenGroups((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label={t('shell.mainMenu')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}
    >
      <ToolbarSpacer />
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', py: 1, px: 0 }}
      >
        {sortedEntries(menus).map((item) => (
          <MenuEntry
            key={entryKey(item)}
            item={item}
            depth={0}
            collapsed={mini}
            openGroups={openGroups}
            toggleGroup={toggleGroup}
            onLeafClick={onLeafClick}
            onExpand={onExpand}
          />
        ))}
      </Box>
      {!mini && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('shell.version', { version: CLIENT_VERSION })}
        </Typography>
      )}
    </Box>
  );
}

export function LeftMenu({
  variant,
  open,
  onClose,
  collapsed,
  onExpand,
}: LeftMenuProps): ReactElement | null {
  // The drawer stays mounted after its first opening, so closing it animates.
  const [drawerUsed, setDrawerUsed] = useState(false);
  useEffect(() => {
    if (open) setDrawerUsed(true);
  }, [open]);

  if (variant === 'temporary') {
    return open || drawerUsed ? (
      <Suspense fallback={null}>
        <MenuDrawer open={open} onClose={onClose} width={MENU_WIDTH}>
          <MenuContent mini={false} onLeafClick={onClose} onExpand={onExpand} />
        </MenuDrawer>
      </Suspense>
    ) : null;
  }

  const width = collapsed ? MENU_MINI_WIDTH : MENU_WIDTH;
  return (
    <Box
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <Box
        sx={{
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          width,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          zIndex: (theme) => theme.zIndex.drawer,
          transition: (theme) =>
            theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        }}
      >
        <MenuContent mini={collapsed} onLeafClick={() => undefined} onExpand={onExpand} />
      </Box>
    </Box>
  );
}
