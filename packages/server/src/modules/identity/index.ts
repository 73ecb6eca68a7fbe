/**
 * Identity documents: the investor's upload (JPEG checked by content, stored outside anything
 * served) and the operator's review queue. What other modules and the composition root may use of
 * it; nothing else of the module is to be imported from outside it.
 */
export { documentFilesSweepJob } from './document-files.ts';
export { ONE_LINE_ADDRESS, submitIdentityDocuments } from './identity-documents.ts';
export type { UploadedFile } from './identity-documents.ts';
export { identityModule } from './module.ts';
