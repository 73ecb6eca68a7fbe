/** An EPC069-12 (version 002) SEPA credit-transfer payload, the text a banking app scans. */
export const EPC_EXAMPLE_PAYLOAD = [
  'BCD',
  '002',
  '1',
  'SCT',
  'BSLJSI2X',
  'Invest Platform d.o.o.',
  'SI56191000010297574',
  'EUR250.00',
  '',
  'SI00100245',
  '',
].join('\n');
