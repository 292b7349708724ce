import { contractorMenu, routes, supplierMenu, type MenuOption } from '@/lib/routes';

export interface HeaderMenu {
  label: string;
  items: MenuOption[];
  /** The parent page: the dropdown button no longer links to it, so the list ends with it. */
  overview: MenuOption;
}

/** The header's two dropdowns, shared by the desktop nav and the mobile menu. */
export const headerMenus: HeaderMenu[] = [
  {
    label: 'Suppliers',
    items: supplierMenu,
    overview: { label: 'All supplier solutions', url: routes.suppliers.path },
  },
  {
    label: 'Contractors',
    items: contractorMenu,
    overview: { label: 'All contractor features', url: routes.contractors.path },
  },
];
