import { NAME, POSITION, nameList, settingsList } from './settings-list';

// spec 01 §2 Settings "Tasks": task_status, task_type.

/** spec 02 §5: a completion status needs a completed date, so the statuses that complete a task are marked. */
export const taskstatusesResource = settingsList({
  name: 'taskstatuses',
  screen: 'task_status',
  fields: { name: NAME, position: POSITION, iscompleted: { type: 'boolean' } },
  defaultSort: { field: 'position', dir: 1 },
});

export const tasktypesResource = nameList('tasktypes', 'task_type');

export const TASK_LISTS = [taskstatusesResource, tasktypesResource];
