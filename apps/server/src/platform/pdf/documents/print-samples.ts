// Prints every order and offer document from the sample data into a folder, to look at the layout:
//   npx tsx apps/server/src/platform/pdf/documents/print-samples.ts /tmp/pdf-samples
// then `pdftoppm -png` the files and open the pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_DOCUMENT_TYPES, orderDocumentFileName } from '@suite/shared/orders/order-document';
import { renderOrderDocument } from './order-documents';
import { SAMPLE_HEADER, sampleOrderDocument } from './order-document.sample';

const dir = process.argv[2] ?? 'pdf-samples';
mkdirSync(dir, { recursive: true });
for (const lines of [6, 40]) {
  for (const type of ORDER_DOCUMENT_TYPES) {
    const data = sampleOrderDocument(lines);
    const file = path.join(dir, `${lines}-${orderDocumentFileName(type, data.number, 'no')}`);
    writeFileSync(file, await renderOrderDocument(type, data, SAMPLE_HEADER));
    console.log(file);
  }
}
