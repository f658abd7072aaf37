// What every field of the fill-in screen (and the builder's preview) shares: the checklist's files, how to upload
// one, the users to pick from, the checkpoint answer texts of the form.
import type { StoredFile } from '@suite/shared/files/files.schema';
import { createContext, useContext } from 'react';

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
};

export const FieldContext = createContext<FieldContextValue>({ files: new Map() });

export function useFieldContext(): FieldContextValue {
  return useContext(FieldContext);
}
