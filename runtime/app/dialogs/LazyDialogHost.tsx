import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { Dialogs, DialogsSnapshot } from './dialogService.ts';

const DialogHost = lazy(() => import('./DialogHost.tsx').then((module) => ({ default: module.DialogHost })));

const anythingOpen = (snapshot: DialogsSnapshot) => !!(snapshot.modal || snapshot.loading || snapshot.preview || snapshot.popups.length);

/**
 * The dialog host, loaded with the first dialog: most visits never open one, so its code and styles
 * stay out of the portal's first load. Once loaded it stays mounted.
 */
export function LazyDialogHost({ dialogs }: { dialogs: Dialogs }) {
  const open = useSyncExternalStore(
    dialogs.subscribe,
    () => anythingOpen(dialogs.getSnapshot()),
    () => false,
  );
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <DialogHost dialogs={dialogs} />
    </Suspense>
  ) : null;
}
