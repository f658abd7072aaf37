import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { buildingCreateSchema, type Building } from '@suite/shared/buildings/building.schema';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { recordToForm } from '../leads/record-form.logic';
import { FieldGrid, TextInput } from '../leads/RecordFields';
import { useRecordForm } from '../leads/use-record-form';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';

type DiscountValues = { hourdiscount: string; materialdiscount: string };
const EMPTY: DiscountValues = { hourdiscount: '', materialdiscount: '' };
const toForm = (b: Building) => recordToForm(b, EMPTY, { decimal: ['hourdiscount', 'materialdiscount'] });
// spec 01 §5: discount 0 to 100.
const schema = buildingCreateSchema.pick({ hourdiscount: true, materialdiscount: true });

/** Tab earning_and_discount: the discounts on hours and materials for work at the building. */
export function BuildingDiscountForm({ id, readOnly }: { id: number; readOnly?: boolean }) {
  const { t } = useTranslation();
  const { form, submit, stale, closeStale, saving, isDirty, undo } = useRecordForm<DiscountValues, Building>({
    resource: 'buildings',
    id,
    schema,
    empty: EMPTY,
    toForm,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) void submit(event);
  };
  const percent = <InputAdornment position="end">%</InputAdornment>;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ maxWidth: 720 }}>
      {stale ? <StaleAlert onClose={closeStale} /> : null}
      <SettingsSection title={t('buildings.discountTitle')} description={t('buildings.discountText')}>
        <FieldGrid>
          <TextInput
            control={form.control}
            name="hourdiscount"
            section="buildings"
            kind="number"
            disabled={readOnly}
            maxLength={6}
            endAdornment={percent}
          />
          <TextInput
            control={form.control}
            name="materialdiscount"
            section="buildings"
            kind="number"
            disabled={readOnly}
            maxLength={6}
            endAdornment={percent}
          />
        </FieldGrid>
      </SettingsSection>
      {readOnly ? null : <SaveBar dirty={isDirty} saving={saving} onUndo={undo} />}
    </Box>
  );
}
