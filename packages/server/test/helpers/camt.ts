/** The statement writer lives in the service (the demo seed books its deposits from statements). */
export { camtDocument, type CamtOptions, type Credit } from '../../src/modules/deposits/camt-document.ts';
