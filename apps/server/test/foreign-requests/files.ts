import { files } from '../../src/db/schema/index.js';
import type { ForeignRequestProvider } from '../route-sweep.js';
import { foreignOutletInPath } from './outlets.js';

/** An upload to another business's outlet; the body is valid (the PNG signature in base64), so the outlet answers. */
export const foreignUploadRequest = foreignOutletInPath('outlet', {
  data: 'iVBORw0KGgo=',
  filename: 'sweep.png',
  private_access: false,
});

/** A file row of `businessId` (no bytes are needed to ask for its link). */
export const foreignFileRequest: ForeignRequestProvider = async (context) => {
  const [row] = await context.db
    .insert(files)
    .values({
      businessId: context.businessId,
      filename: 'sweep.pdf',
      contentType: 'application/pdf',
      byteSize: 0,
      privateAccess: true,
      storageKey: `${context.businessId}/00000000-0000-4000-8000-000000000000.pdf`,
    })
    .returning({ id: files.id });
  return { params: { file: row!.id } };
};
