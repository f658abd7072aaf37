// Calls of the changelog (spec 01 §3 "Changelog check", §7, docs/api-contract.md).
import { useEffect } from 'react';
import { api } from '../../platform/api';
import { createResource, useResourceState } from '../../platform/api-resource';
import { useSession } from '../../platform/session';

export type ChangelogEntry = { version: string; date: string; items: string[] };
export type Changelog = { md5: string; entries: ChangelogEntry[] };
export type ChangelogCheck = { isread: boolean; md5: string };

/** react-query keys of the changelog page. */
export const changelogKeys = {
  list: (language: string) => ['changelog', 'list', language] as const,
};

let checkBody: { userid: number; md5: string; locale: string } | null = null;

/** POST changelog/check_md5 for the signed-in user; ChangelogPage refreshes it after marking it read. */
export const changelogCheck = createResource(() =>
  checkBody
    ? api.post<ChangelogCheck>('changelog/check_md5', checkBody, { silent: true })
    : Promise.resolve({ isread: true, md5: '' }),
);

/** Whether the user has unread changes (the badge on the profile menu's changelog entry). */
export function useChangelogUnread(): boolean {
  const { user, language } = useSession();
  useEffect(() => {
    if (!user) return;
    checkBody = { userid: user.id, md5: user.changelogmd5 ?? '', locale: language };
    void changelogCheck.refresh();
  }, [user, language]);
  const state = useResourceState(changelogCheck);
  return Boolean(user && state.data && !state.data.isread);
}
