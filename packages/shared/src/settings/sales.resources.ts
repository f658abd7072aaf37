import { NAME, POSITION, nameList, settingsList } from './settings-list';

// spec 01 §2 Settings "Offers, leads, events, measures" (lead lists) and "Other" (meeting type and status).

/** A lead's pipeline stage, in the order leads move through it. */
export const leadstatusResource = settingsList({
  name: 'leadstatus',
  screen: 'lead_status',
  fields: { name: NAME, position: POSITION },
  defaultSort: { field: 'position', dir: 1 },
});
export const leadsecondarystatusResource = nameList('leadsecondarystatus', 'lead_secondary_status');
/** How a lead ended; iswon marks the outcomes that count as won in the lead reports. */
export const leadoutcomeResource = settingsList({
  name: 'leadoutcome',
  screen: 'lead_outcome',
  fields: { name: NAME, iswon: { type: 'boolean' } },
});

export const meetingtypesResource = nameList('meetingtypes', 'meeting_type');
export const meetingstatusesResource = nameList('meetingstatuses', 'meeting_status');

export const SALES_LISTS = [
  leadstatusResource,
  leadsecondarystatusResource,
  leadoutcomeResource,
  meetingtypesResource,
  meetingstatusesResource,
];
