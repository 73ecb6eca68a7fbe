/** iban-to-bic ships no types: its CommonJS export, as used here. */
declare module 'iban-to-bic' {
  const ibanToBic: {
    /** The BIC of a valid IBAN of a country the package has a bank directory of; else undefined. */
    ibanToBic(iban: string): string | undefined;
  };
  export default ibanToBic;
}
