// spec 01 §4 Session: on start the client asks whether a session exists; when it does it loads the initial
// data (system configuration, permissions ...) and the user's menus. Logout or a failed session check clears
// the user; an idle session goes to /sessionexpired and is logged out.
import type { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { AccessContext, InitialLoadData, UserDetails } from '@suite/shared/auth/session-types';
import type { MenuItem } from '@suite/shared/menus/menu-types';
import type { Language } from '@suite/shared/tenants/modules';
import { api } from './api';
import { buildAccessContext } from './access';
import { loadLanguage } from './i18n';
import { forgetRememberedLists } from './remembered-state';
import { languageCookie, languageFromCookie } from './language';

type SessionData = {
  user: UserDetails | null;
  initial: InitialLoadData | null;
  menus: MenuItem[];
  /** The menus could not be loaded: do not send the user to /nopermission for a network hiccup. */
  menusFailed: boolean;
  /** The menus are still on their way (first page load): the shell renders without them meanwhile. */
  menusPending?: boolean;
};

type MenusAnswer = Pick<SessionData, 'menus' | 'menusFailed'>;
/** A session check's answer; `menus` still loading when the check did not wait for them. */
type LoadedSession = { data: SessionData; menus: Promise<MenusAnswer> | null };

export type Session = {
  /** 'loading' until the first session check has answered. */
  status: 'loading' | 'ready';
  user: UserDetails | null;
  initial: InitialLoadData | null;
  access: AccessContext | null;
  menus: MenuItem[];
  /** Number of top-level menu entries the guard sees (spec 01 §2: an empty menu goes to /nopermission). */
  menuCount: number;
  language: Language;
  setLanguage(language: Language): Promise<void>;
  /** Loads session, initial data and menus again. */
  refresh(): Promise<void>;
  /** spec 01 §4: the session went idle (2 hours without activity). */
  isIdle: boolean;
  /** Marks the session idle (then /sessionexpired may be shown), keeping the user for the moment. */
  markIdle(): void;
  /** Marks the session idle, logs out on the server and forgets the user. */
  expireIdle(): void;
  /** Forgets the user on the client (after a 401). */
  clear(): void;
  /** POST auth/logout, then a fresh start on /login. */
  signOut(): Promise<void>;
};

const EMPTY: SessionData = { user: null, initial: null, menus: [], menusFailed: false };

type SessionAnswer = { isauthenticated: boolean; user?: UserDetails };

/**
 * Loads the session, then the initial data and menus. `onAnswer` is told whether the user is signed in as soon
 * as the session check answers, before the other two (issue 11: the first page's chunks load beside them).
 */
async function loadSession(onAnswer?: (signedIn: boolean) => void): Promise<LoadedSession> {
  let answer: SessionAnswer;
  try {
    answer = await api.get<SessionAnswer>('auth/session', undefined, { silent: true });
  } catch {
    // spec 01 §8: "Session check fails → user is logged out".
    onAnswer?.(false);
    return { data: EMPTY, menus: null };
  }
  const signedIn = Boolean(answer?.isauthenticated && answer.user);
  onAnswer?.(signedIn);
  if (!signedIn || !answer.user) return { data: EMPTY, menus: null };

  const menus = api.get<MenuItem[]>('useraccess/get_user_menus').then(
    (items): MenusAnswer => ({ menus: Array.isArray(items) ? items : [], menusFailed: false }),
    (): MenusAnswer => ({ menus: [], menusFailed: true }),
  );
  const initialAnswer = api
    .post<InitialLoadData>('auth/get_initial_load_data', {})
    .catch((): InitialLoadData | null => null);
  latestInitial = initialAnswer;
  const initial = await initialAnswer;
  return { data: { user: answer.user, initial, menus: [], menusFailed: false, menusPending: true }, menus };
}

/** The initial load data of the latest session check (null until one asks for it). */
let latestInitial: Promise<InitialLoadData | null> | null = null;

/**
 * The initial load data as the latest session check answers it, for code that runs before the session is
 * rendered (issue 11: a screen's first request started when its chunk runs, e.g. a checklist API call needs the
 * token it carries). Null when no check has asked for it (signed out).
 */
export function initialLoadData(): Promise<InitialLoadData | null> {
  return latestInitial ?? Promise.resolve(null);
}

/** The first session check, started by main.tsx beside the texts instead of after the first render. */
let firstCheck: Promise<LoadedSession> | null = null;
/** Its answer once it is here: the app's first render starts with it (no render pass of a loading session). */
let firstLoaded: LoadedSession | null = null;
/** Its menus once they are here; the first render takes them too when they answered before it. */
let firstMenus: MenusAnswer | null = null;

/** The session data the app's first render starts with: the first check's answer, its menus when here. */
function firstData(): SessionData | null {
  if (!firstLoaded) return null;
  return firstMenus ? { ...firstLoaded.data, ...firstMenus, menusPending: false } : firstLoaded.data;
}

let firstAnswer: Promise<boolean> | null = null;

/**
 * Starts the first session check now (issue 11: no waterfall of texts, render, then session). Answers whether
 * the user is signed in as soon as the session check itself answers, without waiting for the initial data and
 * menus.
 */
export function startSessionCheck(): Promise<{ signedIn: boolean }> {
  if (!firstCheck) {
    let tell: (signedIn: boolean) => void = () => undefined;
    firstAnswer = new Promise<boolean>((resolve) => (tell = resolve));
    firstCheck = loadSession(tell).then((loaded) => {
      firstLoaded = loaded;
      void loaded.menus?.then((menus) => {
        if (firstLoaded === loaded) firstMenus = menus;
      });
      return loaded;
    });
  }
  const answer = firstAnswer ?? firstCheck.then((loaded) => Boolean(loaded.data.user));
  return answer.then((signedIn) => ({ signedIn }));
}

// The data cache belongs to the signed-in pages and loads with them (platform/query-client.ts is not part of
// the sign-in page's download); the session reaches it only when it must drop or refresh cached answers.
async function withQueryClient(apply: (client: QueryClient) => unknown) {
  const { queryClient } = await import('./query-client');
  await apply(queryClient);
}

const SessionContext = createContext<Session | null>(null);

/**
 * Settles when the first session check (with the initial data) has answered. main.tsx renders the app after it:
 * the page behind index.html's frame is then drawn once, not first as a loading session and again (issue 11).
 */
export function firstSessionLoaded(): Promise<unknown> {
  return firstCheck ?? Promise.resolve();
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<'loading' | 'ready'>(() => (firstLoaded ? 'ready' : 'loading'));
  const [data, setData] = useState<SessionData>(() => firstData() ?? EMPTY);
  const [isIdle, setIsIdle] = useState(false);
  const [language, setLanguageState] = useState<Language>(() => languageFromCookie(document.cookie));

  const refresh = useCallback(async () => {
    // The first refresh takes the check main.tsx started; every later one asks again.
    const started = firstCheck;
    firstCheck = null;
    firstLoaded = null;
    firstMenus = null;
    const loaded = await (started ?? loadSession());
    const apply = (next: SessionData) => {
      setData(next);
      setStatus('ready');
    };
    if (!started) {
      // A later refresh (after sign-in, a tenant switch, new settings) is awaited before navigating: it commits
      // the whole session, menus included, at once.
      const menus = loaded.menus ? await loaded.menus : null;
      apply(menus ? { ...loaded.data, ...menus, menusPending: false } : loaded.data);
      return;
    }
    // The first answer renders the whole app (router, layout, menu): as a transition React renders it in slices
    // and the main thread stays free (issue 11: no long tasks). Nothing awaits the first check. The shell and the
    // first page render without waiting for the menus (issue 11); the menu fills in when they answer.
    // The app's first render normally had this answer already (main.tsx waits for it), menus too when they had
    // answered: the state is then kept as it is, and nothing is drawn again.
    startTransition(() => {
      setData((current) => (current.user === loaded.data.user ? current : loaded.data));
      setStatus('ready');
    });
    void loaded.menus?.then((menus) =>
      startTransition(() =>
        // Only for the user they were loaded for: a sign-out or refresh meanwhile has replaced the data.
        setData((current) =>
          current.user === loaded.data.user && current.menusPending
            ? { ...current, ...menus, menusPending: false }
            : current,
        ),
      ),
    );
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const clear = useCallback(() => {
    setData(EMPTY);
    forgetRememberedLists();
    void withQueryClient((client) => client.clear());
  }, []);

  const markIdle = useCallback(() => setIsIdle(true), []);

  const expireIdle = useCallback(() => {
    setIsIdle(true);
    void api.post('auth/logout', undefined, { silent: true }).catch(() => undefined);
    clear();
  }, [clear]);

  const signOut = useCallback(async () => {
    await api.post('auth/logout', undefined, { silent: true }).catch(() => undefined);
    // A full load drops every cached answer of the previous user.
    window.location.assign('/login');
  }, []);

  const setLanguage = useCallback(async (next: Language) => {
    document.cookie = languageCookie(next);
    await loadLanguage(next);
    setLanguageState(next);
    // Server answers carry texts in the request's language (x-language): fetch them again.
    await withQueryClient((client) => client.invalidateQueries());
  }, []);

  const value = useMemo<Session>(() => {
    const access = buildAccessContext(data.user, data.initial);
    return {
      status,
      user: data.user,
      initial: data.initial,
      access,
      menus: data.menus,
      // Missing or failed menus never send the user to /nopermission: only an answered, empty menu does.
      menuCount: data.menus.length || (data.menusFailed || data.menusPending ? 1 : 0),
      language,
      setLanguage,
      refresh,
      isIdle,
      markIdle,
      expireIdle,
      clear,
      signOut,
    };
  }, [status, data, language, setLanguage, refresh, isIdle, markIdle, expireIdle, clear, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
