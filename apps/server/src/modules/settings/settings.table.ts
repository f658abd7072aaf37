// The tables of the simple settings lists (STYLE "The resource registry"): one resourceTable per definition, as
// individual named exports so drizzle-kit sees each. Referenced lists come before the lists that point at them.
import {
  absenctypesResource,
  activitiesResource,
  bookingstatusResource,
  checklistcategoriesResource,
  checklistdefaultsResource,
  checklistperiodsResource,
  chemicalcategoriesResource,
  chemicaldangersResource,
  chemicalrisksResource,
  costaccountsResource,
  currenciesResource,
  customercustomfieldsResource,
  customerindustriesResource,
  customerprioritiesResource,
  customersaletypesResource,
  customershipmentsResource,
  customtilesResource,
  deliverytermsResource,
  discountgroupsResource,
  dmsfoldernamesResource,
  documentfilenamesResource,
  equipmentareasResource,
  equipmentcategoryResource,
  equipmentdetailsResource,
  equipmentdescriptiontemplatesResource,
  equipmentfabricatesResource,
  equipmentmodelsResource,
  equipmentownstatuslistResource,
  equipmentrelatedtypesResource,
  equipmentstatusesResource,
  equipmenttypesResource,
  eventcategoriesResource,
  eventlocationsResource,
  eventnotificationsResource,
  eventstatuslistsResource,
  eventtypesResource,
  expensepaymenttypesResource,
  expertisefieldsResource,
  expertiseprogressResource,
  expertisesubtypesResource,
  expertisetypesResource,
  fieldcustomizationResource,
  grossmarginsResource,
  houradditionsResource,
  hourpricingResource,
  hsecirclelevelsResource,
  hsewheelsegmentsResource,
  iframedashboardsResource,
  inspectiontypesResource,
  internalequipmentcategoryResource,
  internalequipmentfabricateResource,
  internalequipmentmodelsResource,
  internalequipmenttypesResource,
  leadoutcomeResource,
  leadsecondarystatusResource,
  leadstatusResource,
  machinecategoriesResource,
  mailaddressfiltersResource,
  mailconfigurationsResource,
  measurestatuslistsResource,
  meetingstatusesResource,
  meetingtypesResource,
  offerstatuslistsResource,
  offertypesResource,
  orderStandardResource,
  paymentmethodsResource,
  bankaccountsResource,
  ordercategoriesResource,
  orderstatuslistsResource,
  ordertypesResource,
  paymenttermsResource,
  productcategoriesResource,
  productearningsResource,
  productearninggroupsResource,
  productgroupsResource,
  producttaxesResource,
  producttypesResource,
  productunitsResource,
  productworkflowsResource,
  projectstatuslistsResource,
  propertiesResource,
  refrigerantsResource,
  rentalpriceperiodsResource,
  salesaccountsResource,
  servicecontracttypesResource,
  shiftsResource,
  shipmentsResource,
  systemcertificatesResource,
  timerdiscountearningsResource,
  taskstatusesResource,
  tasktypesResource,
  ticketcategoriesResource,
  ticketcustomfieldsResource,
  ticketprioritiesResource,
  ticketstatusResource,
  timerangesResource,
  warehouselocationgroupsResource,
  warehouselocationsResource,
  warehousesResource,
  warehousesegmentsResource,
  workflowstatesResource,
  workordercolumnsResource,
  worktypesResource,
  mailcontentsResource,
  smscontentsResource,
  mailtemplatesResource,
  smstemplatesResource,
  offermailtemplatesResource,
  notificationtemplatesResource,
  documenttemplatesResource,
  checklistheaderandfooterResource,
} from '@suite/shared/settings/index';
import type { ResourceTable } from '../../platform/resources/resource.service';
import { resourceTable } from '../../platform/resources/resource-table';
import { departments } from '../../platform/users/users.table';

export const fieldcustomization = resourceTable(fieldcustomizationResource);
export const documentfilenames = resourceTable(documentfilenamesResource);
export const dmsfoldernames = resourceTable(dmsfoldernamesResource);
export const customtiles = resourceTable(customtilesResource);
export const iframedashboards = resourceTable(iframedashboardsResource);
export const properties = resourceTable(propertiesResource);
export const customerpriorities = resourceTable(customerprioritiesResource);
export const customershipments = resourceTable(customershipmentsResource);
export const customerindustries = resourceTable(customerindustriesResource);
export const customersaletypes = resourceTable(customersaletypesResource);
export const shipments = resourceTable(shipmentsResource);
export const customercustomfields = resourceTable(customercustomfieldsResource);
export const ticketcustomfields = resourceTable(ticketcustomfieldsResource);
export const leadstatus = resourceTable(leadstatusResource);
export const leadsecondarystatus = resourceTable(leadsecondarystatusResource);
export const leadoutcome = resourceTable(leadoutcomeResource);
export const meetingtypes = resourceTable(meetingtypesResource);
export const meetingstatuses = resourceTable(meetingstatusesResource);
export const ordertypes = resourceTable(ordertypesResource);
export const offertypes = resourceTable(offertypesResource);
export const orderstandard = resourceTable(orderStandardResource);
export const ordercategories = resourceTable(ordercategoriesResource);
export const orderstatuslists = resourceTable(orderstatuslistsResource);
export const projectstatuslists = resourceTable(projectstatuslistsResource);
export const offerstatuslists = resourceTable(offerstatuslistsResource);
export const eventstatuslists = resourceTable(eventstatuslistsResource);
export const measurestatuslists = resourceTable(measurestatuslistsResource);
export const expensepaymenttypes = resourceTable(expensepaymenttypesResource);
export const workordercolumns = resourceTable(workordercolumnsResource);
export const workflowstates = resourceTable(workflowstatesResource);
export const servicecontracttypes = resourceTable(servicecontracttypesResource);
export const bookingstatus = resourceTable(bookingstatusResource);
export const activities = resourceTable(activitiesResource);
export const rentalpriceperiods = resourceTable(rentalpriceperiodsResource);
export const productunits = resourceTable(productunitsResource);
export const producttaxes = resourceTable(producttaxesResource);
export const productcategories = resourceTable(productcategoriesResource);
export const productgroups = resourceTable(productgroupsResource);
export const productearninggroups = resourceTable(productearninggroupsResource);
export const producttypes = resourceTable(producttypesResource);
export const productworkflows = resourceTable(productworkflowsResource);
export const grossmargins = resourceTable(grossmarginsResource);
export const discountgroups = resourceTable(discountgroupsResource);
export const productearnings = resourceTable(productearningsResource, {
  productgroup_id: productgroups,
  earninggroup_id: productearninggroups,
});
export const equipmentcategory = resourceTable(equipmentcategoryResource);
export const equipmenttypes = resourceTable(equipmenttypesResource);
export const equipmentfabricates = resourceTable(equipmentfabricatesResource);
export const equipmentmodels = resourceTable(equipmentmodelsResource, {
  fabricate_id: equipmentfabricates,
  type_id: equipmenttypes,
});
export const equipmentdetails = resourceTable(equipmentdetailsResource);
export const equipmentstatuses = resourceTable(equipmentstatusesResource);
export const equipmentownstatuslist = resourceTable(equipmentownstatuslistResource);
export const refrigerants = resourceTable(refrigerantsResource);
export const machinecategories = resourceTable(machinecategoriesResource);
export const equipmentrelatedtypes = resourceTable(equipmentrelatedtypesResource);
export const equipmentareas = resourceTable(equipmentareasResource);
export const equipmentdescriptiontemplates = resourceTable(equipmentdescriptiontemplatesResource);
export const internalequipmentcategory = resourceTable(internalequipmentcategoryResource);
export const internalequipmenttypes = resourceTable(internalequipmenttypesResource);
export const internalequipmentfabricate = resourceTable(internalequipmentfabricateResource);
export const internalequipmentmodels = resourceTable(internalequipmentmodelsResource, {
  fabricate_id: internalequipmentfabricate,
});
export const inspectiontypes = resourceTable(inspectiontypesResource);
export const systemcertificates = resourceTable(systemcertificatesResource);
export const checklistdefaults = resourceTable(checklistdefaultsResource);
export const checklistcategories = resourceTable(checklistcategoriesResource);
export const checklistperiods = resourceTable(checklistperiodsResource);
export const warehouses = resourceTable(warehousesResource);
export const warehouselocationgroups = resourceTable(warehouselocationgroupsResource, {
  warehouse_id: warehouses,
});
export const warehouselocations = resourceTable(warehouselocationsResource, {
  warehouse_id: warehouses,
  group_id: warehouselocationgroups,
});
export const warehousesegments = resourceTable(warehousesegmentsResource);
export const worktypes = resourceTable(worktypesResource);
export const absenctypes = resourceTable(absenctypesResource);
export const houradditions = resourceTable(houradditionsResource);
export const hourpricing = resourceTable(hourpricingResource, {
  worktype_id: worktypes,
  department_id: departments as unknown as ResourceTable,
});
export const shifts = resourceTable(shiftsResource);
export const timeranges = resourceTable(timerangesResource, { houraddition_id: houradditions });
export const timerdiscountearnings = resourceTable(timerdiscountearningsResource, { worktype_id: worktypes });
export const taskstatuses = resourceTable(taskstatusesResource);
export const tasktypes = resourceTable(tasktypesResource);
export const chemicalcategories = resourceTable(chemicalcategoriesResource);
export const chemicalrisks = resourceTable(chemicalrisksResource);
export const chemicaldangers = resourceTable(chemicaldangersResource);
export const eventnotifications = resourceTable(eventnotificationsResource);
export const eventlocations = resourceTable(eventlocationsResource);
export const eventcategories = resourceTable(eventcategoriesResource);
export const eventtypes = resourceTable(eventtypesResource);
export const hsewheelsegments = resourceTable(hsewheelsegmentsResource);
export const hsecirclelevels = resourceTable(hsecirclelevelsResource);
export const expertisetypes = resourceTable(expertisetypesResource);
export const expertiseprogress = resourceTable(expertiseprogressResource);
export const expertisesubtypes = resourceTable(expertisesubtypesResource, { type_id: expertisetypes });
export const expertisefields = resourceTable(expertisefieldsResource);
export const paymentterms = resourceTable(paymenttermsResource);
export const currencies = resourceTable(currenciesResource);
export const paymentmethods = resourceTable(paymentmethodsResource);
export const bankaccounts = resourceTable(bankaccountsResource);
export const salesaccounts = resourceTable(salesaccountsResource);
export const costaccounts = resourceTable(costaccountsResource);
export const deliveryterms = resourceTable(deliverytermsResource);
export const ticketstatus = resourceTable(ticketstatusResource);
export const ticketpriorities = resourceTable(ticketprioritiesResource);
export const ticketcategories = resourceTable(ticketcategoriesResource);
export const mailconfigurations = resourceTable(mailconfigurationsResource, {
  ticketcategory_id: ticketcategories,
});
export const mailaddressfilters = resourceTable(mailaddressfiltersResource);
export const mailcontents = resourceTable(mailcontentsResource);
export const smscontents = resourceTable(smscontentsResource);
export const mailtemplates = resourceTable(mailtemplatesResource);
export const smstemplates = resourceTable(smstemplatesResource);
export const offermailtemplates = resourceTable(offermailtemplatesResource);
export const notificationtemplates = resourceTable(notificationtemplatesResource);
export const documenttemplates = resourceTable(documenttemplatesResource);
export const checklistheaderandfooter = resourceTable(checklistheaderandfooterResource);
