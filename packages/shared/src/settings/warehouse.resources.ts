import { NAME, PLAIN_NAME, nameList, settingsList } from './settings-list';

// spec 02 §2 "Warehouse routes" settings: warehouses, locations, location groups, segments.

/** spec 02 §5 Warehouse: 'A warehouse that already exists cannot be added again' (the name is unique). */
export const warehousesResource = settingsList({
  name: 'warehouses',
  screen: 'warehouse_settings',
  fields: {
    name: NAME,
    code: { type: 'text', max: 10 },
    address: { type: 'text', max: 200 },
    postalcode: { type: 'text', max: 8 },
    city: { type: 'text', max: 100 },
    // A service van is a warehouse too: its stock follows the technician.
    ismobile: { type: 'boolean' },
    isdefault: { type: 'boolean' },
  },
  listColumns: ['name', 'code', 'city', 'ismobile', 'isdefault', 'isactive'],
});

export const warehouselocationgroupsResource = settingsList({
  name: 'warehouselocationgroups',
  screen: 'warehouse_location_groups',
  fields: {
    name: PLAIN_NAME,
    warehouse_id: { type: 'integer', ref: 'warehouses' },
  },
});

/** A shelf or bin ('hylle A-03') in a warehouse, optionally in a location group. */
export const warehouselocationsResource = settingsList({
  name: 'warehouselocations',
  screen: 'warehouse_location',
  fields: {
    name: PLAIN_NAME,
    warehouse_id: { type: 'integer', ref: 'warehouses' },
    group_id: { type: 'integer', ref: 'warehouselocationgroups' },
  },
});

export const warehousesegmentsResource = nameList('warehousesegments', 'wh_segments');

export const WAREHOUSE_LISTS = [
  warehousesResource,
  warehouselocationgroupsResource,
  warehouselocationsResource,
  warehousesegmentsResource,
];
