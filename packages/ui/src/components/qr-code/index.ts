export { QrCode, type QrCodeProps } from './qr-code';
export { qrMatrix, qrPath, type QrErrorCorrection, type QrMatrix } from './matrix';
