import { LiteTabs } from './LiteTabs';

/**
 * The tab bar of a record (spec 01 §2): one link a tab, to `${base}/${tab}`, scrollable on a phone; no tab is marked
 * when the address names none of them. `onPreload` runs on pointer or focus on the bar (the tabs' code loads before
 * the click). Issue 11: drawn light (LiteTabs), not with MUI's Tabs.
 */
export function RecordTabBar(props: {
  tabs: readonly string[];
  current: string;
  base: string;
  label: string;
  tabLabel: (tab: string) => string;
  onPreload?: () => void;
}) {
  return (
    <LiteTabs
      tabs={props.tabs.map((x) => ({ key: x, label: props.tabLabel(x), to: `${props.base}/${x}` }))}
      value={props.current}
      label={props.label}
      onPreload={props.onPreload}
      divider
      marginBottom={16}
    />
  );
}
