// spec 01 §3 "Menu item": moduleid, title, icon, to, url, childpages, order_no, localized names.
export type MenuItem = {
  moduleid: number;
  /** Translation key (section 'menus'). */
  title: string;
  /** MUI icon name, e.g. 'People', 'Dashboard'. */
  icon: string;
  /** Route path inside the app, e.g. '/customers'. Empty for a group. */
  to: string;
  /** External url (custom tiles); empty otherwise. */
  url: string;
  childpages: MenuItem[];
  order_no: number;
  en_name: string;
  no_name: string;
  po_name: string;
  sw_name: string;
};
