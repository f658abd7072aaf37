// Who may do what with whose hours (spec 02 §6, the timer_* permissions of permissions.ts):
//   log      timer_log_own_hours / timer_log_others_hours          create and change not-delivered hours
//   deliver  timer_deliver_own_hours / timer_deliver_others_hours
//   approve  timer_approve_own_hours / timer_approve_others_hours  approve, reject, and correct delivered hours
//   delete   timer_delete_hours                                    delete delivered hours and others' hours
//   lock     timer_lock_month; unlocking is for administrators
// Administrators (and timer_full_access) pass every check (hasPermission). Role 3 (technician) is read-only for
// master data only: a technician's own time is theirs to log, change and deliver (docs/notes-hours-api.md).
import { hasAnyPermission, hasPermission, isAdmin } from '@suite/shared/users/permissions';
import { forbidden } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';

export type HourAction = 'log' | 'deliver' | 'approve';

/** Whether the signed-in user may act on hours of `userId`. */
export function mayActOn(ctx: Pick<Ctx, 'user'>, action: HourAction, userId: number): boolean {
  const whose = userId === ctx.user.userId ? 'own' : 'others';
  return hasPermission(ctx.user.access, `timer_${action}_${whose}_hours`);
}

/** 403 unless the user may act on hours of every one of `userIds`. */
export function assertMayActOn(ctx: Ctx, action: HourAction, userIds: Iterable<number>): void {
  for (const id of new Set(userIds)) {
    if (!mayActOn(ctx, action, id))
      throw forbidden(action === 'log' ? 'noPermissionToAddHours' : 'noPermission');
  }
}

/** Whether the user sees other employees' hours (any of the "others" permissions). */
export function seesOthers(ctx: Ctx): boolean {
  return hasAnyPermission(ctx.user.access, [
    'timer_log_others_hours',
    'timer_deliver_others_hours',
    'timer_approve_others_hours',
  ]);
}

export function mayDeleteAny(ctx: Ctx): boolean {
  return hasPermission(ctx.user.access, 'timer_delete_hours');
}

export function mayLockMonth(ctx: Ctx): boolean {
  return hasPermission(ctx.user.access, 'timer_lock_month');
}

export function mayUnlockMonth(ctx: Ctx): boolean {
  return ctx.user.access.issuperadmin || isAdmin(ctx.user.access);
}
