// spec 01 §1: the user chip (name and username) opens the profile menu, which loads on first use.
import { Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useChangelogUnread } from '../../modules/changelog/changelog.queries';
import { lazyComponent } from '../../platform/lazy-component';
import { useSession } from '../../platform/session';
import { CountBadge } from './CountBadge';

const ProfileMenu = lazyComponent(() => import('./ProfileMenu').then((m) => m.ProfileMenu));

export function initials(name: string, fallback: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return fallback.slice(0, 2).toUpperCase();
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

export function UserChip({ compact, onMobileApp }: { compact: boolean; onMobileApp(): void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const changelogUnread = useChangelogUnread();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={() => void ProfileMenu.preload()}
        aria-haspopup="menu"
        aria-label={t('shell.profileMenu', { name: user.name })}
        sx={{
          ml: 1,
          px: compact ? 0.5 : 1,
          py: 0.5,
          borderRadius: 6,
          gap: 1,
          color: 'inherit',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
          '&.Mui-focusVisible': { outline: '2px solid #fff' },
        }}
      >
        <CountBadge dot={changelogUnread} color="info">
          <Avatar
            sx={{
              width: 32,
              height: 32,
              fontSize: 14,
              fontWeight: 600,
              bgcolor: 'rgba(0,0,0,0.25)',
              color: '#fff',
            }}
          >
            {user.initial?.trim()
              ? user.initial.slice(0, 3).toUpperCase()
              : initials(user.name, user.username)}
          </Avatar>
        </CountBadge>
        {!compact && (
          <Box sx={{ textAlign: 'left', lineHeight: 1.2, maxWidth: 180 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {user.name}
            </Typography>
            <Typography variant="caption" noWrap component="div" sx={{ opacity: 0.85 }}>
              {user.username}
            </Typography>
          </Box>
        )}
      </ButtonBase>
      {anchor && (
        <Suspense fallback={null}>
          <ProfileMenu
            anchor={anchor}
            compact={compact}
            changelogUnread={changelogUnread}
            onMobileApp={onMobileApp}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
