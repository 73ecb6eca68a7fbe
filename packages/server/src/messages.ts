/** Texts of e-mails and SMS in the two product languages (EN is the fallback). */
export type Language = 'EN' | 'SL';

export function passwordResetEmail(language: Language, firstName: string, link: string) {
  if (language === 'SL') {
    return {
      subject: 'Ponastavitev gesla za Invest',
      body: [
        `Pozdravljeni, ${firstName}!`,
        '',
        'Prejeli smo zahtevo za ponastavitev gesla vašega računa Invest. Novo geslo lahko v eni uri nastavite na tej povezavi:',
        '',
        link,
        '',
        'Povezava deluje samo enkrat. Če zahteve niste poslali vi, sporočilo prezrite; vaše geslo ostane nespremenjeno.',
        '',
        'Ekipa Invest',
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your Invest password',
    body: [
      `Hello ${firstName},`,
      '',
      'We received a request to reset the password of your Invest account. Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail; your password stays unchanged.',
      '',
      'The Invest team',
    ].join('\n'),
  };
}
