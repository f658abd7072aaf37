import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { buildingCreateSchema, type Building } from '@suite/shared/buildings/building.schema';
import { parseNumber } from '@suite/shared/format/index';
import type { ComponentProps, FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { recordToForm } from '../leads/record-form.logic';
import { FieldGrid, SwitchInput, TextInput } from '../leads/RecordFields';
import { useRecordForm } from '../leads/use-record-form';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';
import { CustomerPicker } from './CustomerPicker';
import { usePostcodeTown } from '../../platform/postcodes';
import { useErrorSummary } from '../settings/use-error-summary';

export type BuildingFormValues = {
  name: string;
  customerid: number | '';
  address: string;
  zip: string;
  city: string;
  latitude: string;
  longitude: string;
  buildingnumber: string;
  municipalitynumber: string;
  gardsnummer: string;
  bruksnummer: string;
  festenummer: string;
  seksjonsnummer: string;
  yearbuilt: string;
  area: string;
  notes: string;
  isactive: boolean;
};

const EMPTY: BuildingFormValues = {
  name: '',
  customerid: '',
  address: '',
  zip: '',
  city: '',
  latitude: '',
  longitude: '',
  buildingnumber: '',
  municipalitynumber: '',
  gardsnummer: '',
  bruksnummer: '',
  festenummer: '',
  seksjonsnummer: '',
  yearbuilt: '',
  area: '',
  notes: '',
  isactive: true,
};

const toForm = (b: Building) =>
  recordToForm(b, EMPTY, { decimal: ['latitude', 'longitude', 'area'], raw: ['customerid', 'isactive'] });

// The detail tab edits everything but the discounts, which have their own tab (earning_and_discount).
const detailSchema = buildingCreateSchema.omit({ hourdiscount: true, materialdiscount: true });

type TextExtra = Partial<
  Omit<ComponentProps<typeof TextInput<BuildingFormValues>>, 'control' | 'name' | 'section'>
>;

type BuildingFormProps = {
  id: number | null;
  readOnly?: boolean;
  /** A new building for this customer (from the customer's building tab). */
  customerid?: number;
  onSaved?: (building: Building, created: boolean) => void;
};

/** A building's name, customer, address with position, cadastre and notes. */
export function BuildingForm({ id, readOnly, customerid, onSaved }: BuildingFormProps) {
  const { t } = useTranslation();
  const { form, record, submit, stale, closeStale, saving, isDirty, undo } = useRecordForm<
    BuildingFormValues,
    Building
  >({
    resource: 'buildings',
    id,
    schema: detailSchema,
    empty: customerid ? { ...EMPTY, customerid } : EMPTY,
    toForm,
    onSaved,
  });
  const { control } = form;
  const errorSummary = useErrorSummary(form.formState, (f) => `buildings.field_${f}`);
  usePostcodeTown(form, 'zip', 'city', !readOnly);
  const saved = record.data;
  const [lat, lon] = useWatch({ control, name: ['latitude', 'longitude'] });
  const position = mapPosition(lat, lon);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) void submit(event);
  };
  const text = (name: keyof BuildingFormValues, extra: TextExtra = {}) => (
    <TextInput control={control} name={name} section="buildings" disabled={readOnly} {...extra} />
  );

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      {stale ? <StaleAlert onClose={closeStale} /> : null}
      <Stack spacing={2}>
        <SettingsSection title={t('buildings.sectionBuilding')}>
          <FieldGrid>
            {text('name', { required: true, autoFocus: id === null, maxLength: 200 })}
            <CustomerPicker
              control={control}
              name="customerid"
              section="buildings"
              label="buildings.field_customerid"
              current={saved?.customerid ? { id: saved.customerid, name: saved.customername ?? '' } : null}
              disabled={readOnly}
            />
            {id !== null ? (
              <SwitchInput control={control} name="isactive" section="buildings" disabled={readOnly} />
            ) : null}
          </FieldGrid>
        </SettingsSection>

        <SettingsSection
          title={t('buildings.sectionAddress')}
          actions={
            position ? (
              <Button
                size="small"
                startIcon={<MapIcon />}
                href={`https://www.google.com/maps/search/?api=1&query=${position}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('buildings.showOnMap')}
              </Button>
            ) : null
          }
        >
          <FieldGrid>
            {text('address', { wide: true, maxLength: 200 })}
            {text('zip', { kind: 'number', maxLength: 8 })}
            {text('city', { maxLength: 100 })}
            {text('latitude', { kind: 'number', helperText: t('buildings.latitudeHelp'), maxLength: 12 })}
            {text('longitude', { kind: 'number', helperText: t('buildings.longitudeHelp'), maxLength: 12 })}
          </FieldGrid>
        </SettingsSection>

        <SettingsSection title={t('buildings.sectionCadastre')}>
          <FieldGrid>
            {text('municipalitynumber', { kind: 'number', maxLength: 4 })}
            {text('buildingnumber', { kind: 'number', maxLength: 9 })}
            {text('gardsnummer', { kind: 'number', maxLength: 5 })}
            {text('bruksnummer', { kind: 'number', maxLength: 4 })}
            {text('festenummer', { kind: 'number', maxLength: 4 })}
            {text('seksjonsnummer', { kind: 'number', maxLength: 4 })}
            {text('yearbuilt', { kind: 'number', maxLength: 4 })}
            {text('area', { kind: 'number', maxLength: 14 })}
          </FieldGrid>
        </SettingsSection>

        <SettingsSection title={t('buildings.sectionNotes')}>
          {text('notes', { kind: 'multiline', maxLength: 4000 })}
        </SettingsSection>
      </Stack>
      {readOnly ? null : (
        <SaveBar
          dirty={isDirty}
          isNew={id === null}
          saving={saving}
          onUndo={undo}
          errorSummary={errorSummary}
        />
      )}
    </Box>
  );
}

/** 'lat,lon' for a map link when both are valid coordinates, else null. */
function mapPosition(lat: string, lon: string): string | null {
  const a = parseNumber(lat);
  const b = parseNumber(lon);
  if (a === null || b === null || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return `${a},${b}`;
}
