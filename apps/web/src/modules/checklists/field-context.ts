// What every field of the fill-in screen (and the builder's preview) shares: the checklist's files, how to upload
// one, the users to pick from, the checkpoint answer texts of the form.
import type { StoredFile } from '@suite/shared/files/files.schema';
import { createContext, useContext } from 'react';

/** One of the record's equipment an F-gas answer can be for. */
export type FieldEquipment = { id: number; label: string };

export type FieldContextValue = {
  /** Files of the checklist by id (thumbnails of photos, names of attachments). */
  files: Map<number, StoredFile>;
  /** Uploads to the checklist; missing in the builder's preview (nothing to attach to). */
  upload?: (files: File[]) => Promise<StoredFile[]>;
  /** spec 02 §3 "Checklist template" checkpointlabels. */
  checkpointLabels?: {
    label0?: string;
    label1?: string;
    label2?: string;
    label3?: string;
    explaination?: string;
  };
  /** An order checklist's equipment when the order has more than one: its F-gas fields (29-31) say which one
   * they are for (stored as equipment_id in the answer, read by the leakageordisposals sync). */
  equipment?: FieldEquipment[];
};

export const FieldContext = createContext<FieldContextValue>({ files: new Map() });

export function useFieldContext(): FieldContextValue {
  return useContext(FieldContext);
}
