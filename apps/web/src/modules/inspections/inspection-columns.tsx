// The columns of an inspection list (the /inspections page and the inspection tabs of equipment, customers and
// orders), and the card a phone shows for a row.
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '@suite/shared/format/date-format';
import type { TFunction } from 'i18next';
import { InspectionStatusChip } from './InspectionStatusChip';
import type { InspectionRow } from './inspections.api';

/** On a phone: control number, equipment, status and the dates that matter. */
export const INSPECTION_CARD = {
  title: 'equipmentname',
  number: 'controlnumber',
  status: 'displaystatus',
  secondary: ['customername', 'nextinspection'],
};

const dateText = (v: string | null | undefined) => (v ? formatDate(v) : '');

export function inspectionColumns(t: TFunction): GridColDef<InspectionRow>[] {
  return [
    { field: 'controlnumber', headerName: t('inspections.field_controlnumber'), width: 130 },
    {
      field: 'equipmentname',
      headerName: t('inspections.field_equipment_id'),
      flex: 1.4,
      minWidth: 170,
      sortable: false,
      valueGetter: (_v, row) =>
        [row.equipmentnumber, row.equipmentname].filter((x) => x != null && x !== '').join(' '),
    },
    {
      field: 'customername',
      headerName: t('inspections.field_customer_id'),
      flex: 1.2,
      minWidth: 150,
    },
    {
      field: 'inspectiontypename',
      headerName: t('inspections.field_inspectiontype_id'),
      flex: 1,
      minWidth: 130,
      sortable: false,
    },
    {
      field: 'date',
      headerName: t('inspections.field_date'),
      width: 120,
      valueFormatter: dateText,
    },
    {
      field: 'nextinspection',
      headerName: t('inspections.field_nextinspection'),
      width: 140,
      valueFormatter: dateText,
      renderCell: ({ row }) => (
        <Box
          component="span"
          sx={row.overdue ? { color: 'error.main', fontWeight: 600 } : undefined}
          title={
            row.overdue ? t('inspections.overdueSince', { date: dateText(row.nextinspection) }) : undefined
          }
        >
          {dateText(row.nextinspection)}
        </Box>
      ),
    },
    {
      field: 'displaystatus',
      headerName: t('inspections.field_status'),
      width: 220,
      sortable: false,
      renderCell: ({ row }) => <InspectionStatusChip status={row.displaystatus} />,
    },
    {
      field: 'inspectedbyname',
      headerName: t('inspections.field_inspectedbyname'),
      flex: 1,
      minWidth: 130,
      sortable: false,
    },
  ];
}
