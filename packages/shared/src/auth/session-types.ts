// Shapes of spec 01 §3 "User details" and §7 "Session and bootstrap" answers.

export const ROLE = { administrator: 1, office: 2, technician: 3 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export type UserDetails = {
  id: number;
  name: string;
  role_id: RoleId | null;
  email: string;
  username: string;
  isadmin: boolean;
  issuperadmin: boolean;
  issharepointuser: boolean;
  domain: string;
  customerdomain: string;
  issharepointuserfromanotherdomain: boolean;
  initial: string;
  employeesidwhomiamhr: number[];
  default_dashboard: string;
  departmentids: number[];
  employee_departmentid: number | null;
  changelogmd5: string;
  default_map_navigation: 'always_google_map' | 'device_based';
  equipmentsaveasprivateview: boolean;
  permissions: string[];
  /** domain -> tenant name */
  availabletenants: Record<string, string>;
};

export type SystemConfiguration = {
  enabledmodules: string[];
  /** spec 01 §5 "Upload size": the largest file in MB (system configuration). */
  maxuploadsizemb?: number;
  enabledintegrations: string[];
  enabletimestamp: boolean;
  themecolor: string;
  logo: string;
  dashboardoptions: string;
  consider_order_as_offer: boolean;
  enableticketingsolution: boolean;
  inspectionby: string;
  hasproductionmodule: boolean;
  showemployeekickback: boolean;
  equipment_as_trackingdevice: boolean;
  rentalcalendarcolumns: string[];
  hourenterstyle: number;
  languageoptions: string[];
  enablecommercialinvoice: boolean;
  showonlymydepartmentusers: boolean;
  taskmodulesetting: Record<string, unknown>;
  /** Default inspection type id; inspections menu needs one (spec 01 §6). */
  defaultinspectiontype: number | null;
};

export type CompanyInfo = {
  partyname: string;
  mininum_hours: number;
  logo: string;
  membership_logo: string;
  organizationnumber: string;
  vatregistered: boolean;
  street: string;
  postcode: string;
  city: string;
  postaladdress: string;
  phone: string;
  email: string;
  website: string;
};

export type InitialLoadData = {
  systemconfiguration: SystemConfiguration;
  integrations: string[];
  permissions: string[];
  checklistapiconfig: { accesstoken: string };
  taskmodulesetting: Record<string, unknown>;
  systemconfiguration_v2: SystemConfiguration & { companyinfo: CompanyInfo };
};

/** Everything the permission and menu rules need to know about the signed-in user and tenant. */
export type AccessContext = {
  isadmin: boolean;
  issuperadmin: boolean;
  role_id: RoleId | null;
  permissions: string[];
  enabledmodules: string[];
  enabledintegrations: string[];
  enableticketingsolution: boolean;
  consider_order_as_offer: boolean;
  defaultinspectiontype: number | null;
};
