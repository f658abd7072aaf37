// /changelog (spec 01 §3 "Changelog check", §7): what is new per version. Opening it marks the changelog
// read (POST changelog/read), which takes the badge off the profile menu.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@suite/shared/format/date-format';
import { api } from '../../platform/api';
import { useSession } from '../../platform/session';
import { changelogCheck, changelogKeys, type Changelog } from './changelog.queries';
import { Notice } from '../../app/Notice';

export function ChangelogPage() {
  const { t } = useTranslation();
  const { user, language } = useSession();
  const changelog = useQuery({
    queryKey: changelogKeys.list(language),
    queryFn: () => api.get<Changelog>('changelog', { locale: language }),
  });
  const markedFor = useRef<string | null>(null);

  const md5 = changelog.data?.md5;
  useEffect(() => {
    if (!user || !md5 || markedFor.current === `${md5}:${language}`) return;
    markedFor.current = `${md5}:${language}`;
    void api
      .post('changelog/read', { userid: user.id, md5, locale: language }, { silent: true })
      .then(() => changelogCheck.refresh())
      .catch(() => undefined);
  }, [user, md5, language]);

  const entries = changelog.data?.entries ?? [];

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {t('changelog.title')}
      </Typography>
      {changelog.isError && <Notice severity="error">{t('changelog.loadFailed')}</Notice>}
      {changelog.isLoading && <Skeleton variant="rounded" height={160} />}
      {!changelog.isLoading && !changelog.isError && !entries.length && (
        <Typography color="text.secondary">{t('changelog.empty')}</Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {entries.map((entry) => (
          <Paper
            key={entry.version}
            variant="outlined"
            component="section"
            sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                {t('changelog.version', { version: entry.version })}
              </Typography>
              <Chip size="small" label={formatDate(entry.date)} />
            </Box>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {entry.items.map((item, i) => (
                <Typography component="li" key={i} sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
