import { RecordTabBar } from '../../app/RecordTabBar';
import { ROUTES } from '@suite/shared/routes/route-table';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session';
import { visibleTabs } from './equipment-form.logic';

/** The tab bar of a record (spec 01 §2): every tab of the route table the user may open. */
export function RecordTabs(props: { parent: string; base: string; current: string; label: string }) {
  const { t } = useTranslation();
  const { access } = useSession();
  const tabs = visibleTabs(ROUTES, props.parent, access);
  return (
    <RecordTabBar
      tabs={tabs.map((x) => x.tab)}
      current={props.current}
      base={props.base}
      label={props.label}
      tabLabel={(x) => t(`equipment.tab_${x}`)}
    />
  );
}
