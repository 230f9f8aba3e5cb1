import type { TFunction } from 'i18next';
import { outbox } from './outbox';

/** Signing out deletes the changes not yet sent: with any waiting, the person is asked first. */
export function mayForgetChanges(t: TFunction<'app'>): boolean {
  const waiting = outbox.getSnapshot().length;
  return waiting === 0 || window.confirm(t('sync.signOutConfirm', { count: waiting }));
}
