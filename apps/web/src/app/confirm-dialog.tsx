// spec 01 §1: confirm dialogs ("Delete 3 items?") answered with Yes or No. The dialog's code loads on first use.
import { createContext, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { lazyComponent } from '../platform/lazy-component';
import { LazyBoundary } from './LazyBoundary';

export type ConfirmOptions = {
  title: string;
  text: string;
  /** Label of the confirming button; default t('common.yes'). */
  confirmText?: string;
  /** Label of the cancelling button; default t('common.no'). */
  cancelText?: string;
};

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmDialog = lazyComponent(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog));

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options && (
        <LazyBoundary key={options.title + options.text} onFail={() => answer(window.confirm(options.text))}>
          <Suspense fallback={null}>
            <ConfirmDialog options={options} onAnswer={answer} />
          </Suspense>
        </LazyBoundary>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
